import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findPostForEditing, findRevision } from '~/features/blog/admin-posts.server';
import { BLOG_LIMITS, postFormSchema } from '~/features/blog/blog.schema';
import { setPostCover } from '~/features/blog/post-cover.server';
import { deletePost, savePost } from '~/features/blog/post-editing.server';
import { renderMarkdown } from '~/features/content/content.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm, readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { requestTimeZone } from '~/utils/format-date';
import { pathTo } from '~/utils/routes/path-to';
import { instantToZonedTime } from '~/utils/zoned-time';

const FIELDS = [
  'title',
  'slug',
  'description',
  'body',
  'tags',
  'byline',
  'coverAlt',
  'seoTitle',
  'seoDescription',
  'publish',
  'publishAt',
] as const;
type PostValues = Record<(typeof FIELDS)[number], string>;

/** What the editor's forms answer: which one, its message or its fields' messages, and a preview. */
export type PostEditorAnswer = {
  ok: boolean;
  intent: string;
  message?: string;
  fieldErrors?: FieldErrors;
  values?: PostValues;
  /** The body as it will read, rendered and sanitised, before it is saved. */
  preview?: string;
};

const answer = (body: PostEditorAnswer, status = body.ok ? 200 : 400) => data<PostEditorAnswer>(body, { status });

const fullName = (user: SessionUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The editor's page: the post's fields (or a new post's), its revisions, and one old revision when asked (`?revision=`). */
export async function loadPostEditor(request: Request, user: SessionUser, postId: string | null) {
  const post = postId ? await findPostForEditing({ actor: user, postId }) : null;
  if (postId && !post) throw await notFoundResponse(request);
  const revisionId = new URL(request.url).searchParams.get('revision');
  const revision = post && revisionId ? await findRevision({ actor: user, postId: post.id, revisionId }) : null;
  const timeZone = requestTimeZone(request);
  const values: PostValues = post
    ? {
        title: post.title,
        slug: post.slug,
        description: post.description,
        body: post.bodyMd,
        tags: post.tags.join(', '),
        byline: post.byline,
        coverAlt: post.coverAlt,
        seoTitle: post.seoTitle ?? '',
        seoDescription: post.seoDescription ?? '',
        publish: post.status === 'published' ? 'publish' : post.status === 'scheduled' ? 'schedule' : 'draft',
        publishAt: post.publishAt ? instantToZonedTime(post.publishAt, timeZone) : '',
      }
    : {
        title: '',
        slug: '',
        description: '',
        body: '',
        tags: '',
        byline: fullName(user),
        coverAlt: '',
        seoTitle: '',
        seoDescription: '',
        publish: 'draft',
        publishAt: '',
      };
  const seo = await pageSeo(request, {
    path: post ? pathTo('/blog/admin/:postId', { postId: post.id }) : '/blog/admin/new',
    title: post?.title,
    pageKey: 'blog-editor',
    noindex: true,
  });
  return {
    post: post
      ? {
          id: post.id,
          slug: post.slug,
          title: post.title,
          status: post.status,
          coverImage: post.coverImage,
          publishedAt: post.publishedAt,
          revisions: post.revisions,
        }
      : null,
    values,
    timeZone,
    revision: revision ? { ...revision, html: renderMarkdown(revision.bodyMd).html } : null,
    seo,
  };
}

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '');

/** The editor's posts: preview, save (draft, publish now or schedule), delete, and the cover upload. */
export async function postEditorAction(request: Request, user: SessionUser, postId: string | null) {
  if (isMultipart(request)) {
    if (!postId) return answer({ ok: false, intent: 'cover', message: 'errors.badForm' });
    const read = await readUploadForm(request, 'blog.admin.cover.errors.fileTooLarge');
    if (!read.ok) return answer({ ok: false, intent: 'cover', message: read.message }, read.status);
    const file = read.form.get('cover');
    const set = await setPostCover({ actor: user, postId, file: file instanceof Blob ? file : null });
    if (!set.ok) return answer({ ok: false, intent: 'cover', message: set.message }, set.status);
    return answer({ ok: true, intent: 'cover', message: 'blog.admin.cover.saved' });
  }
  const read = await readForm(request);
  if (!read.ok) return answer({ ok: false, intent: '', message: 'errors.badForm' });
  const { form } = read;
  const intent = textField(form, 'intent');
  if (intent === 'delete') {
    if (!postId) return answer({ ok: false, intent, message: 'errors.badForm' });
    const deleted = await deletePost({ actor: user, postId });
    if (!deleted.ok) return answer({ ok: false, intent, message: deleted.message }, deleted.status);
    return redirect('/blog/admin', {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'blog.admin.deleted' }, request) },
    });
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, textField(form, field)])) as PostValues;
  if (intent === 'preview') {
    if (values.body.length > BLOG_LIMITS.body.max)
      return answer({ ok: false, intent, fieldErrors: { body: 'blog.admin.errors.bodyTooLong' }, values });
    return answer({ ok: true, intent, values, preview: renderMarkdown(values.body).html });
  }
  if (intent !== 'save') return answer({ ok: false, intent, message: 'errors.badForm' });
  const parsed = postFormSchema.safeParse(values);
  if (!parsed.success) return answer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
  const saved = await savePost({
    actor: { ...user, name: fullName(user) || user.email },
    postId,
    input: parsed.data,
    timeZone: requestTimeZone(request),
  });
  if (!saved.ok) {
    if (saved.status === 404) throw await notFoundResponse(request);
    return answer({
      ok: false,
      intent,
      fieldErrors: saved.field ? { [saved.field]: saved.message } : {},
      message: saved.field ? undefined : saved.message,
      values,
    });
  }
  const title =
    saved.status === 'published'
      ? 'blog.admin.published'
      : saved.status === 'scheduled'
        ? 'blog.admin.scheduled'
        : 'blog.admin.savedDraft';
  return redirect(pathTo('/blog/admin/:postId', { postId: saved.postId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title }, request) },
  });
}
