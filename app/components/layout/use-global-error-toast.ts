import { useEffect } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';

/**
 * SPEC §8's generic error handler: an error nothing else handled shows the
 * 'An unexpected error occurred' toast. Raw error texts are kept out of the
 * toast (they are for logs, not people) but the error stays in the console.
 */
export function useGlobalErrorToast() {
  const { t } = useTranslation();
  useEffect(() => {
    const show = () => showToast({ kind: 'error', title: t('errors.generic'), id: 'generic-error' });
    window.addEventListener('unhandledrejection', show);
    window.addEventListener('error', show);
    return () => {
      window.removeEventListener('unhandledrejection', show);
      window.removeEventListener('error', show);
    };
  }, [t]);
}
