/*
 * An accepted answer taken into a guide's FAQ (issue 37, decision 0097): what the admin's form
 * starts from, and the limits both its fields keep. Pure; the form page calls it on the server.
 */

export const GUIDE_FAQ_LIMITS = {
  question: { min: 5, max: 200 },
  answer: { min: 2, max: 5000 },
} as const;

/** Text cut to `max` characters at a word, with an ellipsis, or as it is when it fits. */
function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The question and answer an admin starts from: the thread's title as the question (a question
 * mark added when the title has none, as an FAQ asks), and the accepted answer's markdown without
 * the quotes it opened with (the words it answered, already the question) or the forum's @ on a
 * mention (a guide names no member as a handle). Both are cut to the form's limits.
 */
export function faqDraft({ title, answerMd }: { title: string; answerMd: string }): { question: string; answer: string } {
  const trimmed = title.trim().replace(/[.:!]+$/, '');
  const question = /[?？؟]$/.test(trimmed) ? trimmed : `${trimmed}?`;
  const answer = answerMd
    .replace(/^(?:[ \t]*>.*(?:\r?\n|$))+/, '') // the quote the answer starts with
    .replace(/(^|[^\w@/])@([a-z0-9_]{3,24})\b/gi, '$1$2')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { question: cutAt(question, GUIDE_FAQ_LIMITS.question.max), answer: cutAt(answer, GUIDE_FAQ_LIMITS.answer.max) };
}

/** The anchor of an entry on its guide's page, stable while the entry lives (`#faq-1a2b3c4d`). */
export function faqAnchor(entryId: string): string {
  return `faq-${entryId.replace(/-/g, '').slice(0, 8)}`;
}

/** An entry as a guide's page shows it (`listGuideFaq`). */
export type GuideFaqEntry = {
  id: string;
  /** The entry's id on the guide page. */
  anchor: string;
  question: string;
  /** The answer through the one sanitising path, links marked as a member's words (it came from one). */
  answerHtml: string;
  /** The answer as plain text, for FAQPage structured data. */
  answerText: string;
  /** The thread it came from, while a visitor can read it; null otherwise. */
  thread: { slug: string; title: string } | null;
};
