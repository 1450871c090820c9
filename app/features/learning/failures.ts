import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Learning's expected failures (issue 34, convention 6), one table per family of operations:
 * the code an operation answers and its callers branch on, the translation key the page shows
 * (the words the pages have always said), and the status it means. A route that has always
 * answered a family's refusals with one status of its own (the course editor's forms: 400) keeps
 * it, and says so where it answers.
 *
 * Someone without the right is not an expected failure: the operations refuse them with Access
 * Denied (`~/utils/actor`), whichever route calls them.
 */

/** The course editor: a course's details, its outline (modules and lessons), its quiz, publishing. */
export const courseEditFailure = defineFailures({
  'not-found': { message: 'learning.authoring.errors.notFound', status: 404 },
  'no-such-module': { message: 'learning.authoring.errors.module', status: 400, field: 'moduleId' },
  'module-not-empty': { message: 'learning.authoring.errors.moduleNotEmpty' },
  'last-module': { message: 'learning.authoring.errors.lastModule' },
  'last-lesson': { message: 'learning.authoring.errors.lastLesson' },
  'no-quiz': { message: 'learning.authoring.errors.noQuiz' },
  'too-many-questions': { message: 'learning.authoring.errors.tooManyQuestions' },
  'last-question': { message: 'learning.authoring.errors.lastQuestion' },
  'has-learners': { message: 'learning.authoring.errors.hasLearners' },
  // What stops publishing (authoring.schema.ts's publishProblems), the first one found.
  'no-lessons': { message: 'learning.authoring.problems.noLessons' },
  'empty-lessons': { message: 'learning.authoring.problems.emptyLessons' },
  'empty-modules': { message: 'learning.authoring.problems.emptyModules' },
  'empty-quiz': { message: 'learning.authoring.problems.emptyQuiz' },
});
export type CourseEditCode = FailureCode<typeof courseEditFailure>;

/**
 * A course's cover picture, processed like product photos (catalog's photo pipeline); each
 * refusal is about the form's file field. The limits the messages quote are PHOTO_LIMIT_VARS.
 */
export const courseCoverFailure = defineFailures({
  'no-file': { message: 'learning.authoring.cover.errors.noFile', status: 400, field: 'cover' },
  'upload-too-large': { message: 'learning.authoring.cover.errors.fileTooLarge', status: 413, field: 'cover' },
  'file-too-large': { message: 'learning.authoring.cover.errors.fileTooLarge', status: 400, field: 'cover' },
  'not-image': { message: 'learning.authoring.cover.errors.notImage', status: 400, field: 'cover' },
  heic: { message: 'learning.authoring.cover.errors.heic', status: 400, field: 'cover' },
  format: { message: 'learning.authoring.cover.errors.notImage', status: 400, field: 'cover' },
  'too-many-pixels': { message: 'learning.authoring.cover.errors.tooManyPixels', status: 400, field: 'cover' },
  'too-small': { message: 'learning.authoring.cover.errors.tooSmall', status: 400, field: 'cover' },
});
export type CourseCoverCode = FailureCode<typeof courseCoverFailure>;

/**
 * A lesson's files. Each refusal is about the form's field of its kind (video, captions or
 * resource). A file too large is 413 on the page (the upload route answers it, as the stream
 * itself does); the kernel's expected failures stop at 429, so it is declared as bad input here.
 */
export const lessonFileFailure = defineFailures({
  'not-found': { message: 'learning.lessonFiles.errors.notFound', status: 404 },
  empty: { message: 'learning.lessonFiles.errors.empty', status: 400 },
  'video-too-large': { message: 'learning.lessonFiles.errors.videoTooLarge', status: 400, field: 'video' },
  'captions-too-large': { message: 'learning.lessonFiles.errors.captionsTooLarge', status: 400, field: 'captions' },
  'resource-too-large': { message: 'learning.lessonFiles.errors.resourceTooLarge', status: 400, field: 'resource' },
  'video-type': { message: 'learning.lessonFiles.errors.videoType', status: 400, field: 'video' },
  'captions-type': { message: 'learning.lessonFiles.errors.captionsType', status: 400, field: 'captions' },
  'resource-type': { message: 'learning.lessonFiles.errors.resourceType', status: 400, field: 'resource' },
  'too-many': { message: 'learning.lessonFiles.errors.tooMany', field: 'resource' },
});
export type LessonFileCode = FailureCode<typeof lessonFileFailure>;

/** Live classes: booking, cancelling, a seat held for its order, the instructor cancelling a class. */
export const classFailure = defineFailures({
  'not-found': { message: 'learning.classes.errors.notFound', status: 404 },
  closed: { message: 'learning.classes.errors.closed' },
  started: { message: 'learning.classes.errors.started' },
  'pay-to-book': { message: 'learning.classes.errors.payToBook' },
  'no-booking': { message: 'learning.classes.errors.noBooking' },
  'paying-now': { message: 'learning.classes.errors.payingNow' },
  'not-for-sale': { message: 'learning.classes.errors.notForSale' },
  'already-booked': { message: 'learning.classes.errors.alreadyBooked' },
  'offer-ended': { message: 'learning.classes.errors.offerEnded' },
  full: { message: 'learning.classes.errors.full' },
  'already-cancelled': { message: 'learning.classes.errors.alreadyCancelled' },
  /**
   * The instructor dashboard's answer to cancelling someone else's class, before it asks the
   * operation (which refuses such a person with Access Denied): the words the form has always shown.
   */
  'not-yours': { message: 'learning.classes.errors.notYours' },
});
export type ClassCode = FailureCode<typeof classFailure>;

/** Scheduling a live class: its start must leave learners time to book, and fall within a year. */
export const scheduleFailure = defineFailures({
  'too-soon': { message: 'learning.teach.errors.past', status: 400, field: 'startsAt' },
  'too-far': { message: 'learning.teach.errors.tooFar', status: 400, field: 'startsAt' },
});
export type ScheduleCode = FailureCode<typeof scheduleFailure>;

/** A learner's place on a course and what they do there. */
export const enrolmentFailure = defineFailures({
  /** Enrolling for free on a course that is paid for. */
  'paid-course': { message: 'learning.course.notForSale' },
  /** Buying a place on a course that has no price or no product to sell it as. */
  'not-for-sale': { message: 'learning.course.notForSale' },
  /** A lesson of another course (or none): the form was not one the lesson page makes. */
  'not-in-course': { message: 'errors.badForm', status: 400 },
});
export type EnrolmentCode = FailureCode<typeof enrolmentFailure>;

/** A quiz attempt: there must be a quiz, and every question answered (`count` of them are not). */
export const quizFailure = defineFailures({
  'no-quiz': { message: 'errors.notFound.title', status: 404 },
  unanswered: { message: 'learning.quiz.answerEvery', status: 400 },
});
export type QuizCode = FailureCode<typeof quizFailure>;

/** A learner's review of a course. */
export const courseReviewFailure = defineFailures({
  /**
   * The course page's answer to someone not on the course, before it asks the operation (which
   * refuses them with Access Denied): the words the review form has always shown.
   */
  'learners-only': { message: 'learning.reviews.learnersOnly', status: 403 },
  'already-reviewed': { message: 'learning.reviews.already' },
});
export type CourseReviewCode = FailureCode<typeof courseReviewFailure>;

/** An administrator revoking or re-issuing a certificate. */
export const certificateFailure = defineFailures({
  'not-found': { message: 'certificates.errors.notFound', status: 404 },
  'already-revoked': { message: 'certificates.errors.alreadyRevoked' },
  'already-valid': { message: 'certificates.errors.alreadyValid' },
});
export type CertificateCode = FailureCode<typeof certificateFailure>;
