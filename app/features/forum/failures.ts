import { defineFailures, type FailureCode } from '~/utils/failure';

/** The forum's expected failures (convention 6); a moderator's power missing is refused with Access Denied instead. */
export const forumFailure = defineFailures({
  'not-found': { message: 'forum.errors.notFound', status: 404 },
  'category-not-found': { message: 'forum.errors.categoryRequired', status: 400, field: 'category' },
  locked: { message: 'forum.errors.locked', status: 409 },
  banned: { message: 'forum.errors.banned', status: 403 },
  'rate-limited': { message: 'forum.errors.rateLimited', status: 429 },
  'threads-per-day': { message: 'forum.errors.threadsPerDay', status: 429 },
  'too-many-links': { message: 'forum.errors.tooManyLinks', status: 400, field: 'body' },
  'no-images': { message: 'forum.errors.tooManyImages', status: 400, field: 'body' },
  'not-yours': { message: 'forum.errors.notYours', status: 403 },
  'not-a-question': { message: 'forum.errors.notAQuestion', status: 409 },
  'own-post': { message: 'forum.errors.ownPost', status: 409 },
  'quotes-unknown': { message: 'forum.errors.quotes', status: 400, field: 'body' },
  'already-reported': { message: 'forum.errors.alreadyReported', status: 409 },
  'faq-guide-unknown': { message: 'forum.faq.errors.guide', status: 400, field: 'guide' },
  'faq-no-answer': { message: 'forum.faq.errors.noAnswer', status: 409 },
  'faq-already-in-guide': { message: 'forum.faq.errors.alreadyInGuide', status: 409, field: 'guide' },
});
export type ForumCode = FailureCode<typeof forumFailure>;
