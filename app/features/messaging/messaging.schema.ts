import { z } from 'zod';

const listQuery = z.object({
  status: z.enum(['queued', 'sent', 'outbox', 'failed']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

/** The email list's filters from its URL; anything unexpected falls back to the default. */
export function parseEmailListQuery(url: URL) {
  return listQuery.parse({ status: url.searchParams.get('status') ?? undefined, page: url.searchParams.get('page') ?? 1 });
}
