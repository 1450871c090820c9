import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { AFFILIATE_LIMITS } from '~/features/affiliates/programme.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors, FormResult } from '~/utils/form-result';
import type { Route } from './+types/join';

/** What the join form's action answers. */
export type JoinAnswer = FormResult & { values?: Record<string, string> };

function Agreement({ name, label, href, error }: { name: string; label: string; href: string; error?: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <label className="flex items-start gap-3 text-stone-800">
        <input type="checkbox" name={name} className="mt-1 size-4 accent-brand-700" aria-invalid={error ? true : undefined} />
        <span>
          {label}{' '}
          <Link to={href} className="font-semibold text-brand-800 underline underline-offset-4" target="_blank">
            {t('affiliates.apply.read')}
          </Link>
        </span>
      </label>
      {error && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ApplicationForm({
  defaults,
  errors,
  formError,
}: {
  defaults: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
}) {
  const { t } = useTranslation();
  const isBusy = useNavigation().state !== 'idle';
  const error = (field: keyof typeof AFFILIATE_LIMITS | string) => {
    const key = errors[field];
    const limits = AFFILIATE_LIMITS[field as keyof typeof AFFILIATE_LIMITS];
    return key ? t(key, limits && typeof limits === 'object' ? limits : {}) : undefined;
  };
  return (
    <Form method="post" className="mt-8 max-w-2xl space-y-6" noValidate>
      {formError && <ResultNotice ok={false} message={t(formError)} />}
      <TextField
        label={t('affiliates.apply.channel')}
        hint={t('affiliates.apply.channelHint')}
        name="channel"
        maxLength={AFFILIATE_LIMITS.channel.max}
        defaultValue={defaults.channel ?? ''}
        error={error('channel')}
        dir="auto"
      />
      <TextAreaField
        label={t('affiliates.apply.plan')}
        hint={t('affiliates.apply.planHint')}
        name="plan"
        rows={5}
        maxLength={AFFILIATE_LIMITS.plan.max}
        defaultValue={defaults.plan ?? ''}
        error={error('plan')}
        dir="auto"
      />
      <TextField
        label={t('affiliates.apply.leaderCode')}
        hint={t('affiliates.apply.leaderCodeHint')}
        name="leaderCode"
        maxLength={64}
        defaultValue={defaults.leaderCode ?? ''}
        error={error('leaderCode')}
        autoComplete="off"
        spellCheck={false}
      />
      <Agreement
        name="acceptTerms"
        label={t('affiliates.apply.acceptTerms')}
        href="/affiliate/terms"
        error={error('acceptTerms')}
      />
      <fieldset className="space-y-3 rounded-2xl border border-stone-200 p-4">
        <legend className="px-1 font-semibold text-stone-900">{t('affiliates.apply.leadTitle')}</legend>
        <label className="flex items-start gap-3 text-stone-800">
          <input type="checkbox" name="wantsToLead" className="mt-1 size-4 accent-brand-700" />
          <span>{t('affiliates.apply.wantsToLead')}</span>
        </label>
        <Agreement
          name="acceptLeaderAddendum"
          label={t('affiliates.apply.acceptAddendum')}
          href="/affiliate/leader-addendum"
          error={error('acceptLeaderAddendum')}
        />
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={isBusy}>
        {t('affiliates.apply.send')}
      </button>
    </Form>
  );
}

/** Joining the affiliate programme: who may apply, the form, or where the application stands. */
export function JoinView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const { membership, signedIn, terms } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const status = actionData?.ok ? 'applied' : (membership?.status ?? null);
  const box = 'mt-8 max-w-2xl rounded-2xl border p-6';

  let body: React.ReactNode;
  if (!signedIn)
    body = (
      <div className={`${box} border-stone-200 bg-white`}>
        <p className="text-stone-800">{t('affiliates.apply.visitor')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/signup?redirectTo=%2Faffiliate%2Fjoin" className={buttonClass('primary', 'md')}>
            {t('affiliates.apply.createAccount')}
          </Link>
          <Link to="/auth?redirectTo=%2Faffiliate%2Fjoin" className={buttonClass('secondary', 'md')}>
            {t('affiliates.apply.signInFirst')}
          </Link>
        </div>
      </div>
    );
  else if (status === 'approved')
    body = (
      <div className={`${box} border-brand-200 bg-brand-50`}>
        <p className="font-semibold text-brand-900">{t('affiliates.apply.approved', { code: membership?.code ?? '' })}</p>
        <Link to="/affiliate" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('affiliates.apply.toDashboard')}
        </Link>
      </div>
    );
  else if (status === 'applied')
    body = (
      <div role="status" className={`${box} border-stone-200 bg-white`}>
        <h2 className="font-serif text-xl font-bold text-stone-900">{t('affiliates.apply.underReviewTitle')}</h2>
        <p className="mt-2 text-stone-700">
          {t('affiliates.apply.underReview', { date: formatWhen(membership?.appliedAt ?? new Date()) })}
        </p>
      </div>
    );
  else if (status === 'suspended')
    body = (
      <div className={`${box} border-stone-200 bg-stone-50`}>
        <h2 className="font-serif text-xl font-bold text-stone-900">{t('affiliates.apply.suspendedTitle')}</h2>
        <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
          {membership?.decisionNote}
        </p>
      </div>
    );
  else
    body = (
      <>
        <p className="mt-6 max-w-2xl text-stone-700">
          {t('affiliates.apply.intro', { percent: terms.commissionPercent, days: terms.attributionDays })}
        </p>
        {status === 'rejected' && (
          <div className={`${box} border-stone-200 bg-stone-50`}>
            <h2 className="font-serif text-xl font-bold text-stone-900">{t('affiliates.apply.rejectedTitle')}</h2>
            <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
              {membership?.decisionNote}
            </p>
            <p className="mt-2 text-sm text-stone-600">{t('affiliates.apply.applyAgain')}</p>
          </div>
        )}
        <ApplicationForm defaults={failed?.values ?? {}} errors={failed?.fieldErrors ?? {}} formError={failed?.formError} />
      </>
    );

  return (
    <AreaPage pageKey="affiliate-join" area="affiliate">
      {body}
    </AreaPage>
  );
}
