import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { buttonClass } from './button-styles';

/**
 * The search above an administration list: a `q` field sent in the address (GET), any further
 * filters as children, and the button. Lists read `q` in their loaders.
 */
export function ListSearch({
  label,
  submitLabel,
  defaultValue,
  placeholder,
  children,
}: {
  label: string;
  submitLabel: string;
  defaultValue: string;
  placeholder?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
      <label className="space-y-1.5 text-sm font-semibold text-stone-800">
        <span className="block">{label}</span>
        <input
          type="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={100}
          className="block rounded-xl border border-stone-300 bg-white px-4 py-2 text-base font-normal"
        />
      </label>
      {children}
      <button type="submit" className={buttonClass('secondary', 'md')}>
        {submitLabel}
      </button>
    </Form>
  );
}
