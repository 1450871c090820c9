import { PGlite } from '@electric-sql/pglite';

const db = await PGlite.create(
  process.argv[2] ? { dataDir: process.argv[2], relaxedDurability: process.argv[3] === 'relaxed' } : {},
);
for (const g of ['fsync', 'synchronous_commit', 'full_page_writes', 'wal_level', 'shared_buffers', 'wal_buffers'])
  console.log(g, (await db.query(`show ${g}`)).rows[0]);
await db.exec('create table if not exists t (id serial primary key, v int, s text)');
async function time(label, fn, n = 1000) {
  for (let i = 0; i < 100; i++) await fn(i);
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn(i);
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
}
await time('select 1', () => db.query('select 1'));
await time('select param', () => db.query('select $1::int', [1]));
await time('insert', (i) => db.query('insert into t (v, s) values ($1, $2)', [i, 'x']));
await time('tx insert+update', (i) =>
  db.transaction(async (tx) => {
    await tx.query('insert into t (v, s) values ($1, $2)', [i, 'x']);
    await tx.query('update t set v = v + 1 where id = $1', [1]);
  }),
);
await db.exec('set synchronous_commit = off');
await time('insert sync off', (i) => db.query('insert into t (v, s) values ($1, $2)', [i, 'x']));
await time('tx sync off', (i) =>
  db.transaction(async (tx) => {
    await tx.query('insert into t (v, s) values ($1, $2)', [i, 'x']);
    await tx.query('update t set v = v + 1 where id = $1', [1]);
  }),
);
await time('select 1 again', () => db.query('select 1'));
