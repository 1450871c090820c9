import { describe, expect, it } from 'vitest';
import { intentOf } from './action-intents';

describe('intentOf', () => {
  it('reads a request to fill the cart from a page', () => {
    expect(intentOf('add the materials of the composting guide to my cart')).toBe('add-materials');
    expect(intentOf('can you put everything for the tomato soup recipe in my basket')).toBe('add-materials');
    expect(intentOf('Add the worm farm stuff to cart pls')).toBe('add-materials');
  });

  it('reads a question about where an order is', () => {
    expect(intentOf('where is my order')).toBe('my-orders');
    expect(intentOf("my parcel hasn't arrived yet, what's its status")).toBe('my-orders');
    expect(intentOf('how do I track my order?')).toBe('my-orders');
  });

  it('reads a beginner looking for a class', () => {
    expect(intentOf('which class suits a beginner')).toBe('beginner-course');
    expect(intentOf("I've never grown anything, what course should I start with")).toBe('beginner-course');
  });

  it('offers nothing for a plain question', () => {
    expect(intentOf('how often should I turn my compost heap')).toBeNull();
    expect(intentOf('what is your refund policy for orders')).toBeNull();
    expect(intentOf('how long does shipping take to Canada')).toBeNull();
    expect(intentOf('what do beginners get wrong about watering')).toBeNull();
  });
});
