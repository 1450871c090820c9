import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { HeartHandshake } from '~/components/ui/icons';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionAnswer } from '~/utils/form-result';
import { formatPrice, parseAmountCents } from '~/utils/money';
import { DONATION_TIERS, SUGGESTED_AMOUNTS_CENTS, tierFor } from '../perks';

/** A refused gift: the message, beside the field it is about when it is about one, and what was typed. */
export type DonateFormAnswer = ActionAnswer & { ok: false; field?: string; values: Record<string, string> };

/** /donate: suggested amounts or your own, perk tiers, and the supporters' wall. */
export function DonateForm({
  idempotencyKey,
  name,
  email,
  wall,
  testMode,
  result,
}: {
  idempotencyKey: string;
  name: string;
  email: string;
  wall: string[];
  testMode: boolean;
  result?: DonateFormAnswer;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const values = result?.values ?? {};
  const [choice, setChoice] = useState(values.choice ?? String(SUGGESTED_AMOUNTS_CENTS[1]));
  const [custom, setCustom] = useState(values.custom ?? '');
  const amountCents = choice === 'custom' ? parseAmountCents(custom) : Number(choice);
  const reached = amountCents ? tierFor(amountCents) : null;
  const money = (cents: number) => formatPrice(cents, i18n.language);
  const error = (field: string) => (result?.field === field ? t(result.message) : undefined);
  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
      <Form method="post" className="space-y-6 rounded-3xl border border-stone-200 bg-white p-6" noValidate>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <h2 className="text-2xl font-semibold text-stone-900">{t('donate.heading')}</h2>
        <p className="text-stone-700">{t('donate.intro')}</p>
        {result && !result.field && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
            {t(result.message)}
          </p>
        )}
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">{t('donate.amount')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SUGGESTED_AMOUNTS_CENTS.map((cents) => (
              <label
                key={cents}
                className="flex cursor-pointer items-center justify-center rounded-xl border border-stone-300 px-3 py-3 text-lg font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900"
              >
                <input
                  type="radio"
                  name="choice"
                  value={String(cents)}
                  checked={choice === String(cents)}
                  onChange={() => setChoice(String(cents))}
                  className="sr-only"
                />
                {money(cents)}
              </label>
            ))}
          </div>
          <label className="mt-3 flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="choice"
              value="custom"
              checked={choice === 'custom'}
              onChange={() => setChoice('custom')}
              className="size-4 accent-brand-700"
            />
            {t('donate.custom')}
          </label>
          {choice === 'custom' && (
            <TextField
              className="mt-2 max-w-xs"
              label={t('donate.custom')}
              name="custom"
              inputMode="decimal"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              error={error('amount')}
            />
          )}
          {choice !== 'custom' && error('amount') && <p className="mt-2 text-sm font-medium text-red-700">{error('amount')}</p>}
        </fieldset>
        <TextField
          label={t('donate.name')}
          name="name"
          autoComplete="name"
          defaultValue={values.name ?? name}
          error={error('name')}
          required
        />
        <TextField
          label={t('donate.email')}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? email}
          error={error('email')}
          required
        />
        {reached?.id === 'orchard' && (
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" name="wall" defaultChecked={values.wall === 'on'} className="size-4 accent-brand-700" />
            {t('donate.wall')}
          </label>
        )}
        {reached && (
          <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
            <strong>{t(`donate.tiers.${reached.id}`)}</strong>:{' '}
            {reached.perks.map((perk) => t(`donate.perks.${perk}`)).join(' · ')}
          </p>
        )}
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
          <HeartHandshake aria-hidden className="size-5" />
          {amountCents ? t('donate.submit', { amount: money(amountCents) }) : t('donate.submitPlain')}
        </button>
        {testMode && <p className="text-center text-xs text-stone-600">{t('donate.testMode')}</p>}
      </Form>
      {/* Two named regions (the tiers, the supporters): no unnamed complementary landmark around them. */}
      <div className="space-y-6">
        <section aria-labelledby="tiers-heading" className="rounded-3xl bg-earth-50 p-5">
          <h2 id="tiers-heading" className="font-semibold text-stone-900">
            {t('donate.tiersTitle')}
          </h2>
          <ul className="mt-3 space-y-4 text-sm">
            {DONATION_TIERS.map((tier) => (
              <li key={tier.id}>
                <p className="font-semibold text-stone-900">
                  {t(`donate.tiers.${tier.id}`)} · {t('donate.tierMin', { amount: money(tier.minCents) })}
                </p>
                <ul className="mt-1 list-disc space-y-0.5 ps-5 text-stone-700">
                  {tier.perks.map((perk) => (
                    <li key={perk}>{t(`donate.perks.${perk}`)}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="wall-heading" className="rounded-3xl border border-stone-200 p-5">
          <h2 id="wall-heading" className="font-semibold text-stone-900">
            {t('donate.wallTitle')}
          </h2>
          {wall.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('donate.wallEmpty')}</p>
          ) : (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {wall.map((supporter, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: names repeat; the list is static
                <li key={`${supporter}-${index}`} className="rounded-full bg-brand-50 px-3 py-1 text-brand-900">
                  {supporter}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
