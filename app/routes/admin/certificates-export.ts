import { csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { exportAllCertificates, readCertificateQuery } from '~/features/learning/certificates.server';
import type { Route } from './+types/certificates-export';

/** "Export CSV" on /admin/certificates: the certificates the list shows, with its search and order, every page of them. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/certificates/export.csv');
  const rows = await exportAllCertificates(readCertificateQuery(new URL(request.url).searchParams));
  return csvAttachment(
    'certificates',
    ['code', 'learner', 'email', 'course', 'issued_at', 'revoked_at', 'revoked_reason', 'reissue_reason'],
    rows.map((certificate) => [
      certificate.code,
      certificate.learnerName,
      certificate.email,
      certificate.courseTitle,
      csvTime(certificate.issuedAt),
      csvTime(certificate.revokedAt),
      certificate.revokedReason,
      certificate.reissueReason,
    ]),
  );
}
