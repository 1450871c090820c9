import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { addSeveralToCart } from '~/features/cart/cart.server';
import { findListedProductsByHandles } from '~/features/catalog/catalog.server';
import { findLessonBody } from '~/features/learning/courses.server';
import { completeLesson, findLearnerRecord, findNote, saveNote, uncompleteLesson } from '~/features/learning/enrolments.server';
import { NOTE_MAX_LENGTH } from '~/features/learning/learning.schema';
import { listLessonFiles } from '~/features/learning/lesson-files.server';
import { progressOnCourse } from '~/features/learning/progress';
import { syllabusFor } from '~/features/learning/syllabus';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { requirePublishedCourse } from './course-page.server';
import { coursePurchaseTotals } from './course-purchase.server';
import { lessonReader } from './lesson-access.server';

/*
 * A lesson page composes learning with the store: the lesson's "materials" are catalogue
 * products, added to the cart together. So it lives beside its route, like the product page.
 */

async function requireLesson(request: Request, { slug, lessonSlug }: { slug: string; lessonSlug: string }) {
  const course = await requirePublishedCourse(request, slug);
  const index = course.lessons.findIndex((lesson) => lesson.slug === lessonSlug);
  const lesson = course.lessons[index];
  if (!lesson) throw await notFoundResponse(request);
  return { course, lesson, index };
}

/**
 * A lesson: its text, video, downloads and materials, the learner's note and progress, the course's
 * syllabus (where the reader is, what is done, what opens when), previous and next. A lesson the reader may not open yet (not enrolled, or dripped for later) shows why
 * instead of its text, and names none of its files.
 */
export async function loadLessonPage(
  request: Request,
  { slug, lessonSlug, user }: { slug: string; lessonSlug: string; user: SessionUser | null },
) {
  const { course, lesson, index } = await requireLesson(request, { slug, lessonSlug });
  const { enrolment, isTeacher, access } = await lessonReader({ course, lesson, user });
  const isOpen = access.state === 'open';
  const [body, note, learner, files] = await Promise.all([
    isOpen ? findLessonBody({ courseId: course.id, slug: lesson.slug }) : null,
    isOpen && enrolment ? findNote({ enrolmentId: enrolment.id, lessonId: lesson.id }) : '',
    enrolment ? findLearnerRecord(enrolment.id) : null,
    isOpen ? listLessonFiles(lesson.id) : { video: null, captions: null, resources: [] },
  ]);
  const fileHref = (fileId: string) =>
    pathTo('/courses/:slug/lessons/:lesson/files/:fileId', { slug: course.slug, lesson: lesson.slug, fileId });
  const materials = body ? await findListedProductsByHandles(body.materials) : [];
  const seo = await pageSeo(request, {
    path: pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: lesson.slug }),
    title: `${lesson.title} · ${course.title}`,
    description: course.summary,
    // Only a preview lesson's text is public; the others are not for search engines.
    noindex: !lesson.isPreview,
  });
  // A reader who is not on a paid course may buy a place from here (the course page's form).
  const totals = access.state === 'enrol' && course.priceCents > 0 ? coursePurchaseTotals(course) : null;
  const neighbour = (at: number) => {
    const other = course.lessons[at];
    return other ? { slug: other.slug, title: other.title } : null;
  };
  return {
    course: {
      slug: course.slug,
      title: course.title,
      language: course.language,
      priceCents: course.priceCents,
      lessonCount: course.lessons.length,
      hasQuiz: course.quiz !== null,
    },
    lesson: {
      id: lesson.id,
      slug: lesson.slug,
      title: lesson.title,
      minutes: lesson.minutes,
      isPreview: lesson.isPreview,
      number: index + 1,
    },
    access: access.state === 'drip' ? { state: 'drip' as const, opensAt: access.opensAt.toISOString() } : access,
    html: body?.html ?? null,
    videoUrl: body?.videoUrl ?? null,
    // An uploaded video plays on the page; it takes the place of an external link.
    // Its captions, when the instructor gave them, are in the course's language.
    video: files.video
      ? {
          href: fileHref(files.video.id),
          contentType: files.video.contentType,
          captionsHref: files.captions ? fileHref(files.captions.id) : null,
        }
      : null,
    downloads: files.resources.map((file) => ({
      id: file.id,
      href: fileHref(file.id),
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
    })),
    materials,
    isSignedIn: user !== null,
    purchase: totals
      ? { taxCents: totals.taxCents, totalCents: totals.totalCents, idempotencyKey: user ? crypto.randomUUID() : null }
      : null,
    isTeacher,
    learner: learner ? { progress: progressOnCourse(course, learner), isDone: learner.completed.has(lesson.id), note } : null,
    // The course's syllabus beside the lesson: from the course and the learner's record read above.
    syllabus: syllabusFor(
      course.syllabus,
      { enrolment, completedLessonIds: learner?.completed ?? new Set<string>(), isTeacher },
      new Date(),
    ),
    quiz: course.quiz ? { title: course.quiz.title, canTake: learner !== null } : null,
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
    seo,
  };
}

export type LessonPageData = Awaited<ReturnType<typeof loadLessonPage>>;

/** What the lesson page's forms hear back: a toast's answer, or the note form's field error. */
export type LessonActionResult = ActionAnswer & { kind: 'complete' | 'note' | 'materials'; fieldError?: string };

/**
 * The lesson page's action (the route has authorised it): mark complete or not, save the note
 * (enrolled learners, on a lesson open to them), or put the lesson's materials in the cart
 * (anyone who can read the lesson; a visitor's cart is theirs too).
 */
export async function lessonPageAction(
  request: Request,
  { slug, lessonSlug, user }: { slug: string; lessonSlug: string; user: SessionUser | null },
) {
  const read = await readForm(request);
  const refuse = (kind: LessonActionResult['kind'], message: string, status: number, fieldError?: string) =>
    data<LessonActionResult>({ kind, ok: false, message, fieldError }, { status });
  if (!read.ok) return refuse('complete', 'errors.badForm', 400);
  const intent = textField(read.form, 'intent');
  const { course, lesson, index } = await requireLesson(request, { slug, lessonSlug });
  const { enrolment, access } = await lessonReader({ course, lesson, user });

  if (intent === 'add-materials') {
    if (access.state !== 'open') return refuse('materials', 'learning.lesson.locked', 403);
    const body = await findLessonBody({ courseId: course.id, slug: lesson.slug });
    const products = await findListedProductsByHandles(body?.materials ?? []);
    const { added, headers } = await addSeveralToCart({ request, productIds: products.map((product) => product.id) });
    if (added === 0)
      return data<LessonActionResult>(
        { kind: 'materials', ok: false, message: 'learning.lesson.materialsNoneAdded' },
        { status: 409, headers },
      );
    return data<LessonActionResult>(
      { kind: 'materials', ok: true, message: 'learning.lesson.materialsAdded', messageVars: { count: String(added) } },
      { headers },
    );
  }

  if (intent !== 'complete' && intent !== 'uncomplete' && intent !== 'note') return refuse('complete', 'errors.badForm', 400);
  if (!user)
    throw redirect(
      `/auth?${new URLSearchParams({ redirectTo: pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: lesson.slug }) })}`,
    );
  if (!enrolment) return refuse(intent === 'note' ? 'note' : 'complete', 'learning.lesson.enrolFirst', 403);
  if (access.state !== 'open') return refuse(intent === 'note' ? 'note' : 'complete', 'learning.lesson.locked', 403);

  if (intent === 'note') {
    const body = textField(read.form, 'note').replace(/\r\n/g, '\n').trim();
    if (body.length > NOTE_MAX_LENGTH) return refuse('note', 'learning.lesson.noteTooLong', 400, 'learning.lesson.noteTooLong');
    const saved = await saveNote({ actor: user, enrolment, lessonId: lesson.id, body });
    if (!saved.ok) return refuse('note', saved.message, saved.status);
    return data<LessonActionResult>({
      kind: 'note',
      ok: true,
      message: body ? 'learning.lesson.noteSaved' : 'learning.lesson.noteCleared',
    });
  }
  if (intent === 'uncomplete') {
    await uncompleteLesson({ actor: user, enrolment, lessonId: lesson.id });
    return data<LessonActionResult>({ kind: 'complete', ok: true, message: 'learning.lesson.markedNotDone' });
  }
  const outcome = await completeLesson({ actor: user, enrolment, lessonId: lesson.id, locale: languageCodeFor(request) });
  if (!outcome.ok) return refuse('complete', outcome.message, outcome.status);
  // Finishing the course (this was its last step) leads to the completion page, with or without JavaScript.
  if (outcome.finishedNow) throw redirect(pathTo('/courses/:slug/complete', { slug: course.slug }));
  const next = course.lessons[index + 1];
  // Without JavaScript, "complete" moves on to the next lesson (or back to the course at the end).
  if (textField(read.form, 'advance') === '1')
    throw redirect(
      next
        ? pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: next.slug })
        : pathTo('/courses/:slug', { slug: course.slug }),
    );
  return data<LessonActionResult>({
    kind: 'complete',
    ok: true,
    message: 'learning.lesson.markedDone',
  });
}
