/**
 * How the test payment page's card fields tidy what is typed (pure, so it is tested on its own):
 * the number in groups of four, the expiry with its slash. The server reads either form, spaced
 * or not (test-cards.ts), so a browser without JavaScript sends the digits as typed.
 */

/** The most digits a card number has. */
const MAX_CARD_DIGITS = 19;

/** Digits in groups of four ("4242 4242 4242 4242"), at most 19 digits. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * MM/YY as it is typed: the slash comes after the month; a first digit above 1 can only be a
 * month with a leading zero ("4" is "04/"). While deleting, a slash is not put back, or the
 * person could never delete past it.
 */
export function formatExpiry(value: string, isDeleting = false): string {
  let digits = value.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !isDeleting) return `${digits}/`;
  return digits;
}

/**
 * Where the caret goes once a value is reformatted: after as many digits as were before it, so
 * typing or deleting in the middle of a number does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** How many digits come before `position` in `value`. */
export function digitsBefore(value: string, position: number): number {
  return value.slice(0, position).replace(/\D/g, '').length;
}
