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
