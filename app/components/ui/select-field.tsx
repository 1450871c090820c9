import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '~/utils/cn';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  name: string;
  /** Already translated. */
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** A labelled select with its hint and error announced to assistive technology (TextField's twin). */
export function SelectField({ label, name, error, hint, className, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600"
        {...select}
      >
        {children}
      </select>
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
