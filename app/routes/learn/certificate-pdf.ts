import { requireAccess } from '~/features/accounts/guard.server';
import { renderCertificatePdf } from '~/features/learning/certificate-pdf.server';
import { findCertificateByCode } from '~/features/learning/certificates.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { formatDate } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/certificate-pdf';

/** The certificate as a PDF, in the reader's language; a revoked certificate has none. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/certificates/:code/pdf');
  const certificate = await findCertificateByCode(params.code);
  if (!certificate) throw await notFoundResponse(request);
  const { t, code } = await getRequestLanguage(request);
  if (certificate.revokedAt)
    return new Response(t('certificates.errors.revokedPdf'), {
      status: 410,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const site = getSiteConfig();
  const pdf = await renderCertificatePdf({
    code: certificate.code,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    instructorName: certificate.instructorName,
    issuedOn: formatDate(certificate.issuedAt, code),
    siteName: site.name,
    verifyUrl: new URL(pathTo('/certificates/:code', { code: certificate.code }), site.url).toString(),
    text: {
      title: t('certificates.pdf.title'),
      certifies: t('certificates.pdf.certifies'),
      completed: t('certificates.pdf.completed'),
      issued: t('certificates.pdf.issued'),
      instructor: t('certificates.pdf.instructor'),
      verify: t('certificates.pdf.verify'),
    },
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="certificate-${certificate.code}.pdf"`,
      'Cache-Control': 'private, no-cache',
    },
  });
}
