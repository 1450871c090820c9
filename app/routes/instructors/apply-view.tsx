import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { APPLICATION_LIMITS, canSubmit } from '~/features/instructors/instructors.schema';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';
import type { Route } from './+types/apply';

function ApplicationForm({
  defaults,
  errors,
  formError,
  isBusy,
}: {
  defaults: Record<string, string>;
  errors: FieldErrors;
  formError?: string;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const limitsOf = (field: string): Record<string, number> => {
    const limits = APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS];
    return typeof limits === 'number' ? { max: limits } : (limits ?? {});
  };
  const error = (field: string) => {
    const key = errors[field];
    return key ? t(key, { ...limitsOf(field), links: APPLICATION_LIMITS.links }) : undefined;
  };
  const textArea = (name: 'experience' | 'sampleLesson' | 'links', rows: number, maxLength: number) => (
    <TextAreaField
      label={t(`instructors.apply.${name}`)}
      hint={t(`instructors.apply.${name}Hint`)}
      error={error(name)}
      name={name}
      rows={rows}
      maxLength={maxLength}
      defaultValue={defaults[name] ?? ''}
      dir="auto"
    />
  );
  return (
    <Form method="post" className="mt-8 max-w-2xl space-y-6" noValidate>
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-medium text-red-800">
          {t(formError)}
        </p>
      )}
      <TextField
        label={t('instructors.apply.expertise')}
        hint={t('instructors.apply.expertiseHint')}
        name="expertise"
        maxLength={APPLICATION_LIMITS.expertise.max}
        defaultValue={defaults.expertise ?? ''}
        error={error('expertise')}
        dir="auto"
      />
      {textArea('experience', 6, APPLICATION_LIMITS.experience.max)}
      {textArea('sampleLesson', 12, APPLICATION_LIMITS.sampleLesson.max)}
      {textArea('links', 3, 3000)}
      <TextField
        label={t('instructors.apply.timeZone')}
        hint={t('instructors.apply.timeZoneHint')}
        name="timeZone"
        defaultValue={defaults.timeZone ?? 'UTC'}
        error={error('timeZone')}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className={buttonClass('primary', 'lg')} disabled={isBusy}>
        {t('instructors.apply.send')}
      </button>
    </Form>
  );
}

/** The instructor application: who may apply, the form, or where an application stands. */
export function ApplyView({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { state, application } = loaderData;
  const failed = actionData && !actionData.ok ? actionData : null;
  const status = application?.status ?? null;

  let body: React.ReactNode;
  if (state === 'visitor')
    body = (
      <div className="mt-8 max-w-2xl rounded-2xl border border-stone-200 bg-white p-6">
        <p className="text-stone-800">{t('instructors.apply.visitor')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/instructor-signup" className={buttonClass('primary', 'md')}>
            {t('instructors.apply.createAccount')}
          </Link>
          <Link to="/auth?redirectTo=%2Finstructor%2Fapply" className={buttonClass('secondary', 'md')}>
            {t('instructors.apply.signInFirst')}
          </Link>
        </div>
      </div>
    );
  else if (state === 'teaching')
    body = (
      <div className="mt-8 max-w-2xl rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <p className="font-semibold text-brand-900">{t('instructors.apply.teaching')}</p>
        <Link to="/instructor-dashboard" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('instructors.apply.toDashboard')}
        </Link>
      </div>
    );
  else if (status === 'submitted')
    body = (
      <div role="status" className="mt-8 max-w-2xl rounded-2xl border border-stone-200 bg-white p-6">
        <h2 className="font-serif text-xl font-bold text-stone-900">{t('instructors.apply.underReviewTitle')}</h2>
        <p className="mt-2 text-stone-700">
          {t('instructors.apply.underReview', { date: formatWhen(application?.submittedAt ?? '') })}
        </p>
      </div>
    );
  else
    body = (
      <>
        {status === 'changes_requested' && (
          <div className="mt-8 max-w-2xl rounded-2xl border border-amber-300 bg-amber-50 p-6">
            <h2 className="font-serif text-xl font-bold text-stone-900">{t('instructors.apply.changesTitle')}</h2>
            <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
              {application?.decisionNote}
            </p>
          </div>
        )}
        {status === 'rejected' && (
          <div className="mt-8 max-w-2xl rounded-2xl border border-stone-200 bg-stone-50 p-6">
            <h2 className="font-serif text-xl font-bold text-stone-900">{t('instructors.apply.rejectedTitle')}</h2>
            <p dir="auto" className="mt-2 whitespace-pre-wrap text-stone-800">
              {application?.decisionNote}
            </p>
            <p className="mt-2 text-sm text-stone-600">{t('instructors.apply.applyAgain')}</p>
          </div>
        )}
        {canSubmit(status) && (
          <ApplicationForm
            key={status ?? 'new'}
            defaults={
              failed?.values ??
              (status === 'changes_requested' && application
                ? {
                    expertise: application.expertise,
                    experience: application.experience,
                    sampleLesson: application.sampleLesson,
                    links: application.links.join('\n'),
                    timeZone: application.timeZone,
                  }
                : { timeZone: loaderData.timeZone })
            }
            errors={failed?.fieldErrors ?? {}}
            formError={failed?.formError}
            isBusy={navigation.state !== 'idle'}
          />
        )}
      </>
    );

  return (
    <AreaPage pageKey="instructor-apply" area="instructors">
      {body}
    </AreaPage>
  );
}
