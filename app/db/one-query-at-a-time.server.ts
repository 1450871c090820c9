import type pg from 'pg';

type Send = (...args: unknown[]) => unknown;

/**
 * Sends one PostgreSQL connection's queries one after another, in the order they were asked for.
 * Code that reads several things at once inside a transaction (`Promise.all` over `tx`: the data
 * export, a learner's progress) hands its one connection several queries; node-postgres queues
 * them itself today but warns that pg 9 will refuse it ("Calling client.query() when the client is
 * already executing a query"). Chaining them here keeps the order and the outcome (a failed query
 * does not stop the next, as in pg's own queue) without leaning on that. Only promise-style calls
 * are chained: a call with a callback (the pool's own `pool.query`, on a connection it checked out
 * for that one query) or a Submittable (a cursor) goes straight through.
 */
export function oneQueryAtATime(client: pg.Client): void {
  const send = client.query.bind(client) as Send;
  let previous: Promise<unknown> = Promise.resolve();
  const query: Send = (...args) => {
    const [config] = args;
    const passesThrough =
      typeof args.at(-1) === 'function' ||
      typeof (config as { submit?: unknown } | null)?.submit === 'function' ||
      typeof (config as { callback?: unknown } | null)?.callback === 'function';
    if (passesThrough) return send(...args);
    const result = previous.then(() => send(...args));
    previous = result.catch(() => undefined);
    return result;
  };
  client.query = query as typeof client.query;
}
