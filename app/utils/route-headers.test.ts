import { describe, expect, it } from 'vitest';
import { passRetryAfter } from './route-headers';

describe('passRetryAfter', () => {
  it("passes on the action's Retry-After, else the loader's, beside the route's own headers", () => {
    const fromAction = passRetryAfter(
      { actionHeaders: new Headers({ 'Retry-After': '120' }), loaderHeaders: new Headers({ 'Retry-After': '5' }) },
      { 'Cache-Control': 'no-store' },
    );
    expect(fromAction.get('Retry-After')).toBe('120');
    expect(fromAction.get('Cache-Control')).toBe('no-store');
    const fromLoader = passRetryAfter({ actionHeaders: new Headers(), loaderHeaders: new Headers({ 'Retry-After': '5' }) });
    expect(fromLoader.get('Retry-After')).toBe('5');
  });

  it('adds nothing when neither answer was refused', () => {
    expect([...passRetryAfter({ actionHeaders: new Headers(), loaderHeaders: new Headers() }).keys()]).toEqual([]);
  });
});
