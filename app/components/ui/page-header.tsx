import type { ReactNode } from 'react';

/** A page's one h1 and its lead paragraph; children add a line below (dates, actions). */
export function PageHeader({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <header className="max-w-3xl">
      <h1 className="font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      {description && <p className="mt-3 text-lg leading-8 text-stone-600">{description}</p>}
      {children}
    </header>
  );
}
