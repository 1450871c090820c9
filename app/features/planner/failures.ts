import { defineFailures, type FailureCode } from '~/utils/failure';

/*
 * Why saving or deleting a season plan is refused, declared once (issue 36): the code callers
 * branch on, the translation key the page shows and the status /season-planner answers with.
 */
export const plannerFailure = defineFailures({
  'sign-in': { message: 'planner.save.signIn', status: 401 },
  // A plan that is not there, or is someone else's: the same answer, so ids reveal nothing.
  'unknown-plan': { message: 'planner.errors.unknownPlan', status: 404 },
  'too-many': { message: 'planner.errors.tooMany', status: 409 },
});

export type PlannerFailureCode = FailureCode<typeof plannerFailure>;
