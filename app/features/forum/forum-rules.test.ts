import { describe, expect, it } from 'vitest';
import { handleFromName, linkMentions, parseMentions } from './mentions';
import { groupNotifications, type NotificationItem } from './notification-groups';
import { QUOTE_MAX_CHARS, quoteReply } from './quoting';
import { countLinks, postingLimits, trustLevelOf } from './trust-levels';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('trust levels', () => {
  it('starts every member at level 0, their posts held', () => {
    const level = trustLevelOf({ visiblePosts: 0, likesReceived: 0, joinedAt: now, lastHiddenAt: null }, now);
    expect(level).toBe(0);
    expect(postingLimits(level, false)).toMatchObject({ isHeld: true, maxLinks: 2, maxImages: 0 });
  });

  it('reaches level 1 after two visible posts and a day, and level 2 with 15 posts, 5 likes and two weeks', () => {
    expect(trustLevelOf({ visiblePosts: 2, likesReceived: 0, joinedAt: daysAgo(0.5), lastHiddenAt: null }, now)).toBe(0);
    expect(trustLevelOf({ visiblePosts: 2, likesReceived: 0, joinedAt: daysAgo(1), lastHiddenAt: null }, now)).toBe(1);
    expect(trustLevelOf({ visiblePosts: 15, likesReceived: 4, joinedAt: daysAgo(30), lastHiddenAt: null }, now)).toBe(1);
    expect(trustLevelOf({ visiblePosts: 15, likesReceived: 5, joinedAt: daysAgo(13), lastHiddenAt: null }, now)).toBe(1);
    expect(trustLevelOf({ visiblePosts: 15, likesReceived: 5, joinedAt: daysAgo(14), lastHiddenAt: null }, now)).toBe(2);
    expect(postingLimits(1, false).isHeld).toBe(false);
    expect(postingLimits(2, false).maxLinks).toBeNull();
  });

  it('puts a member with a post hidden in the last 30 days back to level 0', () => {
    const standing = { visiblePosts: 50, likesReceived: 40, joinedAt: daysAgo(400) };
    expect(trustLevelOf({ ...standing, lastHiddenAt: daysAgo(29) }, now)).toBe(0);
    expect(trustLevelOf({ ...standing, lastHiddenAt: daysAgo(31) }, now)).toBe(2);
  });

  it('gives moderators no limits whatever their level', () => {
    expect(postingLimits(0, true)).toMatchObject({ isHeld: false, maxLinks: null, maxImages: null });
  });

  it('counts links, bare addresses and pictures', () => {
    expect(countLinks('See [the guide](/guides/composting-guide) and https://example.org/x, www.example.com')).toEqual({
      links: 3,
      images: 0,
    });
    expect(countLinks('![a bed](https://example.org/bed.png) and [x](https://a.b)')).toEqual({ links: 1, images: 1 });
    expect(countLinks('No links here, just compost.')).toEqual({ links: 0, images: 0 });
  });
});

describe('mentions', () => {
  it('finds handles, each once and in lower case, not e-mail addresses or code', () => {
    expect(parseMentions('Thanks @Maya_Okafor and @tomas! Ask @maya_okafor.')).toEqual(['maya_okafor', 'tomas']);
    expect(parseMentions('write to ingrid@example.org')).toEqual([]);
    expect(parseMentions('in code `@notme` and\n```\n@neither\n```\nbut @yes_you')).toEqual(['yes_you']);
    expect(parseMentions('@ab is too short, @abc is fine')).toEqual(['abc']);
  });

  it('caps a post at ten people', () => {
    const many = Array.from({ length: 15 }, (_, index) => `@member${index}`).join(' ');
    expect(parseMentions(many)).toHaveLength(10);
  });

  it('links known handles only, leaving code alone', () => {
    expect(linkMentions('Hi @Maya_Okafor and @nobody, `@maya_okafor`', new Set(['maya_okafor']))).toBe(
      'Hi [@Maya_Okafor](/forum/u/maya_okafor) and @nobody, `@maya_okafor`',
    );
  });

  it('makes handles from names, unique', () => {
    expect(handleFromName('Tomás Reyes', () => false)).toBe('tomas_reyes');
    expect(handleFromName('李', () => false)).toBe('member');
    const taken = new Set(['maya_okafor', 'maya_okafor2']);
    expect(handleFromName('Maya Okafor', (handle) => taken.has(handle))).toBe('maya_okafor3');
  });
});

describe('quoting', () => {
  it('quotes a post as an attributed blockquote, without code or nested quotes', () => {
    const quote = quoteReply('Maya O.', '> an older quote\nKeep the heap moist.\n\n```\ncode\n```\nTurn it weekly.');
    expect(quote).toBe('> **Maya O.:**\n> Keep the heap moist.\n>\n> Turn it weekly.\n\n');
  });

  it('cuts a long post at a word', () => {
    const quote = quoteReply('A', 'word '.repeat(400));
    expect(quote.length).toBeLessThan(QUOTE_MAX_CHARS + 40);
    expect(quote).toContain('…');
  });
});

describe('notification groups', () => {
  const item = (
    id: string,
    kind: NotificationItem['kind'],
    thread: string,
    minutes: number,
    isRead = false,
    actor = `P${id}`,
  ) => ({
    id,
    kind,
    threadId: thread,
    threadTitle: `Thread ${thread}`,
    threadSlug: `thread-${thread}`,
    postNumber: 10 - minutes,
    actorName: actor,
    createdAt: new Date(now.getTime() - minutes * 60_000),
    isRead,
  });

  it('groups unread replies and likes per thread, newest first, with each actor once', () => {
    const groups = groupNotifications([
      item('1', 'reply', 'a', 5),
      item('2', 'reply', 'a', 3, false, 'P1'),
      item('3', 'reply', 'b', 4),
      item('4', 'mention', 'a', 2),
      item('5', 'mention', 'a', 1),
      item('6', 'reply', 'a', 9, true),
    ]);
    expect(groups.map((group) => [group.kind, group.items.map((entry) => entry.id)])).toEqual([
      ['mention', ['5']],
      ['mention', ['4']],
      ['reply', ['2', '1']],
      ['reply', ['3']],
      ['reply', ['6']],
    ]);
    expect(groups[2]?.actors).toEqual(['P1']);
    expect(groups[2]?.postNumber).toBe(5);
  });
});

describe('linked pages', () => {
  it('lists the site addresses a thread links to, once each, without the forum, other sites or anchors', async () => {
    const { linkedPaths } = await import('./linked-pages');
    expect(
      linkedPaths([
        '<p>See <a href="/composting-guide#browns">the guide</a> and <a href="https://example.org/x">elsewhere</a>.</p>',
        '<p><a href="/product/compost-starter-blend?ref=x">blend</a>, <a href="/forum/u/maya_o">@maya_o</a>, <a href="/composting-guide">again</a>, <a href="//evil.example">x</a></p>',
      ]),
    ).toEqual(['/composting-guide', '/product/compost-starter-blend']);
  });
});
