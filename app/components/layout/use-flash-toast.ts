import { useEffect } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { FLASH_COOKIE, type Flash } from '~/features/accounts/flash';
import { useTranslation } from '~/i18n/use-translation';

/** Shows the server's one-time message once, then deletes its cookie. */
export function useFlashToast(flash: Flash | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed expiring cookie, no value to escape
    document.cookie = `${FLASH_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
    // Sign-in and sign-out messages replace each other: one at a time (SPEC §9).
    showToast({
      kind: flash.kind,
      title: t(flash.title, flash.vars),
      description: flash.description ? t(flash.description, flash.vars) : undefined,
      id: 'auth',
    });
  }, [flash, t]);
}
