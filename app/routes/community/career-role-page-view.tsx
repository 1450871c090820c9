import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { PageHeader } from '~/components/ui/page-header';
import { CONTENT_LANGUAGE } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { intlLocale } from '~/utils/intl-locale';
import { pathTo } from '~/utils/routes/path-to';
import type { CareerRolePageData } from './career-role-page.server';
import { RoleFacts } from './careers-page-view';

/** A day written `YYYY-MM-DD`, as a long date in the reader's language (UTC: the same for everyone). */
function useLongDay() {
  const { i18n } = useTranslation();
  return (day: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
}

/** /careers/{slug}: an open role, what it involves, and how to apply. */
export function CareerRolePageView({ page }: { page: CareerRolePageData }) {
  const { t } = useTranslation();
  const longDay = useLongDay();
  const { role } = page;
  const mailto = role.applyEmail
    ? `mailto:${role.applyEmail}?${new URLSearchParams({ subject: t('careers.applySubject', { title: role.title }) })
        .toString()
        .replace(/\+/g, '%20')}`
    : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <p>
        <Link to={pathTo('/careers')} className="text-sm font-semibold text-brand-800 underline">
          {t('careers.allRoles')}
        </Link>
      </p>
      <div className="mt-4">
        <PageHeader title={role.title} description={role.summary}>
          <RoleFacts role={role} className="mt-3 font-medium text-brand-800" />
          <p className="mt-1 text-sm text-stone-600">
            {t('careers.posted', { date: longDay(role.publishedAt.slice(0, 10)) })}
            {role.closesOn && <> · {t('careers.closes', { date: longDay(role.closesOn) })}</>}
          </p>
        </PageHeader>
      </div>
      <ContentHtml lang={CONTENT_LANGUAGE} className="prose-content mt-8" html={role.descriptionHtml} />
      <section aria-labelledby="apply" className="mt-10 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="apply" className="font-serif text-2xl font-bold text-stone-900">
          {t('careers.howToApply')}
        </h2>
        <p className="mt-2 text-stone-700">{t('careers.applyHint')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {role.applyUrl && (
            <a href={role.applyUrl} rel="noopener" className={buttonClass('primary', 'md')}>
              {t('careers.applyOnline')}
            </a>
          )}
          {mailto && role.applyEmail && (
            <a href={mailto} className={buttonClass(role.applyUrl ? 'secondary' : 'primary', 'md')}>
              {t('careers.applyByEmail', { email: role.applyEmail })}
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
