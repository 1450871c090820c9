import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ContentHtml } from '~/components/ui/content-html';
import { ArrowLeft, ArrowRight, CircleCheck, Clock, FileDown, ShoppingBag } from '~/components/ui/icons';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import { ProductPicture } from '~/features/catalog/components/product-picture';
import { ProductPrice } from '~/features/catalog/components/product-price';
import { Duration, ProgressBar } from '~/features/learning/components/course-facts';
import { SyllabusAside, SyllabusDisclosure } from '~/features/learning/components/lesson-syllabus';
import { NOTE_MAX_LENGTH } from '~/features/learning/learning.schema';
import { RESOURCE_TYPE_LABELS } from '~/features/learning/lesson-files';
import { contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import { formatFileSize } from '~/utils/file-size';
import { pathTo } from '~/utils/routes/path-to';
import { EnrolPrompt, Locked } from './lesson-locked-view';
import type { LessonActionResult, LessonPageData } from './lesson-page.server';

/** A lesson: its text for those who may read it, the learner's tools around it, and the way on. */
export function LessonPageView({ page, actionResult }: { page: LessonPageData; actionResult?: LessonActionResult }) {
  const { t } = useTranslation();
  const { course, lesson, learner } = page;
  const syllabus = {
    courseSlug: course.slug,
    syllabus: page.syllabus,
    currentLessonId: lesson.id,
    quiz: page.quiz,
    isLearner: learner !== null,
  };
  return (
    // A wide screen: the syllabus in a column beside the lesson; a phone: folded above it.
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:grid lg:max-w-6xl lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-x-12 lg:py-14">
      <SyllabusAside {...syllabus} />
      <div className="min-w-0 lg:max-w-3xl">
        <nav aria-label={t('learning.breadcrumb')} className="text-sm">
          <Link
            to={pathTo('/courses/:slug', { slug: course.slug })}
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {course.title}
          </Link>
        </nav>
        <SyllabusDisclosure {...syllabus} />
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
          <span>{t('learning.lesson.numberOf', { number: lesson.number, count: course.lessonCount })}</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            <Duration minutes={lesson.minutes} />
          </span>
          {lesson.isPreview && !learner && (
            <span className="rounded-full bg-earth-50 px-2 py-0.5 text-xs font-semibold text-earth-900">
              {t('learning.course.preview')}
            </span>
          )}
        </p>
        <h1
          {...contentLanguage(course.language)}
          className="mt-2 font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl"
        >
          {lesson.title}
        </h1>
        {learner && (
          <div className="mt-6">
            <ProgressBar percent={learner.progress.percent} label={t('learning.progress.label')} />
          </div>
        )}
        {page.access.state === 'open' && page.html !== null ? (
          <>
            {page.video ? (
              <LessonVideo page={page} />
            ) : (
              page.videoUrl && (
                <p className="mt-6">
                  <a href={page.videoUrl} rel="noopener" target="_blank" className="font-semibold text-brand-800 underline">
                    {t('learning.lesson.watchVideo')}
                  </a>
                </p>
              )
            )}
            <ContentHtml lang={course.language} className="prose-content mt-8" html={page.html} />
            {page.downloads.length > 0 && <Downloads page={page} />}
            {page.materials.length > 0 && <Materials page={page} actionResult={actionResult} />}
            {learner ? (
              <>
                <CompleteLesson page={page} actionResult={actionResult} />
                <LessonNote page={page} actionResult={actionResult} />
              </>
            ) : (
              !page.isTeacher && <EnrolPrompt page={page} />
            )}
          </>
        ) : (
          <Locked page={page} />
        )}
        <nav
          aria-label={t('learning.lesson.pager')}
          className="mt-12 flex flex-wrap justify-between gap-4 border-t border-stone-200 pt-6"
        >
          {page.previous ? (
            <Link
              to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: page.previous.slug })}
              className="inline-flex max-w-[45%] items-center gap-2 font-semibold text-brand-800"
            >
              <ArrowLeft aria-hidden className="size-5 shrink-0 rtl:rotate-180" />
              <span>
                <span className="block text-xs font-normal text-stone-600">{t('learning.lesson.previous')}</span>
                {page.previous.title}
              </span>
            </Link>
          ) : (
            <span />
          )}
          {page.next ? (
            <Link
              to={pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: page.next.slug })}
              className="inline-flex max-w-[45%] items-center gap-2 text-end font-semibold text-brand-800"
            >
              <span>
                <span className="block text-xs font-normal text-stone-600">{t('learning.lesson.next')}</span>
                {page.next.title}
              </span>
              <ArrowRight aria-hidden className="size-5 shrink-0 rtl:rotate-180" />
            </Link>
          ) : (
            course.hasQuiz &&
            learner && (
              <Link to={pathTo('/courses/:slug/quiz', { slug: course.slug })} className={buttonClass('primary', 'md')}>
                {t('learning.quiz.take')}
              </Link>
            )
          )}
        </nav>
      </div>
    </div>
  );
}

/** The lesson's uploaded video, streamed from its file route (which answers range requests, so it seeks). */
function LessonVideo({ page }: { page: LessonPageData }) {
  const { t, i18n } = useTranslation();
  if (!page.video) return null;
  const language = page.course.language;
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' }).of(language) ?? language;
  return (
    // biome-ignore lint/a11y/useMediaCaption: captions are the instructor's to upload (the track below); without them the lesson's text carries what the video shows
    <video
      controls
      preload="metadata"
      playsInline
      aria-label={t('learning.lessonFiles.videoLabel', { title: page.lesson.title })}
      className="mt-6 aspect-video w-full rounded-2xl bg-stone-900"
    >
      <source src={page.video.href} type={page.video.contentType} />
      {page.video.captionsHref && (
        <track
          kind="captions"
          src={page.video.captionsHref}
          srcLang={language}
          label={t('learning.lessonFiles.captionsTrack', { language: languageName })}
          default
        />
      )}
      <a href={page.video.href} className="font-semibold text-brand-800 underline">
        {t('learning.lessonFiles.openVideo')}
      </a>
    </video>
  );
}

/** The lesson's resources, each a download (the file route sends it as an attachment). */
function Downloads({ page }: { page: LessonPageData }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="lesson-downloads" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="lesson-downloads" className="font-serif text-xl font-bold text-stone-900">
        {t('learning.lessonFiles.downloadsHeading')}
      </h2>
      <ul className="mt-3 divide-y divide-stone-200">
        {page.downloads.map((file) => (
          <li key={file.id} className="flex items-center gap-3 py-3">
            <FileDown aria-hidden className="size-6 shrink-0 text-brand-700" />
            <div className="min-w-0 flex-1">
              <a
                href={file.href}
                download={file.fileName}
                className="break-all font-semibold text-brand-800 underline"
                dir="auto"
              >
                {file.fileName}
              </a>
              <p className="text-sm text-stone-600">
                {t('learning.lessonFiles.fileFacts', {
                  type: RESOURCE_TYPE_LABELS[file.contentType] ?? file.contentType,
                  size: formatFileSize(file.sizeBytes, i18n.language),
                })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The page's answer for one form: the fetcher's, or (without JavaScript) the page's own. */
function answerFor(kind: LessonActionResult['kind'], fetched: LessonActionResult | undefined, pageResult?: LessonActionResult) {
  if (fetched) return undefined;
  return pageResult?.kind === kind ? pageResult : undefined;
}

function Materials({ page, actionResult }: { page: LessonPageData; actionResult?: LessonActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LessonActionResult>();
  useAnswerToast(fetcher, 'lesson-materials');
  const shown = answerFor('materials', fetcher.data, actionResult);
  return (
    <section aria-labelledby="materials" className="mt-10 rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id="materials" className="font-serif text-xl font-bold text-stone-900">
        {t('learning.lesson.materials')}
      </h2>
      <ul className="mt-4 divide-y divide-stone-200">
        {page.materials.map((product) => (
          <li key={product.id} className="flex items-center gap-4 py-3">
            <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-earth-50">
              {product.image && <ProductPicture image={product.image} sizes="64px" className="size-full object-cover" />}
            </div>
            <Link
              to={pathTo('/product/:handle', { handle: product.handle })}
              className="min-w-0 flex-1 font-medium text-stone-900 underline-offset-2 hover:underline"
            >
              {product.name}
            </Link>
            <ProductPrice cents={product.priceCents} className="font-semibold text-stone-900" />
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="add-materials" />
        <button type="submit" className={buttonClass('secondary', 'md')} disabled={fetcher.state !== 'idle'}>
          <ShoppingBag aria-hidden className="size-5" />
          {t('learning.lesson.addMaterials')}
        </button>
      </fetcher.Form>
      {shown && (
        <p role="status" className={shown.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}>
          {t(shown.message, shown.messageVars ?? {})}
        </p>
      )}
    </section>
  );
}

function CompleteLesson({ page, actionResult }: { page: LessonPageData; actionResult?: LessonActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LessonActionResult>();
  useAnswerToast(fetcher, 'lesson-complete');
  const isDone = page.learner?.isDone ?? false;
  const shown = answerFor('complete', fetcher.data, actionResult);
  return (
    <section aria-label={t('learning.lesson.progressSection')} className="mt-10 flex flex-wrap items-center gap-3">
      {isDone ? (
        <>
          <p className="inline-flex items-center gap-2 font-semibold text-brand-800">
            <CircleCheck aria-hidden className="size-5" />
            {t('learning.lesson.done')}
          </p>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="uncomplete" />
            <button type="submit" className={buttonClass('ghost', 'sm')} disabled={fetcher.state !== 'idle'}>
              {t('learning.lesson.markNotDone')}
            </button>
          </fetcher.Form>
        </>
      ) : (
        <fetcher.Form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="complete" />
          <button type="submit" className={buttonClass('primary', 'lg')} disabled={fetcher.state !== 'idle'}>
            <CircleCheck aria-hidden className="size-5" />
            {t('learning.lesson.markDone')}
          </button>
          {page.next && (
            <button
              type="submit"
              name="advance"
              value="1"
              className={buttonClass('secondary', 'lg')}
              disabled={fetcher.state !== 'idle'}
            >
              {t('learning.lesson.doneAndNext')}
            </button>
          )}
        </fetcher.Form>
      )}
      {shown && (
        <p role="status" className={shown.ok ? 'w-full font-medium text-brand-800' : 'w-full font-medium text-red-800'}>
          {t(shown.message)}
        </p>
      )}
    </section>
  );
}

function LessonNote({ page, actionResult }: { page: LessonPageData; actionResult?: LessonActionResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<LessonActionResult>();
  useAnswerToast(fetcher, 'lesson-note');
  const saved = page.learner?.note ?? '';
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const result = fetcher.data ?? (actionResult?.kind === 'note' ? actionResult : undefined);
  const error = result && !result.ok ? (result.fieldError ?? result.message) : undefined;
  return (
    <section aria-labelledby="lesson-note" className="mt-10">
      <h2 id="lesson-note" className="font-serif text-xl font-bold text-stone-900">
        {t('learning.lesson.notes')}
      </h2>
      <fetcher.Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="note" />
        <label htmlFor="note" className="text-sm text-stone-600">
          {t('learning.lesson.notesHint')}
        </label>
        <textarea
          id="note"
          name="note"
          rows={5}
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'note-error' : undefined}
          className="mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900"
        />
        {error && (
          <p id="note-error" className="mt-1 text-sm font-medium text-red-800">
            {t(error)}
          </p>
        )}
        <button
          type="submit"
          className={buttonClass('secondary', 'md', 'mt-3')}
          disabled={fetcher.state !== 'idle' || text === saved}
        >
          {t('learning.lesson.saveNote')}
        </button>
      </fetcher.Form>
    </section>
  );
}
