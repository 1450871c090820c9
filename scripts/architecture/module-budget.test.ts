import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The module budget (convention 17, issue 34): a source file holds one thing (one operation or
 * one close family of them, one view, one pure engine) and stays short enough to read in one
 * sitting. A file over the budget needs its reason written here; anything else over it is split
 * along its concerns. Tests are outside the budget: a test file is a list of cases, and a long
 * list reads as well as a short one.
 */

const BUDGET_LINES = 400;

const ROOTS = ['app', 'server', 'scripts', 'bench'];

/** Files allowed over the budget, each with why it is one thing that reads best whole. */
const ALLOWED: Record<string, string> = {
  'app/features/game/pumpkin-patch.ts':
    'the whole pumpkin game as one pure engine (state, the nine jobs, weather, pests, the score): its rules refer to each other and are replayed on the server as one unit (decision 0052)',
  // Being split (issue 34): each entry leaves when its file does.
};

const SOURCE = /\.(ts|tsx|mjs|cjs)$/;
const TEST = /\.(test|spec)\.(ts|tsx|mjs)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const lineCount = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

describe('the module budget', () => {
  const files = ROOTS.flatMap(sourceFiles);
  const over = files.map((file) => ({ file, lines: lineCount(file) })).filter(({ lines }) => lines > BUDGET_LINES);

  it(`keeps every source file to ${BUDGET_LINES} lines, or names why not`, () => {
    const unexplained = over.filter(({ file }) => !(file in ALLOWED)).map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(unexplained, `split these along their concerns, or give the reason in ALLOWED (${__filename})`).toEqual([]);
  });

  it('lists no file that has come back within the budget or no longer exists', () => {
    const stale = Object.keys(ALLOWED).filter((file) => !over.some((entry) => entry.file === file));
    expect(stale, 'remove these from ALLOWED').toEqual([]);
  });
});
