import { useNavigation } from 'react-router';
import { ContentHtml } from '~/components/ui/content-html';
import { EmptyState } from '~/components/ui/empty-state';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { fullName } from '~/utils/person-name';
import { DecisionForm, type ReviewAnswer, ReviewHistory, ReviewTabs } from './application-review-parts-view';
import type { loadInstructorReview } from './instructor-review.server';

type ReviewData = Awaited<ReturnType<typeof loadInstructorReview>>;

/** The review screen's body: tabs by status, then each application with its decision form. */
export function InstructorReview({ path, review, answer }: { path: string; review: ReviewData; answer?: ReviewAnswer }) {
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
      <ReviewTabs path={path} status={review.status} counts={review.counts} />
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
                  <ReviewHistory history={application.history} />
                  {application.status === 'submitted' && <DecisionForm id={application.id} failed={failed} isBusy={isBusy} />}
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
