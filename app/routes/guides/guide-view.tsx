import { ContentHtml } from '~/components/ui/content-html';
import { ContentArticle } from '~/features/content/components/content-article';
import type { GuideFaqEntry } from '~/features/forum/guide-faq-rules';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
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
      after={<GuideFaq entries={page.faq} />}
    />
  );
}

/**
 * The guide's questions answered in the forum (decision 0097): each question, its answer (rendered
 * through the one sanitising path) and a link to the thread it came from; nothing when it has none.
 */
export function GuideFaq({ entries }: { entries: readonly Omit<GuideFaqEntry, 'answerText'>[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="forum-faq-heading" className="mt-12 border-t border-stone-200 pt-8">
      <h2 id="forum-faq-heading" className="font-serif text-2xl font-bold text-stone-900">
        {t('content.forumFaq.heading')}
      </h2>
      <p className="mt-2 text-stone-600">{t('content.forumFaq.intro')}</p>
      {entries.map((entry) => (
        <div key={entry.id} id={entry.anchor} className="mt-6">
          <h3 className="text-lg font-semibold text-stone-900" dir="auto">
            {entry.question}
          </h3>
          <ContentHtml className="prose-content mt-2 break-words" html={entry.answerHtml} />
          {entry.thread && (
            <p className="mt-2 text-sm text-stone-600">
              <a href={pathTo('/forum/t/:slug', { slug: entry.thread.slug })} className="text-brand-800 underline">
                {t('content.forumFaq.fromTheForum', { title: entry.thread.title })}
              </a>
            </p>
          )}
        </div>
      ))}
    </section>
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
