import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps & { name: string };

/** A labelled textarea with its hint and error announced to assistive technology (TextField's sibling). */
export function TextAreaField({ label, name, error, hint, className, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      className={className}
      control={(control) => (
        <textarea
          {...control}
          name={name}
          className="block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 placeholder:text-stone-400 aria-invalid:border-red-600"
          {...textarea}
        />
      )}
    />
  );
}
