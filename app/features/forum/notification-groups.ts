/*
 * Notification grouping (issue 37): the notifications page shows "3 new replies in
 * ‘Compost smells’", not three lines, as Discourse does. Unread notifications of the same kind in
 * the same thread form one group (the newest first, with the people who acted); read ones stay
 * one line each. Pure.
 */

export type NotificationKind = 'reply' | 'mention' | 'like' | 'accepted' | 'approved';

export type NotificationItem = {
  id: string;
  kind: NotificationKind;
  threadId: string;
  threadTitle: string;
  threadSlug: string;
  postNumber: number;
  actorName: string;
  createdAt: Date;
  isRead: boolean;
};

export type NotificationGroup = {
  /** The notifications in it, newest first; the page links to the first one's post. */
  items: NotificationItem[];
  kind: NotificationKind;
  threadTitle: string;
  threadSlug: string;
  /** The earliest unread post, where reading should start. */
  postNumber: number;
  /** Who acted, each once, the most recent first. */
  actors: string[];
  isRead: boolean;
  latestAt: Date;
};

/** Mentions and accepted answers speak to one person about one post: never grouped. */
const GROUPED: ReadonlySet<NotificationKind> = new Set(['reply', 'like']);

export function groupNotifications(items: readonly NotificationItem[]): NotificationGroup[] {
  const sorted = [...items].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  const groups: NotificationGroup[] = [];
  const open = new Map<string, NotificationGroup>();
  for (const item of sorted) {
    const key = `${item.kind}:${item.threadId}`;
    const group = !item.isRead && GROUPED.has(item.kind) ? open.get(key) : undefined;
    if (group) {
      group.items.push(item);
      group.postNumber = Math.min(group.postNumber, item.postNumber);
      if (!group.actors.includes(item.actorName)) group.actors.push(item.actorName);
      continue;
    }
    const made: NotificationGroup = {
      items: [item],
      kind: item.kind,
      threadTitle: item.threadTitle,
      threadSlug: item.threadSlug,
      postNumber: item.postNumber,
      actors: [item.actorName],
      isRead: item.isRead,
      latestAt: item.createdAt,
    };
    groups.push(made);
    if (!item.isRead && GROUPED.has(item.kind)) open.set(key, made);
  }
  return groups;
}
