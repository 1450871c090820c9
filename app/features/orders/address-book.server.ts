import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type ShippingAddress, savedAddresses } from '~/db/schema/orders';
import { type Actor, requireSelf } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { type AddressField, validateAddress } from './address';
import { type AddressBookCode, type AddressRefusal, addressBookFailure, addressRefusal } from './failures';

/** Enough for home, work, family and a few gifts; more is a list nobody reads. */
export const ADDRESS_BOOK_LIMIT = 10;

/** Before another address becomes the default: at most one is (a partial unique index says so too). */
function clearDefault(tx: Executor, userId: string) {
  return tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, userId), eq(savedAddresses.isDefault, true)));
}

export type SavedAddress = { id: string; address: ShippingAddress; isDefault: boolean };

/** The person's addresses, the default first, then newest first. */
export async function listAddresses(userId: string, executor: Executor = getDb()): Promise<SavedAddress[]> {
  return executor
    .select({ id: savedAddresses.id, address: savedAddresses.address, isDefault: savedAddresses.isDefault })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.isDefault), desc(savedAddresses.createdAt), asc(savedAddresses.id));
}

const sameAddress = (a: ShippingAddress, b: ShippingAddress) =>
  (Object.keys(a) as AddressField[]).every((field) => a[field].toLowerCase() === (b[field] ?? '').toLowerCase());

/*
 * The address book is the acting person's own (convention 16): saving writes to `actor.id`'s book,
 * and an address given by id is checked to be theirs in the transaction that changes it. Someone
 * else's address is refused with Access Denied, an administrator's included: nobody keeps another's book.
 */

/** Whose address it is, locked for the change; the actor's refusal when it is someone else's. */
async function lockOwnAddress(tx: Executor, actor: Actor, addressId: string) {
  const [target] = await tx
    .select({ userId: savedAddresses.userId, isDefault: savedAddresses.isDefault })
    .from(savedAddresses)
    .where(eq(savedAddresses.id, addressId))
    .for('update');
  if (target) requireSelf(actor, target.userId, 'someone else’s address');
  return target ?? null;
}

/**
 * Adds an address (checked per country, as at checkout) to the acting person's book. The first
 * one becomes the default, as does one saved with makeDefault. Saving an address already in the
 * book finds it instead of adding a copy. One transaction, the person's rows locked, so two saves
 * cannot pass the limit.
 */
export async function saveAddress(input: {
  actor: Actor;
  address: Record<AddressField, string>;
  makeDefault?: boolean;
}): Promise<Result<{ id: string; message: string }, AddressBookCode> | AddressRefusal> {
  const userId = input.actor.id;
  const checked = validateAddress(input.address);
  if (!checked.ok) return addressRefusal(checked.errors);
  const address = checked.address;
  return getDb().transaction(async (tx) => {
    const book = await tx
      .select({ id: savedAddresses.id, address: savedAddresses.address, isDefault: savedAddresses.isDefault })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, userId))
      .for('update');
    const existing = book.find((entry) => sameAddress(entry.address, address));
    const isDefault = input.makeDefault === true || book.length === 0 || existing?.isDefault === true;
    if (!existing && book.length >= ADDRESS_BOOK_LIMIT)
      return addressBookFailure('full', { vars: { count: String(ADDRESS_BOOK_LIMIT) } });
    if (isDefault) await clearDefault(tx, userId);
    if (existing) {
      await tx.update(savedAddresses).set({ isDefault, address }).where(eq(savedAddresses.id, existing.id));
      return { ok: true as const, id: existing.id, message: 'addresses.saved' };
    }
    const [row] = await tx.insert(savedAddresses).values({ userId, address, isDefault }).returning({ id: savedAddresses.id });
    if (!row) throw new Error('address insert returned nothing');
    return { ok: true as const, id: row.id, message: 'addresses.saved' };
  });
}

/** Removes one of the actor's addresses; removing the default makes the newest remaining one the default. */
export async function removeAddress({
  actor,
  addressId,
}: {
  actor: Actor;
  addressId: string;
}): Promise<Result<{ message: string }, AddressBookCode>> {
  if (!isUuid(addressId)) return addressBookFailure('not-found');
  return getDb().transaction(async (tx) => {
    const removed = await lockOwnAddress(tx, actor, addressId);
    if (!removed) return addressBookFailure('not-found');
    await tx.delete(savedAddresses).where(eq(savedAddresses.id, addressId));
    if (removed.isDefault)
      await tx
        .update(savedAddresses)
        .set({ isDefault: true })
        .where(
          sql`${savedAddresses.id} = (select id from ${savedAddresses} where ${savedAddresses.userId} = ${actor.id} order by ${savedAddresses.createdAt} desc limit 1)`,
        );
    return { ok: true as const, message: 'addresses.removed' };
  });
}

/** Makes one of the actor's addresses their default. */
export async function makeDefaultAddress({
  actor,
  addressId,
}: {
  actor: Actor;
  addressId: string;
}): Promise<Result<{ message: string }, AddressBookCode>> {
  if (!isUuid(addressId)) return addressBookFailure('not-found');
  return getDb().transaction(async (tx) => {
    if (!(await lockOwnAddress(tx, actor, addressId))) return addressBookFailure('not-found');
    await clearDefault(tx, actor.id);
    await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, addressId));
    return { ok: true as const, message: 'addresses.madeDefault' };
  });
}
