import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Executor, getDb } from '~/db/client.server';
import { type ShippingAddress, savedAddresses } from '~/db/schema/orders';
import type { Outcome } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';
import { type AddressErrors, type AddressField, validateAddress } from './address';

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

export type SaveAddressOutcome =
  | Outcome<{ id: string; message: string }>
  | { ok: false; message: string; fieldErrors: AddressErrors };

/**
 * Adds an address (checked per country, as at checkout). The first one becomes the default, as
 * does one saved with makeDefault. Saving an address already in the book finds it instead of
 * adding a copy. One transaction, the person's rows locked, so two saves cannot pass the limit.
 */
export async function saveAddress(input: {
  userId: string;
  address: Record<AddressField, string>;
  makeDefault?: boolean;
}): Promise<SaveAddressOutcome> {
  const checked = validateAddress(input.address);
  if (!checked.ok) return { ok: false, message: 'checkout.errors.fixAddress', fieldErrors: checked.errors };
  const address = checked.address;
  return getDb().transaction(async (tx) => {
    const book = await tx
      .select({ id: savedAddresses.id, address: savedAddresses.address, isDefault: savedAddresses.isDefault })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, input.userId))
      .for('update');
    const existing = book.find((entry) => sameAddress(entry.address, address));
    const isDefault = input.makeDefault === true || book.length === 0 || existing?.isDefault === true;
    if (!existing && book.length >= ADDRESS_BOOK_LIMIT)
      return { ok: false as const, message: 'addresses.errors.full', messageVars: { count: String(ADDRESS_BOOK_LIMIT) } };
    if (isDefault) await clearDefault(tx, input.userId);
    if (existing) {
      await tx.update(savedAddresses).set({ isDefault, address }).where(eq(savedAddresses.id, existing.id));
      return { ok: true as const, id: existing.id, message: 'addresses.saved' };
    }
    const [row] = await tx
      .insert(savedAddresses)
      .values({ userId: input.userId, address, isDefault })
      .returning({ id: savedAddresses.id });
    if (!row) throw new Error('address insert returned nothing');
    return { ok: true as const, id: row.id, message: 'addresses.saved' };
  });
}

/** The person's own address only; removing the default makes the newest remaining one the default. */
export async function removeAddress({
  userId,
  addressId,
}: {
  userId: string;
  addressId: string;
}): Promise<Outcome<{ message: string }>> {
  if (!isUuid(addressId)) return { ok: false, message: 'addresses.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(savedAddresses)
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
      .returning({ isDefault: savedAddresses.isDefault });
    if (!removed) return { ok: false as const, message: 'addresses.errors.notFound' };
    if (removed.isDefault)
      await tx
        .update(savedAddresses)
        .set({ isDefault: true })
        .where(
          sql`${savedAddresses.id} = (select id from ${savedAddresses} where ${savedAddresses.userId} = ${userId} order by ${savedAddresses.createdAt} desc limit 1)`,
        );
    return { ok: true as const, message: 'addresses.removed' };
  });
}

export async function makeDefaultAddress({
  userId,
  addressId,
}: {
  userId: string;
  addressId: string;
}): Promise<Outcome<{ message: string }>> {
  if (!isUuid(addressId)) return { ok: false, message: 'addresses.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const [target] = await tx
      .select({ id: savedAddresses.id })
      .from(savedAddresses)
      .where(and(eq(savedAddresses.id, addressId), eq(savedAddresses.userId, userId)))
      .for('update');
    if (!target) return { ok: false as const, message: 'addresses.errors.notFound' };
    await clearDefault(tx, userId);
    await tx.update(savedAddresses).set({ isDefault: true }).where(eq(savedAddresses.id, addressId));
    return { ok: true as const, message: 'addresses.madeDefault' };
  });
}
