import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/*
 * Who writes which table (decision 0066): a feature writes the tables of its own schema modules
 * only; another domain's rows change through that domain's functions. Lint's import rules cannot
 * see this (a feature may import the schema of a feature it builds on, to read it), so
 * table-writes.test.ts reads the source for the writes themselves.
 */

/** Schema module (file name in app/db/schema) → the feature that owns its tables; null: the kernel's. */
export const SCHEMA_OWNERS: Record<string, string | null> = createRequire(import.meta.url)('./schema-owners.cjs');

export type TableOwner = { table: string; sqlName: string; module: string; owner: string | null };

/** Every table the schema modules export, by its name in TypeScript and in SQL. */
export function readTables(schemaDir: string): TableOwner[] {
  return fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    .flatMap((name) => {
      const module = name.slice(0, -'.ts'.length);
      const source = fs.readFileSync(path.join(schemaDir, name), 'utf8');
      return [...source.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map((match) => ({
        table: match[1] as string,
        sqlName: match[2] as string,
        module,
        owner: SCHEMA_OWNERS[module] ?? null,
      }));
    });
}

export type ForeignWrite = { file: string; line: number; feature: string; table: string; owner: string | null };

// Drizzle's writes (`.insert(products)`, also across lines) and raw SQL through a table object
// (`update ${products}`) or by its SQL name (`insert into products`, `update products set`).
const DRIZZLE_WRITE = /\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE_OF_OBJECT = /\b(?:insert\s+into|update|delete\s+from)\s+\$\{\s*(\w+)\s*\}/gi;
const SQL_WRITE_BY_NAME = /\b(?:insert\s+into\s+(\w+)|update\s+(\w+)\s+set\b|delete\s+from\s+(\w+))/gi;

/** The writes in one feature file to tables that feature does not own. */
export function foreignWritesIn(
  source: string,
  { file, feature, tables }: { file: string; feature: string; tables: TableOwner[] },
) {
  const byObject = new Map(tables.map((table) => [table.table, table]));
  const bySqlName = new Map(tables.map((table) => [table.sqlName, table]));
  const found: ForeignWrite[] = [];
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const check = (table: TableOwner | undefined, index: number) => {
    if (table && table.owner !== feature)
      found.push({ file, line: lineOf(index), feature, table: table.table, owner: table.owner });
  };
  for (const match of source.matchAll(DRIZZLE_WRITE)) check(byObject.get(match[1] as string), match.index);
  for (const match of source.matchAll(SQL_WRITE_OF_OBJECT)) check(byObject.get(match[1] as string), match.index);
  for (const match of source.matchAll(SQL_WRITE_BY_NAME))
    check(bySqlName.get((match[1] ?? match[2] ?? match[3]) as string), match.index);
  return found.sort((a, b) => a.line - b.line);
}

/** Every write in app/features (tests left out) to a table of another owner. */
export function findForeignWrites({ featuresDir, tables }: { featuresDir: string; tables: TableOwner[] }): ForeignWrite[] {
  const files = (fs.readdirSync(featuresDir, { recursive: true }) as string[])
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .sort();
  return files.flatMap((name) => {
    const feature = name.split(path.sep)[0] as string;
    const source = fs.readFileSync(path.join(featuresDir, name), 'utf8');
    return foreignWritesIn(source, { file: path.join('app/features', name), feature, tables });
  });
}

/** One line per write, as the failing test prints it. */
export function describeForeignWrite(write: ForeignWrite): string {
  const owner = write.owner ? `features/${write.owner}` : 'the kernel (app/db)';
  return `${write.file}:${write.line}: features/${write.feature} writes ${write.table}, which ${owner} owns: call a function of its owner instead`;
}
