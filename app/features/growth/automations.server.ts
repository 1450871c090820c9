import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '~/db/client.server';
import { growthAutomations } from '~/db/schema/growth';
import { type Actor, requireAdmin } from '~/utils/actor';
import { type FormResult, fieldErrorsOf } from '~/utils/form-result';
import { DELAY_HOURS } from './growth-rules';

/*
 * The growth automations' settings (decision 0114): today one, the cart reminder, off until an
 * admin switches it on, with how many hours after a cart was last changed its reminder goes.
 */

export const CART_REMINDER = 'cart-reminder';

export type CartReminderSettings = { isEnabled: boolean; delayHours: number; updatedAt: Date | null };

/** The cart reminder's settings; off, at the default delay, until first changed. Read by the job and the screen. */
export async function readCartReminderSettings(): Promise<CartReminderSettings> {
  const [row] = await getDb()
    .select({
      isEnabled: growthAutomations.isEnabled,
      delayHours: growthAutomations.delayHours,
      updatedAt: growthAutomations.updatedAt,
    })
    .from(growthAutomations)
    .where(eq(growthAutomations.key, CART_REMINDER));
  return row ?? { isEnabled: false, delayHours: DELAY_HOURS.default, updatedAt: null };
}

export const cartReminderInput = z.object({
  isEnabled: z.boolean(),
  delayHours: z.coerce
    .number({ message: 'growth.errors.delay' })
    .int('growth.errors.delay')
    .min(DELAY_HOURS.min, 'growth.errors.delay')
    .max(DELAY_HOURS.max, 'growth.errors.delay'),
});

/** An admin switches the cart reminder on or off and sets its delay; answers the settings as saved. */
export async function changeCartReminder({
  actor,
  input,
}: {
  actor: Actor;
  input: z.input<typeof cartReminderInput>;
}): Promise<FormResult<{ settings: CartReminderSettings }>> {
  requireAdmin(actor, 'only admins change the growth automations');
  const parsed = cartReminderInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const [saved] = await getDb()
    .insert(growthAutomations)
    .values({ key: CART_REMINDER, ...parsed.data })
    .onConflictDoUpdate({ target: growthAutomations.key, set: { ...parsed.data, updatedAt: sql`now()` } })
    .returning({
      isEnabled: growthAutomations.isEnabled,
      delayHours: growthAutomations.delayHours,
      updatedAt: growthAutomations.updatedAt,
    });
  if (!saved) throw new Error('the cart reminder settings were not saved');
  return { ok: true, settings: saved };
}
