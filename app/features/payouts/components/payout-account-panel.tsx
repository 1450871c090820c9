import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { useTranslation } from '~/i18n/use-translation';

type ShownAccount = { accountHolder: string; country: string; last4: string };

/**
 * Where an instructor or vendor is paid by bank (decision 0104): holder, country and the last four
 * characters, and the whole number on request, for an administrator about to make the transfer.
 * The form posts `intent=reveal` to the page's own action, which records who looked.
 */
export function PayoutAccountPanel({
  account,
  revealed,
  refusal,
  missing,
}: {
  account: ShownAccount | null;
  revealed: { account: string; bankCode: string } | null;
  /** A translation key: why the account could not be opened. */
  refusal: string | null;
  /** A translation key: what it means that there is no account. */
  missing: string;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  // The one country shown, in the reader's language (English where theirs lacks the name), as the payout form names it.
  const country =
    account && (new Intl.DisplayNames([i18n.language, 'en'], { type: 'region' }).of(account.country) ?? account.country);
  return (
    <section aria-labelledby="payout-account" className="mt-10 max-w-3xl">
      <h2 id="payout-account" className="font-serif text-xl font-bold text-stone-900">
        {t('instructors.payouts.accountTitle')}
      </h2>
      {account ? (
        <>
          <p dir="auto" className="mt-2 text-stone-800">
            {account.accountHolder} · {country} · {t('instructors.payouts.accountEnding', { last4: account.last4 })}
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
          {refusal && <ResultNotice ok={false} message={t(refusal)} className="mt-3" />}
        </>
      ) : (
        <p className="mt-2 text-amber-800">{t(missing)}</p>
      )}
    </section>
  );
}
