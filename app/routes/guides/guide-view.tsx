import { ContentArticle } from '~/features/content/components/content-article';
import { useTranslation } from '~/i18n/use-translation';
import type { guidePage, RelatedLinks } from './guide-page.server';

type GuidePageData = Awaited<ReturnType<typeof guidePage>>;

/** A guide: the article with its contents and, beside it, what it links to. */
export function GuideView({ page }: { page: GuidePageData }) {
  const { article, related, seo } = page;
  return (
    <ContentArticle
      article={article}
      title={seo.title}
      description={seo.description}
      showContents
      aside={<RelatedLinksBox related={related} />}
    />
  );
}

const GROUPS = ['products', 'courses', 'classes', 'recipes'] as const;

/** The guide's related products, courses, live classes and recipes; nothing at all when it has none. */
export function RelatedLinksBox({ related }: { related: RelatedLinks }) {
  const { t } = useTranslation();
  const groups = GROUPS.filter((group) => related[group].length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="rounded-2xl border border-stone-200 p-5 print:hidden">
      <h2 id="related-heading" className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t('content.related.heading')}
      </h2>
      {groups.map((group) => (
        <div key={group} className="mt-4">
          <h3 className="text-sm font-semibold text-stone-800">{t(`content.related.${group}`)}</h3>
          <ul className="mt-2 space-y-1.5 text-sm">
            {related[group].map((link) => (
              <li key={link.href}>
                <a href={link.href} className="text-brand-800 hover:underline">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
