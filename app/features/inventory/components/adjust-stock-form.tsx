import { useEffect, useId, useRef } from 'react';
import { useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { ActionAnswer } from '~/utils/form-result';
import { ADJUSTMENT_LIMITS } from '../adjustment';

/**
 * What /inventory and /inventory/:productId answer an adjustment or an import: a button's answer,
 * with the form it is about (`intent`, the product), the field a refusal is about, and an import's
 * problems by row and column.
 */
export type InventoryAnswer = ActionAnswer & {
  intent: string;
  field?: string;
  productId?: string;
  errors?: { row: number; field: string; message: string; messageVars?: Record<string, string | number> }[];
};

const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600';

/**
 * Add or remove units with a reason. Each product's form posts on its own (a fetcher), so an
 * admin can work down the list without the page jumping; the answer shows beside the form and
 * as a toast, and the list reloads with the new level. Without JavaScript it is a plain form
 * post whose answer the page shows at the top.
 *
 * `compact` is the one-line version for a table row, whose labels are read out but not shown
 * (the column headings show them).
 */
export function AdjustStockForm({
  productId,
  productName,
  action,
  compact = false,
}: {
  productId: string;
  productName: string;
  action: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<InventoryAnswer>({ key: `adjust-${productId}` });
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const shown = useRef<InventoryAnswer | undefined>(undefined);

  useEffect(() => {
    if (!result || shown.current === result) return;
    shown.current = result;
    showToast({
      kind: result.ok ? 'success' : 'error',
      title: t(result.message, result.messageVars ?? {}),
      id: `adjust-${productId}`,
    });
    if (result.ok) formRef.current?.reset();
  }, [result, productId, t]);

  const error = result && !result.ok ? t(result.message, result.messageVars ?? {}) : undefined;
  const errorId = `${id}-error`;
  const labelClass = compact ? 'sr-only' : 'block text-sm font-semibold text-stone-800';
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={action}
      className={cn(compact ? 'flex min-w-[22rem] flex-wrap items-start gap-2' : 'space-y-3')}
    >
      <input type="hidden" name="intent" value="adjust" />
      <input type="hidden" name="productId" value={productId} />
      <div className={compact ? 'w-24' : 'space-y-1.5'}>
        <label htmlFor={`${id}-change`} className={labelClass}>
          {compact ? t('inventory.adjust.changeFor', { name: productName }) : t('inventory.adjust.change')}
        </label>
        <input
          id={`${id}-change`}
          name="change"
          type="number"
          step={1}
          min={-ADJUSTMENT_LIMITS.changeMax}
          max={ADJUSTMENT_LIMITS.changeMax}
          required
          placeholder={compact ? '±' : undefined}
          aria-invalid={result && !result.ok && result.field === 'change' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      <div className={compact ? 'min-w-40 flex-1' : 'space-y-1.5'}>
        <label htmlFor={`${id}-reason`} className={labelClass}>
          {compact ? t('inventory.adjust.reasonFor', { name: productName }) : t('inventory.adjust.reason')}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          type="text"
          required
          minLength={ADJUSTMENT_LIMITS.reasonMin}
          maxLength={ADJUSTMENT_LIMITS.reasonMax}
          placeholder={t('inventory.adjust.reasonPlaceholder')}
          aria-invalid={result && !result.ok && result.field === 'reason' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={inputClass}
        />
      </div>
      {!compact && <p className="text-sm text-stone-600">{t('inventory.adjust.hint')}</p>}
      <button
        type="submit"
        className={buttonClass('secondary', 'sm', compact ? 'mt-1' : undefined)}
        disabled={fetcher.state !== 'idle'}
      >
        {compact ? t('inventory.adjust.submit') : t('inventory.adjust.submitLong')}
        {compact && <span className="sr-only"> {productName}</span>}
      </button>
      {error && (
        <p id={errorId} role="alert" className="w-full text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fetcher.Form>
  );
}
