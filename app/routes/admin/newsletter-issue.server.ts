import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { renderMarkdown } from '~/features/content/content.server';
import { ISSUE_LIMITS, issueFormSchema } from '~/features/newsletter/issue-rules';
import { deleteIssue, findIssue, listIssues, requestIssueSend, saveIssue } from '~/features/newsletter/issues.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/*
 * /admin/communications and its issue pages (admins; decision 0083): the list of newsletter
 * issues, the editor (subject, preheader, markdown with a live preview rendered on the server's
 * one sanitising path), and the send with its confirm step.
 */

const FIELDS = ['subject', 'preheader', 'body'] as const;
export type IssueValues = Record<(typeof FIELDS)[number], string>;

/** What the issue forms answer: which one, its message or its fields' messages, and a preview. */
export type IssueEditorAnswer = {
  ok: boolean;
  intent: string;
  message?: string;
  messageVars?: Record<string, number>;
  fieldErrors?: FieldErrors;
  values?: IssueValues;
  /** The body as it will read, rendered and sanitised, before it is saved. */
  preview?: string;
};

const answer = (body: IssueEditorAnswer, status = body.ok ? 200 : 400) => data<IssueEditorAnswer>(body, { status });

export async function loadIssueList(request: Request, user: SessionUser) {
  const [list, seo] = await Promise.all([
    listIssues({ actor: user }),
    pageSeo(request, { path: '/admin/communications', pageKey: 'admin-communications', noindex: true }),
  ]);
  return { ...list, seo };
}

const pageOf = (request: Request) => {
  const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** A new issue's editor (issueId null) or an issue's page: the editor for a draft, its deliveries once sent. */
export async function loadIssuePage(request: Request, user: SessionUser, issueId: string | null) {
  const found = issueId ? await findIssue({ actor: user, issueId, page: pageOf(request) }) : null;
  if (issueId && !found) throw await notFoundResponse(request);
  const seo = await pageSeo(request, {
    path: found ? pathTo('/admin/communications/:issueId', { issueId: found.issue.id }) : '/admin/communications/new',
    title: found?.issue.subject,
    pageKey: 'newsletter-issue-editor',
    noindex: true,
  });
  const values: IssueValues = found
    ? { subject: found.issue.subject, preheader: found.issue.preheader, body: found.issue.bodyMd }
    : { subject: '', preheader: '', body: '' };
  return { found, values, page: pageOf(request), seo };
}

/** The issue's forms: preview, save, send (after its confirm step) and delete. */
export async function issueAction(request: Request, user: SessionUser, issueId: string | null) {
  const read = await readForm(request);
  if (!read.ok) return answer({ ok: false, intent: '', message: 'errors.badForm' });
  const { form } = read;
  const intent = textField(form, 'intent');
  if (intent === 'send' || intent === 'delete') {
    if (!issueId) return answer({ ok: false, intent, message: 'errors.badForm' });
    if (intent === 'delete') {
      const deleted = await deleteIssue({ actor: user, issueId });
      if (!deleted.ok) return answer({ ok: false, intent, message: deleted.message }, deleted.status);
      return redirect('/admin/communications', {
        headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'newsletter.issues.deleted' }, request) },
      });
    }
    const sent = await requestIssueSend({ actor: user, issueId });
    if (!sent.ok) return answer({ ok: false, intent, message: sent.message }, sent.status);
    return redirect(pathTo('/admin/communications/:issueId', { issueId }), {
      headers: {
        'Set-Cookie': flashCookie({ kind: 'success', title: 'newsletter.issues.sendStarted' }, request),
      },
    });
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, textField(form, field)])) as IssueValues;
  if (intent === 'preview') {
    if (values.body.length > ISSUE_LIMITS.body.max)
      return answer({ ok: false, intent, fieldErrors: { body: 'newsletter.issues.errors.bodyTooLong' }, values });
    return answer({ ok: true, intent, values, preview: renderMarkdown(values.body).html });
  }
  if (intent !== 'save') return answer({ ok: false, intent, message: 'errors.badForm' });
  const parsed = issueFormSchema.safeParse(values);
  if (!parsed.success) return answer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
  const saved = await saveIssue({ actor: user, issueId, input: parsed.data });
  if (!saved.ok) {
    if (saved.status === 404) throw await notFoundResponse(request);
    return answer({ ok: false, intent, message: saved.message, values }, saved.status);
  }
  return redirect(pathTo('/admin/communications/:issueId', { issueId: saved.issueId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'newsletter.issues.saved' }, request) },
  });
}
