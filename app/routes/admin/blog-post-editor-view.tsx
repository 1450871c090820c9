import { useEffect, useRef } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { MarkdownPreview } from '~/components/ui/markdown-preview';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { BLOG_LIMITS, PUBLISH_CHOICES } from '~/features/blog/blog.schema';
import { PHOTO_ACCEPT, PHOTO_LIMIT_VARS } from '~/features/catalog/product-photos';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { loadPostEditor, PostEditorAnswer } from './blog-post-editor.server';

type EditorData = Awaited<ReturnType<typeof loadPostEditor>>;

const LIMIT_VARS: Record<string, Record<string, number>> = {
  title: BLOG_LIMITS.title,
  description: BLOG_LIMITS.description,
  seoDescription: BLOG_LIMITS.description,
  seoTitle: BLOG_LIMITS.seoTitle,
  byline: BLOG_LIMITS.byline,
  body: BLOG_LIMITS.body,
  coverAlt: BLOG_LIMITS.coverAlt,
  cover: PHOTO_LIMIT_VARS,
};

/** Half a second after the last keystroke, the preview is rendered again (the server's one sanitising path). */
const PREVIEW_DELAY_MS = 500;

/**
 * The blog editor (admins): the post's fields in markdown, a live preview (the lesson editor's
 * preview, rendered on the server as it will read; also a button without JavaScript), publishing
 * now, as a draft or at a time, the cover, the revisions, and deleting the post.
 */
export function BlogPostEditorView({ page, answer }: { page: EditorData; answer: PostEditorAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const when = useDateTimeFormat();
  const preview = useFetcher<PostEditorAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { post } = page;
  const kept = answer?.values && (answer.intent === 'preview' || !answer.ok) ? answer.values : null;
  const values = kept ?? page.values;
  const error = (field: string) => {
    const key = answer?.fieldErrors?.[field];
    return key ? t(key, LIMIT_VARS[field] ?? {}) : undefined;
  };
  const busy = navigation.state !== 'idle';
  const previewHtml = preview.data?.preview ?? (answer?.intent === 'preview' ? answer.preview : undefined);
  const schedulePreview = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const data = new FormData(form);
      data.set('intent', 'preview');
      void preview.submit(data, { method: 'post' });
    }, PREVIEW_DELAY_MS);
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-10">
      <Link to="/blog/admin" className="text-sm font-semibold text-brand-800 underline">
        {t('blog.admin.backToList')}
      </Link>
      <div className="mt-4">
        <PageHeader title={post ? post.title : t('blog.admin.newPost')}>
          {post?.status === 'published' && (
            <p className="mt-3">
              <Link to={pathTo('/blog/:slug', { slug: post.slug })} className="font-semibold text-brand-800 underline">
                {t('blog.admin.viewPost')}
              </Link>
            </p>
          )}
        </PageHeader>
      </div>
      {answer?.message && answer.intent !== 'cover' && (
        <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-6" />
      )}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onChange={schedulePreview}
        // A save leaves the page: no preview may start (or finish) in its place.
        onSubmit={() => clearTimeout(timer.current)}
        className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
      >
        <TextField
          className="sm:col-span-2"
          label={t('blog.admin.fields.title')}
          name="title"
          maxLength={BLOG_LIMITS.title.max}
          defaultValue={values.title}
          error={error('title')}
          dir="auto"
        />
        <TextField
          label={t('blog.admin.fields.slug')}
          hint={t('blog.admin.fields.slugHint')}
          name="slug"
          maxLength={80}
          defaultValue={values.slug}
          error={error('slug')}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label={t('blog.admin.fields.byline')}
          hint={t('blog.admin.fields.bylineHint')}
          name="byline"
          maxLength={BLOG_LIMITS.byline.max}
          defaultValue={values.byline}
          error={error('byline')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('blog.admin.fields.description')}
          hint={t('blog.admin.fields.descriptionHint', BLOG_LIMITS.description)}
          name="description"
          rows={2}
          maxLength={BLOG_LIMITS.description.max}
          defaultValue={values.description}
          error={error('description')}
          dir="auto"
        />
        <TextField
          label={t('blog.admin.fields.tags')}
          hint={t('blog.admin.fields.tagsHint')}
          name="tags"
          maxLength={BLOG_LIMITS.tags.max}
          defaultValue={values.tags}
          error={error('tags')}
        />
        <TextField
          label={t('blog.admin.fields.coverAlt')}
          hint={t('blog.admin.fields.coverAltHint')}
          name="coverAlt"
          maxLength={BLOG_LIMITS.coverAlt.max}
          defaultValue={values.coverAlt}
          error={error('coverAlt')}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t('blog.admin.fields.body')}
          hint={t('blog.admin.fields.bodyHint')}
          name="body"
          rows={20}
          maxLength={BLOG_LIMITS.body.max}
          defaultValue={values.body}
          error={error('body')}
          dir="auto"
          spellCheck
          style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
        />
        <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <legend className="mb-2 font-semibold text-stone-800">{t('blog.admin.fields.seo')}</legend>
          <TextField
            label={t('blog.admin.fields.seoTitle')}
            hint={t('blog.admin.fields.seoTitleHint', BLOG_LIMITS.seoTitle)}
            name="seoTitle"
            maxLength={BLOG_LIMITS.seoTitle.max}
            defaultValue={values.seoTitle}
            error={error('seoTitle')}
          />
          <TextAreaField
            label={t('blog.admin.fields.seoDescription')}
            hint={t('blog.admin.fields.seoDescriptionHint', BLOG_LIMITS.description)}
            name="seoDescription"
            rows={2}
            maxLength={BLOG_LIMITS.description.max}
            defaultValue={values.seoDescription}
            error={error('seoDescription')}
          />
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="font-semibold text-stone-800">{t('blog.admin.fields.publish')}</legend>
          <div className="mt-2 grid gap-2">
            {PUBLISH_CHOICES.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-stone-800">
                <input
                  type="radio"
                  name="publish"
                  value={choice}
                  defaultChecked={values.publish === choice}
                  className="size-4 accent-brand-700"
                />
                {t(`blog.admin.publishChoices.${choice}`)}
              </label>
            ))}
          </div>
          <TextField
            className="mt-3 max-w-xs"
            label={t('blog.admin.fields.publishAt')}
            hint={t('blog.admin.fields.publishAtHint', { zone: page.timeZone })}
            name="publishAt"
            type="datetime-local"
            defaultValue={values.publishAt}
            error={error('publishAt')}
          />
        </fieldset>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <button type="submit" name="intent" value="save" className={buttonClass('primary', 'md')} disabled={busy}>
            {t('blog.admin.save')}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonClass('secondary', 'md')} disabled={busy}>
            {t('blog.admin.preview')}
          </button>
        </div>
      </Form>
      {previewHtml !== undefined && (
        <MarkdownPreview
          id="post-preview"
          heading={t('blog.admin.previewHeading')}
          emptyText={t('blog.admin.previewEmpty')}
          html={previewHtml}
          busy={preview.state !== 'idle'}
        />
      )}
      {post && (
        <section aria-labelledby="cover-heading" className="mt-10">
          <h2 id="cover-heading" className="font-serif text-2xl font-bold text-stone-900">
            {t('blog.admin.cover.title')}
          </h2>
          <p className="mt-2 text-stone-700">{t('blog.admin.cover.hint', PHOTO_LIMIT_VARS)}</p>
          {answer?.intent === 'cover' && answer.message && (
            <ResultNotice ok={answer.ok} message={t(answer.message, PHOTO_LIMIT_VARS)} className="mt-4" />
          )}
          <div className="mt-4 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-[16rem_minmax(0,1fr)] sm:p-6">
            {post.coverImage ? (
              <img
                src={post.coverImage}
                alt={t('blog.admin.cover.current', { title: post.title })}
                width={1200}
                height={630}
                className="aspect-[40/21] w-full rounded-xl object-cover"
              />
            ) : (
              <p className="flex aspect-[40/21] w-full items-center justify-center rounded-xl bg-stone-100 p-4 text-center text-sm text-stone-600">
                {t('blog.admin.cover.none')}
              </p>
            )}
            <Form method="post" encType="multipart/form-data" className="flex flex-col items-start gap-3">
              <label className="grid gap-1 text-stone-800">
                <span className="font-semibold">{t('blog.admin.cover.file')}</span>
                <input type="file" name="cover" accept={PHOTO_ACCEPT} required className="text-sm" />
              </label>
              <button type="submit" className={buttonClass('secondary', 'md')} disabled={busy}>
                {post.coverImage ? t('blog.admin.cover.replace') : t('blog.admin.cover.upload')}
              </button>
            </Form>
          </div>
        </section>
      )}
      {post && (
        <section aria-labelledby="revisions-heading" className="mt-10">
          <h2 id="revisions-heading" className="font-serif text-2xl font-bold text-stone-900">
            {t('blog.admin.revisions.title', { count: post.revisions.length })}
          </h2>
          <ol className="mt-3 grid gap-1 text-sm">
            {post.revisions.map((revision, index) => (
              <li key={revision.id}>
                <Link
                  to={`?${new URLSearchParams({ revision: revision.id })}#revision`}
                  aria-current={page.revision?.id === revision.id ? 'true' : undefined}
                  className="text-brand-800 underline aria-[current=true]:font-bold"
                >
                  {t(index === 0 ? 'blog.admin.revisions.latest' : 'blog.admin.revisions.entry', {
                    when: when(revision.createdAt),
                    name: revision.savedByName,
                  })}
                </Link>
              </li>
            ))}
          </ol>
          {page.revision && (
            <article
              id="revision"
              aria-labelledby="revision-heading"
              className="mt-6 rounded-2xl border border-stone-200 bg-earth-50 p-5 sm:p-6"
            >
              <h3 id="revision-heading" className="text-sm font-semibold uppercase tracking-wide text-stone-700">
                {t('blog.admin.revisions.viewing', { when: when(page.revision.createdAt), name: page.revision.savedByName })}
              </h3>
              <p className="mt-3 font-serif text-2xl font-bold text-stone-900">{page.revision.title}</p>
              <p className="mt-2 text-stone-700">{page.revision.description}</p>
              <ContentHtml className="prose-content mt-4" html={page.revision.html} />
              <details className="mt-4">
                <summary className="cursor-pointer font-semibold text-brand-800">{t('blog.admin.revisions.markdown')}</summary>
                <pre className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap rounded-xl bg-white p-3 text-sm">
                  {page.revision.bodyMd}
                </pre>
              </details>
            </article>
          )}
        </section>
      )}
      {post && (
        <details className="mt-10 border-t border-stone-200 pt-6">
          <summary className="cursor-pointer font-semibold text-red-700">{t('blog.admin.delete')}</summary>
          <p className="mt-2 text-sm text-stone-700">{t('blog.admin.deleteHint')}</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonClass('danger', 'md')}>
              {t('blog.admin.deleteConfirm')}
            </button>
          </Form>
        </details>
      )}
    </div>
  );
}
