/**
 * The name shown with a review: the first name and the last name's initial ("Rosa B."), enough to
 * tell reviewers apart without publishing anyone's full name.
 */
export function reviewerName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = Array.from(lastName?.trim() ?? '')[0];
  if (!first) return initial ? `${initial}.` : '';
  return initial ? `${first} ${initial}.` : first;
}

/** A person's full name from the account's two fields ("Rosa Bianchi"); empty when neither is set. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
}
