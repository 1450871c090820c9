import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & FieldProps & { name: string; children: ReactNode };

/** A labelled select with its hint and error announced to assistive technology. */
export function SelectField({ label, name, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => (
        <select
          {...control}
          name={name}
          className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 aria-invalid:border-red-600"
          {...select}
        >
          {children}
        </select>
      )}
    />
  );
}
