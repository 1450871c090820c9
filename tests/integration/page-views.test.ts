import { describe, expect, it } from 'vitest';
import { pageViews } from '~/db/schema/index';
import { action } from '~/routes/api/page-views';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();

const send = (body: string, headers: Record<string, string> = {}) =>
  callAction(
    action,
    new Request('http://localhost/api/page-views', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

describe('page views (SPEC §7)', () => {
  it('records the path, search and language of a route change', async () => {
    const result = await send(JSON.stringify({ path: '/products', search: '?category=seeds' }), { 'accept-language': 'ar' });
    expect(result.status).toBe(204);
    const rows = await database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/products', search: '?category=seeds', lang: 'ar', referrer: null });
  });

  it('refuses malformed views and stores nothing', async () => {
    const before = (await database.db.select().from(pageViews)).length;
    for (const body of [
      'not json',
      JSON.stringify({ path: 'products' }),
      JSON.stringify({ path: '/x', search: 'a=1' }),
      JSON.stringify({ path: `/${'a'.repeat(3000)}` }),
    ]) {
      expect((await send(body)).status, body.slice(0, 30)).toBe(400);
    }
    expect((await send('x'.repeat(9000))).status).toBe(413);
    expect((await database.db.select().from(pageViews)).length).toBe(before);
  });
});
