import { useEffect } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';

/** SPEC §8: 'Security Alert: Suspicious activity detected. Please contact support if this wasn't you.' */
export function useSecurityAlertToast(alert: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!alert) return;
    showToast({ kind: 'error', title: t('security.alert.title'), description: t('security.alert.text'), id: 'security-alert' });
  }, [alert, t]);
}
