import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withNamedStatements } from '~/db/pglite-statements.server';

// The named-statement layer under drizzle on PGlite (decision 0030), against PGlite's own query().
let client: PGlite;
let named: ReturnType<typeof withNamedStatements>;

const preparedCount = async () =>
  (await client.query<{ count: number }>(`select count(*)::int as count from pg_prepared_statements`)).rows[0]?.count;

beforeAll(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table plant (id int primary key, name text not null unique, tags jsonb not null default '[]',
      hardy boolean not null default false, sown_at timestamptz);
    insert into plant (id, name, tags, hardy, sown_at) values
      (1, 'basil', '["herb"]', false, '2026-04-01T10:00:00Z'), (2, 'kale', '["leaf","winter"]', true, null);
    create function refuse(plant_id int) returns int language plpgsql as $$
      begin raise exception 'refused' using errcode = 'VS001', detail = plant_id::text; end $$;`);
  named = withNamedStatements(client, { limit: 3 });
});

afterAll(async () => {
  await client.close();
});

describe('named statements on PGlite', () => {
  it('answers as PGlite.query does, with the same parsers and options, and parses a text once', async () => {
    const text = 'select id, name, tags, hardy, sown_at from plant where id = any($1::int[]) order by id';
    const expected = await client.query(text, [[1, 2]]);
    const before = await preparedCount();
    const first = await named.query(text, [[1, 2]]);
    const second = await named.query(text, [[1, 2]]);
    expect(first.rows).toEqual(expected.rows);
    expect(second.rows).toEqual(expected.rows);
    expect(first.rows[1]).toEqual({ id: 2, name: 'kale', tags: ['leaf', 'winter'], hardy: true, sown_at: null });
    expect(first.fields.map((field) => field.name)).toEqual(['id', 'name', 'tags', 'hardy', 'sown_at']);
    expect(((await preparedCount()) ?? 0) - (before ?? 0)).toBe(1);

    const asArrays = await named.query(text, [[1]], { rowMode: 'array', parsers: { 1184: (value: string) => value } });
    expect(asArrays.rows).toEqual([[1, 'basil', ['herb'], false, '2026-04-01 10:00:00+00']]);
  });

  it('writes typed values (dates, json, booleans, null) and reports rows affected', async () => {
    const inserted = await named.query('insert into plant (id, name, tags, hardy, sown_at) values ($1, $2, $3, $4, $5)', [
      3,
      'chard',
      { colours: ['red', 'gold'] },
      true,
      new Date('2026-05-02T08:30:00Z'),
    ]);
    expect(inserted.affectedRows).toBe(1);
    const { rows } = await client.query('select tags, hardy, sown_at from plant where id = 3');
    expect(rows[0]).toEqual({ tags: { colours: ['red', 'gold'] }, hardy: true, sown_at: new Date('2026-05-02T08:30:00Z') });
    const cleared = await named.query('update plant set sown_at = $1 where id = $2', [null, 3]);
    expect(cleared.affectedRows).toBe(1);
  });

  it('passes on database errors with their code and detail, and the connection carries on', async () => {
    await expect(named.query('insert into plant (id, name) values ($1, $2)', [4, 'basil'])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(named.query('select refuse($1)', [7])).rejects.toMatchObject({ code: 'VS001', detail: '7' });
    await expect(named.query('select nonsense from nowhere where id = $1', [1])).rejects.toMatchObject({ code: '42P01' });
    expect((await named.query('select name from plant where id = $1', [2])).rows).toEqual([{ name: 'kale' }]);
  });

  it('runs inside a transaction on its turn: sees its own writes, and a rollback undoes them', async () => {
    let outside: Promise<number> | undefined;
    let outsideDone = false;
    await expect(
      named.transaction(async (tx) => {
        await tx.query('insert into plant (id, name) values ($1, $2)', [5, 'leek']);
        expect((await tx.query('select name from plant where id = $1', [5])).rows).toEqual([{ name: 'leek' }]);
        // A query from outside waits for the transaction to finish, as PGlite.query does.
        outside = named.query<{ count: number }>('select count(*)::int as count from plant where id = $1', [5]).then((result) => {
          outsideDone = true;
          return result.rows[0]?.count ?? -1;
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(outsideDone).toBe(false);
        throw new Error('change of plan');
      }),
    ).rejects.toThrow('change of plan');
    expect(await outside).toBe(0);

    await named.transaction(async (tx) => {
      await tx.query('insert into plant (id, name) values ($1, $2)', [6, 'onion']);
    });
    expect((await client.query('select name from plant where id = 6')).rows).toEqual([{ name: 'onion' }]);
  });

  it('keeps no more statements than its limit, and a statement whose table changed is parsed again', async () => {
    for (let id = 1; id <= 6; id++) await named.query(`select name from plant where id = $1 and ${id} = ${id}`, [id]);
    // The evicted ones are closed on the next trip into the database.
    await named.query('select name from plant where id = $1', [1]);
    expect(await preparedCount()).toBeLessThanOrEqual(3);

    const text = 'select * from plant where id = $1';
    expect(Object.keys((await named.query(text, [1])).rows[0] as object)).not.toContain('zone');
    await client.exec('alter table plant add column zone int');
    expect((await named.query(text, [1])).rows[0]).toMatchObject({ name: 'basil', zone: null });
  });
});
