import { Link } from 'react-router';
import { Money } from '~/components/ui/money';
import { useTranslation } from '~/i18n/use-translation';

export type MentionedPage = { kind: string; title: string; summary: string; path: string; priceCents: number | null };

/** The site's pages a thread links to (products, courses, guides, recipes), as cards under it. */
export function MentionedPages({ pages }: { pages: readonly MentionedPage[] }) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="mentioned-heading" className="mt-10">
      <h2 id="mentioned-heading" className="font-serif text-2xl font-semibold text-stone-900">
        {t('forum.thread.mentioned')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.path} className="relative rounded-2xl border border-stone-200 bg-white p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{t(`forum.thread.kinds.${page.kind}`)}</p>
            <h3 className="mt-1 font-semibold text-stone-900">
              <Link to={page.path} className="after:absolute after:inset-0 hover:underline">
                {page.title}
              </Link>
            </h3>
            <p className="mt-1 line-clamp-2 text-sm text-stone-700">{page.summary}</p>
            {page.priceCents !== null && (
              <Money cents={page.priceCents} className="mt-2 block text-sm font-semibold text-stone-900" />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
