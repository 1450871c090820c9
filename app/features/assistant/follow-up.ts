/*
 * Whether a question leans on the one before it (issue 38): "and in winter?", "what about
 * tomatoes", "how often should I turn it" are read with the question they follow; "where is my
 * order", asked after a compost question, is a question of its own and must not be searched for
 * among compost pages. A short question counts as a follow-up when it opens like one or points
 * back at something with a pronoun.
 */

const OPENS_LIKE_FOLLOW_UP = /^(and|or|but|also|so|then|what about|how about|and what|and how|same for|what if|why)\b/;
const POINTS_BACK = /\b(it|its|it's|that|this|those|these|them|they|there|one|ones)\b/;
/** Longer than this, a question says enough on its own. */
const SHORT = 8;

export function isFollowUp(question: string): boolean {
  const text = question.toLowerCase().replace(/[’']/g, "'").trim();
  if (text.split(/\s+/).length > SHORT) return false;
  return OPENS_LIKE_FOLLOW_UP.test(text) || POINTS_BACK.test(text);
}
