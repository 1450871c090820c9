import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { pageViews } from '~/db/schema/analytics';

export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith('/'),
  search: z
    .string()
    .max(2048)
    .refine((value) => value === '' || value.startsWith('?'), 'search must be empty or start with ?')
    .default(''),
  referrer: z.string().max(2048).optional(),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;

export async function recordPageView(view: PageViewInput & { lang: string }) {
  await getDb()
    .insert(pageViews)
    .values({ path: view.path, search: view.search, referrer: view.referrer ?? null, lang: view.lang });
}
