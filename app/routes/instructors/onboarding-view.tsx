import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { Circle, CircleCheck } from '~/components/ui/icons';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { PAYOUT_LIMITS, PROFILE_LIMITS } from '~/features/instructors/onboarding.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer, FormFailure } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { OnboardingPage } from './onboarding.server';
import { PayoutAccountFields } from './payout-fields-view';

type Ready = Extract<OnboardingPage, { state: 'ready' }>;

/** A step's answer: a message, or the fields it refused (with what was typed, to fill the form again). */
type StepAnswer = (ActionAnswer | FormFailure) & { intent: string; values?: Record<string, string> };

/** The answer's message, when it has one (field errors come without). */
function StepNotice({ answer }: { answer: StepAnswer | undefined }) {
  const { t } = useTranslation();
  if (!answer || !('message' in answer) || !answer.message) return null;
  return <ResultNotice ok={answer.ok} message={t(answer.message)} className="mt-4" />;
}

const LIMITS: Record<string, Record<string, number>> = { ...PROFILE_LIMITS, ...PAYOUT_LIMITS };

/** The onboarding page's three addresses share this view: the steps, each with its form. */
export function OnboardingView({
  pageKey,
  page,
  answer,
}: {
  pageKey: string;
  page: OnboardingPage;
  answer: StepAnswer | undefined;
}) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey={pageKey} area="instructors">
      <p className="mt-6 max-w-3xl text-stone-700">{t('instructors.onboarding.intro')}</p>
      {page.state === 'signed-out' && (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t('instructors.onboarding.signInFirst')}{' '}
          <Link to="/auth?redirectTo=%2Finstructor%2Fonboarding" className="font-semibold text-brand-800 underline">
            {t('instructors.onboarding.signIn')}
          </Link>
        </p>
      )}
      {page.state === 'not-approved' && (
        <p className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 text-stone-800">
          {t(page.applicationStatus ? 'instructors.onboarding.waitForApproval' : 'instructors.onboarding.applyFirst')}{' '}
          <Link to="/instructor/apply" className="font-semibold text-brand-800 underline">
            {t(page.applicationStatus ? 'instructors.onboarding.seeApplication' : 'instructors.onboarding.apply')}
          </Link>
        </p>
      )}
      {page.state === 'ready' && <Steps page={page} answer={answer} />}
    </AreaPage>
  );
}

function Steps({ page, answer }: { page: Ready; answer: StepAnswer | undefined }) {
  const { t } = useTranslation();
  const { progress } = page;
  return (
    <>
      <div className="mt-6 rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <p className="font-semibold text-brand-900">
          {progress.complete
            ? t('instructors.onboarding.complete')
            : t('instructors.onboarding.progress', { done: progress.doneCount, total: progress.steps.length })}
        </p>
        <ol className="mt-3 grid gap-2 sm:grid-cols-2">
          {progress.steps.map(({ step, done }) => (
            <li key={step} className="flex items-center gap-2 text-stone-800">
              {done ? (
                <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-700" />
              ) : (
                <Circle aria-hidden className="size-5 shrink-0 text-stone-400" />
              )}
              <a href={`#step-${step}`} className="underline-offset-2 hover:underline">
                {t(`instructors.onboarding.steps.${step}.title`)}
              </a>
              <span className="sr-only">{t(done ? 'instructors.onboarding.done' : 'instructors.onboarding.toDo')}</span>
            </li>
          ))}
        </ol>
        {progress.complete && (
          <Link to="/instructor-dashboard" className={buttonClass('primary', 'md', 'mt-4')}>
            {t('instructors.onboarding.toDashboard')}
          </Link>
        )}
      </div>
      <ProfileStep page={page} answer={answer?.intent === 'profile' ? answer : undefined} />
      <PayoutStep page={page} answer={answer?.intent === 'payout' ? answer : undefined} />
      <CourseStep page={page} />
      {page.fee && <FeeStep fee={page.fee} answer={answer?.intent === 'pay-fee' ? answer : undefined} />}
    </>
  );
}

function StepHeading({ step, done }: { step: string; done: boolean }) {
  const { t } = useTranslation();
  return (
    <h2 id={`step-${step}`} className="flex items-center gap-2 font-serif text-2xl font-bold text-stone-900">
      {done ? (
        <CircleCheck aria-hidden className="size-6 text-brand-700" />
      ) : (
        <Circle aria-hidden className="size-6 text-stone-400" />
      )}
      {t(`instructors.onboarding.steps.${step}.title`)}
      <span className="sr-only">({t(done ? 'instructors.onboarding.done' : 'instructors.onboarding.toDo')})</span>
    </h2>
  );
}

/** A field's message with the limits it quotes. */
function useFieldError(answer: StepAnswer | undefined) {
  const { t } = useTranslation();
  return (field: string) => {
    const key = answer && 'fieldErrors' in answer ? answer.fieldErrors[field] : undefined;
    return key ? t(key, LIMITS[field] ?? {}) : undefined;
  };
}

function ProfileStep({ page, answer }: { page: Ready; answer: StepAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const error = useFieldError(answer);
  const values = answer?.ok === false && answer.values ? answer.values : null;
  const profile = page.profile;
  return (
    <section aria-labelledby="step-profile" className="mt-10">
      <StepHeading step="profile" done={profile !== null} />
      <p className="mt-2 max-w-3xl text-stone-700">{t('instructors.onboarding.steps.profile.body')}</p>
      <StepNotice answer={answer} />
      <Form
        method="post"
        className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
        noValidate
      >
        <input type="hidden" name="intent" value="profile" />
        <TextField
          label={t('instructors.onboarding.fields.displayName')}
          name="displayName"
          maxLength={PROFILE_LIMITS.displayName.max}
          defaultValue={values?.displayName ?? page.suggestedDisplayName}
          error={error('displayName')}
          autoComplete="name"
          dir="auto"
        />
        <TextField
          label={t('instructors.onboarding.fields.headline')}
          hint={t('instructors.onboarding.fields.headlineHint')}
          name="headline"
          maxLength={PROFILE_LIMITS.headline.max}
          defaultValue={values?.headline ?? profile?.headline ?? ''}
          error={error('headline')}
          dir="auto"
        />
        <TextAreaField
          label={t('instructors.onboarding.fields.bio')}
          hint={t('instructors.onboarding.fields.bioHint')}
          name="bio"
          rows={6}
          maxLength={PROFILE_LIMITS.bio.max}
          defaultValue={values?.bio ?? profile?.bio ?? ''}
          error={error('bio')}
          dir="auto"
        />
        <TextField
          label={t('instructors.onboarding.fields.website')}
          hint={t('instructors.onboarding.fields.websiteHint')}
          name="website"
          type="url"
          inputMode="url"
          maxLength={PROFILE_LIMITS.website.max}
          defaultValue={values?.website ?? profile?.website ?? ''}
          error={error('website')}
        />
        <div>
          <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
            {t('instructors.onboarding.saveProfile')}
          </button>
        </div>
      </Form>
    </section>
  );
}

function PayoutStep({ page, answer }: { page: Ready; answer: StepAnswer | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formatWhen = useDateTimeFormat();
  const error = useFieldError(answer);
  const values = answer?.ok === false && answer.values ? answer.values : null;
  const payout = page.profile?.payout ?? null;
  return (
    <section aria-labelledby="step-payout" className="mt-10">
      <StepHeading step="payout" done={payout?.readable === true} />
      <p className="mt-2 max-w-3xl text-stone-700">{t('instructors.onboarding.steps.payout.body')}</p>
      <StepNotice answer={answer} />
      {payout &&
        (payout.readable ? (
          <p className="mt-4 max-w-2xl rounded-xl bg-stone-100 p-4 text-stone-800">
            {t('instructors.onboarding.payoutOnFile', { holder: payout.accountHolder, last4: payout.last4 })}
            {payout.updatedAt && (
              <span className="block text-sm text-stone-600">
                {t('instructors.onboarding.payoutUpdated', { when: formatWhen(payout.updatedAt) })}
              </span>
            )}
          </p>
        ) : (
          <p role="alert" className="mt-4 max-w-2xl rounded-xl bg-amber-50 p-4 font-medium text-amber-900">
            {t('instructors.onboarding.payoutUnreadable')}
          </p>
        ))}
      {page.profile === null ? (
        <p className="mt-4 text-stone-700">{t('instructors.onboarding.errors.profileFirst')}</p>
      ) : (
        <Form
          // A fresh, empty form once details are saved: the account number does not stay on screen.
          key={payout?.updatedAt ?? 'none'}
          method="post"
          className="mt-4 grid max-w-2xl gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
          noValidate
          autoComplete="off"
        >
          <input type="hidden" name="intent" value="payout" />
          <PayoutAccountFields
            defaults={{
              accountHolder: values?.accountHolder ?? payout?.accountHolder ?? '',
              country: values?.country ?? payout?.country ?? '',
              bankCode: values?.bankCode ?? '',
            }}
            error={error}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
              {t(payout ? 'instructors.onboarding.replacePayout' : 'instructors.onboarding.savePayout')}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

function CourseStep({ page }: { page: Ready }) {
  const { t } = useTranslation();
  const course = page.firstCourse;
  return (
    <section aria-labelledby="step-course" className="mt-10">
      <StepHeading step="course" done={course !== null} />
      <p className="mt-2 max-w-3xl text-stone-700">{t('instructors.onboarding.steps.course.body')}</p>
      {course ? (
        <p className="mt-4 text-stone-800">
          {t('instructors.onboarding.courseStarted')}{' '}
          <Link
            to={pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id })}
            dir="auto"
            className="font-semibold text-brand-800 underline"
          >
            {course.title}
          </Link>
        </p>
      ) : (
        <Link to="/instructor-dashboard/courses/new" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('instructors.onboarding.startCourse')}
        </Link>
      )}
    </section>
  );
}

function FeeStep({ fee, answer }: { fee: NonNullable<Ready['fee']>; answer: StepAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="step-fee" className="mt-10">
      <StepHeading step="fee" done={fee.paid} />
      <p className="mt-2 max-w-3xl text-stone-700">
        {t('instructors.onboarding.steps.fee.body', { fee: formatPrice(fee.cents, i18n.language) })}
      </p>
      <StepNotice answer={answer} />
      {fee.paid ? (
        <p className="mt-4 font-semibold text-brand-900">{t('instructors.onboarding.feePaid')}</p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="pay-fee" />
          <input type="hidden" name="idempotencyKey" value={fee.idempotencyKey} />
          <button type="submit" className={buttonClass('primary', 'md')} disabled={navigation.state !== 'idle'}>
            {t('instructors.onboarding.payFee', { total: formatPrice(fee.totalCents, i18n.language) })}
          </button>
          <p className="mt-2 text-sm text-stone-600">
            {t('instructors.onboarding.feeNote', { tax: formatPrice(fee.taxCents, i18n.language) })}
          </p>
        </Form>
      )}
    </section>
  );
}
