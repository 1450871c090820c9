import { describe, expect, it } from 'vitest';
import { isFollowUp } from './follow-up';

describe('isFollowUp', () => {
  it('reads a short question that leans on the one before as a follow-up', () => {
    expect(isFollowUp('and in winter?')).toBe(true);
    expect(isFollowUp('what about tomatoes')).toBe(true);
    expect(isFollowUp('how often should I turn it')).toBe(true);
    expect(isFollowUp('Why?')).toBe(true);
  });

  it('reads a question that stands on its own as new', () => {
    expect(isFollowUp('where is my order')).toBe(false);
    expect(isFollowUp('how do I store seeds')).toBe(false);
    expect(isFollowUp('which class suits a beginner')).toBe(false);
    expect(isFollowUp('and how long does shipping to Canada take with the standard method usually')).toBe(false);
  });
});
