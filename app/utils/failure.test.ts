import { describe, expect, it } from 'vitest';
import { defineFailures, type FailureCode, isFailure, type Result } from './failure';

const classFailure = defineFailures({
  'not-found': { message: 'learning.classes.errors.notFound', status: 404 },
  closed: { message: 'learning.classes.errors.closed' },
  'seat-limit': { message: 'learning.classes.errors.seatLimit', status: 400, field: 'seats' },
});

describe('defineFailures', () => {
  it('makes a failure from its declared key and status, 409 when none is declared', () => {
    expect(classFailure('not-found')).toEqual({
      ok: false,
      code: 'not-found',
      message: 'learning.classes.errors.notFound',
      status: 404,
    });
    expect(classFailure('closed').status).toBe(409);
  });

  it('keeps the declared field unless the refusal names another, and adds the values', () => {
    expect(classFailure('seat-limit').field).toBe('seats');
    expect(classFailure('seat-limit', { field: 'quantity', vars: { max: '5' } })).toMatchObject({
      field: 'quantity',
      messageVars: { max: '5' },
    });
  });

  it('exposes the table, so a test can check every key is translated', () => {
    expect(Object.keys(classFailure.table)).toEqual(['not-found', 'closed', 'seat-limit']);
  });

  it('types the codes an operation may answer', () => {
    type Code = FailureCode<typeof classFailure>;
    const book = (full: boolean): Result<{ seat: number }, Code> => (full ? classFailure('closed') : { ok: true, seat: 3 });
    const refused = book(true);
    expect(isFailure(refused) && refused.code).toBe('closed');
    const booked = book(false);
    expect(booked.ok && booked.seat).toBe(3);
  });
});

describe('a failure with a wait and a count', () => {
  const limitFailure = defineFailures({ 'rate-limited': { message: 'accounts.errors.rateLimited', status: 429 } });

  it('keeps a number for a plural placeholder, and the wait the route sends as Retry-After', () => {
    expect(limitFailure('rate-limited', { vars: { count: 2 }, retryAfterSeconds: 90 })).toEqual({
      ok: false,
      code: 'rate-limited',
      message: 'accounts.errors.rateLimited',
      messageVars: { count: 2 },
      status: 429,
      retryAfterSeconds: 90,
    });
  });
});
