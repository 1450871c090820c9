import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameFailure } from './failures';

/** The English string at a dotted key, if the file has one. */
function english(key: string): unknown {
  const strings = JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8')) as Record<string, unknown>;
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], strings);
}

describe('the game failures', () => {
  it('each say something the English file has', () => {
    const missing = Object.entries(gameFailure.table)
      .filter(([, spec]) => typeof english(spec.message) !== 'string')
      .map(([code, spec]) => `${code}: ${spec.message}`);
    expect(missing).toEqual([]);
  });
});
