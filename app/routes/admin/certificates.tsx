import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import {
  CERTIFICATE_DEFAULT_SORT,
  listAllCertificates,
  readCertificateQuery,
  reissueCertificate,
  revokeCertificate,
} from '~/features/learning/certificates.server';
import { CERTIFICATE_REASON_MAX_LENGTH } from '~/features/learning/learning.schema';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { Route } from './+types/certificates';
import { AdminCertificatesView, type CertificateAnswer } from './certificates-view';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/certificates');
  const query = readCertificateQuery(new URL(request.url).searchParams);
  const [list, seo] = await Promise.all([
    listAllCertificates(query),
    pageSeo(request, { path: '/admin/certificates', pageKey: 'admin-certificates', noindex: true }),
  ]);
  return { ...list, ...query, defaultSort: CERTIFICATE_DEFAULT_SORT, seo };
}

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
      ? await revokeCertificate({ actor: admin, id, reason })
      : await reissueCertificate({ actor: admin, id, reason });
  // Every refusal answers 409, as this form always has (an unknown id included).
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
  return (
    <AreaPage pageKey="admin-certificates">
      <AdminCertificatesView {...loaderData} answer={actionData} />
    </AreaPage>
  );
}
