import { CreditCard, FlaskConical } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Money } from '~/components/ui/money';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { TEST_CARDS } from '../test-cards';

type SessionView = {
  id: string;
  description: string;
  amountCents: number;
  customerEmail: string | null;
  state: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  expiresAt: string | Date;
  /** Where "back" leads once the session is finished: the store's result page for it. */
  returnUrl: string;
};

const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

/** Our hosted test payment page: clearly test mode, with the test cards listed beside the form. */
export function TestPaymentPage({ session, error }: { session: SessionView; error?: string }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p
        role="note"
        className="flex items-center gap-2 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 font-semibold text-amber-950"
      >
        <FlaskConical aria-hidden className="size-5 shrink-0" />
        {t('payments.test.banner')}
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_16rem]">
        <section aria-labelledby="pay-heading" className="rounded-3xl border border-stone-200 bg-white p-6">
          <h1 id="pay-heading" className="font-serif text-2xl font-bold text-stone-900">
            {t('payments.test.title')}
          </h1>
          <p className="mt-2 text-stone-700">{session.description}</p>
          <p className="mt-4 text-3xl font-bold text-stone-900">
            <Money cents={session.amountCents} />
          </p>
          {session.customerEmail && <p className="mt-1 text-sm text-stone-600">{session.customerEmail}</p>}
          {session.state === 'open' ? (
            <>
              <Form method="post" className="mt-6 space-y-4" noValidate>
                <input type="hidden" name="intent" value="pay" />
                <TextField
                  label={t('payments.test.number')}
                  name="number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  required
                />
                <div className="grid grid-cols-2 gap-4">
                  <TextField label={t('payments.test.expiry')} name="expiry" autoComplete="cc-exp" placeholder="12/34" required />
                  <TextField
                    label={t('payments.test.cvc')}
                    name="cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    required
                  />
                </div>
                {error && (
                  <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                    {t(error)}
                  </p>
                )}
                <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
                  <CreditCard aria-hidden className="size-5" />
                  {t('payments.test.pay')}
                </button>
              </Form>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={buttonClass('ghost', 'md', 'w-full')} disabled={busy}>
                  {t('payments.test.cancel')}
                </button>
              </Form>
              <p className="mt-4 text-sm text-stone-600">{t('payments.test.expires', { when: formatWhen(session.expiresAt) })}</p>
            </>
          ) : (
            <div className="mt-6">
              <p role="status" className="rounded-xl bg-stone-100 px-4 py-3 font-medium text-stone-800">
                {t(`payments.test.state.${session.state}`)}
              </p>
              {error && (
                <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                  {t(error)}
                </p>
              )}
              <Link to={session.returnUrl} className={buttonClass('secondary', 'md', 'mt-4')}>
                {t('payments.test.back')}
              </Link>
            </div>
          )}
        </section>
        <aside aria-labelledby="cards-heading" className="rounded-3xl bg-earth-50 p-5 text-sm">
          <h2 id="cards-heading" className="font-semibold text-stone-900">
            {t('payments.test.cardsTitle')}
          </h2>
          <ul className="mt-3 space-y-3">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="block font-mono text-stone-900">{spaced(card.number)}</span>
                <span className="text-stone-600">{t(`payments.test.outcomes.${card.outcome}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-stone-600">{t('payments.test.cardsHint')}</p>
        </aside>
      </div>
    </div>
  );
}
