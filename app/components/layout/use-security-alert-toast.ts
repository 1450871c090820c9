import { useEffect } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';

/** SPEC §8: 'Security Alert: Suspicious activity detected. Please contact support if this wasn't you.' */
export function useSecurityAlertToast(alert: boolean) {
  const { t } = useTranslation();
  // Worked out while rendering, so they are among the page's strings (decision 0062).
  const title = alert ? t('security.alert.title') : '';
  const description = alert ? t('security.alert.text') : '';
  useEffect(() => {
    if (!alert || !title) return;
    showToast({ kind: 'error', title, description, id: 'security-alert' });
  }, [alert, title, description]);
}
