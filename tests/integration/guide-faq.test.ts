import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '~/db/schema/accounts';
import { forumCategories, forumGuideFaq, forumMembers, forumModerationLog } from '~/db/schema/forum';
import { forumFailure } from '~/features/forum/failures';
import { seedForum } from '~/features/forum/forum-seed.server';
import { addGuideFaqEntry, editGuideFaqEntry, listGuideFaq, removeGuideFaqEntry } from '~/features/forum/guide-faq.server';
import { ensureMember } from '~/features/forum/members.server';
import { createThread, replyToThread } from '~/features/forum/posting.server';
import { acceptAnswer } from '~/features/forum/reactions.server';
import { action as faqAction, loader as faqLoader } from '~/routes/community/forum-thread-faq';
import { loader as compostingLoader } from '~/routes/guides/composting-guide';
import { type Actor, isActorRefusal } from '~/utils/actor';
import { formPost, pageGet, signUpPerson } from '../factories/accounts';
import { createActor } from '../factories/actors';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * An accepted answer into a guide's FAQ (issue 37, decision 0097): an admin adds, changes and
 * removes entries, each logged with who; a member is refused in the operation; the guide page
 * shows the entries with a link to the thread and FAQPage data.
 */

const database = await setupTestDatabase();
const { db } = database;
const DAY = 86_400_000;

/** A member past level 0, whose posts appear at once. */
async function seasonedMember(name: string): Promise<Actor> {
  const actor = await createActor(database);
  await db
    .update(users)
    .set({ firstName: name, createdAt: new Date(Date.now() - 3 * DAY) })
    .where(eq(users.id, actor.id));
  await ensureMember(db, actor.id);
  await db.update(forumMembers).set({ visiblePosts: 2 }).where(eq(forumMembers.userId, actor.id));
  return { id: actor.id, role: 'user' };
}

async function anAdmin(): Promise<Actor> {
  return { id: (await createActor(database, 'admin')).id, role: 'admin' };
}

let categorySlug = '';
async function category() {
  if (categorySlug) return categorySlug;
  await seedForum(db as never, { withThreads: false });
  const [row] = await db
    .select({ slug: forumCategories.slug })
    .from(forumCategories)
    .where(eq(forumCategories.isPublic, true))
    .limit(1);
  categorySlug = row?.slug ?? '';
  return categorySlug;
}

/** A question with an answer the asker accepted. */
async function answeredQuestion(kind: 'question' | 'discussion' = 'question') {
  const asker = await seasonedMember('Asker');
  const helper = await seasonedMember('Helper');
  const thread = await createThread({
    actor: asker,
    input: {
      category: await category(),
      title: `How wet should a compost pile be ${crypto.randomUUID().slice(0, 6)}`,
      kind,
      body: 'Mine smells sour after a week and nothing seems to heat up.',
    },
  });
  if (!thread.ok) throw new Error(thread.code);
  const answer = await replyToThread({
    actor: helper,
    threadId: thread.threadId,
    body: 'Like a wrung-out sponge: squeeze a handful and a drop or two should come out. [More](/composting-guide)',
    quotes: null,
  });
  if (!answer.ok) throw new Error(answer.code);
  if (kind === 'question') {
    const accepted = await acceptAnswer({ actor: asker, threadId: thread.threadId, postId: answer.postId });
    if (!accepted.ok) throw new Error(accepted.code);
  }
  return { asker, helper, thread, answer };
}

const entry = (overrides: Partial<{ guide: string; question: string; answer: string }> = {}) => ({
  guide: 'composting-guide',
  question: 'How wet should a compost pile be?',
  answer: 'Like a **wrung-out sponge**: a drop or two when you squeeze a handful.',
  ...overrides,
});

type GuideData = {
  faq: { id: string; anchor: string; question: string; answerHtml: string; thread: { slug: string } | null }[];
  seo: { jsonLd: Record<string, unknown>[] };
};

describe('a guide’s FAQ from the forum', () => {
  it('lets an admin add an accepted answer, logged with who, and the guide page shows it with FAQPage data', async () => {
    const { thread, answer } = await answeredQuestion();
    const admin = await anAdmin();
    const saved = await addGuideFaqEntry({ actor: admin, threadId: thread.threadId, entry: entry() });
    if (!saved.ok) throw new Error(saved.code);
    expect(saved.guidePath).toBe('/composting-guide');

    const [row] = await db.select().from(forumGuideFaq).where(eq(forumGuideFaq.id, saved.entryId));
    expect(row).toMatchObject({ threadId: thread.threadId, postId: answer.postId, createdBy: admin.id, updatedBy: admin.id });
    const [logged] = await db
      .select({ moderatorId: forumModerationLog.moderatorId, detail: forumModerationLog.detail })
      .from(forumModerationLog)
      .where(and(eq(forumModerationLog.threadId, thread.threadId), eq(forumModerationLog.action, 'faq-add')));
    expect(logged).toMatchObject({ moderatorId: admin.id });
    expect(logged?.detail).toContain('How wet should a compost pile be?');

    const page = (await callAction(compostingLoader, pageGet('/composting-guide', new CookieJar()))).data as GuideData;
    const shown = page.faq.find((item) => item.id === saved.entryId);
    expect(shown).toMatchObject({
      question: 'How wet should a compost pile be?',
      anchor: saved.anchor,
      thread: { slug: thread.slug },
    });
    expect(shown?.answerHtml).toContain('<strong>wrung-out sponge</strong>');
    const faqPage = page.seo.jsonLd.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toContainEqual({
      '@type': 'Question',
      name: 'How wet should a compost pile be?',
      acceptedAnswer: { '@type': 'Answer', text: 'Like a wrung-out sponge: a drop or two when you squeeze a handful.' },
    });
    expect(page.seo.jsonLd[0]).toMatchObject({ '@type': 'Article' });
  });

  it('sanitises the answer on the one path: no script, links from a member marked as theirs', async () => {
    const { thread } = await answeredQuestion();
    const saved = await addGuideFaqEntry({
      actor: await anAdmin(),
      threadId: thread.threadId,
      entry: entry({
        guide: 'water-conservation',
        answer: 'See [this](https://example.org) and [x](javascript:alert(1)).\n\n<script>alert(1)</script>',
      }),
    });
    if (!saved.ok) throw new Error(saved.code);
    const [shown] = (await listGuideFaq({ guideSlug: 'water-conservation' })).filter((item) => item.id === saved.entryId);
    expect(shown?.answerHtml).not.toContain('<script');
    expect(shown?.answerHtml).not.toContain('javascript:');
    expect(shown?.answerHtml).toContain('rel="nofollow ugc noopener"');
  });

  it('refuses a member in the operation, and writes nothing', async () => {
    const { thread, asker } = await answeredQuestion();
    const refused = await addGuideFaqEntry({ actor: asker, threadId: thread.threadId, entry: entry() }).catch((error) => error);
    expect(isActorRefusal(refused)).toBe(true);
    expect(await db.select().from(forumGuideFaq).where(eq(forumGuideFaq.threadId, thread.threadId))).toEqual([]);
  });

  it('refuses an unknown guide, a thread without an accepted answer, a discussion and a second entry for the same guide', async () => {
    const admin = await anAdmin();
    const { thread } = await answeredQuestion();
    expect(
      await addGuideFaqEntry({ actor: admin, threadId: thread.threadId, entry: entry({ guide: 'no-such-guide' }) }),
    ).toMatchObject(forumFailure('faq-guide-unknown'));
    const talk = await answeredQuestion('discussion');
    expect(await addGuideFaqEntry({ actor: admin, threadId: talk.thread.threadId, entry: entry() })).toMatchObject({
      code: 'not-a-question',
    });
    const unanswered = await createThread({
      actor: talk.asker,
      input: {
        category: await category(),
        title: 'Is sawdust fine in compost',
        kind: 'question',
        body: 'Pine sawdust from a workshop.',
      },
    });
    if (!unanswered.ok) throw new Error(unanswered.code);
    expect(await addGuideFaqEntry({ actor: admin, threadId: unanswered.threadId, entry: entry() })).toMatchObject({
      code: 'faq-no-answer',
    });
    expect((await addGuideFaqEntry({ actor: admin, threadId: thread.threadId, entry: entry() })).ok).toBe(true);
    expect(await addGuideFaqEntry({ actor: admin, threadId: thread.threadId, entry: entry() })).toMatchObject({
      code: 'faq-already-in-guide',
      field: 'guide',
    });
  });

  it('lets an admin change and remove an entry, logged, and the guide no longer shows it; a member cannot', async () => {
    const { thread, asker } = await answeredQuestion();
    const admin = await anAdmin();
    const saved = await addGuideFaqEntry({ actor: admin, threadId: thread.threadId, entry: entry({ guide: 'pest-management' }) });
    if (!saved.ok) throw new Error(saved.code);
    const edited = await editGuideFaqEntry({
      actor: admin,
      entryId: saved.entryId,
      entry: entry({ guide: 'pest-management', question: 'How damp should compost stay?' }),
    });
    expect(edited.ok).toBe(true);
    expect((await listGuideFaq({ guideSlug: 'pest-management' })).find((item) => item.id === saved.entryId)?.question).toBe(
      'How damp should compost stay?',
    );
    expect(isActorRefusal(await removeGuideFaqEntry({ actor: asker, entryId: saved.entryId }).catch((error) => error))).toBe(
      true,
    );
    expect((await removeGuideFaqEntry({ actor: admin, entryId: saved.entryId })).ok).toBe(true);
    expect((await listGuideFaq({ guideSlug: 'pest-management' })).some((item) => item.id === saved.entryId)).toBe(false);
    expect(await removeGuideFaqEntry({ actor: admin, entryId: saved.entryId })).toMatchObject({ code: 'not-found' });
    const actions = await db
      .select({ action: forumModerationLog.action, moderatorId: forumModerationLog.moderatorId })
      .from(forumModerationLog)
      .where(eq(forumModerationLog.threadId, thread.threadId));
    expect(actions.map((logged) => logged.action).sort()).toEqual(['faq-add', 'faq-edit', 'faq-remove']);
    expect(actions.every((logged) => logged.moderatorId === admin.id)).toBe(true);
  });

  it('answers the form page: prefilled for an admin, field messages for bad input, Access Denied for a member', async () => {
    const { thread } = await answeredQuestion();
    const admin = await signUpPerson('faq-admin', { role: 'admin' });
    const path = `/forum/t/${thread.slug}/faq`;
    const page = await callAction(faqLoader, pageGet(path, admin.jar), { slug: thread.slug });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ draft: { guide: '', question: expect.stringMatching(/\?$/) } });
    expect((page.data as { draft: { answer: string } }).draft.answer).toContain('wrung-out sponge');

    const bad = await callAction(
      faqAction,
      formPost(path, { intent: 'add', guide: '', question: 'Why', answer: '' }, admin.jar),
      {
        slug: thread.slug,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.data).toMatchObject({
      ok: false,
      fieldErrors: { guide: 'forum.faq.errors.guide', question: 'forum.faq.errors.question', answer: 'forum.faq.errors.answer' },
    });
    const added = await callAction(
      faqAction,
      formPost(path, { intent: 'add', ...entry({ guide: 'tools-resources' }) }, admin.jar),
      {
        slug: thread.slug,
      },
    );
    expect(added.status).toBe(302);
    expect(added.headers.get('location')).toMatch(/^\/tools-resources#faq-[0-9a-f]{8}$/);

    const member = await signUpPerson('faq-member');
    const refused = await callAction(faqAction, formPost(path, { intent: 'add', ...entry() }, member.jar), { slug: thread.slug });
    expect(refused.status).toBe(403);
  });
});
