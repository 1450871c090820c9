import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { forumFailure } from '~/features/forum/failures';
import { guideFaqFormSchema } from '~/features/forum/forum.schema';
import {
  addGuideFaqEntry,
  editGuideFaqEntry,
  findFaqSource,
  listFaqGuides,
  listThreadFaqEntries,
  removeGuideFaqEntry,
} from '~/features/forum/guide-faq.server';
import { faqDraft } from '~/features/forum/guide-faq-rules';
import { findThread, forumViewer } from '~/features/forum/threads.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { pathTo } from '~/utils/routes/path-to';

/** The thread, as an admin reads it, or the not-found page. */
async function threadFor(request: Request, user: SessionUser, slug: string) {
  const thread = await findThread({ slug, viewer: await forumViewer(user) });
  if (!thread) throw await notFoundResponse(request);
  return thread;
}

/**
 * /forum/t/:slug/faq (admins, decision 0097): the thread's accepted answer into a guide's FAQ.
 * The form starts from the thread's title and the answer's words (`faqDraft`), or, with
 * `?entry=<id>`, from an entry already taken from this thread; the entries are listed with their
 * guide, to change or remove.
 */
export async function loadThreadFaqPage(request: Request, { user, slug }: { user: SessionUser; slug: string }) {
  const thread = await threadFor(request, user, slug);
  const [source, entries, guides] = await Promise.all([
    findFaqSource({ threadId: thread.id }),
    listThreadFaqEntries({ threadId: thread.id }),
    listFaqGuides(),
  ]);
  const wanted = new URL(request.url).searchParams.get('entry');
  const editing = entries.find((entry) => entry.id === wanted) ?? null;
  const hasAnswer = source?.kind === 'question' && source.answerMd !== null && source.answerStatus === 'visible';
  const draft = editing
    ? { guide: editing.guideSlug, question: editing.question, answer: editing.answerMd }
    : hasAnswer
      ? { guide: '', ...faqDraft({ title: thread.title, answerMd: source?.answerMd ?? '' }) }
      : null;
  const guideOf = new Map(guides.map((guide) => [guide.slug, guide]));
  return {
    thread: { slug: thread.slug, title: thread.title },
    guides: guides.map(({ slug: guideSlug, title }) => ({ slug: guideSlug, title })),
    entries: entries.map((entry) => ({
      id: entry.id,
      question: entry.question,
      guideTitle: guideOf.get(entry.guideSlug)?.title ?? entry.guideSlug,
      guidePath: guideOf.get(entry.guideSlug)?.path ?? null,
    })),
    editingId: editing?.id ?? null,
    draft,
    seo: await pageSeo(request, { path: pathTo('/forum/t/:slug/faq', { slug }), pageKey: 'forumThreadFaq', noindex: true }),
  };
}

/** Adds, changes or removes an entry; adding and changing go to the guide, where it shows. */
export async function threadFaqAction(request: Request, { user, slug }: { user: SessionUser; slug: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const thread = await threadFor(request, user, slug);
  const intent = textField(form, 'intent');
  const entryId = textField(form, 'entryId');
  const here = pathTo('/forum/t/:slug/faq', { slug });
  if (intent === 'remove') {
    if (!isUuid(entryId) || !(await belongsTo(thread.id, entryId))) return formFailureResponse(forumFailure('not-found'));
    const removed = await removeGuideFaqEntry({ actor: user, entryId });
    if (!removed.ok) return formFailureResponse(removed);
    return redirect(here, { headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'forum.faq.removed' }, request) } });
  }
  if (intent !== 'add' && intent !== 'edit')
    return data<FormResult>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const parsed = guideFaqFormSchema.safeParse({
    guide: textField(form, 'guide'),
    question: textField(form, 'question'),
    answer: textField(form, 'answer'),
  });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  let saved: Awaited<ReturnType<typeof addGuideFaqEntry>>;
  if (intent === 'edit') {
    if (!isUuid(entryId) || !(await belongsTo(thread.id, entryId))) return formFailureResponse(forumFailure('not-found'));
    saved = await editGuideFaqEntry({ actor: user, entryId, entry: parsed.data });
  } else {
    saved = await addGuideFaqEntry({ actor: user, threadId: thread.id, entry: parsed.data });
  }
  if (!saved.ok) return formFailureResponse(saved);
  return redirect(`${saved.guidePath}#${saved.anchor}`, {
    headers: {
      'Set-Cookie': flashCookie({ kind: 'success', title: intent === 'edit' ? 'forum.faq.saved' : 'forum.faq.added' }, request),
    },
  });
}

async function belongsTo(threadId: string, entryId: string): Promise<boolean> {
  return (await listThreadFaqEntries({ threadId })).some((entry) => entry.id === entryId);
}
