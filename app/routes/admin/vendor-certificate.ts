import { requireAccess } from '~/features/accounts/guard.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { findCertificate, readCertificateFile } from '~/features/vendors/certificates.server';
import { privateFileResponse } from '~/utils/private-files.server';
import type { Route } from './+types/vendor-certificate';

/**
 * One vendor certificate, for administrators only (the route table's access; anyone else gets
 * Access Denied, recorded). Sent as instructors' documents are: a download no page can embed or
 * run (attachment, its sniffed type, nosniff, a sandboxing CSP), never kept by a shared cache.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/admin/vendors/certificates/:certificateId');
  const certificate = await findCertificate(params.certificateId);
  if (!certificate) throw await notFoundResponse(request);
  const bytes = await readCertificateFile(certificate);
  if (!bytes) throw await notFoundResponse(request);
  return privateFileResponse(bytes, certificate);
}
