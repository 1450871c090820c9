import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { plannerFailure } from '~/features/planner/failures';
import { deletePlanSchema, planQuerySchema, planSearchParams, savePlanSchema } from '~/features/planner/planner.schema';
import { deletePlan, savePlan } from '~/features/planner/saved-plans.server';
import { pageMeta } from '~/features/seo/seo';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FormResult, fieldErrorsOf, formFailureResponse } from '~/utils/form-result';
import type { Route } from './+types/season-planner';
import { seasonPlannerPage } from './season-planner-page.server';
import { SeasonPlannerView } from './season-planner-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/season-planner');
  const page = await seasonPlannerPage(request, user?.id ?? null);
  // An address the planner cannot read still shows the page, with the message beside the field.
  return data(page, { status: Object.keys(page.fieldErrors).length > 0 ? 400 : 200 });
}

/** Where to go back to after a save or a delete: the plan being looked at, if the form carried a valid one. */
function planAddress(search: string): string {
  const params = new URLSearchParams(search);
  const parsed = planQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? `/season-planner?${planSearchParams(parsed.data)}` : '/season-planner';
}

/**
 * Saves the plan on show under a name, or deletes one of the member's saved plans. The page is
 * public, so a visitor may post here too: they are asked to sign in first (401), as the
 * pumpkin game's save does.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/season-planner');
  if (!user) return formFailureResponse(plannerFailure('sign-in'));
  const read = await readForm(request);
  if (!read.ok) return data<FormResult>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent === 'delete') {
    const parsed = deletePlanSchema.safeParse({ planId: textField(read.form, 'planId') });
    if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
    const deleted = await deletePlan({ actor: user, planId: parsed.data.planId });
    if (!deleted.ok) return formFailureResponse(deleted);
    throw redirect(`${planAddress(textField(read.form, 'search'))}#saved-plans`, {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'planner.save.deleted' }, request) },
    });
  }
  const parsed = savePlanSchema.safeParse({
    name: textField(read.form, 'name'),
    zone: textField(read.form, 'zone'),
    lastFrost: textField(read.form, 'lastFrost'),
    hemisphere: textField(read.form, 'hemisphere'),
  });
  if (!parsed.success) return data<FormResult>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const saved = await savePlan({ actor: user, plan: parsed.data });
  if (!saved.ok) return formFailureResponse(saved);
  throw redirect(`/season-planner?${planSearchParams(parsed.data)}#saved-plans`, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'planner.save.saved' }, request) },
  });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function SeasonPlannerPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SeasonPlannerView page={loaderData} answer={actionData} />;
}
