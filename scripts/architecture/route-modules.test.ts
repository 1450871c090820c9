import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRouteModule, routeModules } from './route-modules.mjs';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'route-modules-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A route module written to a temporary folder, checked as the lint step checks the table's. */
function check(source: string, name = 'page.tsx') {
  const file = path.join(folder, name);
  fs.writeFileSync(file, source);
  return checkRouteModule(file);
}

describe('the route-module check', () => {
  it('reads every module of the route table, and each exists', () => {
    const modules = routeModules();
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.filter((file) => !fs.existsSync(file))).toEqual([]);
    expect(modules).toContain(path.resolve('app/routes/learn/course.tsx'));
    expect(modules).toContain(path.resolve('app/routes/not-found.tsx'));
  });

  it('accepts the route functions and the page', () => {
    const source = `
      import { Outcome } from './outcome-view';
      export async function loader() { return null; }
      export async function action() { return null; }
      export const meta = () => [];
      export const ErrorBoundary = () => null;
      export function headers() { return {}; }
      const LIMIT = 3;
      function readLimit() { return LIMIT; }
      export default function Page() { return <Outcome limit={readLimit()} />; }`;
    expect(check(source)).toEqual([]);
  });

  it('names a component declared beside the page, and where views go', () => {
    const problems = check(
      `
      function Figure() { return <p />; }
      const Row = ({ label }: { label: string }) => <li>{label}</li>;
      const Memo = memo(function Inner() { return null; });
      export default function Page() { return <Figure />; }`,
      'dashboard.tsx',
    );
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain('dashboard.tsx:2: declares the component `Figure`');
    expect(problems[0]).toContain('move views to dashboard-view.tsx beside it');
    expect(problems.join('\n')).toContain('`Row`');
    expect(problems.join('\n')).toContain('`Memo`');
  });

  it('names an export React Router does not read, a type or a re-export included', () => {
    const problems = check(`
      export type Answer = { ok: boolean };
      export const LIMIT = 3;
      export { helper } from './helper';
      export default function Page() { return null; }`);
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toContain('exports the type `Answer`');
    expect(problems.join('\n')).toContain('exports `LIMIT`');
    expect(problems.join('\n')).toContain('exports `helper`');
  });

  it('finds nothing to say about the route modules of the table', () => {
    expect(routeModules().flatMap(checkRouteModule)).toEqual([]);
  });
});
