import { describe, expect, it } from 'vitest';
import { citedNumbers } from './citations';

describe('citedNumbers', () => {
  it('finds the sources an answer cites', () => {
    expect([...citedNumbers('Add browns [1]. Turn it weekly [3].')]).toEqual([1, 3]);
    expect(citedNumbers('I could not find that in our guides.').size).toBe(0);
  });
});
