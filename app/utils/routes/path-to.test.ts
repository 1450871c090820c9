import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../route-table';
import { type ParamNames, pathTo } from './path-to';

describe('pathTo', () => {
  it('gives a path without parameters as declared', () => {
    expect(pathTo('/products')).toBe('/products');
    expect(pathTo('/')).toBe('/');
  });

  it('fills each parameter, wherever it is in the path', () => {
    expect(pathTo('/courses/:slug', { slug: 'soil-basics' })).toBe('/courses/soil-basics');
    expect(pathTo('/courses/:slug/lessons/:lesson', { slug: 'soil-basics', lesson: 'compost' })).toBe(
      '/courses/soil-basics/lessons/compost',
    );
    expect(pathTo('/courses/:slug/lessons/:lesson/files/:fileId', { slug: 's', lesson: 'l', fileId: 'f1' })).toBe(
      '/courses/s/lessons/l/files/f1',
    );
    expect(pathTo('/instructor-dashboard/courses/:courseId/quiz', { courseId: '7c9e' })).toBe(
      '/instructor-dashboard/courses/7c9e/quiz',
    );
  });

  it('encodes each value, so that it stays one segment', () => {
    expect(pathTo('/product/:handle', { handle: 'a/b?c#d e' })).toBe('/product/a%2Fb%3Fc%23d%20e');
    expect(pathTo('/certificates/:code', { code: 'ÉTÉ-1' })).toBe('/certificates/%C3%89T%C3%89-1');
  });

  it('refuses a value missing at run time (a caller that cast its way past the compiler)', () => {
    const params = {} as { orderId: string };
    expect(() => pathTo('/orders/:orderId', params)).toThrow(':orderId');
  });

  it('is checked by the compiler against the route table', () => {
    // Never called: `npm run typecheck` fails if any of these lines compiles.
    const refusedByTheCompiler = () => {
      // @ts-expect-error: no page has this path.
      pathTo('/no-such-page');
      // @ts-expect-error: an alias is not a link target; the page's own path is.
      pathTo('/payment-success');
      // @ts-expect-error: the path has a parameter and needs its value.
      pathTo('/courses/:slug');
      // @ts-expect-error: the value's name must be the parameter's.
      pathTo('/courses/:slug', { id: 'x' });
      // @ts-expect-error: a path without parameters takes none.
      pathTo('/products', { page: '2' });
    };
    expect(refusedByTheCompiler).toBeTypeOf('function');
    const names: ParamNames<'/courses/:slug/lessons/:lesson'>[] = ['slug', 'lesson'];
    expect(names).toHaveLength(2);
  });

  it('fills every declared page’s parameters', () => {
    for (const { path } of ROUTE_TABLE) {
      const params = Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name, 'x']));
      // Each page in turn: the table's paths as one union, so the compiler cannot tie params to one.
      expect((pathTo as (path: string, params?: object) => string)(path, params), path).not.toContain(':');
    }
  });
});
