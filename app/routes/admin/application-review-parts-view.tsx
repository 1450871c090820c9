import { Form, Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { APPLICATION_LIMITS } from '~/features/instructors/instructors.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { reviewerName } from '~/utils/person-name';

/*
 * The parts every application review screen shares (instructors' and vendors'): the tabs by
 * status, an application's history, and the decision form (approve, ask for changes or reject,
 * with the note the applicant reads). The words are the review's own, whoever applied.
 */

const TABS = ['submitted', 'changes_requested', 'approved', 'rejected'] as const;
type Status = (typeof TABS)[number];

/** A decision's answer, with the application it is about and the field it refused. */
export type ReviewAnswer = ActionAnswer & { id?: string; field?: string };

export function ReviewTabs({ path, status, counts }: { path: string; status: Status; counts: Record<Status, number> }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('instructors.review.tabs')} className="mt-6 flex flex-wrap gap-2">
      {TABS.map((tab) => (
        <Link
          key={tab}
          to={`${path}?status=${tab}`}
          aria-current={status === tab ? 'page' : undefined}
          className={buttonClass(status === tab ? 'primary' : 'secondary', 'sm')}
        >
          {t(`instructors.review.status.${tab}`)} ({counts[tab]})
        </Link>
      ))}
    </nav>
  );
}

type Step = {
  action: string;
  note: string | null;
  createdAt: string;
  actorFirstName: string | null;
  actorLastName: string | null;
};

/** Who did what to an application, and when, oldest first. */
export function ReviewHistory({ history }: { history: readonly Step[] }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('instructors.review.history')}</h3>
      <ol className="mt-1 space-y-1 text-sm text-stone-700">
        {history.map((step) => (
          <li key={`${step.action}-${step.createdAt}`}>
            <time dateTime={step.createdAt}>{formatWhen(step.createdAt)}</time>:{' '}
            {t(`instructors.review.steps.${step.action}`, {
              name: reviewerName(step.actorFirstName, step.actorLastName) || t('instructors.review.someone'),
            })}
            {step.note && (
              <span dir="auto" className="block whitespace-pre-wrap ps-4 text-stone-600">
                “{step.note}”
              </span>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

/** The decision on a submitted application: a note, then approve, ask for changes or reject. */
export function DecisionForm({ id, failed, isBusy }: { id: string; failed: ReviewAnswer | null; isBusy: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-4 space-y-3 border-t border-stone-200 pt-4">
      <input type="hidden" name="id" value={id} />
      <label className="block text-sm font-semibold text-stone-800">
        {t('instructors.review.note')}
        <textarea
          name="note"
          rows={3}
          maxLength={APPLICATION_LIMITS.note.max}
          aria-invalid={failed?.field === 'note' ? true : undefined}
          className="mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 font-normal aria-invalid:border-red-600"
        />
        <span className="mt-1 block font-normal text-stone-600">{t('instructors.review.noteHint')}</span>
      </label>
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-800">
          {t(failed.message, { min: APPLICATION_LIMITS.note.min })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="decision" value="approve" className={buttonClass('primary', 'sm')} disabled={isBusy}>
          {t('instructors.review.approve')}
        </button>
        <button type="submit" name="decision" value="changes" className={buttonClass('secondary', 'sm')} disabled={isBusy}>
          {t('instructors.review.askChanges')}
        </button>
        <button
          type="submit"
          name="decision"
          value="reject"
          className={buttonClass('secondary', 'sm', 'text-red-800')}
          disabled={isBusy}
        >
          {t('instructors.review.reject')}
        </button>
      </div>
    </Form>
  );
}
