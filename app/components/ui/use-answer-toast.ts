import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { showToast, type ToastAction } from './toast-queue';

/**
 * Shows a fetcher's answer as a toast, once per answer however often the component renders,
 * then calls `onAnswer` (to reload what the change touched). Toasts with the same id replace
 * each other. An answer without a message shows nothing. `successActions` are buttons offered
 * with a successful answer (what to do next).
 */
export function useAnswerToast(
  fetcher: { state: string; data?: ActionAnswer },
  id: string,
  onAnswer?: () => void,
  successActions?: ToastAction[],
) {
  const { t } = useTranslation();
  const handled = useRef<ActionAnswer | undefined>(undefined);
  const after = useRef(onAnswer);
  after.current = onAnswer;
  const actions = useRef(successActions);
  actions.current = successActions;
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    const { ok, message, messageVars } = fetcher.data;
    if (message)
      showToast({
        kind: ok ? 'success' : 'error',
        title: t(message, messageVars ?? {}),
        id,
        actions: ok ? actions.current : undefined,
      });
    after.current?.();
  }, [fetcher.state, fetcher.data, t, id]);
}
