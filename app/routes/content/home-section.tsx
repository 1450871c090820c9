import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';

/**
 * A home page section of cards: its heading and lead (`home.<name>.title`, `.lead`), a link to
 * the whole list (`home.<name>.all`), and the cards.
 */
export function HomeSection({
  name,
  allHref,
  className,
  children,
}: {
  name: 'featured' | 'courses';
  allHref: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `${name}-title`;
  return (
    <section aria-labelledby={titleId} className={className}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={titleId} className="font-serif text-3xl font-bold text-stone-900">
            {t(`home.${name}.title`)}
          </h2>
          <p className="mt-2 text-stone-600">{t(`home.${name}.lead`)}</p>
        </div>
        <Link to={allHref} className="inline-flex items-center gap-1 font-semibold text-brand-800 hover:underline">
          {t(`home.${name}.all`)}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
