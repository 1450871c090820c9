import { Form, Link, useNavigation } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { ResultNotice } from '~/components/ui/result-notice';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { requireAccess } from '~/features/accounts/guard.server';
import { PAYOUT_RECORD_LIMITS } from '~/features/instructors/payouts.schema';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/instructor';
import { instructorPayoutAction, loadInstructorPayouts } from './instructor-payouts.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/instructors/:instructorId');
  const found = await loadInstructorPayouts(params.instructorId);
  if (!found) throw await notFoundResponse(request);
  return {
    ...found,
    today: new Date().toISOString().slice(0, 10),
    seo: await pageSeo(request, {
      path: pathTo('/creator-hub/instructors/:instructorId', { instructorId: params.instructorId }),
      pageKey: 'creator-hub-instructor',
      noindex: true,
    }),
  };
}

/** Show the whole bank account (recorded in the security log), or record a transfer made to it. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/creator-hub/instructors/:instructorId');
  return instructorPayoutAction(request, admin, params.instructorId);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Cents as the amount field takes them: "123.45". */
const plainAmount = (cents: number) => (cents / 100).toFixed(2);

export default function InstructorPayoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { payee, earnedCents, dueCents, payouts, today } = loaderData;
  const busy = navigation.state === 'submitting';
  const recordAnswer = actionData?.intent === 'record' ? actionData : null;
  const revealed = actionData?.ok && actionData.intent === 'reveal' ? actionData.account : null;
  const revealFailed = actionData && !actionData.ok && actionData.intent === 'reveal' ? actionData : null;
  const failed = recordAnswer && !recordAnswer.ok ? recordAnswer : null;
  const values = failed?.values ?? {};
  const fieldError = (name: string) => {
    const key = failed?.fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const country = (code: string) => regionNames.of(code) ?? code;
  const summary = [
    ['earned', earnedCents],
    ['paid', payee.paidCents],
    ['due', dueCents],
  ] as const;

  return (
    <AreaPage pageKey="creator-hub-instructor">
      <p className="mt-4">
        <Link to={pathTo('/creator-hub/instructors')} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('instructors.payouts.backToList')}
        </Link>
      </p>
      <h2 dir="auto" className="mt-6 font-serif text-2xl font-bold text-stone-900">
        {payee.name}
        <span className="block text-base font-normal text-stone-600">{payee.email}</span>
      </h2>

      <dl className="mt-6 grid max-w-3xl gap-4 sm:grid-cols-3">
        {summary.map(([key, cents]) => (
          <div key={key} className="rounded-2xl border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{t(`instructors.payouts.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-stone-900">
              <Money cents={cents} />
            </dd>
          </div>
        ))}
      </dl>
      {dueCents < 0 && <p className="mt-3 max-w-3xl text-stone-700">{t('instructors.payouts.overpaid')}</p>}

      <section aria-labelledby="payout-account" className="mt-10 max-w-3xl">
        <h2 id="payout-account" className="font-serif text-xl font-bold text-stone-900">
          {t('instructors.payouts.accountTitle')}
        </h2>
        {payee.payout ? (
          <>
            <p dir="auto" className="mt-2 text-stone-800">
              {payee.payout.accountHolder} · {country(payee.payout.country)} ·{' '}
              {t('instructors.payouts.accountEnding', { last4: payee.payout.last4 })}
            </p>
            {revealed ? (
              <dl className="mt-4 grid gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-stone-700">{t('instructors.payouts.fullAccount')}</dt>
                <dd className="font-mono text-stone-900" dir="ltr">
                  {revealed.account}
                </dd>
                {revealed.bankCode && (
                  <>
                    <dt className="font-semibold text-stone-700">{t('instructors.payouts.bankCode')}</dt>
                    <dd className="font-mono text-stone-900" dir="ltr">
                      {revealed.bankCode}
                    </dd>
                  </>
                )}
              </dl>
            ) : (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="reveal" />
                <button type="submit" className={buttonClass('secondary')} disabled={busy}>
                  {t('instructors.payouts.reveal')}
                </button>
                <p className="mt-2 text-sm text-stone-600">{t('instructors.payouts.revealLogged')}</p>
              </Form>
            )}
            {revealFailed?.formError && <ResultNotice ok={false} message={t(revealFailed.formError)} className="mt-3" />}
          </>
        ) : (
          <p className="mt-2 text-amber-800">{t('instructors.payouts.noAccountLong')}</p>
        )}
      </section>

      <section aria-labelledby="record-payout" className="mt-10 max-w-3xl">
        <h2 id="record-payout" className="font-serif text-xl font-bold text-stone-900">
          {t('instructors.payouts.recordTitle')}
        </h2>
        <p className="mt-2 text-stone-700">{t('instructors.payouts.recordBody')}</p>
        {recordAnswer?.ok && (
          <ResultNotice
            ok
            message={t('instructors.payouts.recorded', { due: formatPrice(recordAnswer.dueCents, i18n.language) })}
            className="mt-4"
          />
        )}
        {failed?.formError && (
          <ResultNotice
            ok={false}
            message={t(failed.formError, { due: formatPrice(failed.dueCents ?? 0, i18n.language) })}
            className="mt-4"
          />
        )}
        {/* A fresh form after each payout: the next one starts from the new balance. */}
        <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2" key={payouts.length}>
          <input type="hidden" name="intent" value="record" />
          <TextField
            label={t('instructors.payouts.fields.amount')}
            name="amount"
            inputMode="decimal"
            required
            defaultValue={values.amount ?? (dueCents > 0 ? plainAmount(dueCents) : '')}
            hint={t('instructors.payouts.fields.amountHint')}
            error={fieldError('amount')}
          />
          <TextField
            label={t('instructors.payouts.fields.paidOn')}
            name="paidOn"
            type="date"
            required
            max={today}
            defaultValue={values.paidOn ?? today}
            error={fieldError('paidOn')}
          />
          <TextField
            label={t('instructors.payouts.fields.reference')}
            name="reference"
            required
            maxLength={PAYOUT_RECORD_LIMITS.reference.max}
            defaultValue={values.reference ?? ''}
            hint={t('instructors.payouts.fields.referenceHint')}
            error={fieldError('reference')}
            className="sm:col-span-2"
          />
          <TextAreaField
            label={t('instructors.payouts.fields.note')}
            name="note"
            rows={2}
            maxLength={PAYOUT_RECORD_LIMITS.note.max}
            defaultValue={values.note ?? ''}
            error={fieldError('note')}
            className="sm:col-span-2"
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary')} disabled={busy || !payee.payout}>
              {t('instructors.payouts.record')}
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="payout-history" className="mt-10">
        <h2 id="payout-history" className="font-serif text-xl font-bold text-stone-900">
          {t('instructors.payouts.historyTitle')}
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-2 text-stone-700">{t('instructors.payouts.noPayouts')}</p>
        ) : (
          <ScrollRegion
            label={t('instructors.payouts.historyTitle')}
            className="mt-4 rounded-2xl border border-stone-200 bg-white"
          >
            <table className="w-full min-w-[40rem] text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.fields.paidOn')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-end font-semibold">
                    {t('instructors.payouts.fields.amount')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.fields.reference')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-start font-semibold">
                    {t('instructors.payouts.recordedBy')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {payouts.map((payout) => (
                  <tr key={payout.id}>
                    <td className="px-4 py-3">{formatDate(payout.paidOn, i18n.language)}</td>
                    <td className="px-4 py-3 text-end tabular-nums">
                      <Money cents={payout.amountCents} />
                    </td>
                    <td className="px-4 py-3" dir="auto">
                      {payout.reference}
                      {payout.accountLast4 && (
                        <span className="block text-xs text-stone-600">
                          {t('instructors.payouts.accountEnding', { last4: payout.accountLast4 })}
                        </span>
                      )}
                      {payout.note && <span className="block text-xs text-stone-600">{payout.note}</span>}
                    </td>
                    <td className="px-4 py-3" dir="auto">
                      {payout.recordedBy ?? t('instructors.payouts.deletedAdmin')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </AreaPage>
  );
}
