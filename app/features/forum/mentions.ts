/*
 * @mentions (issue 37): `@handle` in a post notifies the member with that handle. Handles are
 * lower-case letters, digits and underscores, 3 to 24 long (forum_members' check); a mention is
 * matched without regard to case. An address such as me@example.org is not a mention, nor is
 * anything inside code. Pure; the server resolves the handles to members.
 */

export const HANDLE_PATTERN = /^[a-z0-9_]{3,24}$/;

/** At most this many people are notified from one post: a post naming dozens is a broadcast. */
export const MENTIONS_MAX = 10;

const MENTION = /(^|[^\p{L}\p{N}_@.\\/`])@([A-Za-z0-9_]{3,24})(?![A-Za-z0-9_@])/gu;

/** Code spans and blocks, where `@name` is code rather than a mention. */
function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?(```|$)/g, ' ').replace(/`[^`\n]*`/g, ' ');
}

/** The handles a post mentions, lower case, each once, in order of first mention, at most MENTIONS_MAX. */
export function parseMentions(markdown: string): string[] {
  const found: string[] = [];
  for (const match of withoutCode(markdown).matchAll(MENTION)) {
    const handle = (match[2] ?? '').toLowerCase();
    if (!found.includes(handle)) found.push(handle);
    if (found.length === MENTIONS_MAX) break;
  }
  return found;
}

/**
 * Turns the mentions of known members into links to their page, in markdown, before it is
 * rendered (so the one sanitising path still sees everything). Unknown handles stay as text.
 */
export function linkMentions(markdown: string, known: ReadonlySet<string>): string {
  if (known.size === 0) return markdown;
  // Code is left alone: split it out, link the rest, put it back.
  const parts = markdown.split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/g);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(MENTION, (whole, before: string, handle: string) =>
            known.has(handle.toLowerCase()) ? `${before}[@${handle}](/forum/u/${handle.toLowerCase()})` : whole,
          ),
    )
    .join('');
}

/**
 * A handle from a person's name: "Maya Okafor" gives "maya_okafor", accents dropped, other
 * scripts gone; too short gives "member". `isTaken` answers for the other members; a taken handle
 * gets a number ("maya_okafor2").
 */
export function handleFromName(name: string, isTaken: (handle: string) => boolean): string {
  let base = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 20)
    .replace(/_+$/, '');
  if (base.length < 3) base = 'member';
  if (!isTaken(base)) return base;
  for (let number = 2; ; number++) {
    const candidate = `${base}${number}`;
    if (!isTaken(candidate)) return candidate;
  }
}
