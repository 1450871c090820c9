import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { buttonClass } from '~/components/ui/button-styles';
import { BadgeCheck, Download, ShieldExclamationPoint } from '~/components/ui/icons';
import { requireAccess } from '~/features/accounts/guard.server';
import { findCertificateByCode } from '~/features/learning/certificates.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/certificate';

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/certificates/:code');
  const certificate = await findCertificateByCode(params.code);
  if (!certificate) throw await notFoundResponse(request);
  const { userId, ...shown } = certificate;
  const seo = await pageSeo(request, {
    path: pathTo('/certificates/:code', { code: certificate.code }),
    title: `${certificate.courseTitle}: ${certificate.learnerName}`,
    description: certificate.courseTitle,
    // People's names are verified here, not published for search engines.
    noindex: true,
  });
  return {
    certificate: { ...shown, issuedAt: shown.issuedAt.toISOString(), revokedAt: shown.revokedAt?.toISOString() ?? null },
    isOwner: user?.id === userId,
    seo,
  };
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Anyone with the code can check a certificate: who, which course, when, and whether it still stands. */
export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { certificate, isOwner } = loaderData;
  const valid = certificate.revokedAt === null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <div
        role="status"
        className={
          valid
            ? 'flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900'
            : 'flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900'
        }
      >
        {valid ? (
          <BadgeCheck aria-hidden className="size-8 shrink-0" />
        ) : (
          <ShieldExclamationPoint aria-hidden className="size-8 shrink-0" />
        )}
        <p className="text-lg font-semibold">
          {valid
            ? t('certificates.page.valid')
            : t('certificates.page.revoked', { date: formatDate(certificate.revokedAt ?? '', i18n.language) })}
        </p>
      </div>
      <h1 className="mt-8 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
        {t('certificates.page.title')}
      </h1>
      <dl className="mt-6 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
        {[
          [t('certificates.page.learner'), certificate.learnerName],
          [t('certificates.page.course'), certificate.courseTitle],
          [t('certificates.page.issued'), formatDate(certificate.issuedAt, i18n.language)],
          [t('certificates.page.instructor'), certificate.instructorName],
          [t('certificates.page.code'), certificate.code],
        ].map(([term, value]) => (
          <div key={term} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm font-semibold text-stone-600">{term}</dt>
            <dd dir="auto" className="text-stone-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap gap-3">
        {valid && (
          <a
            href={pathTo('/certificates/:code/pdf', { code: certificate.code })}
            className={buttonClass('primary', 'md')}
            download
          >
            <Download aria-hidden className="size-5" />
            {t('certificates.page.download')}
          </a>
        )}
        <Link to={pathTo('/courses/:slug', { slug: certificate.courseSlug })} className={buttonClass('secondary', 'md')}>
          {t('certificates.page.seeCourse')}
        </Link>
      </div>
      {isOwner && valid && <p className="mt-6 text-sm text-stone-600">{t('certificates.page.share')}</p>}
    </div>
  );
}
