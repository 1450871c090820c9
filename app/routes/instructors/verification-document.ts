import { denyAccess, requireAccess } from '~/features/accounts/guard.server';
import { findDocument, readDocumentFile } from '~/features/instructors/documents.server';
import { notFoundResponse } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { privateFileResponse } from '~/utils/private-files.server';
import type { Route } from './+types/verification-document';

/**
 * One instructor document, for its owner and administrators only (anyone else: Access Denied,
 * recorded). Sent as a download that no page can embed or run: attachment, its sniffed type,
 * nosniff, a sandboxing CSP, and never stored by a shared cache.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/instructor/verification/documents/:documentId');
  const document = await findDocument(params.documentId);
  if (!document) throw await notFoundResponse(request);
  if (document.userId !== user.id && user.role !== 'admin') {
    const { t } = await getRequestLanguage(request);
    return denyAccess(request, {
      user,
      requiredRoles: [t('instructors.documents.owner'), t('instructors.documents.administrator')],
    });
  }
  const bytes = await readDocumentFile(document);
  if (!bytes) throw await notFoundResponse(request);
  return privateFileResponse(bytes, document);
}
