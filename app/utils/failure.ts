/*
 * Expected failures, in one shape for every operation (convention 6, issue 34). An operation
 * that can be refused for a reason the person should read (a full class, a product sold out, a
 * form value the rules refuse) answers `Failure<Code>`: a code its callers branch on, the
 * translation key the page shows (the server never builds a sentence), the values for the key's
 * placeholders, the field it is about, and the HTTP status a route answers with.
 *
 * Each domain declares its failures once, in its `failures.ts`, with `defineFailures`: the code
 * is the contract, the key and status are looked up from it, so two operations refusing for the
 * same reason say the same thing and no caller compares message strings.
 */

/**
 * The statuses an expected failure maps to: bad input, not signed in (a sign-in refused),
 * someone else's, gone, a conflict, too big, too often; and 500 for a refusal the person still
 * reads as a sentence because nothing was changed (an account deletion rolled back as a whole).
 */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500;

/** A placeholder's value; a number where the key has plural forms (`{{count}}` picks the form). */
export type FailureVars = Record<string, string | number>;

/** Why an operation said no. */
export type Failure<Code extends string = string> = {
  ok: false;
  code: Code;
  /** A translation key: the page shows t(message, messageVars). */
  message: string;
  messageVars?: FailureVars;
  /** The form field the failure is about, when it is about one. */
  field?: string;
  status: FailureStatus;
  /** For a 429: how long until a try counts again, which the route sends as Retry-After. */
  retryAfterSeconds?: number;
};

/** Done, with what the caller needs next, or refused with one of the operation's codes. */
export type Result<T extends object = object, Code extends string = string> = ({ ok: true } & T) | Failure<Code>;

/** One failure as a domain declares it: the key the person reads, and the status (default 409). */
export type FailureSpec = { message: string; status?: FailureStatus; field?: string };

/** The details one refusal adds to its declared failure. */
export type FailureDetails = { vars?: FailureVars; field?: string; retryAfterSeconds?: number };

/** What `defineFailures` returns: a function that makes a domain's failures by code. */
export type FailureMaker<Table extends Record<string, FailureSpec>> = (<Code extends keyof Table & string>(
  code: Code,
  details?: FailureDetails,
) => Failure<Code>) & {
  /** The declared failures, for tests that check every key is translated. */
  readonly table: Table;
};

/** The codes a domain declared (`FailureCode<typeof learningFailure>`). */
export type FailureCode<Maker> = Maker extends FailureMaker<infer Table> ? keyof Table & string : never;

/**
 * Declares a domain's failures once: each code with its translation key and status.
 *
 * ```ts
 * export const classFailure = defineFailures({
 *   'not-found': { message: 'learning.classes.errors.notFound', status: 404 },
 *   closed: { message: 'learning.classes.errors.closed' },
 * });
 * return classFailure('closed');
 * ```
 */
export function defineFailures<const Table extends Record<string, FailureSpec>>(table: Table): FailureMaker<Table> {
  const make = <Code extends keyof Table & string>(code: Code, details: FailureDetails = {}): Failure<Code> => {
    const spec: FailureSpec = table[code] as FailureSpec;
    const failure: Failure<Code> = { ok: false, code, message: spec.message, status: spec.status ?? 409 };
    const field = details.field ?? spec.field;
    if (field) failure.field = field;
    if (details.vars) failure.messageVars = details.vars;
    if (details.retryAfterSeconds !== undefined) failure.retryAfterSeconds = details.retryAfterSeconds;
    return failure;
  };
  return Object.assign(make, { table });
}

export function isFailure<T extends object, Code extends string>(result: Result<T, Code>): result is Failure<Code> {
  return !result.ok;
}
