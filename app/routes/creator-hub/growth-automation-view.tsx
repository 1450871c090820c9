import { Form, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { FigureCard, FigureGrid } from '~/components/ui/figure-card';
import { Money } from '~/components/ui/money';
import { TextField } from '~/components/ui/text-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { DELAY_HOURS } from '~/features/growth/growth-rules';
import { useTranslation } from '~/i18n/use-translation';
import type { GrowthAnswer, loadGrowthAutomation } from './growth-automation.server';

type GrowthPage = Awaited<ReturnType<typeof loadGrowthAutomation>>;

const sectionHeading = 'font-serif text-xl font-semibold text-stone-900';

/**
 * Growth automation: the cart reminder, what it sends and to whom, its switch and delay, and what
 * its reminders did in the last 30 days.
 */
export function GrowthAutomationView({ page, answer }: { page: GrowthPage; answer: GrowthAnswer | undefined }) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  const busy = useNavigation().state === 'submitting';
  const number = new Intl.NumberFormat(i18n.language);
  const { settings, figures } = page;
  const delayError = answer?.fieldErrors?.delayHours;
  return (
    <AreaPage pageKey="creator-hub-growth-automation">
      <section aria-labelledby="cart-reminder" className="mt-8 max-w-3xl">
        <h2 id="cart-reminder" className={sectionHeading}>
          {t('growth.cartReminder.heading')}
        </h2>
        <p className="mt-2 font-semibold text-stone-900">
          {settings.isEnabled ? t('growth.cartReminder.on', { count: settings.delayHours }) : t('growth.cartReminder.off')}
        </p>
        <p className="mt-2 text-stone-700">{t('growth.cartReminder.what')}</p>
        <ul className="mt-3 list-disc space-y-1 ps-6 text-stone-700">
          <li>{t('growth.cartReminder.rules.consent')}</li>
          <li>{t('growth.cartReminder.rules.ordered')}</li>
          <li>{t('growth.cartReminder.rules.weekly')}</li>
          <li>{t('growth.cartReminder.rules.stale')}</li>
        </ul>
        {answer?.formError && (
          <p role="alert" className="mt-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
            {t(answer.formError)}
          </p>
        )}
        <Form method="post" className="mt-6 grid gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:grid-cols-2">
          <label className="flex items-center gap-3 text-stone-800 sm:col-span-2">
            <input type="checkbox" name="isEnabled" defaultChecked={settings.isEnabled} className="size-4 accent-brand-700" />
            {t('growth.cartReminder.enable')}
          </label>
          <TextField
            label={t('growth.cartReminder.delay')}
            hint={t('growth.cartReminder.delayHint', { min: DELAY_HOURS.min, max: DELAY_HOURS.max })}
            name="delayHours"
            inputMode="numeric"
            defaultValue={answer?.values?.delayHours ?? String(settings.delayHours)}
            error={delayError ? t(delayError, { min: DELAY_HOURS.min, max: DELAY_HOURS.max }) : undefined}
          />
          <div className="sm:col-span-2">
            <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
              {t('growth.cartReminder.save')}
            </button>
            {settings.updatedAt && (
              <p className="mt-2 text-sm text-stone-600">
                {t('growth.cartReminder.changed', { when: when(settings.updatedAt) })}
              </p>
            )}
          </div>
        </Form>
      </section>
      <section aria-labelledby="cart-reminder-figures" className="mt-10">
        <h2 id="cart-reminder-figures" className={sectionHeading}>
          {t('growth.figures.heading', { count: page.figureDays })}
        </h2>
        <FigureGrid className="mt-4" columns={3}>
          <FigureCard label={t('growth.figures.sent')} value={number.format(figures.sent)} />
          <FigureCard
            label={t('growth.figures.orders')}
            value={number.format(figures.orders)}
            note={t('growth.figures.ordersNote')}
          />
          <FigureCard label={t('growth.figures.sales')} value={<Money cents={figures.salesCents} />} />
        </FigureGrid>
        <p className="mt-3 max-w-prose text-sm text-stone-600">{t('growth.figures.note')}</p>
      </section>
    </AreaPage>
  );
}
