import { Link } from 'react-router';
import { ChevronDown, CircleCheck, CirclePlay, Lock, Trophy } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import { canOpenLesson, type SyllabusView } from '../syllabus';

export type LessonSyllabusProps = {
  courseSlug: string;
  syllabus: SyllabusView;
  currentLessonId: string;
  quiz: { title: string; canTake: boolean } | null;
  /** Enrolled: the count says how many lessons are completed. */
  isLearner: boolean;
};

/*
 * The course's syllabus beside a lesson (as Teachable, Thinkific and Kajabi show one): the current
 * lesson marked (aria-current), completed lessons ticked, lessons that open later dated, and a link
 * to every lesson the reader may open. Beside the lesson on a wide screen (SyllabusAside); a
 * disclosure above the lesson on a phone (SyllabusDisclosure). The page renders both and CSS shows
 * one, so it works before (and without) JavaScript.
 */

/** "2 of 8 lessons completed" for a learner, "8 lessons" for anyone else. */
function SyllabusCount({ syllabus, isLearner }: Pick<LessonSyllabusProps, 'syllabus' | 'isLearner'>) {
  const { t } = useTranslation();
  const lessons = syllabus.flatMap((module) => module.lessons);
  const done = lessons.filter((lesson) => lesson.state === 'done').length;
  return (
    <span className="block text-sm font-normal text-stone-600">
      {isLearner
        ? t('learning.syllabus.doneOf', { done, total: lessons.length })
        : t('learning.lessonCount', { count: lessons.length })}
    </span>
  );
}

/** On a phone: the syllabus folded above the lesson. */
export function SyllabusDisclosure(props: LessonSyllabusProps) {
  const { t } = useTranslation();
  return (
    <details className="group mt-4 rounded-2xl border border-stone-200 bg-white lg:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-stone-900 [&::-webkit-details-marker]:hidden">
        <span>
          {t('learning.syllabus.title')}
          <SyllabusCount syllabus={props.syllabus} isLearner={props.isLearner} />
        </span>
        <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-stone-200 px-2 pb-3">
        <SyllabusList {...props} />
      </div>
    </details>
  );
}

/** On a wide screen: the syllabus in a column beside the lesson, kept in view while reading. */
export function SyllabusAside(props: LessonSyllabusProps) {
  const { t } = useTranslation();
  return (
    <div className="hidden lg:sticky lg:top-24 lg:block lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
      <p className="px-2 font-serif text-lg font-bold text-stone-900">
        {t('learning.syllabus.title')}
        <SyllabusCount syllabus={props.syllabus} isLearner={props.isLearner} />
      </p>
      <SyllabusList {...props} />
    </div>
  );
}

function SyllabusList({ courseSlug, syllabus, currentLessonId, quiz }: LessonSyllabusProps) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <nav aria-label={t('learning.syllabus.title')}>
      <ol className="mt-2 space-y-4">
        {syllabus.map((module, index) => (
          <li key={module.id}>
            <p className="px-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {t('learning.course.module', { number: index + 1, title: module.title })}
            </p>
            <ol className="mt-1 space-y-0.5">
              {module.lessons.map((lesson) => {
                const isCurrent = lesson.id === currentLessonId;
                const isOpen = canOpenLesson(lesson.state);
                const Icon = lesson.state === 'done' ? CircleCheck : isOpen ? CirclePlay : Lock;
                const row = `flex items-start gap-2 rounded-lg px-2 py-2 text-sm ${
                  isCurrent ? 'bg-brand-50 font-semibold text-brand-900' : 'text-stone-800'
                }`;
                const content = (
                  <>
                    <Icon
                      aria-hidden
                      className={`mt-0.5 size-4 shrink-0 ${lesson.state === 'done' ? 'text-brand-700' : 'text-stone-500'}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span dir="auto">{lesson.title}</span>
                      {lesson.state === 'done' && <span className="sr-only"> ({t('learning.lesson.done')})</span>}
                      {lesson.state === 'drip' && lesson.opensAt && (
                        <span className="block text-xs font-normal text-stone-600">
                          {t('learning.syllabus.opensOn', { date: formatWhen(lesson.opensAt) })}
                        </span>
                      )}
                      {lesson.state === 'enrol' && (
                        <span className="block text-xs font-normal text-stone-600">{t('learning.syllabus.forLearners')}</span>
                      )}
                    </span>
                  </>
                );
                return (
                  <li key={lesson.id}>
                    {isOpen ? (
                      <Link
                        to={pathTo('/courses/:slug/lessons/:lesson', { slug: courseSlug, lesson: lesson.slug })}
                        aria-current={isCurrent ? 'page' : undefined}
                        className={`${row} hover:bg-stone-100`}
                      >
                        {content}
                      </Link>
                    ) : (
                      <span aria-current={isCurrent ? 'page' : undefined} className={row}>
                        {content}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
        {quiz && (
          <li className="flex items-start gap-2 px-2 py-2 text-sm text-stone-800">
            <Trophy aria-hidden className="mt-0.5 size-4 shrink-0 text-earth-700" />
            {quiz.canTake ? (
              <Link to={pathTo('/courses/:slug/quiz', { slug: courseSlug })} className="underline-offset-2 hover:underline">
                {quiz.title}
              </Link>
            ) : (
              <span>{quiz.title}</span>
            )}
          </li>
        )}
      </ol>
    </nav>
  );
}
