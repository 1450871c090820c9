import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps & { name: string };

/** A labelled input with its hint and error announced to assistive technology. */
export function TextField({ label, name, error, hint, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => (
        <input
          {...control}
          name={name}
          className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600"
          {...input}
        />
      )}
    />
  );
}
