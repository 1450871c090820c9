import { getDb } from '~/db/client.server';
import type { PersonalData } from '~/db/personal-data';
import type { AccountHolder } from './acting-person.server';
import { accountsPersonalData } from './personal-data.server';

/**
 * "Download my data": every domain's sections about the person, accounts' first (the profile),
 * read in one transaction so the file is one consistent picture. Null if the person is gone.
 * Only ever the actor's own data: there is no parameter naming anyone else.
 */
export async function exportUserData({
  actor,
  personalData,
}: {
  actor: AccountHolder;
  /** Every domain's part (routes/account/personal-data.server.ts). */
  personalData: readonly PersonalData[];
}): Promise<Record<string, unknown> | null> {
  const person = { id: actor.id, email: actor.email };
  const others = personalData.filter((part) => part.domain !== accountsPersonalData.domain);
  return getDb().transaction(async (tx) => {
    const own = await accountsPersonalData.export(tx, person);
    if (!own.profile) return null;
    const exported: Record<string, unknown> = { exportedAt: new Date().toISOString(), ...own };
    for (const part of others) Object.assign(exported, await part.export(tx, person));
    return exported;
  });
}
