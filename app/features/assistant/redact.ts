/*
 * What the question log keeps of a question (issue 38): its words, without the details that
 * would say who asked. People paste their email, phone number, card or order number, street
 * address into a chat box; none of those help anyone improve a guide, so they are replaced by a
 * placeholder before the question is written down. The conversation a signed-in person keeps
 * for themselves is theirs and is not redacted.
 */

const PATTERNS: readonly [RegExp, string][] = [
  // Email addresses.
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/gu, '[email]'],
  // Web addresses with a query or path can carry tokens and names.
  [/\bhttps?:\/\/\S+/giu, '[link]'],
  // Codes of letters and digits mixed (tracking numbers, references) of letters and digits mixed.
  [/\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]{2,})+\b/gu, '[reference]'],
  // Long runs of digits, with spaces, dots or dashes between them: card, phone, account and order numbers.
  [/\+?\d(?:[\s.\-()/]*\d){6,}/gu, '[number]'],
  // A house number and a street name: "12 Elm Road".
  [
    /\b\d{1,5}[a-z]?\s+(?:[\p{Lu}][\p{L}'-]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|way|close|court|place|boulevard|blvd|terrace|crescent)\b\.?/giu,
    '[address]',
  ],
  // "my name is Ana Pereira", "I'm Ana": the words after it.
  [/\b(my name is|i am called|this is)\s+[\p{Lu}][\p{L}'-]+(?:\s+[\p{Lu}][\p{L}'-]+)?/gu, '$1 [name]'],
];

/** The question without the details that name or reach a person. */
export function redactPersonalDetails(text: string): string {
  let redacted = text;
  for (const [pattern, replacement] of PATTERNS) redacted = redacted.replace(pattern, replacement);
  return redacted;
}
