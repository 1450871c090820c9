import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, formatCardNumber, formatExpiry } from './card-input';

describe('the card fields as they are typed', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('')).toBe('');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });

  it('puts the slash in the expiry, with a leading zero where only one can be meant', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('1234567')).toBe('12/34');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12 / 2034')).toBe('12/20');
  });

  it('does not put the slash back while deleting', () => {
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1', true)).toBe('1');
  });

  it('keeps the caret after the same digits when the value is regrouped', () => {
    // "4242 4|" typed as "42424|": the caret stays after the fifth digit, past the new space.
    expect(caretAfterDigits('4242 4', digitsBefore('42424', 5))).toBe(6);
    // A digit typed in the middle: "4242 |4242" becomes "4242 1|424 2".
    expect(caretAfterDigits(formatCardNumber('4242 14242'), digitsBefore('4242 14242', 6))).toBe(6);
    expect(caretAfterDigits('4242', 0)).toBe(0);
    expect(caretAfterDigits('12/3', 3)).toBe(4);
  });
});
