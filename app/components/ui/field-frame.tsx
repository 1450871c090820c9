import { type ReactNode, useId } from 'react';
import { cn } from '~/utils/cn';

/** What every field has around its control; TextField and SelectField take these too. */
export type FieldProps = {
  label: string;
  /** Already translated. */
  error?: string;
  hint?: string;
};

/** What a form control inside a FieldFrame needs to be tied to its label, hint and error. */
export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/**
 * A label, the control, its hint and its error, with the hint and error announced to assistive
 * technology. TextField and SelectField are this frame around an input and a select.
 */
export function FieldFrame({
  label,
  error,
  hint,
  className,
  control,
}: FieldProps & { className?: string; control: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {control({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
