import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerRoles } from '~/db/schema/careers';
import { searchDocuments } from '~/db/schema/search';
import type { RoleFormInput } from '~/features/careers/careers.schema';
import { SEED_ROLES, seedCareerRoles } from '~/features/careers/careers-seed.server';
import { deleteRole, saveRole, setRolePublished } from '~/features/careers/role-editing.server';
import { findOpenRole, listOpenRoles } from '~/features/careers/roles.server';
import { roleSearchSourceId } from '~/features/careers/search-document';
import { drainJobs } from '~/features/jobs/drain-jobs.server';
import { findDocuments } from '~/features/search/find-documents.server';
import { action as roleEditorAction } from '~/routes/admin/career-role-editor';
import { action as roleNewAction } from '~/routes/admin/career-role-new';
import { action as careersAdminAction } from '~/routes/admin/careers-admin';
import { loader as roleLoader } from '~/routes/community/career-role';
import { loader as careersLoader } from '~/routes/community/careers';
import { isActorRefusal } from '~/utils/actor';
import { prepareSearchIndex } from '../../server/search-index';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { asAdmin, asUser } from '../factories/actors';
import { CookieJar } from '../setup/cookie-jar';
import { setupJobRunner } from '../setup/job-runner';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

const database = await setupTestDatabase();
setupJobRunner(database);
const { db } = database;

/** A role's form as the editor sends it, with a unique title. */
function roleFields(overrides: Partial<Record<keyof RoleFormInput, string>> = {}): Record<keyof RoleFormInput, string> {
  return {
    title: `Market garden assistant ${randomUUID().slice(0, 8)}`,
    slug: '',
    team: 'Growing',
    workplace: 'hybrid',
    location: 'Our trial garden and from home',
    employmentType: 'part-time',
    summary: 'Help run the trial beds where we test the seeds and tools we sell, and write up what we learn for customers.',
    description:
      '## What you will do\n\nSow, tend and record the trial beds through the season, and write short notes on each variety.',
    applyEmail: 'Jobs@Example.org',
    applyUrl: '',
    closesOn: '',
    ...overrides,
  };
}

const rowsTitled = (title: string) => db.select().from(careerRoles).where(eq(careerRoles.title, title));

async function adminJar() {
  const admin = await signUpPerson('careers-admin', { role: 'admin' });
  return admin;
}

const openTitles = async () => (await listOpenRoles()).map((role) => role.title);

describe('open roles', () => {
  it('an admin writes a role, publishes it, and takes it down; only a published role is public', async () => {
    const admin = await adminJar();
    const fields = roleFields();

    // Written through the editor's form: saved unpublished, with an address made from the title.
    const created = await callAction(roleNewAction, formPost('/careers/admin/new', { ...fields, intent: 'save' }, admin.jar));
    expect(created.status).toBe(302);
    const [role] = await rowsTitled(fields.title);
    expect(role).toMatchObject({ published: false, publishedAt: null, applyEmail: 'jobs@example.org', workplace: 'hybrid' });
    expect(role?.slug).toMatch(/^market-garden-assistant-[a-z0-9]+$/);
    expect(created.headers.get('location')).toBe(`/careers/admin/${role?.id}`);
    const slug = role?.slug ?? '';
    const roleId = role?.id ?? '';

    // Not published: neither on /careers nor at its address.
    expect(await openTitles()).not.toContain(fields.title);
    const hidden = await callAction(roleLoader, pageGet(`/careers/${slug}`, new CookieJar()), { slug });
    expect(hidden.status).toBe(404);

    // Published from the list of roles.
    const published = await callAction(careersAdminAction, formPost('/careers/admin', { intent: 'publish', roleId }, admin.jar));
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ ok: true, message: 'careers.admin.published' });
    const list = await callAction(careersLoader, pageGet('/careers', new CookieJar()));
    expect((list.data as { roles: { title: string }[] }).roles.map((r) => r.title)).toContain(fields.title);
    const page = await callAction(roleLoader, pageGet(`/careers/${slug}`, new CookieJar()), { slug });
    expect(page.status).toBe(200);
    const { seo, role: shown } = page.data as {
      seo: { title: string; jsonLd: Record<string, unknown>[] };
      role: { descriptionHtml: string };
    };
    expect(seo.title).toBe(fields.title);
    expect(shown.descriptionHtml).toContain('<h2');
    expect(seo.jsonLd[0]).toMatchObject({
      '@type': 'JobPosting',
      title: fields.title,
      employmentType: 'PART_TIME',
      jobLocation: { '@type': 'Place', name: fields.location },
    });
    const [afterPublish] = await rowsTitled(fields.title);
    const postedAt = afterPublish?.publishedAt;
    expect(postedAt).toBeInstanceOf(Date);

    // Taken down from the editor: gone from the public pages, kept for the admins.
    const down = await callAction(roleEditorAction, formPost(`/careers/admin/${roleId}`, { intent: 'unpublish' }, admin.jar), {
      roleId,
    });
    expect(down.status).toBe(302);
    expect(await openTitles()).not.toContain(fields.title);
    expect((await callAction(roleLoader, pageGet(`/careers/${slug}`, new CookieJar()), { slug })).status).toBe(404);
    const [afterDown] = await rowsTitled(fields.title);
    expect(afterDown?.published).toBe(false);

    // Published again, it keeps the day it was first posted.
    await callAction(roleEditorAction, formPost(`/careers/admin/${roleId}`, { intent: 'publish' }, admin.jar), { roleId });
    const [again] = await rowsTitled(fields.title);
    expect(again?.published).toBe(true);
    expect(again?.publishedAt?.getTime()).toBe(postedAt?.getTime());
  });

  it('a role past its closing day is no longer public', async () => {
    const admin = asAdmin((await adminJar()).id);
    const closingDay = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const input = roleFields({ closesOn: closingDay }) as RoleFormInput;
    const saved = await saveRole({ actor: admin, roleId: null, input });
    if (!saved.ok) throw new Error(saved.code);
    await setRolePublished({ actor: admin, roleId: saved.roleId, published: true });
    expect(await openTitles()).toContain(input.title);
    const lastHour = new Date(`${closingDay}T23:00:00Z`);
    const dayAfter = new Date(lastHour.getTime() + 2 * 3_600_000);
    expect(await findOpenRole(saved.slug, { now: lastHour })).not.toBeNull();
    expect(await findOpenRole(saved.slug, { now: dayAfter })).toBeNull();
    expect((await listOpenRoles({ now: dayAfter })).map((role) => role.title)).not.toContain(input.title);
  });

  it('refuses anyone but an admin, in the operation as well as at the route, and writes nothing', async () => {
    const member = await signUpPerson('careers-member');
    const admin = asAdmin((await adminJar()).id);
    const input = roleFields() as RoleFormInput;

    await expect(saveRole({ actor: asUser(member.id), roleId: null, input })).rejects.toSatisfy(isActorRefusal);
    expect(await rowsTitled(input.title)).toHaveLength(0);

    const saved = await saveRole({ actor: admin, roleId: null, input });
    if (!saved.ok) throw new Error(saved.code);
    const roleId = saved.roleId;
    await expect(setRolePublished({ actor: asUser(member.id), roleId, published: true })).rejects.toSatisfy(isActorRefusal);
    await expect(saveRole({ actor: asUser(member.id), roleId, input: { ...input, title: 'Taken over' } })).rejects.toSatisfy(
      isActorRefusal,
    );
    await expect(deleteRole({ actor: asUser(member.id), roleId })).rejects.toSatisfy(isActorRefusal);

    // The pages refuse the member too (the route table's check).
    const viaList = await callAction(careersAdminAction, formPost('/careers/admin', { intent: 'publish', roleId }, member.jar));
    expect(viaList.status).toBe(403);
    const viaNew = await callAction(
      roleNewAction,
      formPost('/careers/admin/new', { ...roleFields(), intent: 'save' }, member.jar),
    );
    expect(viaNew.status).toBe(403);

    const [role] = await rowsTitled(input.title);
    expect(role).toMatchObject({ published: false, title: input.title });
    expect(await openTitles()).not.toContain(input.title);
  });

  it('bad input leaves nothing written, with a message beside each field', async () => {
    const admin = await adminJar();
    const fields = roleFields({
      summary: 'Too short',
      applyEmail: '',
      applyUrl: 'http://jobs.example.org',
      closesOn: '2026-02-30',
    });
    const refused = await callAction(roleNewAction, formPost('/careers/admin/new', { ...fields, intent: 'save' }, admin.jar));
    expect(refused.status).toBe(400);
    expect((refused.data as { fieldErrors: Record<string, string> }).fieldErrors).toMatchObject({
      summary: 'careers.admin.errors.summary',
      applyUrl: 'careers.admin.errors.applyUrl',
      closesOn: 'careers.admin.errors.closesOn',
    });
    expect(await rowsTitled(fields.title)).toHaveLength(0);

    // Neither an email nor a web address to apply to.
    const noWay = await callAction(
      roleNewAction,
      formPost('/careers/admin/new', { ...roleFields(), applyEmail: '', applyUrl: '', intent: 'save' }, admin.jar),
    );
    expect((noWay.data as { fieldErrors: Record<string, string> }).fieldErrors.applyEmail).toBe(
      'careers.admin.errors.applyMissing',
    );

    // An operation called without the route's check validates again.
    const actor = asAdmin(admin.id);
    const direct = await saveRole({
      actor,
      roleId: null,
      input: { ...(roleFields() as RoleFormInput), workplace: 'moon' as never },
    });
    expect(direct).toMatchObject({ ok: false, code: 'invalid' });

    // An address another role has is refused, and the role keeps its own.
    const first = await saveRole({ actor, roleId: null, input: roleFields({ slug: 'seed-room-lead' }) as RoleFormInput });
    expect(first).toMatchObject({ ok: true, slug: 'seed-room-lead' });
    const clash = await saveRole({ actor, roleId: null, input: roleFields({ slug: 'seed-room-lead' }) as RoleFormInput });
    expect(clash).toMatchObject({ ok: false, code: 'slug-taken', field: 'slug' });
    const reserved = await callAction(
      roleNewAction,
      formPost('/careers/admin/new', { ...roleFields({ slug: 'admin' }), intent: 'save' }, admin.jar),
    );
    expect((reserved.data as { fieldErrors: Record<string, string> }).fieldErrors.slug).toBe('careers.admin.errors.slug');

    // Unknown ids are not found, never a database error.
    expect(await setRolePublished({ actor, roleId: 'not-a-uuid', published: true })).toMatchObject({ code: 'not-found' });
    expect(await setRolePublished({ actor, roleId: randomUUID(), published: true })).toMatchObject({ code: 'not-found' });
  });

  it('seeds two published demo roles, and seeding again changes nothing', async () => {
    await db.transaction((tx) => seedCareerRoles(tx as never));
    await db.transaction((tx) => seedCareerRoles(tx as never));
    for (const seed of SEED_ROLES) {
      const rows = await db.select().from(careerRoles).where(eq(careerRoles.slug, seed.slug));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ published: true, title: seed.title });
    }
    expect(await openTitles()).toEqual(expect.arrayContaining(SEED_ROLES.map((role) => role.title)));
  });
});

describe('open roles in the site search', () => {
  /** The pages a query finds, as title and address. */
  const foundPages = async (query: string) =>
    ((await findDocuments({ query, kinds: ['page'] })).groups[0]?.hits ?? []).map((hit) => ({
      title: hit.title,
      path: hit.path,
    }));

  it('a published role is found once its event is handled, follows its edits, and is gone when taken down or deleted', async () => {
    const admin = asAdmin((await adminJar()).id);
    const fields = roleFields({ title: `Orchard beekeeper ${randomUUID().slice(0, 6)}` }) as RoleFormInput;
    const saved = await saveRole({ actor: admin, roleId: null, input: fields });
    if (!saved.ok) throw new Error(saved.code);
    await drainJobs();
    expect(await foundPages('orchard beekeeper')).not.toContainEqual(expect.objectContaining({ title: fields.title }));

    await setRolePublished({ actor: admin, roleId: saved.roleId, published: true });
    await drainJobs();
    expect(await foundPages('orchard beekeeper')).toContainEqual({ title: fields.title, path: `/careers/${saved.slug}` });

    // An edit while published rewrites the document: the new title and address are found.
    const edited = { ...fields, title: `Orchard pollination keeper ${randomUUID().slice(0, 6)}`, slug: '' };
    const resaved = await saveRole({ actor: admin, roleId: saved.roleId, input: edited });
    if (!resaved.ok) throw new Error(resaved.code);
    await drainJobs();
    const afterEdit = await foundPages('orchard pollination');
    expect(afterEdit).toContainEqual({ title: edited.title, path: `/careers/${resaved.slug}` });
    expect(afterEdit).not.toContainEqual(expect.objectContaining({ title: fields.title }));

    // The start-up synchronisation of the shipped pages leaves roles alone (neither removed nor written again).
    const documentOf = () =>
      db
        .select({ id: searchDocuments.id, updatedAt: searchDocuments.updatedAt })
        .from(searchDocuments)
        .where(eq(searchDocuments.sourceId, roleSearchSourceId(saved.roleId)));
    const [before] = await documentOf();
    await prepareSearchIndex(db);
    expect(await documentOf()).toEqual([before]);

    await setRolePublished({ actor: admin, roleId: saved.roleId, published: false });
    await drainJobs();
    expect(await foundPages('orchard pollination')).not.toContainEqual(expect.objectContaining({ title: edited.title }));

    await setRolePublished({ actor: admin, roleId: saved.roleId, published: true });
    await drainJobs();
    expect(await foundPages('orchard pollination')).toContainEqual(expect.objectContaining({ title: edited.title }));
    expect(await deleteRole({ actor: admin, roleId: saved.roleId })).toMatchObject({ ok: true });
    await drainJobs();
    expect(await foundPages('orchard pollination')).not.toContainEqual(expect.objectContaining({ title: edited.title }));
  });

  it('the demo roles are found once loaded', async () => {
    await db.transaction((tx) => seedCareerRoles(tx as never));
    await drainJobs();
    const found = await foundPages('customer care advisor');
    expect(found).toContainEqual({ title: 'Customer care advisor', path: '/careers/customer-care-advisor' });
  });
});
