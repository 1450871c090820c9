import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { EmptyState } from '~/components/ui/empty-state';
import { CalendarClock, Sprout } from '~/components/ui/icons';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import type { AddressErrors } from '~/features/orders/address';
import { AddressFields } from '~/features/orders/components/address-fields';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice } from '~/utils/money';

type Dated = string | Date;
type Plan = {
  id: string;
  name: string;
  description: string;
  intervalMonths: number;
  priceCents: number;
  image: { src: string; alt: string } | null;
};
type Subscription = {
  id: string;
  status: 'incomplete' | 'active' | 'paused' | 'past_due' | 'cancelled';
  planId: string;
  planName: string;
  intervalMonths: number;
  priceCents: number;
  pendingPlanId: string | null;
  currentPeriodEnd: Dated | null;
  renewalCount: number;
  paymentUrl: string | null;
};

/**
 * What /subscriptions' action answers: a button's answer, with the form it is about (the intent
 * and the plan or subscription) and, for a refused subscription form, what was typed.
 */
export type SubscriptionsAnswer = ActionAnswer & {
  intent?: string;
  planId?: string;
  subscriptionId?: string;
  fieldErrors?: AddressErrors;
  values?: Record<string, string>;
};

const STATUS_TONES: Record<Subscription['status'], string> = {
  incomplete: 'bg-amber-100 text-amber-900',
  active: 'bg-brand-100 text-brand-900',
  paused: 'bg-stone-200 text-stone-800',
  past_due: 'bg-red-100 text-red-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

function SubscriptionCard({
  subscription,
  plans,
  result,
}: {
  subscription: Subscription;
  plans: Plan[];
  result?: SubscriptionsAnswer;
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const busy = useNavigation().state !== 'idle';
  const pending = plans.find((plan) => plan.id === subscription.pendingPlanId);
  const mine = result?.subscriptionId === subscription.id ? result : undefined;
  const action = (intent: string, label: string, variant: 'primary' | 'secondary' | 'ghost' = 'secondary') => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="subscriptionId" value={subscription.id} />
      <button type="submit" className={buttonClass(variant, 'sm')} disabled={busy}>
        {label}
      </button>
    </Form>
  );
  return (
    <li>
      <article className="rounded-2xl border border-stone-200 bg-white p-5" aria-label={subscription.planName}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-stone-900">{subscription.planName}</h3>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[subscription.status]}`}>
            {t(`subscriptions.status.${subscription.status}`)}
          </span>
        </div>
        <p className="mt-1 text-sm text-stone-700">
          {t(`subscriptions.every.${subscription.intervalMonths === 1 ? 'month' : 'quarter'}`, {
            amount: formatPrice(subscription.priceCents, i18n.language),
          })}
        </p>
        {subscription.currentPeriodEnd && (subscription.status === 'active' || subscription.status === 'paused') && (
          <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
            <CalendarClock aria-hidden className="size-4" />
            {t(subscription.status === 'active' ? 'subscriptions.nextRenewal' : 'subscriptions.pausedUntil', {
              when: formatWhen(subscription.currentPeriodEnd),
            })}
          </p>
        )}
        {pending && <p className="mt-2 text-sm text-brand-900">{t('subscriptions.pendingChange', { plan: pending.name })}</p>}
        {subscription.status === 'past_due' && (
          <p className="mt-2 text-sm font-medium text-red-800">{t('subscriptions.pastDue')}</p>
        )}
        {subscription.status === 'incomplete' && <p className="mt-2 text-sm text-stone-700">{t('subscriptions.incomplete')}</p>}
        {mine && (
          <p
            role={mine.ok ? 'status' : 'alert'}
            className={mine.ok ? 'mt-3 font-medium text-brand-800' : 'mt-3 font-medium text-red-800'}
          >
            {t(mine.message)}
          </p>
        )}
        {subscription.status !== 'cancelled' && (
          <div className="mt-4 flex flex-wrap items-end gap-2">
            {subscription.status === 'active' && action('pause', t('subscriptions.pause'))}
            {subscription.status === 'paused' && action('resume', t('subscriptions.resume'), 'primary')}
            {subscription.paymentUrl && (
              <a href={subscription.paymentUrl} className={buttonClass('primary', 'sm')}>
                {t('orders.outcome.continuePayment')}
              </a>
            )}
            {(subscription.status === 'past_due' || (subscription.status === 'incomplete' && !subscription.paymentUrl)) &&
              action('pay-and-resume', t('subscriptions.payAndResume'), 'primary')}
            {plans.length > 1 && (
              <Form method="post" className="flex items-end gap-2">
                <input type="hidden" name="intent" value="change-plan" />
                <input type="hidden" name="subscriptionId" value={subscription.id} />
                <label className="text-sm">
                  <span className="sr-only">{t('subscriptions.changePlan')}</span>
                  <select
                    name="planId"
                    defaultValue={subscription.pendingPlanId ?? subscription.planId}
                    className="rounded-xl border border-stone-300 bg-white px-3 py-1.5 text-sm"
                  >
                    {plans.map((plan) => (
                      <option key={plan.id} value={plan.id}>
                        {plan.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit" className={buttonClass('secondary', 'sm')} disabled={busy}>
                  {t('subscriptions.changePlan')}
                </button>
              </Form>
            )}
            {action('cancel', t('subscriptions.cancel'), 'ghost')}
          </div>
        )}
      </article>
    </li>
  );
}

function PlanCard({
  plan,
  countries,
  idempotencyKey,
  result,
}: {
  plan: Plan;
  countries: { code: string; name: string; regions: string[] | null }[];
  idempotencyKey: string;
  result?: SubscriptionsAnswer;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const mine = result?.intent === 'subscribe' && result.planId === plan.id ? result : undefined;
  const [open, setOpen] = useState(Boolean(mine));
  return (
    <li className="flex flex-col rounded-3xl border border-stone-200 bg-white p-6">
      {plan.image && (
        <img src={plan.image.src} alt={plan.image.alt} width={96} height={96} className="size-24 rounded-2xl bg-earth-50" />
      )}
      <h3 className="mt-4 text-xl font-semibold text-stone-900">{plan.name}</h3>
      <p className="mt-1 text-2xl font-bold text-stone-900">
        {t(`subscriptions.every.${plan.intervalMonths === 1 ? 'month' : 'quarter'}`, {
          amount: formatPrice(plan.priceCents, i18n.language),
        })}
      </p>
      <p className="mt-3 flex-1 text-stone-700">{plan.description}</p>
      <p className="mt-3 text-sm text-stone-600">{t('subscriptions.shipsFree')}</p>
      {!open ? (
        <button type="button" className={buttonClass('primary', 'md', 'mt-5')} onClick={() => setOpen(true)}>
          <Sprout aria-hidden className="size-4" />
          {t('subscriptions.subscribe')}
        </button>
      ) : (
        <Form method="post" className="mt-5 space-y-4" noValidate>
          <input type="hidden" name="intent" value="subscribe" />
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          {mine && !mine.ok && (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
              {t(mine.message)}
            </p>
          )}
          <AddressFields countries={countries} values={mine?.values ?? {}} errors={mine?.fieldErrors ?? {}} />
          <button type="submit" className={buttonClass('primary', 'md', 'w-full')} disabled={busy}>
            {t('subscriptions.continue')}
          </button>
        </Form>
      )}
    </li>
  );
}

/** /subscriptions: the person's subscriptions with their controls, and the plans to subscribe to. */
export function SubscriptionsPage({
  plans,
  subscriptions,
  countries,
  idempotencyKey,
  result,
}: {
  plans: Plan[];
  subscriptions: Subscription[];
  countries: { code: string; name: string; regions: string[] | null }[];
  idempotencyKey: string;
  result?: SubscriptionsAnswer;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 space-y-10">
      {subscriptions.length > 0 && (
        <section aria-labelledby="mine-heading">
          <h2 id="mine-heading" className="text-2xl font-semibold text-stone-900">
            {t('subscriptions.mine')}
          </h2>
          <ul className="mt-4 space-y-4">
            {subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription.id} subscription={subscription} plans={plans} result={result} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-2xl font-semibold text-stone-900">
          {t('subscriptions.plans')}
        </h2>
        {plans.length === 0 ? (
          <EmptyState className="mt-4" title={t('subscriptions.noPlans')} />
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} countries={countries} idempotencyKey={idempotencyKey} result={result} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
