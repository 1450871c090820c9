import { useEffect, useId, useState } from 'react';
import { Minus, Plus } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';

const stepButton =
  'grid size-11 shrink-0 place-items-center rounded-full text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/** Whole numbers from 1 to `max`; anything else typed becomes the nearest of them. */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));
}

/**
 * How many to add: − / number / +, from 1 to `max` (the stock, or the cart's limit per line).
 * The number is a real form field named `quantity`, so the form posts it without JavaScript too;
 * the buttons work once the page is interactive (until then they are shown disabled, as they
 * would do nothing). The server checks the total against the stock again. `describedBy` names
 * the form's note on the limit (AddToCart's), which the field's description reads.
 */
export function QuantitySelector({
  max,
  value,
  onChange,
  describedBy,
}: {
  max: number;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [isInteractive, setIsInteractive] = useState(false);
  useEffect(() => setIsInteractive(true), []);
  const current = clampQuantity(Number(value), max);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {t('cart.quantity')}
      </label>
      <div className="mt-1.5 inline-flex items-center rounded-full border border-stone-300 bg-white">
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.selector.decrease')}
          aria-controls={id}
          disabled={!isInteractive || current <= 1}
          onClick={() => onChange(String(current - 1))}
        >
          <Minus aria-hidden className="size-4 shrink-0" />
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          required
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(current))}
          className="w-12 appearance-none bg-transparent text-center text-base font-semibold text-stone-900 [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={stepButton}
          aria-label={t('cart.selector.increase')}
          aria-controls={id}
          disabled={!isInteractive || current >= max}
          onClick={() => onChange(String(current + 1))}
        >
          <Plus aria-hidden className="size-4 shrink-0" />
        </button>
      </div>
    </div>
  );
}
