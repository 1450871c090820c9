import { describe, expect, it } from 'vitest';
import { defineFailures } from './failure';
import { formFailureOf, formFailureResponse } from './form-result';

const failure = defineFailures({
  'mobile-taken': { message: 'accounts.errors.mobileTaken', status: 400, field: 'mobileNumber' },
  'invalid-credentials': { message: 'accounts.errors.invalidCredentials', status: 401 },
  'rate-limited': { message: 'accounts.errors.rateLimited', status: 429 },
});

describe('a failure as a form’s answer', () => {
  it('puts a failure about a field beside that field', () => {
    expect(formFailureOf(failure('mobile-taken'))).toEqual({
      ok: false,
      fieldErrors: { mobileNumber: 'accounts.errors.mobileTaken' },
    });
  });

  it('puts any other above the form, with its values', () => {
    expect(formFailureOf(failure('invalid-credentials'))).toEqual({
      ok: false,
      fieldErrors: {},
      formError: 'accounts.errors.invalidCredentials',
    });
    expect(formFailureOf(failure('rate-limited', { vars: { count: 3 } }))).toMatchObject({ formErrorVars: { count: 3 } });
  });

  it('answers with the failure’s status, and Retry-After for a wait', () => {
    const refused = formFailureResponse(failure('invalid-credentials'));
    expect(refused.init?.status).toBe(401);
    expect(new Headers(refused.init?.headers).get('Retry-After')).toBeNull();
    const limited = formFailureResponse(failure('rate-limited', { retryAfterSeconds: 0.2 }));
    expect(limited.init?.status).toBe(429);
    expect(new Headers(limited.init?.headers).get('Retry-After')).toBe('1');
  });
});
