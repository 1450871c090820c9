import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextField } from '~/components/ui/text-field';
import { REDIRECT_PARAM } from '~/features/accounts/redirect';
import { ContentArticle } from '~/features/content/components/content-article';
import { PlanForm } from '~/features/planner/components/plan-form';
import { SeasonCalendar } from '~/features/planner/components/season-calendar';
import { ZoneTable } from '~/features/planner/components/zone-table';
import { useTranslation } from '~/i18n/use-translation';
import type { FormResult } from '~/utils/form-result';
import { GuideFaq, RelatedLinksBox } from './guide-view';
import type { seasonPlannerPage } from './season-planner-page.server';

type PageData = Awaited<ReturnType<typeof seasonPlannerPage>>;

/** The season planner: the question, the plan, saving it, the zone table, then the guide. */
export function SeasonPlannerView({ page, answer }: { page: PageData; answer?: FormResult }) {
  const { t } = useTranslation();
  const { plan, search, seo } = page;
  return (
    <ContentArticle
      article={page.article}
      title={seo.title}
      description={seo.description}
      showContents
      aside={<RelatedLinksBox related={page.related} />}
      after={<GuideFaq entries={page.faq} />}
    >
      <section aria-labelledby="planner-heading" className="mt-8">
        <h2 id="planner-heading" className="mb-4 text-2xl font-bold text-stone-900 print:hidden">
          {t('planner.form.heading')}
        </h2>
        <PlanForm values={page.values} fieldErrors={page.fieldErrors} zones={page.zones} />
      </section>
      {plan && <SeasonCalendar plan={plan} search={search} />}
      {plan && <SavePlan page={page} answer={answer} />}
      {page.savedPlans && <SavedPlans plans={page.savedPlans} search={search} />}
      <ZoneTable zones={page.zones} />
    </ContentArticle>
  );
}

/** Saving the plan on show: a name for it when signed in, an invitation to sign in otherwise. */
function SavePlan({ page, answer }: { page: PageData; answer?: FormResult }) {
  const { t } = useTranslation();
  const here = `/season-planner?${page.search}`;
  if (!page.isSignedIn)
    return (
      <p className="mt-6 text-stone-700 print:hidden">
        <a href={`/auth?${new URLSearchParams({ [REDIRECT_PARAM]: here })}`} className="font-semibold text-brand-800 underline">
          {t('planner.save.signInLink')}
        </a>
      </p>
    );
  const failure = answer && !answer.ok ? answer : undefined;
  const suggested = page.plan?.zone
    ? t('planner.save.defaultNameZone', { zone: page.plan.zone })
    : t('planner.save.defaultNameDate', { date: page.values.lastFrost });
  return (
    <Form method="post" action={here} className="mt-6 flex flex-wrap items-end gap-3 print:hidden">
      {failure?.formError && (
        <ResultNotice ok={false} message={t(failure.formError, failure.formErrorVars ?? {})} className="w-full" />
      )}
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="zone" value={page.plan?.zone ?? ''} />
      <input type="hidden" name="lastFrost" value={page.plan?.zone ? '' : page.values.lastFrost} />
      <input type="hidden" name="hemisphere" value={page.plan?.hemisphere ?? 'north'} />
      <TextField
        label={t('planner.save.name')}
        name="name"
        maxLength={80}
        required
        defaultValue={suggested}
        error={failure?.fieldErrors.name ? t(failure.fieldErrors.name) : undefined}
        className="min-w-60 flex-1"
      />
      <button type="submit" className={buttonClass('primary')}>
        {t('planner.save.submit')}
      </button>
    </Form>
  );
}

type SavedPlanRow = NonNullable<PageData['savedPlans']>[number];

/** The member's saved plans: open one, or delete it. */
function SavedPlans({ plans, search }: { plans: SavedPlanRow[]; search: string }) {
  const { t } = useTranslation();
  return (
    <section id="saved-plans" aria-labelledby="saved-plans-heading" className="mt-10 print:hidden">
      <h2 id="saved-plans-heading" className="text-2xl font-bold text-stone-900">
        {t('planner.saved.heading')}
      </h2>
      {plans.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('planner.saved.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <a href={`/season-planner?${plan.search}`} className="font-semibold text-brand-800 underline">
                {plan.name}
              </a>
              <Form method="post" action={`/season-planner${search ? `?${search}` : ''}`}>
                <input type="hidden" name="intent" value="delete" />
                <input type="hidden" name="planId" value={plan.id} />
                <input type="hidden" name="search" value={search} />
                <button
                  type="submit"
                  className={buttonClass('ghost', 'sm')}
                  aria-label={t('planner.saved.deleteNamed', { name: plan.name })}
                >
                  {t('planner.saved.delete')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
