import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findApplicationOf } from '~/features/instructors/applications.server';
import { DOCUMENT_KINDS, DOCUMENT_LIMIT_VARS } from '~/features/instructors/documents';
import { deleteDocument, listDocuments, saveDocument } from '~/features/instructors/documents.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { pathTo } from '~/utils/routes/path-to';

/*
 * /instructor/verification (and its older address /instructor-verification): an applicant or
 * instructor sends identity and credential documents, sees what they sent, and deletes it.
 * Documents are private (features/instructors/documents.server.ts): only their owner and
 * administrators can open them, through /instructor/verification/documents/:id.
 */

/** Who may send documents: someone who applied to teach (and was not turned down), or who teaches. */
async function mayUpload(user: SessionUser) {
  if (user.role === 'instructor' || user.role === 'admin') return true;
  const application = await findApplicationOf(user.id);
  return application !== null && application.status !== 'rejected';
}

export async function loadVerificationPage(
  request: Request,
  { user, path, pageKey }: { user: SessionUser | null; path: string; pageKey: string },
) {
  const seo = await pageSeo(request, { path, pageKey, noindex: true });
  if (!user) return { seo, state: 'signed-out' as const, documents: [] };
  if (!(await mayUpload(user))) return { seo, state: 'apply-first' as const, documents: [] };
  const documents = await listDocuments([user.id]);
  return {
    seo,
    state: 'ready' as const,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      fileName: document.fileName,
      sizeBytes: document.sizeBytes,
      uploadedAt: document.uploadedAt.toISOString(),
      href: pathTo('/instructor/verification/documents/:documentId', { documentId: document.id }),
    })),
  };
}

export type VerificationAnswer = {
  ok: boolean;
  intent: string;
  message: string;
  messageVars?: Record<string, number>;
  field?: string;
};

const answer = (value: VerificationAnswer, status = value.ok ? 200 : 400) => data<VerificationAnswer>(value, { status });

export async function verificationAction(request: Request, user: SessionUser | null) {
  if (!user) return answer({ ok: false, intent: 'upload', message: 'instructors.documents.errors.signIn' }, 401);
  const read = await readUploadForm(request, 'instructors.documents.errors.tooLarge');
  if (!read.ok)
    return answer(
      { ok: false, intent: 'upload', message: read.message, messageVars: DOCUMENT_LIMIT_VARS, field: 'file' },
      read.status,
    );
  const { form } = read;
  const intent = textField(form, 'intent');
  if (!(await mayUpload(user))) return answer({ ok: false, intent, message: 'instructors.documents.errors.applyFirst' }, 409);
  if (intent === 'delete') {
    const deleted = await deleteDocument({ userId: user.id, documentId: textField(form, 'documentId') });
    return answer(
      { ok: deleted.ok, intent, message: deleted.ok ? 'instructors.documents.deleted' : deleted.message },
      deleted.ok ? 200 : 404,
    );
  }
  if (intent !== 'upload') return answer({ ok: false, intent, message: 'errors.badForm' });
  const kind = DOCUMENT_KINDS.find((value) => value === textField(form, 'kind'));
  if (!kind) return answer({ ok: false, intent, message: 'instructors.documents.errors.kind', field: 'kind' });
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0)
    return answer({ ok: false, intent, message: 'instructors.documents.errors.empty', field: 'file' });
  const saved = await saveDocument({ userId: user.id, kind, file });
  if (!saved.ok)
    return answer({ ok: false, intent, message: saved.message, messageVars: DOCUMENT_LIMIT_VARS, field: saved.field });
  return answer({ ok: true, intent, message: 'instructors.documents.uploaded' });
}
