import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { DOCUMENT_KINDS, DOCUMENT_LIMIT_VARS } from '~/features/instructors/documents';
import {
  deleteDocument,
  findDocument,
  listDocuments,
  mayUploadDocuments,
  saveDocument,
} from '~/features/instructors/documents.server';
import { instructorFailure } from '~/features/instructors/failures';
import { pageSeo } from '~/features/seo/seo.server';
import type { Failure } from '~/utils/failure';
import { readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer, FormErrorVars } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/*
 * /instructor/verification (and its older address /instructor-verification): an applicant or
 * instructor sends identity and credential documents, sees what they sent, and deletes it.
 * Documents are private (features/instructors/documents.server.ts): only their owner and
 * administrators can open them, through /instructor/verification/documents/:id.
 */

export async function loadVerificationPage(
  request: Request,
  { user, path, pageKey }: { user: SessionUser | null; path: string; pageKey: string },
) {
  const seo = await pageSeo(request, { path, pageKey, noindex: true });
  if (!user) return { seo, state: 'signed-out' as const, documents: [] };
  if (!(await mayUploadDocuments(user))) return { seo, state: 'apply-first' as const, documents: [] };
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

/** A button's answer, with the form it answers (upload or delete) and the field it refused. */
type VerificationAnswer = ActionAnswer & { intent: string; field?: string };

const answer = (value: VerificationAnswer, status = value.ok ? 200 : 400) => data<VerificationAnswer>(value, { status });

/** A refusal as the page shows it, with the status its failure declares. */
const refuse = (intent: string, failure: Failure, messageVars?: FormErrorVars) =>
  answer(
    {
      ok: false,
      intent,
      message: failure.message,
      ...(messageVars && { messageVars }),
      ...(failure.field && { field: failure.field }),
    },
    failure.status,
  );

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
  if (!(await mayUploadDocuments(user))) return refuse(intent, instructorFailure('apply-first'));
  if (intent === 'delete') {
    const documentId = textField(form, 'documentId');
    // Someone else's document is "not there" for this page, as it always was; the operation refuses it too.
    if ((await findDocument(documentId))?.userId !== user.id) return refuse(intent, instructorFailure('document-not-found'));
    const deleted = await deleteDocument({ actor: user, documentId });
    if (!deleted.ok) return refuse(intent, deleted);
    return answer({ ok: true, intent, message: 'instructors.documents.deleted' });
  }
  if (intent !== 'upload') return answer({ ok: false, intent, message: 'errors.badForm' });
  const kind = DOCUMENT_KINDS.find((value) => value === textField(form, 'kind'));
  if (!kind) return refuse(intent, instructorFailure('document-kind'));
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) return refuse(intent, instructorFailure('document-empty'));
  const saved = await saveDocument({ actor: user, kind, file });
  if (!saved.ok) return refuse(intent, saved, DOCUMENT_LIMIT_VARS);
  return answer({ ok: true, intent, message: 'instructors.documents.uploaded' });
}
