import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { EmptyState } from '~/components/ui/empty-state';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { APPLICATION_LIMITS } from '~/features/instructors/instructors.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { fullName, reviewerName } from '~/utils/person-name';
import type { loadInstructorReview } from './instructor-review.server';

type ReviewData = Awaited<ReturnType<typeof loadInstructorReview>>;

const TABS = ['submitted', 'changes_requested', 'approved', 'rejected'] as const;

/** The review screen's body: tabs by status, then each application with its decision form. */
export function InstructorReview({
  path,
  review,
  answer,
}: {
  path: string;
  review: ReviewData;
  /** The decision's answer, with the application it is about and the field it refused. */
  answer?: ActionAnswer & { id?: string; field?: string };
}) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const isBusy = navigation.state !== 'idle';
  return (
    <>
      {answer?.ok && (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-3 font-semibold text-brand-900">
          {t(answer.message)}
        </p>
      )}
      <nav aria-label={t('instructors.review.tabs')} className="mt-6 flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab}
            to={`${path}?status=${tab}`}
            aria-current={review.status === tab ? 'page' : undefined}
            className={buttonClass(review.status === tab ? 'primary' : 'secondary', 'sm')}
          >
            {t(`instructors.review.status.${tab}`)} ({review.counts[tab]})
          </Link>
        ))}
      </nav>
      {review.applications.length === 0 ? (
        <EmptyState className="mt-6" title={t('instructors.review.none')} />
      ) : (
        <ol className="mt-6 space-y-6">
          {review.applications.map((application) => {
            const name = fullName(application.firstName, application.lastName) || application.email;
            const failed = answer && !answer.ok && answer.id === application.id ? answer : null;
            return (
              <li key={application.id}>
                <article
                  aria-labelledby={`application-${application.id}`}
                  className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <h2 id={`application-${application.id}`} dir="auto" className="font-serif text-xl font-bold text-stone-900">
                    {name}
                  </h2>
                  <p className="text-sm text-stone-600">
                    {application.email} · {t('instructors.review.submitted', { date: formatWhen(application.submittedAt) })} ·{' '}
                    {application.timeZone}
                  </p>
                  <p dir="auto" className="mt-3 font-semibold text-stone-900">
                    {application.expertise}
                  </p>
                  <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
                    {application.experience}
                  </p>
                  {application.links.length > 0 && (
                    <ul className="mt-3 space-y-1 text-sm">
                      {application.links.map((link) => (
                        <li key={link}>
                          <a
                            href={link}
                            rel="noopener noreferrer nofollow"
                            target="_blank"
                            className="break-all text-brand-800 underline"
                          >
                            {link}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  <details className="mt-4 rounded-xl bg-stone-50 p-4">
                    <summary className="cursor-pointer font-semibold text-brand-800">
                      {t('instructors.review.sampleLesson')}
                    </summary>
                    <ContentHtml className="prose-content prose-nested mt-3" html={application.sampleLessonHtml} />
                  </details>
                  <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('instructors.documents.reviewHeading')}</h3>
                  {application.documents.length === 0 ? (
                    <p className="mt-1 text-sm text-stone-700">{t('instructors.documents.reviewNone')}</p>
                  ) : (
                    <ul className="mt-1 space-y-1 text-sm">
                      {application.documents.map((document) => (
                        <li key={document.id}>
                          <a href={document.href} className="break-all font-semibold text-brand-800 underline" dir="auto">
                            {document.fileName}
                          </a>{' '}
                          <span className="text-stone-600">({t(`instructors.documents.kinds.${document.kind}`)})</span>
                        </li>
                      ))}
                    </ul>
                  )}
                  <h3 className="mt-4 text-sm font-semibold text-stone-900">{t('instructors.review.history')}</h3>
                  <ol className="mt-1 space-y-1 text-sm text-stone-700">
                    {application.history.map((step) => (
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
                  {application.status === 'submitted' && (
                    <Form method="post" className="mt-4 space-y-3 border-t border-stone-200 pt-4">
                      <input type="hidden" name="id" value={application.id} />
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
                        <button
                          type="submit"
                          name="decision"
                          value="approve"
                          className={buttonClass('primary', 'sm')}
                          disabled={isBusy}
                        >
                          {t('instructors.review.approve')}
                        </button>
                        <button
                          type="submit"
                          name="decision"
                          value="changes"
                          className={buttonClass('secondary', 'sm')}
                          disabled={isBusy}
                        >
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
                  )}
                  {application.status !== 'submitted' && application.decisionNote && (
                    <p dir="auto" className="mt-3 whitespace-pre-wrap text-sm text-stone-700">
                      {application.decisionNote}
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
