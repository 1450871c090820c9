import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  describeForeignWrite,
  findForeignWrites,
  foreignWritesIn,
  readTables,
  SCHEMA_OWNERS,
  type TableOwner,
} from './table-writes';

// Decision 0066: a feature writes only its own tables; another domain's rows change through
// that domain's functions (the catalogue owns products, whoever sells them).

const root = path.resolve(import.meta.dirname, '../..');
const tables = readTables(path.join(root, 'app/db/schema'));

describe('each domain writes its own tables', () => {
  test('every schema module names its owner, and every owner is a feature', () => {
    const modules = fs
      .readdirSync(path.join(root, 'app/db/schema'))
      .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
      .map((name) => name.slice(0, -'.ts'.length));
    expect(modules.filter((module) => !(module in SCHEMA_OWNERS))).toEqual([]);
    const features = fs.readdirSync(path.join(root, 'app/features'));
    const owners = Object.values(SCHEMA_OWNERS).filter((owner): owner is string => owner !== null);
    expect(owners.filter((owner) => !features.includes(owner))).toEqual([]);
    expect(tables.map((table) => table.table)).toEqual(expect.arrayContaining(['products', 'orders', 'stockMovements']));
  });

  test('no feature writes a table another domain owns', () => {
    const writes = findForeignWrites({ featuresDir: path.join(root, 'app/features'), tables });
    // Each line names the file, the line and the owner whose function to call instead.
    expect(writes.map(describeForeignWrite)).toEqual([]);
  });

  test('finds drizzle writes and raw SQL writes, by table object or SQL name, and leaves reads and own tables alone', () => {
    const sample: TableOwner[] = [
      { table: 'products', sqlName: 'products', module: 'catalog', owner: 'catalog' },
      { table: 'courses', sqlName: 'courses', module: 'learning', owner: 'learning' },
      { table: 'appMeta', sqlName: 'app_meta', module: 'platform', owner: null },
    ];
    const source = [
      'await tx.insert(products).values(values);', // 1: foreign
      'await tx.update(courses).set({ productId });', // 2: its own
      'await tx.select().from(products);', // 3: a read
      'await tx', // 4
      '  .update(', // 5: foreign, across lines
      '    products)', // 6
      'sql`update #{products} set stock_quantity = 0`;', // 7: foreign
      'sql`delete from products where id = #{id}`;', // 8: foreign, by its SQL name
      'sql`insert into app_meta (key, value) values (1, 2)`;', // 9: the kernel's
      'sql`select 1 from #{products}`;', // 10: a read
    ]
      .join('\n')
      // Written #{…} above so that the lint does not take them for a misquoted template.
      .replaceAll('#{', '${');
    const found = foreignWritesIn(source, { file: 'app/features/learning/x.server.ts', feature: 'learning', tables: sample });
    expect(found.map((write) => [write.line, write.table, write.owner])).toEqual([
      [1, 'products', 'catalog'],
      [5, 'products', 'catalog'],
      [7, 'products', 'catalog'],
      [8, 'products', 'catalog'],
      [9, 'appMeta', null],
    ]);
    expect(describeForeignWrite(found[0] as (typeof found)[number])).toBe(
      'app/features/learning/x.server.ts:1: features/learning writes products, which features/catalog owns: call a function of its owner instead',
    );
  });
});
