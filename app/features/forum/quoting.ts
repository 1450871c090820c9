/*
 * Quoting (issue 37): "Quote" under a post starts a reply with that post's words as a markdown
 * blockquote, attributed, and remembers which post the reply answers (shown as "in reply to").
 * Pure; the thread page calls it in the browser and the server checks the quoted number exists.
 */

/** A quote keeps this much of the post: a reply quotes the point it answers, not a whole essay. */
export const QUOTE_MAX_CHARS = 600;

/** The start of a reply quoting `body` written by `author`. */
export function quoteReply(author: string, body: string): string {
  let text = body
    .replace(/```[\s\S]*?(```|$)/g, '')
    .replace(/^\s*>.*$/gm, '') // a quote of a quote is noise
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > QUOTE_MAX_CHARS) {
    const cut = text.slice(0, QUOTE_MAX_CHARS);
    text = `${cut.slice(0, Math.max(cut.lastIndexOf(' '), QUOTE_MAX_CHARS - 80)).trimEnd()}…`;
  }
  const quoted = text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
  return `> **${author.replace(/[*_`[\]]/g, '')}:**\n${quoted}\n\n`;
}
