import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { attributedAffiliate } from '~/features/affiliates/attribution.server';
import { addressFromForm, COUNTRIES, validateAddress } from '~/features/orders/address';
import { addressRefusal } from '~/features/orders/failures';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { type SubscriptionsAnswer, SubscriptionsPage } from '~/features/subscriptions/components/subscriptions-page';
import { subscriptionFailure } from '~/features/subscriptions/failures';
import { listPlans } from '~/features/subscriptions/plans.server';
import {
  changeSubscription,
  listSubscriptions,
  payAndResume,
  startSubscription,
} from '~/features/subscriptions/subscription-lifecycle.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { isActorRefusal } from '~/utils/actor';
import { privateNoStore } from '~/utils/cache-headers';
import type { Failure } from '~/utils/failure';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { Route } from './+types/subscriptions';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/subscriptions');
  const [plans, subscriptions, seo] = await Promise.all([
    listPlans(),
    listSubscriptions(user.id),
    pageSeo(request, { path: '/subscriptions', pageKey: 'subscriptions', noindex: true }),
  ]);
  return {
    plans,
    subscriptions,
    countries: COUNTRIES.map(({ code, name, regions }) => ({ code, name, regions: regions ? [...regions] : null })),
    idempotencyKey: crypto.randomUUID(),
    seo,
  };
}

/** Subscribe (then pay on the hosted page), pause, resume, cancel, change plan, pay and resume. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/subscriptions');
  const read = await readForm(request);
  if (!read.ok) return data<SubscriptionsAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const { form } = read;
  const intent = textField(form, 'intent');
  const subscriptionId = textField(form, 'subscriptionId');
  const origin = new URL(request.url).origin;
  if (intent === 'subscribe') {
    const planId = textField(form, 'planId');
    const values = addressFromForm(form);
    const checked = validateAddress(values);
    if (!checked.ok) {
      const refused = addressRefusal(checked.errors);
      return data<SubscriptionsAnswer>(
        { ok: false, message: refused.message, intent, planId, fieldErrors: refused.fieldErrors, values },
        { status: refused.status },
      );
    }
    const started = await startSubscription({
      actor: user,
      planId,
      address: checked.address,
      idempotencyKey: textField(form, 'idempotencyKey'),
      origin,
      locale: languageCodeFor(request),
      affiliateId: await attributedAffiliate(request, user.id),
    });
    if (!started.ok)
      return data<SubscriptionsAnswer>({ ok: false, message: started.message, intent, planId, values }, { status: 400 });
    throw redirect(started.paymentUrl);
  }
  if (intent === 'pay-and-resume') {
    const resumed = await asOwner(
      () => payAndResume({ actor: user, subscriptionId, idempotencyKey: crypto.randomUUID(), origin }),
      subscriptionFailure('not-due'),
    );
    if (!resumed.ok)
      return data<SubscriptionsAnswer>({ ok: false, message: resumed.message, intent, subscriptionId }, { status: 400 });
    throw redirect(resumed.paymentUrl);
  }
  if (intent === 'pause' || intent === 'resume' || intent === 'cancel' || intent === 'change-plan') {
    const change = await asOwner(
      () => changeSubscription({ actor: user, subscriptionId, intent, planId: textField(form, 'planId') }),
      subscriptionFailure('not-found'),
    );
    return change.ok
      ? data<SubscriptionsAnswer>({ ...change, intent, subscriptionId })
      : data<SubscriptionsAnswer>({ ...answerOf(change), intent, subscriptionId }, { status: change.status });
  }
  return data<SubscriptionsAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
}

/**
 * Someone else's subscription is answered as it always was, as none of the person's (the page
 * never offers one): the operation refuses it with Access Denied, and the page says `instead`.
 */
async function asOwner<T>(change: () => Promise<T>, instead: Failure): Promise<T | Failure> {
  try {
    return await change();
  } catch (error) {
    if (isActorRefusal(error)) return instead;
    throw error;
  }
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SubscriptionsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="subscriptions" area="account">
      <SubscriptionsPage
        plans={loaderData.plans}
        subscriptions={loaderData.subscriptions}
        countries={loaderData.countries}
        idempotencyKey={loaderData.idempotencyKey}
        result={actionData}
      />
    </AreaPage>
  );
}
