import { useEffect } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { FLASH_COOKIE, type Flash } from '~/features/accounts/flash';
import { useTranslation } from '~/i18n/use-translation';

/** Shows the server's one-time message once, then deletes its cookie. */
export function useFlashToast(flash: Flash | null) {
  const { t } = useTranslation();
  // Worked out while rendering, so the server's render puts them among the page's strings
  // (decision 0062) and the toast has its text the moment the page hydrates.
  const title = flash ? t(flash.title, flash.vars) : '';
  const description = flash?.description ? t(flash.description, flash.vars) : undefined;
  useEffect(() => {
    // Nothing to say until its text is here (it always is: see decision 0062).
    if (!flash || !title) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed expiring cookie, no value to escape
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    // Sign-in and sign-out messages replace each other: one at a time (SPEC §9).
    showToast({ kind: flash.kind, title, description, id: 'auth' });
  }, [flash, title, description]);
}
