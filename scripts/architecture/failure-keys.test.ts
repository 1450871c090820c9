import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FailureSpec } from '../../app/utils/failure';

/*
 * One shape for expected failures (issue 34, decision 0070): each domain declares its failures
 * once, in app/features/<domain>/failures.ts, and the person reads the failure's key translated.
 * A key the English file does not have would show the key itself, so every declared key must be
 * in it (a plural key counts through its forms, `key_one`, `key_other`).
 */

const FEATURES = 'app/features';

type Tree = { [key: string]: string | Tree };

function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [name.replace(/_(zero|one|two|few|many|other)$/, '')] : leafKeys(value, name);
  });
}

const english = new Set(leafKeys(JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8')) as Tree));

const failureFiles = fs
  .readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(FEATURES, entry.name, 'failures.ts')))
  .map((entry) => path.join(FEATURES, entry.name, 'failures.ts'));

/** The tables a failures module declares: its exports that carry `table` (what defineFailures makes). */
function declaredTables(module: Record<string, unknown>): Record<string, FailureSpec>[] {
  return Object.values(module).flatMap((value) =>
    typeof value === 'function' && 'table' in value ? [(value as { table: Record<string, FailureSpec> }).table] : [],
  );
}

describe('declared failures', () => {
  it('are declared in some domains already', () => {
    expect(failureFiles.length).toBeGreaterThan(0);
  });

  it.each(failureFiles)('%s names only keys the English file has', async (file) => {
    const module = (await import(path.resolve(file))) as Record<string, unknown>;
    const tables = declaredTables(module);
    expect(tables.length, `${file} declares no failures with defineFailures`).toBeGreaterThan(0);
    const missing = tables.flatMap((table) =>
      Object.entries(table).flatMap(([code, spec]) => (english.has(spec.message) ? [] : [`${code}: ${spec.message}`])),
    );
    expect(missing).toEqual([]);
  });
});
