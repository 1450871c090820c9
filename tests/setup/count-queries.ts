import { vi } from 'vitest';
import type { setupTestDatabase } from './test-database';

type TestDatabase = Awaited<ReturnType<typeof setupTestDatabase>>;

/** Counts the statements the database driver is asked to run while fn runs (issue 12's read budgets). */
export async function countQueries<T>(database: TestDatabase, fn: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const client = (database.db as unknown as { $client: { query: (text: string) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    const result = await fn();
    // node-postgres is handed a query config ({ text, values, name }) for prepared statements.
    const textOf = (query: unknown) =>
      typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : String(query);
    return { result, queries: spy.mock.calls.map((call) => textOf(call[0])) };
  } finally {
    spy.mockRestore();
  }
}
