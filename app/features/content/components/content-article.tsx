import type { ReactNode } from 'react';
import { ContentHtml } from '~/components/ui/content-html';
import { PageHeader } from '~/components/ui/page-header';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { intlLocale } from '~/utils/intl-locale';
import type { ArticleData } from '../content';

type ContentArticleProps = {
  article: ArticleData;
  /** Translated heading and lead; the markdown's own are the fallback. */
  title?: string;
  description?: string;
  showContents?: boolean;
  aside?: ReactNode;
  /** Above the article's text, under its heading. */
  children?: ReactNode;
  /** After the article's text, in the same column (the contact page's form). */
  after?: ReactNode;
};

export function ContentArticle({
  article,
  title,
  description,
  showContents = false,
  aside,
  children,
  after,
}: ContentArticleProps) {
  const { t, i18n } = useTranslation();
  const sections = article.headings.filter((heading) => heading.depth === 2);
  const updated = article.updated ? new Date(`${article.updated}T00:00:00Z`) : undefined;
  const published = article.published ? new Date(`${article.published}T00:00:00Z`) : undefined;
  const longDate = (date: Date) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <div className={showContents || aside ? 'grid gap-12 lg:grid-cols-[1fr_18rem]' : ''}>
        <article className="min-w-0 max-w-3xl">
          <PageHeader title={title ?? article.title} description={description ?? article.description}>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-500">
              {published && !Number.isNaN(published.getTime()) && (
                <span>{t('content.published', { date: longDate(published) })}</span>
              )}
              {updated && !Number.isNaN(updated.getTime()) && <span>{t('content.updated', { date: longDate(updated) })}</span>}
              {article.readingMinutes && <span>{t('content.readingTime', { count: article.readingMinutes })}</span>}
            </p>
          </PageHeader>
          {children}
          <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content mt-8" html={article.html} />
          {after}
        </article>
        {(showContents || aside) && (
          // Not an <aside>: the column holds landmarks of its own (the contents' <nav>, a page's named
          // <section>), and a second, unnamed complementary landmark beside the site's banner said nothing.
          <div className="space-y-6 lg:sticky lg:top-24 lg:self-start">
            {aside}
            {showContents && sections.length > 2 && (
              <nav aria-label={t('content.contents')} className="rounded-2xl border border-stone-200 p-5">
                <h2 className="text-sm font-semibold tracking-wide text-stone-500 uppercase">{t('content.contents')}</h2>
                <ol {...contentLanguage(CONTENT_LANGUAGE)} className="mt-3 space-y-2 text-sm">
                  {sections.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`} className="text-stone-700 hover:text-brand-800 hover:underline">
                        {heading.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
