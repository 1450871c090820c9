import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seasonPlans } from '~/db/schema/index';
import { SAVED_PLANS_MAX } from '~/features/planner/planner.schema';
import { deletePlan, savePlan } from '~/features/planner/saved-plans.server';
import { action, loader } from '~/routes/guides/season-planner';
import { loader as icsLoader } from '~/routes/guides/season-planner-ics';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * The season planner (issue 36, /season-planner): anyone gets a plan from the address; a member
 * saves plans, sees only their own and deletes only their own; a visitor is asked to sign in and
 * nothing is written; bad input is refused field by field and writes nothing.
 */

const database = await setupTestDatabase();
const db = database.db;

type PageData = {
  plan: { lastFrost: string; months: Array<{ month: number; actions: Record<string, string[]> }> } | null;
  fieldErrors: Record<string, string>;
  isSignedIn: boolean;
  savedPlans?: Array<{ id: string; name: string; search: string }>;
};

const plansOf = (userId: string) => db.select().from(seasonPlans).where(eq(seasonPlans.userId, userId));

describe('the planner page', () => {
  it('answers a zone and hemisphere from the address, for a visitor', async () => {
    const result = await callAction(loader, pageGet('/season-planner?zone=6a&hemisphere=south', new CookieJar()));
    expect(result.status).toBe(200);
    const page = result.data as PageData;
    expect(page.isSignedIn).toBe(false);
    expect(page.savedPlans).toBeUndefined();
    expect(page.plan?.lastFrost.slice(5)).toBe('10-18');
    expect(page.plan?.months[7]?.actions.sowIndoors).toContain('tomato');
  });

  it('shows the message beside the field for an address it cannot read, with status 400', async () => {
    const result = await callAction(loader, pageGet('/season-planner?zone=14z&hemisphere=up', new CookieJar()));
    expect(result.status).toBe(400);
    expect((result.data as PageData).fieldErrors).toEqual({
      zone: 'planner.errors.zone',
      hemisphere: 'planner.errors.hemisphere',
    });
    expect((result.data as PageData).plan).toBeNull();
    const date = await callAction(loader, pageGet('/season-planner?lastFrost=2027-13-01', new CookieJar()));
    expect((date.data as PageData).fieldErrors).toEqual({ lastFrost: 'planner.errors.lastFrost' });
  });

  it('exports the plan as a calendar file to download', async () => {
    const result = await callAction(
      icsLoader,
      pageGet('/season-planner.ics?lastFrost=2027-04-15&hemisphere=north', new CookieJar()),
    );
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(result.headers.get('content-disposition')).toBe('attachment; filename="season-plan-2027-04-15-north.ics"');
    const body = result.data as unknown as string;
    expect(typeof body === 'string' ? body : '').toContain('SUMMARY:Tomato: sow indoors');
    const refused = await callAction(icsLoader, pageGet('/season-planner.ics?zone=99', new CookieJar()));
    expect(refused.status).toBe(400);
  });
});

describe('saved plans', () => {
  it("saves a member's plan, lists it for them only, and lets them delete it", async () => {
    const owner = await signUpPerson('planner-owner');
    const other = await signUpPerson('planner-other');
    const saved = await callAction(
      action,
      formPost('/season-planner', { intent: 'save', name: 'Allotment', zone: '7b', hemisphere: 'north' }, owner.jar),
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/season-planner?zone=7b&hemisphere=north#saved-plans');
    const [row] = await plansOf(owner.id);
    expect(row).toMatchObject({ name: 'Allotment', zone: '7b', lastFrost: null, hemisphere: 'north' });

    const ownersPage = (await callAction(loader, pageGet('/season-planner', owner.jar))).data as PageData;
    expect(ownersPage.savedPlans).toEqual([
      { id: row?.id, name: 'Allotment', zone: '7b', lastFrost: null, hemisphere: 'north', search: 'zone=7b&hemisphere=north' },
    ]);
    const othersPage = (await callAction(loader, pageGet('/season-planner', other.jar))).data as PageData;
    expect(othersPage.savedPlans).toEqual([]);

    // Someone else cannot delete it: the same answer as for a plan that does not exist.
    const refused = await callAction(action, formPost('/season-planner', { intent: 'delete', planId: row?.id ?? '' }, other.jar));
    expect(refused.status).toBe(404);
    expect(refused.data).toMatchObject({ ok: false, fieldErrors: { planId: 'planner.errors.unknownPlan' } });
    expect(await plansOf(owner.id)).toHaveLength(1);
    // Nor can an admin, through the operation itself: plans are personal.
    expect(await deletePlan({ actor: asAdmin(other.id), planId: row?.id ?? '' })).toMatchObject({
      ok: false,
      code: 'unknown-plan',
    });

    const deleted = await callAction(
      action,
      formPost('/season-planner', { intent: 'delete', planId: row?.id ?? '', search: 'zone=7b&hemisphere=north' }, owner.jar),
    );
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get('location')).toBe('/season-planner?zone=7b&hemisphere=north#saved-plans');
    expect(await plansOf(owner.id)).toEqual([]);
  });

  it('keeps the date, not the zone, when a plan is made from a last-frost date', async () => {
    const owner = await signUpPerson('planner-date');
    await callAction(
      action,
      formPost(
        '/season-planner',
        { intent: 'save', name: 'Hill', zone: '5a', lastFrost: '2027-05-10', hemisphere: 'south' },
        owner.jar,
      ),
    );
    expect(await plansOf(owner.id)).toMatchObject([{ zone: null, lastFrost: '2027-05-10', hemisphere: 'south' }]);
  });

  it('asks a visitor to sign in and writes nothing', async () => {
    const before = await db.$count(seasonPlans);
    const result = await callAction(
      action,
      formPost('/season-planner', { intent: 'save', name: 'Mine', zone: '7a', hemisphere: 'north' }, new CookieJar()),
    );
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({ ok: false, formError: 'planner.save.signIn' });
    expect(await db.$count(seasonPlans)).toBe(before);
  });

  it('refuses bad input field by field, with status 400, writing nothing', async () => {
    const owner = await signUpPerson('planner-bad');
    const post = (fields: Record<string, string>) =>
      callAction(action, formPost('/season-planner', { intent: 'save', ...fields }, owner.jar));
    const noName = await post({ name: ' ', zone: '7a', hemisphere: 'north' });
    expect(noName.status).toBe(400);
    expect(noName.data).toMatchObject({ fieldErrors: { name: 'planner.errors.nameRequired' } });
    const badZone = await post({ name: 'x', zone: '2a', hemisphere: 'north' });
    expect(badZone.data).toMatchObject({ fieldErrors: { zone: 'planner.errors.zone' } });
    const badDate = await post({ name: 'x', lastFrost: '2027-02-30', hemisphere: 'north' });
    expect(badDate.data).toMatchObject({ fieldErrors: { lastFrost: 'planner.errors.lastFrost' } });
    const badHemisphere = await post({ name: 'x', zone: '7a', hemisphere: 'west' });
    expect(badHemisphere.data).toMatchObject({ fieldErrors: { hemisphere: 'planner.errors.hemisphere' } });
    const nothing = await post({ name: 'x', hemisphere: 'north' });
    expect(nothing.data).toMatchObject({ fieldErrors: { zone: 'planner.errors.choose' } });
    const badId = await callAction(action, formPost('/season-planner', { intent: 'delete', planId: 'nope' }, owner.jar));
    expect(badId.status).toBe(400);
    expect(await plansOf(owner.id)).toEqual([]);
  });

  it('stops at the cap of saved plans', async () => {
    const owner = await signUpPerson('planner-cap');
    const actor = asUser(owner.id);
    for (let index = 0; index < SAVED_PLANS_MAX; index += 1)
      expect(await savePlan({ actor, plan: { name: `Bed ${index}`, zone: '6a', hemisphere: 'north' } })).toMatchObject({
        ok: true,
      });
    const over = await callAction(
      action,
      formPost('/season-planner', { intent: 'save', name: 'One more', zone: '6a', hemisphere: 'north' }, owner.jar),
    );
    expect(over.status).toBe(409);
    expect(over.data).toMatchObject({ formError: 'planner.errors.tooMany', formErrorVars: { count: SAVED_PLANS_MAX } });
    expect(await plansOf(owner.id)).toHaveLength(SAVED_PLANS_MAX);
  });
});
