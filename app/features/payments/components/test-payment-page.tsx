import { type FormEvent, useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { CircleExclamationPoint, CreditCard, FlaskConical, LoaderCircle } from '~/components/ui/icons';
import { Money } from '~/components/ui/money';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { CONTENT_LANGUAGE, contentLanguage } from '~/i18n/languages';
import { useTranslation } from '~/i18n/use-translation';
import type { FieldErrors } from '~/utils/form-result';
import { caretAfterDigits, digitsBefore, formatCardNumber, formatExpiry } from '../card-input';
import type { CheckoutLine } from '../provider';
import { TEST_CARDS } from '../test-cards';

type SessionView = {
  id: string;
  description: string;
  amountCents: number;
  lines: CheckoutLine[];
  shippingCents: number | null;
  taxCents: number | null;
  customerEmail: string | null;
  state: 'open' | 'paid' | 'declined' | 'cancelled' | 'expired';
  expiresAt: string | Date;
  /** Where "back" leads once the session is finished: the store's result page for it. */
  returnUrl: string;
};

/** What the page's action answered: a message (a decline, a closed page) and the fields it is about. */
export type TestPaymentError = { message: string; field?: string; fieldErrors?: FieldErrors };

const CARD_FIELDS = ['number', 'expiry', 'cvc'] as const;

/**
 * Reformats a card field as it is typed, keeping the caret after the same digits. Without
 * JavaScript nothing reformats and the server reads the digits as typed.
 */
function tidy(format: (value: string, isDeleting: boolean) => string) {
  return (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const isDeleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete') ?? false;
    const before = digitsBefore(input.value, input.selectionStart ?? input.value.length);
    const formatted = format(input.value, isDeleting);
    if (formatted === input.value) return;
    input.value = formatted;
    const caret = caretAfterDigits(formatted, before);
    // Typing at the end keeps the caret at the end, past a slash just added.
    const atEnd = before === formatted.replace(/\D/g, '').length;
    input.setSelectionRange(atEnd ? formatted.length : caret, atEnd ? formatted.length : caret);
  };
}

/** Our hosted test payment page: clearly test mode, what is being paid for, and the test cards. */
export function TestPaymentPage({ session, error }: { session: SessionView; error?: TestPaymentError }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const busy = navigation.state !== 'idle';
  const paying = busy && navigation.formData?.get('intent') === 'pay';
  const fieldErrors = error?.fieldErrors ?? {};
  const fieldError = (field: (typeof CARD_FIELDS)[number]) => (fieldErrors[field] ? t(fieldErrors[field]) : undefined);
  const firstBad = CARD_FIELDS.find((field) => fieldErrors[field]);
  // A decline is about the card, not one mistyped field: its message is the form's own.
  const formMessage = error && !error.field ? error.message : undefined;

  // After each answer the first wrong field, or for a decline the card number, takes the focus,
  // so the person can correct it at once (the server-rendered page autofocuses the same field).
  useEffect(() => {
    if (!error) return;
    const target = form.current?.elements.namedItem(firstBad ?? 'number');
    if (target instanceof HTMLInputElement) {
      target.focus();
      if (!firstBad) target.select();
    }
  }, [error, firstBad]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <p
        role="note"
        className="flex items-center gap-2 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950 sm:text-base"
      >
        <FlaskConical aria-hidden className="size-5 shrink-0" />
        {t('payments.test.banner')}
      </p>
      <div className="mt-6">
        <h1 className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">{t('payments.test.title')}</h1>
        <p className="mt-1 text-stone-700">
          {session.description}
          {session.customerEmail && <span className="block text-sm text-stone-600">{session.customerEmail}</span>}
        </p>
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] md:items-start lg:gap-8">
        <PaymentSummary session={session} />
        <section
          aria-label={t('payments.test.title')}
          className="rounded-3xl border border-stone-200 bg-white p-5 sm:p-6 md:col-start-1 md:row-span-2 md:row-start-1"
        >
          <p className="text-3xl font-bold text-stone-900">
            <Money cents={session.amountCents} />
          </p>
          {session.state === 'open' ? (
            <>
              <Form ref={form} method="post" className="mt-5 space-y-4" noValidate>
                <input type="hidden" name="intent" value="pay" />
                <TextField
                  label={t('payments.test.number')}
                  name="number"
                  inputMode="numeric"
                  autoComplete="cc-number"
                  placeholder="4242 4242 4242 4242"
                  maxLength={23}
                  required
                  autoFocus={firstBad === 'number' || Boolean(formMessage && !firstBad)}
                  error={fieldError('number')}
                  onInput={tidy((value) => formatCardNumber(value))}
                  className="[&_input]:font-mono [&_input]:tracking-wide"
                />
                <div className="grid grid-cols-2 gap-4">
                  <TextField
                    label={t('payments.test.expiry')}
                    name="expiry"
                    inputMode="numeric"
                    autoComplete="cc-exp"
                    placeholder={t('payments.test.expiryPlaceholder')}
                    maxLength={7}
                    required
                    autoFocus={firstBad === 'expiry'}
                    error={fieldError('expiry')}
                    onInput={tidy(formatExpiry)}
                  />
                  <TextField
                    label={t('payments.test.cvc')}
                    name="cvc"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    placeholder="123"
                    maxLength={4}
                    required
                    autoFocus={firstBad === 'cvc'}
                    error={fieldError('cvc')}
                  />
                </div>
                {formMessage && (
                  <p role="alert" className="flex gap-2 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                    <CircleExclamationPoint aria-hidden className="mt-0.5 size-5 shrink-0" />
                    {t(formMessage)}
                  </p>
                )}
                <button
                  type="submit"
                  className={buttonClass('primary', 'lg', 'w-full')}
                  disabled={busy}
                  aria-disabled={busy || undefined}
                >
                  {paying ? (
                    <LoaderCircle aria-hidden className="size-5 animate-spin" />
                  ) : (
                    <CreditCard aria-hidden className="size-5" />
                  )}
                  {paying ? t('payments.test.processing') : t('payments.test.pay')}
                </button>
              </Form>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="cancel" />
                <button type="submit" className={buttonClass('ghost', 'md', 'w-full')} disabled={busy}>
                  {t('payments.test.cancel')}
                </button>
              </Form>
              <p className="mt-2 text-center text-sm text-stone-600">{t('payments.test.cancelHint')}</p>
              <p className="mt-4 text-sm text-stone-600">{t('payments.test.expires', { when: formatWhen(session.expiresAt) })}</p>
            </>
          ) : (
            <div className="mt-6">
              <p role="status" className="rounded-xl bg-stone-100 px-4 py-3 font-medium text-stone-800">
                {t(`payments.test.state.${session.state}`)}
              </p>
              {error && (
                <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800">
                  {t(error.message)}
                </p>
              )}
              <Link to={session.returnUrl} className={buttonClass('secondary', 'md', 'mt-4')}>
                {t('payments.test.back')}
              </Link>
            </div>
          )}
        </section>
        <aside aria-labelledby="cards-heading" className="rounded-3xl bg-earth-50 p-5 text-sm md:col-start-2">
          <h2 id="cards-heading" className="font-semibold text-stone-900">
            {t('payments.test.cardsTitle')}
          </h2>
          <ul className="mt-3 space-y-3">
            {TEST_CARDS.map((card) => (
              <li key={card.number}>
                <span className="block font-mono text-stone-900">{formatCardNumber(card.number)}</span>
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

/** The lines, shipping, tax and total the store sent with the checkout, as a hosted page lists them. */
function PaymentSummary({ session }: { session: SessionView }) {
  const { t } = useTranslation();
  if (session.lines.length === 0) return null;
  return (
    <aside
      aria-labelledby="summary-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 text-sm md:col-start-2 md:row-start-1"
    >
      <h2 id="summary-heading" className="font-semibold text-stone-900">
        {t('payments.test.summaryTitle')}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100">
        {session.lines.map((line, index) => (
          // Lines carry no id of their own; their order is the checkout's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered
          <li key={index} className="flex items-start justify-between gap-3 py-2">
            <span className="min-w-0">
              <span {...contentLanguage(CONTENT_LANGUAGE)} className="block font-medium text-stone-900">
                {line.name}
              </span>
              <span className="text-stone-600">{t('payments.test.lineQuantity', { quantity: line.quantity })}</span>
            </span>
            <span className="shrink-0 font-medium text-stone-900">
              <Money cents={line.unitAmountCents * line.quantity} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3">
        {session.shippingCents !== null && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">{t('payments.test.shipping')}</dt>
            <dd className="text-stone-900">
              {session.shippingCents === 0 ? t('payments.test.freeShipping') : <Money cents={session.shippingCents} />}
            </dd>
          </div>
        )}
        {session.taxCents !== null && (
          <div className="flex justify-between gap-3">
            <dt className="text-stone-600">{t('payments.test.tax')}</dt>
            <dd className="text-stone-900">
              <Money cents={session.taxCents} />
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-3 pt-1 text-base font-semibold text-stone-900">
          <dt>{t('payments.test.total')}</dt>
          <dd>
            <Money cents={session.amountCents} />
          </dd>
        </div>
      </dl>
    </aside>
  );
}
