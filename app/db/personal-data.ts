import type { Executor } from './client.server';

/*
 * What each domain holds about a person, and how it lets go of it (issue 19, point 3; decision
 * 0035). Every domain whose tables hold rows about a person exports `personalData` from its
 * `personal-data.server.ts`; the account page's composition (routes/account/personal-data.server.ts)
 * lists them, so "download my data" and account deletion cover every domain, and a test fails
 * when a table that references a person is covered by none.
 */

/** The person as the account holds them; read before anything is erased. */
export type Person = { id: string; email: string };

export type PersonalData = {
  /** A short name for logs and errors: the domain. */
  readonly domain: string;
  /**
   * The tables this domain reads about a person, each with the section of the export that shows
   * its rows. A table with a foreign key to users must be named by exactly one domain.
   */
  readonly tables: Readonly<Record<string, string>>;
  /** The domain's sections of the export: plain JSON, without secrets (hashes, tokens, card numbers). */
  export(db: Executor, person: Person): Promise<Record<string, unknown>>;
  /**
   * Deletes the person's rows, or keeps them anonymised where they are records we must keep
   * (orders, payments, refunds, the relief ledger, the security log). Runs inside the deletion's
   * one transaction: throw to undo the whole deletion.
   */
  erase(tx: Executor, person: Person): Promise<void>;
};

/** The name that replaces an address or a name in records kept after an account is deleted. */
export const ERASED = 'deleted-account';
