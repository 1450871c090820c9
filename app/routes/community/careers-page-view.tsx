import { Link } from 'react-router';
import { NewsletterForm } from '~/components/layout/newsletter-form';
import { ContentArticle } from '~/features/content/components/content-article';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { CareersPageData } from './careers-page.server';

/** The facts of a role in one line: team, where, and the kind of contract. */
export function RoleFacts({
  role,
  className,
}: {
  role: { team: string; workplace: string; location: string; employmentType: string };
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <p className={className}>
      {[
        role.team,
        `${t(`careers.workplace.${role.workplace}`)} · ${role.location}`,
        t(`careers.employmentType.${role.employmentType}`),
      ].join(' · ')}
    </p>
  );
}

/**
 * /careers: the open roles first (or, honestly, that there are none, with the newsletter to hear
 * of the next one), then what working here is like and how to introduce oneself.
 */
export function CareersPageView({ page }: { page: CareersPageData }) {
  const { t } = useTranslation();
  const { roles, article, seo } = page;
  return (
    <ContentArticle article={article} title={seo.title} description={seo.description}>
      <section aria-labelledby="open-roles" className="mt-8">
        <h2 id="open-roles" className="font-serif text-2xl font-bold text-stone-900">
          {t('careers.openRoles')}
        </h2>
        {roles.length === 0 ? (
          <div className="mt-4 rounded-2xl border border-stone-200 bg-earth-50 p-5">
            <p className="font-semibold text-stone-900">{t('careers.noRoles')}</p>
            <p className="mt-1 text-stone-700">{t('careers.noRolesHint')}</p>
            <div className="mt-4 max-w-md">
              <NewsletterForm tone="light" hint={t('careers.newsletterHint')} />
            </div>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4">
            {roles.map((role) => (
              <li key={role.id}>
                <article className="relative rounded-2xl border border-stone-200 bg-white p-5 hover:shadow-md">
                  <h3 className="font-serif text-xl font-semibold text-stone-900">
                    <Link
                      to={pathTo('/careers/:slug', { slug: role.slug })}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {role.title}
                    </Link>
                  </h3>
                  <RoleFacts role={role} className="mt-1 text-sm font-medium text-brand-800" />
                  <p className="mt-2 text-stone-700">{role.summary}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
    </ContentArticle>
  );
}
