import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { DonateForm, type DonateFormAnswer } from '~/features/donations/components/donate-form';
import { startDonation, supportersWall } from '~/features/donations/donations.server';
import { activeProviderId } from '~/features/payments/payments.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { privateNoStore } from '~/utils/cache-headers';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { parseAmountCents } from '~/utils/money';
import type { Route } from './+types/donate';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/donate');
  const [wall, seo] = await Promise.all([supportersWall(), pageSeo(request, { path: '/donate', pageKey: 'donate' })]);
  return {
    // A fresh key per page view: a double click gives one donation.
    idempotencyKey: crypto.randomUUID(),
    name: user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
    wall,
    testMode: activeProviderId() === 'test',
    seo,
  };
}

/** Starts a one-off donation and sends the donor to pay; anyone may give, signed in or not. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/donate');
  const read = await readForm(request);
  if (!read.ok) return data<DonateFormAnswer>({ ok: false, message: 'errors.badForm', values: {} }, { status: 400 });
  const { form } = read;
  const values = Object.fromEntries(
    ['choice', 'custom', 'name', 'email', 'wall'].map((field) => [field, textField(form, field)]),
  );
  const amountCents = values.choice === 'custom' ? parseAmountCents(values.custom ?? '') : Number(values.choice);
  const result = await startDonation({
    actor: user,
    name: values.name ?? '',
    email: values.email ?? '',
    amountCents: amountCents ?? Number.NaN,
    showOnWall: values.wall === 'on',
    idempotencyKey: textField(form, 'idempotencyKey'),
    origin: new URL(request.url).origin,
    locale: languageCodeFor(request),
  });
  if (!result.ok) return data<DonateFormAnswer>({ ...answerOf(result), field: result.field, values }, { status: result.status });
  throw redirect(result.paymentUrl);
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function DonatePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="donate" area="shop">
      <DonateForm
        idempotencyKey={loaderData.idempotencyKey}
        name={loaderData.name}
        email={loaderData.email}
        wall={loaderData.wall}
        testMode={loaderData.testMode}
        result={actionData}
      />
    </AreaPage>
  );
}
