import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator } from '~/i18n/translator';
import { TranslatorContext } from '~/i18n/use-translation';
import type { PartyPayouts } from '../party-payouts';
import { PayoutsSummary } from './payouts-summary';

const english = new Translator('en', JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8')), { siteName: 'Verde Living' });

const payouts = (figures: Partial<PartyPayouts>): PartyPayouts => ({
  paidCents: 0,
  inRunCents: 0,
  nextEstimateCents: 0,
  inWindowCents: 0,
  aheadCents: 0,
  recordedCents: 0,
  recent: [],
  ...figures,
});

const render = (figures: Partial<PartyPayouts>) =>
  renderToStaticMarkup(
    <TranslatorContext.Provider value={english}>
      <PayoutsSummary payouts={payouts(figures)} refundWindowDays={30} />
    </TranslatorContext.Provider>,
  );

describe('a vendor’s or affiliate’s payouts on their dashboard', () => {
  it('shows the four figures, and nothing about being ahead while nothing was paid ahead', () => {
    const html = render({ paidCents: 1000, inRunCents: 200, nextEstimateCents: 350, inWindowCents: 700 });
    for (const figure of ['$10.00', '$2.00', '$3.50', '$7.00']) expect(html).toContain(figure);
    expect(html).not.toContain('paid more than you have earned');
  });

  it('says how far ahead they were paid when a refund came after a payout', () => {
    const html = render({ paidCents: 1000, aheadCents: 300 });
    expect(html).toContain('You have been paid more than you have earned so far');
    expect(html).toContain('$3.00');
  });
});
