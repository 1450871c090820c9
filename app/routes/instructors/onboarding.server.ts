import { data, redirect } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findApplicationOf } from '~/features/instructors/applications.server';
import { instructorFailure } from '~/features/instructors/failures';
import { onboardingProgress, payoutFormSchema, profileFormSchema } from '~/features/instructors/onboarding.schema';
import { findOwnProfile, savePayoutDetails, saveProfile } from '~/features/instructors/onboarding.server';
import { findCoursesTaughtBy } from '~/features/learning/teaching.server';
import { pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { mayTeach } from '~/utils/actor';
import type { Failure } from '~/utils/failure';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type ActionAnswer, type FormFailure, fieldErrorsOf } from '~/utils/form-result';
import { fullName } from '~/utils/person-name';
import {
  hasPaidOnboardingFee,
  onboardingFeeCents,
  onboardingFeeTotals,
  startOnboardingFeePayment,
} from './onboarding-fee.server';

/*
 * /instructor/onboarding (also /instructor-onboarding and /instructors/onboarding), decision
 * 0054: an approved instructor's steps before teaching. Their public profile, where their share
 * is paid, a first course (written in the dashboard's course editor), and the onboarding fee when
 * the school charges one. Each step is saved on its own; the page shows which are done.
 */

export async function loadOnboardingPage(
  request: Request,
  { user, path, pageKey }: { user: SessionUser | null; path: string; pageKey: string },
) {
  const seo = await pageSeo(request, { path, pageKey, noindex: true });
  if (!user) return { seo, state: 'signed-out' as const };
  if (!mayTeach(user)) {
    const application = await findApplicationOf(user.id);
    return { seo, state: 'not-approved' as const, applicationStatus: application?.status ?? null };
  }
  const feeCents = onboardingFeeCents();
  const [profile, courses, feePaid] = await Promise.all([
    findOwnProfile(user.id),
    findCoursesTaughtBy({ actor: user }),
    feeCents > 0 ? hasPaidOnboardingFee(user.id) : Promise.resolve(false),
  ]);
  const progress = onboardingProgress({
    hasProfile: profile !== null,
    hasPayout: profile?.payout?.readable === true,
    hasCourse: courses.length > 0,
    feeCents,
    feePaid,
  });
  const firstCourse = courses[0] ? { id: courses[0].id, title: courses[0].title, status: courses[0].status } : null;
  const totals = feeCents > 0 ? onboardingFeeTotals(feeCents) : null;
  return {
    seo,
    state: 'ready' as const,
    progress,
    profile,
    // A first profile starts from the account's name, which most instructors teach under.
    suggestedDisplayName: profile?.displayName ?? fullName(user.firstName, user.lastName),
    firstCourse,
    fee: totals
      ? {
          cents: feeCents,
          totalCents: totals.totalCents,
          taxCents: totals.taxCents,
          paid: feePaid,
          idempotencyKey: crypto.randomUUID(),
        }
      : null,
  };
}

export type OnboardingPage = Awaited<ReturnType<typeof loadOnboardingPage>>;

/** A step's answer: a message, or the fields it refused (with what was typed, to fill the form again). */
type StepAnswer = (ActionAnswer | FormFailure) & { intent: string; values?: Record<string, string> };

const answer = (value: StepAnswer, status = value.ok ? 200 : 400) => data<StepAnswer>(value, { status });

const refuse = (intent: string, failure: Failure) => answer({ ok: false, intent, message: failure.message }, failure.status);

const PROFILE_FIELDS = ['displayName', 'headline', 'bio', 'website'] as const;
const PAYOUT_FIELDS = ['accountHolder', 'country', 'account', 'bankCode'] as const;

/** Save the profile or the payout details, or start paying the fee. Instructors (and admins) only. */
export async function onboardingAction(request: Request, user: SessionUser | null) {
  if (!user) return answer({ ok: false, intent: '', message: 'instructors.onboarding.errors.signIn' }, 401);
  if (!mayTeach(user)) return refuse('', instructorFailure('not-approved'));
  const read = await readForm(request);
  if (!read.ok) return answer({ ok: false, intent: '', message: 'errors.badForm' });
  const intent = textField(read.form, 'intent');
  if (intent === 'profile') {
    const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, textField(read.form, field)]));
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) return answer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
    await saveProfile({ actor: user, input: parsed.data });
    return answer({ ok: true, intent, message: 'instructors.onboarding.profileSaved' });
  }
  if (intent === 'payout') {
    // The account number is never sent back to the form, even when it was refused.
    const values = Object.fromEntries(
      PAYOUT_FIELDS.map((field) => [field, field === 'account' ? '' : textField(read.form, field)]),
    );
    const parsed = payoutFormSchema.safeParse(
      Object.fromEntries(PAYOUT_FIELDS.map((field) => [field, textField(read.form, field)])),
    );
    if (!parsed.success) return answer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
    const saved = await savePayoutDetails({ actor: user, input: parsed.data });
    if (!saved.ok) return refuse(intent, saved);
    return answer({ ok: true, intent, message: 'instructors.onboarding.payoutSaved' });
  }
  if (intent === 'pay-fee') {
    const started = await startOnboardingFeePayment({
      user,
      idempotencyKey: textField(read.form, 'idempotencyKey'),
      origin: new URL(request.url).origin,
      locale: languageCodeFor(request),
    });
    // The fee's own refusals (no fee, paid already) and the order's (placing it failed) alike: 409, as always.
    if (!started.ok) return answer({ ok: false, intent, message: started.message }, 409);
    throw redirect(started.paymentUrl);
  }
  return answer({ ok: false, intent, message: 'errors.badForm' });
}
