import type { SearchDocumentInput } from '~/features/search/documents.server';

/*
 * An open role as a document of the site search (decision 0077). A role is a page of the site,
 * so it is found among the pages rather than under a kind of its own: a handful of roles would
 * not earn a kind (a migration of the index's check, a filter, labels, and one more group read
 * by every query). The pages that ship with the build are synchronised at start-up, so a role's
 * source carries a prefix that the synchronisation leaves alone. Pure: the subscriber in
 * careers.jobs.server.ts saves it when a role is published or edited, and removes it when the
 * role is taken down or deleted.
 */

export const ROLE_SEARCH_SOURCE_PREFIX = 'career-role:';

export const roleSearchSourceId = (roleId: string) => `${ROLE_SEARCH_SOURCE_PREFIX}${roleId}`;

/** The instant a role stops being found: the end of its closing day in UTC, as /careers counts it. */
export function roleSearchExpiry(closesOn: string | null): Date | null {
  if (!closesOn) return null;
  const start = new Date(`${closesOn}T00:00:00Z`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

export function roleSearchDocument(role: {
  id: string;
  slug: string;
  title: string;
  team: string;
  location: string;
  summary: string;
  /** The description as plain text (content.server's markdownToText). */
  text: string;
  publishedAt: Date | null;
  closesOn: string | null;
}): SearchDocumentInput {
  return {
    kind: 'page',
    sourceId: roleSearchSourceId(role.id),
    language: 'en',
    title: role.title,
    summary: role.summary,
    body: `${role.location}\n${role.text}`,
    // What someone looking for work types, and the team's name.
    keywords: ['job', 'careers', role.team],
    path: `/careers/${role.slug}`,
    publishedAt: role.publishedAt,
    expiresAt: roleSearchExpiry(role.closesOn),
  };
}
