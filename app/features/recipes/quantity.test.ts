import { describe, expect, it } from 'vitest';
import { formatAmount, formatQuantity, isSingular, parseQuantity, scaleQuantity, servingsAsked, servingsFrom } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['', null],
    ['2', { kind: 'amount', value: 2 }],
    ['0.5', { kind: 'amount', value: 0.5 }],
    ['1/2', { kind: 'amount', value: 0.5 }],
    ['1 1/2', { kind: 'amount', value: 1.5 }],
    ['2-3', { kind: 'range', from: 2, to: 3 }],
    ['1/4-1/2', { kind: 'range', from: 0.25, to: 0.5 }],
  ])('reads %j', (text, quantity) => {
    expect(parseQuantity(text)).toEqual({ ok: true, quantity });
  });

  it.each(['a', '1/0', '3-2', '2-2', '1 3/2', '0', '1,5', '½', '-2', '2 -'])('refuses %j with a reason', (text) => {
    const result = parseQuantity(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(/quantity|range|more than nothing/);
  });
});

describe('formatAmount', () => {
  it.each([
    [0.5, '½'],
    [1 / 3, '⅓'],
    [0.25, '¼'],
    [1.5, '1½'],
    [0.75, '¾'],
    [2 / 3, '⅔'],
    [2, '2'],
    [2.98, '3'],
    [1.02, '1'],
    [12.4, '12'],
    [333.3, '335'],
    [0.01, '⅛'],
    [0.125, '⅛'],
  ])('%f is written %s', (value, text) => {
    expect(formatAmount(value)).toBe(text);
  });
});

describe('scaling servings', () => {
  it('scales an amount and both ends of a range', () => {
    expect(formatQuantity(scaleQuantity({ kind: 'amount', value: 1 }, 1.5))).toBe('1½');
    expect(formatQuantity(scaleQuantity({ kind: 'amount', value: 1 }, 1 / 4))).toBe('¼');
    expect(formatQuantity(scaleQuantity({ kind: 'range', from: 2, to: 3 }, 2))).toBe('4–6');
    expect(formatQuantity(scaleQuantity({ kind: 'range', from: 0.25, to: 0.5 }, 2))).toBe('½–1');
  });

  it('never leaves a quantity blank, however far it is scaled down', () => {
    expect(formatQuantity(scaleQuantity({ kind: 'amount', value: 0.25 }, 1 / 12))).toBe('⅛');
    expect(formatQuantity(scaleQuantity({ kind: 'range', from: 0.25, to: 0.5 }, 1 / 12))).toBe('⅛');
  });

  it('knows one from many for the unit', () => {
    expect(isSingular({ kind: 'amount', value: 1 })).toBe(true);
    expect(isSingular({ kind: 'amount', value: 0.5 })).toBe(true);
    expect(isSingular({ kind: 'amount', value: 1.5 })).toBe(false);
    expect(isSingular({ kind: 'range', from: 1, to: 2 })).toBe(false);
  });

  it('reads the servings asked for, or keeps the recipe’s own', () => {
    expect(servingsFrom('6', 4)).toBe(6);
    expect(servingsFrom(' 2 ', 4)).toBe(2);
    for (const bad of [null, '', '0', '100', '-1', '2.5', 'abc']) expect(servingsFrom(bad, 4)).toBe(4);
  });
});

describe('servingsAsked (the scaler without JavaScript)', () => {
  it('moves the field by the step − or + sent, within 1 to 99', () => {
    const ask = (query: string) => servingsAsked(new URLSearchParams(query), 4);
    expect(ask('')).toBe(4);
    expect(ask('servings=6')).toBe(6);
    expect(ask('servings=6&step=1')).toBe(7);
    expect(ask('servings=6&step=-1')).toBe(5);
    expect(ask('servings=1&step=-1')).toBe(1);
    expect(ask('servings=99&step=1')).toBe(99);
    expect(ask('step=5')).toBe(4);
  });
});
