import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import { CART_REMINDER, changeCartReminder, readCartReminderSettings } from '~/features/growth/automations.server';
import { cartReminderFigures } from '~/features/growth/cart-reminders.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { Actor } from '~/utils/actor';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { FormFailure } from '~/utils/form-result';

/*
 * Growth automation (decision 0114): the cart reminder's switch and delay, and what its reminders
 * did in the last 30 days. A change is a security event of the acting admin's (growth builds on
 * nothing of security's, so it is written here, as direct fixes write theirs).
 */

const PATH = '/creator-hub/growth-automation';
const FIGURE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function loadGrowthAutomation(request: Request, user: Actor) {
  const [settings, figures, seo] = await Promise.all([
    readCartReminderSettings(),
    cartReminderFigures({ actor: user, since: new Date(Date.now() - FIGURE_DAYS * DAY_MS) }),
    pageSeo(request, { path: PATH, pageKey: 'creator-hub-growth-automation', noindex: true }),
  ]);
  return {
    settings: { ...settings, updatedAt: settings.updatedAt?.toISOString() ?? null },
    figures,
    figureDays: FIGURE_DAYS,
    seo,
  };
}

/** A refused form, with the delay as typed so the field keeps it. */
export type GrowthAnswer = FormFailure & { values?: { delayHours: string } };

export async function growthAutomationAction(request: Request, user: Actor & { id: string }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const delayHours = textField(read.form, 'delayHours').trim();
  const isEnabled = textField(read.form, 'isEnabled') === 'on';
  const changed = await changeCartReminder({ actor: user, input: { isEnabled, delayHours } });
  if (!changed.ok) return data<GrowthAnswer>({ ...changed, values: { delayHours } }, { status: 400 });
  const { settings } = changed;
  await logSecurityEvent(
    {
      type: 'AUTOMATION_CHANGED',
      severity: 'low',
      details: { automation: CART_REMINDER, isEnabled: settings.isEnabled, delayHours: settings.delayHours },
    },
    { request, userId: user.id },
  );
  const title = settings.isEnabled ? 'growth.saved.on' : 'growth.saved.off';
  return redirect(PATH, {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title, vars: { count: settings.delayHours } }, request) },
  });
}
