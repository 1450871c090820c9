import { describe, expect, it } from 'vitest';
import { isUniqueViolation, pgErrorOf, retryOnDeadlock } from './errors';

const pgError = (code: string, detail?: string) => Object.assign(new Error(`pg ${code}`), { code, detail });
/** How drizzle reports a failed query: its own error, the driver's in `cause`. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: pgError(code) });

describe('pgErrorOf', () => {
  it('finds the driver error, bare or wrapped by drizzle', () => {
    expect(pgErrorOf(pgError('VS001', 'abc'))).toMatchObject({ code: 'VS001', detail: 'abc' });
    expect(pgErrorOf(wrapped('23505'))).toMatchObject({ code: '23505' });
    expect(pgErrorOf(new Error('not from the database'))).toBeNull();
    expect(pgErrorOf(null)).toBeNull();
  });

  it('tells a unique violation from other errors', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
  });
});

describe('retryOnDeadlock', () => {
  it('runs the statement again when it was a deadlock victim', async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs += 1;
      if (runs < 3) throw wrapped('40P01');
      return 'placed';
    });
    expect(result).toBe('placed');
    expect(runs).toBe(3);
  });

  it('gives up after the last attempt, and never retries other errors', async () => {
    let runs = 0;
    const deadlocked = retryOnDeadlock(async () => {
      runs += 1;
      throw pgError('40P01');
    }, 2);
    await expect(deadlocked).rejects.toMatchObject({ code: '40P01' });
    expect(runs).toBe(2);

    runs = 0;
    const duplicate = retryOnDeadlock(async () => {
      runs += 1;
      throw wrapped('23505');
    });
    await expect(duplicate).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
