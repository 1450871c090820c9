import { Form, Link, useActionData, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { GUIDE_FAQ_LIMITS } from '~/features/forum/guide-faq-rules';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadThreadFaqPage } from './forum-thread-faq.server';

type ThreadFaqPageData = Awaited<ReturnType<typeof loadThreadFaqPage>>;

/** /forum/t/:slug/faq: an admin words the thread's accepted answer as an entry of a guide's FAQ. */
export function ForumThreadFaqView({ page }: { page: ThreadFaqPageData }) {
  const { t } = useTranslation();
  const answer = useActionData<FormResult>();
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  const formError = answer && !answer.ok ? answer.formError : undefined;
  const busy = useNavigation().state !== 'idle';
  const threadPath = pathTo('/forum/t/:slug', { slug: page.thread.slug });
  const here = pathTo('/forum/t/:slug/faq', { slug: page.thread.slug });
  const { draft } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={threadPath} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.faq.backToThread', { title: page.thread.title })}
      </Link>
      <div className="mt-4">
        <PageHeader title={t('pages.forumThreadFaq.title')} description={t('forum.faq.intro')} />
      </div>
      {formError && (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-3 text-red-900">
          {t(formError, answer && !answer.ok ? (answer.formErrorVars ?? {}) : {})}
        </p>
      )}
      {page.entries.length > 0 && (
        <section aria-labelledby="faq-entries-heading" className="mt-8">
          <h2 id="faq-entries-heading" className="text-lg font-semibold text-stone-900">
            {t('forum.faq.entriesHeading')}
          </h2>
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
            {page.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-stone-900" dir="auto">
                    {entry.question}
                  </p>
                  <p className="text-sm text-stone-600">
                    {entry.guidePath ? (
                      <a href={entry.guidePath} className="text-brand-800 underline">
                        {entry.guideTitle}
                      </a>
                    ) : (
                      entry.guideTitle
                    )}
                  </p>
                </div>
                <Link
                  to={`${here}?entry=${entry.id}`}
                  className="forum-action"
                  aria-label={t('forum.faq.editEntry', { question: entry.question })}
                >
                  {t('forum.post.edit')}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="entryId" value={entry.id} />
                  <button
                    type="submit"
                    className="forum-action"
                    disabled={busy}
                    aria-label={t('forum.faq.removeEntry', { question: entry.question })}
                  >
                    {t('forum.faq.remove')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
      {draft ? (
        <Form method="post" className="mt-8 grid gap-5" noValidate key={page.editingId ?? 'new'}>
          <h2 className="text-lg font-semibold text-stone-900">
            {page.editingId ? t('forum.faq.editHeading') : t('forum.faq.addHeading')}
          </h2>
          <input type="hidden" name="intent" value={page.editingId ? 'edit' : 'add'} />
          {page.editingId && <input type="hidden" name="entryId" value={page.editingId} />}
          <SelectField
            label={t('forum.faq.guide')}
            name="guide"
            required
            defaultValue={draft.guide}
            error={errors.guide ? t(errors.guide) : undefined}
          >
            <option value="" disabled>
              {t('forum.faq.chooseGuide')}
            </option>
            {page.guides.map((guide) => (
              <option key={guide.slug} value={guide.slug}>
                {guide.title}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('forum.faq.question')}
            name="question"
            required
            minLength={GUIDE_FAQ_LIMITS.question.min}
            maxLength={GUIDE_FAQ_LIMITS.question.max}
            defaultValue={draft.question}
            error={errors.question ? t(errors.question) : undefined}
            dir="auto"
          />
          <TextAreaField
            label={t('forum.faq.answer')}
            name="answer"
            required
            minLength={GUIDE_FAQ_LIMITS.answer.min}
            maxLength={GUIDE_FAQ_LIMITS.answer.max}
            rows={10}
            defaultValue={draft.answer}
            error={errors.answer ? t(errors.answer) : undefined}
            hint={t('forum.faq.answerHint')}
            dir="auto"
          />
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {page.editingId ? t('forum.faq.save') : t('forum.faq.add')}
            </button>
            {page.editingId && (
              <Link to={here} className="forum-action">
                {t('forum.post.cancel')}
              </Link>
            )}
          </div>
        </Form>
      ) : (
        <p className="mt-8 rounded-2xl bg-stone-100 p-4 text-stone-800">{t('forum.faq.noAnswer')}</p>
      )}
    </div>
  );
}
