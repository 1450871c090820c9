import { data, Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { ListSearch } from '~/components/ui/list-search';
import { Pager } from '~/components/ui/pager';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { requireAccess } from '~/features/accounts/guard.server';
import { listAllCertificates, reissueCertificate, revokeCertificate } from '~/features/learning/certificates.server';
import { CERTIFICATE_REASON_MAX_LENGTH } from '~/features/learning/learning.schema';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/certificates';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/certificates');
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.max(1, Math.min(10_000, Number(params.get('page')) || 1));
  const [list, seo] = await Promise.all([
    listAllCertificates({ q, page }),
    pageSeo(request, { path: '/admin/certificates', pageKey: 'admin-certificates', noindex: true }),
  ]);
  return { ...list, q, page, seo };
}

type CertificateAnswer = { ok: boolean; message: string; messageVars?: Record<string, string>; id?: string };

/** Revoke or re-issue one certificate, with the reason kept (admins only). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/admin/certificates');
  const read = await readForm(request);
  if (!read.ok) return data<CertificateAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  const id = textField(read.form, 'id');
  const reason = textField(read.form, 'reason').trim();
  if (intent !== 'revoke' && intent !== 'reissue')
    return data<CertificateAnswer>({ ok: false, message: 'errors.badForm', id }, { status: 400 });
  if (reason.length < 3 || reason.length > CERTIFICATE_REASON_MAX_LENGTH)
    return data<CertificateAnswer>({ ok: false, message: 'certificates.errors.reason', id }, { status: 400 });
  const change =
    intent === 'revoke'
      ? await revokeCertificate({ id, reason, adminId: admin.id })
      : await reissueCertificate({ id, reason, adminId: admin.id });
  if (!change.ok) return data<CertificateAnswer>({ ok: false, message: change.message, id }, { status: 409 });
  return data<CertificateAnswer>({
    ok: true,
    message: intent === 'revoke' ? 'certificates.admin.revoked' : 'certificates.admin.reissued',
    messageVars: { code: change.code },
  });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AdminCertificatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { certificates, total, q, page, pageCount } = loaderData;
  const hrefFor = (target: number) => `/admin/certificates?${new URLSearchParams({ ...(q ? { q } : {}), page: String(target) })}`;
  return (
    <AreaPage pageKey="admin-certificates">
      {actionData && (
        <p
          role={actionData.ok ? 'status' : 'alert'}
          className={actionData.ok ? 'mt-6 font-semibold text-brand-800' : 'mt-6 font-semibold text-red-800'}
        >
          {t(actionData.message, actionData.messageVars ?? {})}
        </p>
      )}
      <ListSearch label={t('certificates.admin.search')} submitLabel={t('certificates.admin.find')} defaultValue={q} />
      <p className="mt-4 text-sm text-stone-600">{t('certificates.admin.count', { count: total })}</p>
      {certificates.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 bg-earth-50 px-6 py-10 text-center text-stone-700">
          {t('certificates.admin.none')}
        </p>
      ) : (
        <ScrollRegion label={t('certificates.admin.table')} className="mt-4">
          <table className="w-full min-w-[48rem] text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('certificates.page.code')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('certificates.page.learner')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('certificates.page.course')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('certificates.page.issued')}
                </th>
                <th scope="col" className="py-2 text-start font-medium">
                  {t('certificates.admin.state')}
                </th>
              </tr>
            </thead>
            <tbody>
              {certificates.map((certificate) => (
                <tr key={certificate.id} className="border-b border-stone-100 align-top">
                  <td className="py-3 pe-3">
                    <Link
                      to={pathTo('/certificates/:code', { code: certificate.code })}
                      className="whitespace-nowrap font-mono font-semibold text-brand-800 underline"
                    >
                      {certificate.code}
                    </Link>
                  </td>
                  <td className="py-3 pe-3">
                    <span dir="auto" className="block font-medium text-stone-900">
                      {certificate.learnerName}
                    </span>
                    <span className="text-stone-600">{certificate.email}</span>
                  </td>
                  <td dir="auto" className="py-3 pe-3">
                    {certificate.courseTitle}
                  </td>
                  <td className="py-3 pe-3 text-stone-600">{formatWhen(certificate.issuedAt)}</td>
                  <td className="py-3">
                    {certificate.revokedAt ? (
                      <span className="text-red-800">
                        {t('certificates.admin.revokedOn', { date: formatWhen(certificate.revokedAt) })}
                        <span className="block text-stone-600">{certificate.revokedReason}</span>
                      </span>
                    ) : (
                      <details>
                        <summary className="cursor-pointer font-semibold text-brand-800">{t('certificates.admin.valid')}</summary>
                        <Form method="post" className="mt-2 w-64 space-y-2">
                          <input type="hidden" name="id" value={certificate.id} />
                          <label className="block text-sm font-semibold text-stone-800">
                            {t('certificates.admin.reason')}
                            <textarea
                              name="reason"
                              required
                              minLength={3}
                              maxLength={CERTIFICATE_REASON_MAX_LENGTH}
                              rows={2}
                              className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 font-normal"
                            />
                          </label>
                          {actionData && !actionData.ok && actionData.id === certificate.id && (
                            <p className="text-sm font-medium text-red-800">{t(actionData.message)}</p>
                          )}
                          <div className="flex flex-wrap gap-2">
                            <button
                              type="submit"
                              name="intent"
                              value="reissue"
                              className={buttonClass('secondary', 'sm')}
                              disabled={navigation.state !== 'idle'}
                            >
                              {t('certificates.admin.reissue')}
                            </button>
                            <button
                              type="submit"
                              name="intent"
                              value="revoke"
                              className={buttonClass('secondary', 'sm', 'text-red-800')}
                              disabled={navigation.state !== 'idle'}
                            >
                              {t('certificates.admin.revoke')}
                            </button>
                          </div>
                        </Form>
                      </details>
                    )}
                    {certificate.reissueReason && (
                      <span className="mt-1 block text-stone-600">
                        {t('certificates.admin.reissueOf', { reason: certificate.reissueReason })}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </AreaPage>
  );
}
