import fs from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Translator } from '~/i18n/translator';
import { TranslatorContext } from '~/i18n/use-translation';
import { ReliefTotal } from './relief-total';

const english = new Translator('en', JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8')), { siteName: 'Verde Living' });

const render = (cents: number) =>
  renderToStaticMarkup(
    <TranslatorContext.Provider value={english}>
      <ReliefTotal cents={cents} labelClassName="label" noteClassName="note" />
    </TranslatorContext.Provider>,
  );

describe('the relief total (issue 35, point 11)', () => {
  it('says what every order gives, not "$0.00 given so far", before anything has been given', () => {
    const html = render(0);
    expect(html).toContain('10% of every order goes to relief work');
    expect(html).not.toContain('$0.00');
    expect(html).not.toContain('so far');
  });

  it('shows the figure once it is above zero', () => {
    const html = render(123_456);
    expect(html).toContain('Given to relief so far');
    expect(html).toContain('$1,234.56');
    expect(html).not.toContain('10% of every order goes to relief work');
  });
});
