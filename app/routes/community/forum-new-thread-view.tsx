import { Form, Link, useActionData, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { FORUM_LIMITS } from '~/features/forum/forum.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { loadNewThreadPage } from './forum-new-thread.server';

type NewThreadPageData = Awaited<ReturnType<typeof loadNewThreadPage>>;

/** /forum/new: category, title, question or discussion, and the first post. */
export function ForumNewThreadView({ page }: { page: NewThreadPageData }) {
  const { t } = useTranslation();
  const answer = useActionData<FormResult>();
  const errors = answer && !answer.ok ? answer.fieldErrors : {};
  const formError = answer && !answer.ok ? answer.formError : undefined;
  const busy = useNavigation().state !== 'idle';
  const message = (key: string | undefined) =>
    key ? t(key, answer && !answer.ok ? (answer.formErrorVars ?? {}) : {}) : undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to={pathTo('/forum')} className="text-sm font-semibold text-brand-800 underline">
        {t('forum.backToForum')}
      </Link>
      <div className="mt-4">
        <PageHeader title={t('pages.forumNew.title')} description={t('forum.new.intro')} />
      </div>
      {page.ban ? (
        <p className="mt-6 rounded-2xl bg-red-50 p-4 text-red-900" role="note">
          {t('forum.reply.banned', { date: page.ban.until.toISOString().slice(0, 10), reason: page.ban.reason })}
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-5" noValidate>
          {formError && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
              {message(formError)}
            </p>
          )}
          <SelectField
            label={t('forum.new.category')}
            name="category"
            required
            defaultValue={page.category}
            error={message(errors.category)}
          >
            <option value="" disabled>
              {t('forum.new.chooseCategory')}
            </option>
            {page.categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('forum.new.title')}
            name="title"
            required
            minLength={FORUM_LIMITS.title.min}
            maxLength={FORUM_LIMITS.title.max}
            error={message(errors.title)}
            dir="auto"
          />
          <fieldset>
            <legend className="text-sm font-semibold text-stone-900">{t('forum.new.kind')}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {(['question', 'discussion'] as const).map((kind) => (
                <label key={kind} className="flex items-start gap-2 rounded-xl border border-stone-200 bg-white p-3">
                  <input type="radio" name="kind" value={kind} defaultChecked={kind === 'question'} className="mt-1" />
                  <span>
                    <span className="font-semibold text-stone-900">{t(`forum.new.kinds.${kind}`)}</span>
                    <br />
                    <span className="text-sm text-stone-600">{t(`forum.new.kindHints.${kind}`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.kind && <p className="mt-1 text-sm text-red-700">{message(errors.kind)}</p>}
          </fieldset>
          <TextAreaField
            label={t('forum.new.body')}
            name="body"
            required
            minLength={FORUM_LIMITS.body.min}
            maxLength={FORUM_LIMITS.body.max}
            rows={10}
            error={message(errors.body)}
            hint={t('forum.reply.hint')}
            dir="auto"
          />
          {page.isNewMember && <p className="text-sm text-stone-600">{t('forum.reply.newMemberNote')}</p>}
          <div>
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {t('forum.new.submit')}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
