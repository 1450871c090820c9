import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assistantConversations, assistantMessages, assistantQuestions } from '~/db/schema/assistant';
import { cartItems, carts } from '~/db/schema/cart';
import { products } from '~/db/schema/catalog';
import { courseEnrolments, courses } from '~/db/schema/learning';
import { exportUserData } from '~/features/accounts/data-export.server';
import { rebuildKnowledge } from '~/features/assistant/admin-tools.server';
import { readQuestionLog } from '~/features/assistant/assistant-activity.server';
import { syncKnowledge } from '~/features/assistant/knowledge-index.server';
import { proposeAction } from '~/features/assistant/propose-action.server';
import { providerForQuestion } from '~/features/assistant/providers.server';
import { runAction } from '~/features/assistant/run-action.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { PERSONAL_DATA } from '~/routes/account/personal-data.server';
import { action as actionsAction } from '~/routes/api/assistant-actions';
import { action as conversationsAction, loader as conversationsLoader } from '~/routes/api/assistant-conversations';
import { action as chatAction } from '~/routes/api/chat-with-ai';
import { action as aiEngineAction, loader as aiEngineLoader } from '~/routes/creator-hub/ai-engine';
import type { loadAiEngine } from '~/routes/creator-hub/ai-engine.server';
import { isActorRefusal } from '~/utils/actor';
import { resetEnvCache } from '~/utils/env.server';
import { reloadDemoContent } from '../../server/demo-content';
import { prepareSearchIndex } from '../../server/search-index';
import { signUpPerson } from '../factories/accounts';
import { createOrder } from '../factories/orders';
import { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Verde AI's memory and hands (issue 38): a signed-in person's conversations kept and theirs
 * alone, the redacted question log and the daily token budget, and the actions it proposes and
 * does once confirmed, with the person's own rights.
 */

const database = await setupTestDatabase();
const { db } = database;

beforeAll(async () => {
  await reloadDemoContent(db);
  await prepareSearchIndex(db);
  await syncKnowledge(db);
}, 300_000);

let address = 0;
function post(path: string, body: unknown, jar?: CookieJar) {
  address += 1;
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [CLIENT_IP_HEADER]: `203.0.113.${address}`,
      ...(jar ? { cookie: jar.header() } : {}),
    },
    body: JSON.stringify(body),
  });
}
function formRequest(path: string, fields: Record<string, string>, jar: CookieJar) {
  address += 1;
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { cookie: jar.header(), [CLIENT_IP_HEADER]: `203.0.113.${address}` },
    body: new URLSearchParams(fields),
  });
}
const get = (path: string, jar: CookieJar) => new Request(`http://localhost${path}`, { headers: { cookie: jar.header() } });

type ChatAnswer = { choices: { message: { content: string } }[]; conversationId: string | null; action: { kind: string } | null };
const ask = async (question: string, jar?: CookieJar, conversationId?: string | null) =>
  callAction(chatAction, post('/api/chat-with-ai', { messages: [{ role: 'user', content: question }], conversationId }, jar));

describe('conversations', () => {
  it('keeps a signed-in person’s questions and answers in one conversation that only they can read or delete', async () => {
    const rosa = await signUpPerson('rosa');
    const first = await ask('how do I fix a smelly compost heap', rosa.jar);
    expect(first.status).toBe(200);
    const conversationId = (first.data as ChatAnswer).conversationId;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await ask('and how often should I turn it', rosa.jar, conversationId);
    expect((second.data as ChatAnswer).conversationId).toBe(conversationId);

    const list = await callAction(conversationsLoader, get('/api/assistant/conversations', rosa.jar));
    const listed = (list.data as { conversations: { id: string; title: string; messages: number }[] }).conversations;
    expect(listed).toEqual([
      expect.objectContaining({ id: conversationId, title: 'how do I fix a smelly compost heap', messages: 4 }),
    ]);
    const read = await callAction(conversationsLoader, get(`/api/assistant/conversations?id=${conversationId}`, rosa.jar));
    const messages = (read.data as { conversation: { messages: { role: string; content: string; html?: string }[] } })
      .conversation.messages;
    expect(messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(messages[1]?.html).toContain('<p>');

    // Another person cannot read or delete it, and does not see it listed.
    const otto = await signUpPerson('otto');
    const peek = await callAction(conversationsLoader, get(`/api/assistant/conversations?id=${conversationId}`, otto.jar));
    expect(peek.status).toBe(404);
    const theirs = await callAction(conversationsLoader, get('/api/assistant/conversations', otto.jar));
    expect((theirs.data as { conversations: unknown[] }).conversations).toEqual([]);
    const steal = await callAction(
      conversationsAction,
      post('/api/assistant/conversations', { intent: 'delete', id: conversationId }, otto.jar),
    );
    expect(steal.status).toBe(404);
    // Naming Rosa's conversation does not add Otto's question to it.
    const hijack = await ask('what goes in a worm farm', otto.jar, conversationId);
    expect((hijack.data as ChatAnswer).conversationId).not.toBe(conversationId);
    expect(await db.$count(assistantMessages, eq(assistantMessages.conversationId, conversationId as string))).toBe(4);

    // The conversation is in Rosa's data export, and goes when she deletes it.
    const exported = await exportUserData({
      actor: { id: rosa.id, email: rosa.email, role: 'user' },
      personalData: PERSONAL_DATA,
    });
    expect(JSON.stringify(exported)).toContain('how do I fix a smelly compost heap');
    const removed = await callAction(
      conversationsAction,
      post('/api/assistant/conversations', { intent: 'delete', id: conversationId }, rosa.jar),
    );
    expect(removed.status).toBe(200);
    expect(await db.$count(assistantConversations, eq(assistantConversations.userId, rosa.id))).toBe(0);
    expect(await db.$count(assistantMessages, eq(assistantMessages.conversationId, conversationId as string))).toBe(0);
  });

  it('keeps nothing of a visitor’s conversation on the server', async () => {
    const before = await db.$count(assistantConversations);
    const answer = await ask('what is the best way to store seeds');
    expect(answer.status).toBe(200);
    expect((answer.data as ChatAnswer).conversationId).toBeNull();
    expect(await db.$count(assistantConversations)).toBe(before);
  });
});

describe('the question log', () => {
  it('writes each question without personal details, with how it went', async () => {
    await ask('my email is ana.pereira@example.org, how do I start a compost heap');
    await ask('how much neem oil should I drink for a cough');
    await ask('qwxzv blorptang frindle');
    const rows = await db.select().from(assistantQuestions);
    const answered = rows.find((row) => row.question.includes('start a compost heap'));
    expect(answered?.question).toBe('my email is [email], how do I start a compost heap');
    expect(answered).toMatchObject({ outcome: 'answered', provider: 'built-in', signedIn: false, language: 'en' });
    expect(answered?.sources.length).toBeGreaterThan(0);
    expect(answered?.totalMs).toBeGreaterThanOrEqual(0);
    expect(rows.find((row) => row.question.includes('neem oil'))).toMatchObject({
      outcome: 'declined',
      declineReason: 'medical',
      sources: [],
    });
    expect(rows.find((row) => row.question.includes('blorptang'))).toMatchObject({ outcome: 'no-source' });
    expect(JSON.stringify(rows)).not.toContain('ana.pereira');
  });
});

describe('the daily token budget', () => {
  let server: http.Server;
  let baseUrl = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Turn it weekly [1].' } }] })}\n\n`);
        res.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 900, completion_tokens: 100 } })}\n\n`);
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('counts the tokens the endpoint reports, and answers with the built-in provider once the day’s are spent', async () => {
    Object.assign(process.env, { AI_BASE_URL: baseUrl, AI_API_KEY: 'test-key', AI_MODEL: 'tiny', AI_DAILY_TOKEN_BUDGET: '1500' });
    resetEnvCache();
    try {
      await db.delete(assistantQuestions);
      const first = await ask('how often should I turn a compost heap');
      expect((first.data as ChatAnswer).choices[0]?.message.content).toBe('Turn it weekly [1].');
      const [row] = await db.select().from(assistantQuestions);
      expect(row).toMatchObject({ provider: 'openai-compatible', model: 'tiny', promptTokens: 900, completionTokens: 100 });
      expect((await providerForQuestion()).isOverBudget).toBe(false);
      // A second answer takes the day to 2,000 tokens, past the budget of 1,500.
      await ask('how often should I turn a compost heap');
      const chosen = await providerForQuestion();
      expect(chosen).toMatchObject({ isOverBudget: true, provider: { id: 'built-in' } });
      const third = await ask('how often should I turn a compost heap');
      expect((third.data as ChatAnswer).choices[0]?.message.content).not.toBe('Turn it weekly [1].');
      expect(await db.$count(assistantQuestions, eq(assistantQuestions.provider, 'built-in'))).toBe(1);
    } finally {
      for (const key of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_DAILY_TOKEN_BUDGET']) delete process.env[key];
      resetEnvCache();
    }
  });
});

describe('actions', () => {
  it('offers the composting guide’s products and adds those in stock to a visitor’s cart once confirmed', async () => {
    const proposal = await proposeAction({
      actor: null,
      question: 'add the materials of the composting guide to my cart',
      sourcePaths: [],
    });
    expect(proposal).toMatchObject({ kind: 'add-materials', pagePath: '/composting-guide', pageTitle: 'Composting Guide' });
    const offered = proposal?.kind === 'add-materials' ? proposal.products : [];
    expect(offered.length).toBeGreaterThan(2);

    // One of them sold out meanwhile: it is left out, and said (with any the demo has sold out already).
    const [thermometer] = await db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.handle, 'compost-thermometer-20-inch'));
    await db
      .update(products)
      .set({ trackInventory: true, stockQuantity: 0 })
      .where(eq(products.handle, 'compost-thermometer-20-inch'));
    const soldOut = offered
      .filter((product) => !product.isInStock || product.name === thermometer?.name)
      .map((product) => product.name);
    expect(soldOut).toContain(thermometer?.name);
    const done = await callAction(
      actionsAction,
      post('/api/assistant/actions', { kind: 'add-materials', pagePath: '/composting-guide' }),
    );
    expect(done.status).toBe(200);
    const outcome = (done.data as { outcome: { added: number; soldOut: string[] } }).outcome;
    expect(outcome.soldOut.sort()).toEqual(soldOut.sort());
    expect(outcome.added).toBe(offered.length - soldOut.length);
    const jar = new CookieJar(done.headers);
    expect(jar.header()).toContain('verde.cart=');
    const [cart] = await db
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.id, jar.header().match(/verde\.cart=([^;]+)/)?.[1] ?? ''));
    expect(cart).toBeDefined();
    expect(await db.$count(cartItems, eq(cartItems.cartId, cart?.id ?? ''))).toBe(offered.length - soldOut.length);
  });

  it('refuses what needs an account to a visitor, shows a person only their own orders, and enrols only in a free course', async () => {
    const orders = await callAction(actionsAction, post('/api/assistant/actions', { kind: 'my-orders' }));
    expect(orders.status).toBe(401);
    expect((orders.data as { error: string }).error).toBe('Please sign in first: this needs your account.');
    expect(await proposeAction({ actor: null, question: 'where is my order', sourcePaths: [] })).toEqual({
      kind: 'my-orders',
      needsSignIn: true,
    });

    const mia = await signUpPerson('mia');
    const someoneElse = await signUpPerson('lee');
    const [product] = await db.select({ id: products.id, name: products.name, handle: products.handle }).from(products).limit(1);
    if (!product) throw new Error('no demo product');
    await createOrder(database, { userId: mia.id, email: mia.email, product, status: 'shipped' });
    await createOrder(database, { userId: someoneElse.id, email: someoneElse.email, product });
    const mine = await callAction(actionsAction, post('/api/assistant/actions', { kind: 'my-orders' }, mia.jar));
    const listed = (mine.data as { outcome: { orders: { status: string; path: string }[]; total: number } }).outcome;
    expect(listed.total).toBe(1);
    expect(listed.orders).toEqual([expect.objectContaining({ status: 'shipped', path: expect.stringMatching(/^\/orders\//) })]);

    const beginner = await proposeAction({
      actor: { id: mia.id, role: 'user' },
      question: 'which class suits a beginner in composting',
      sourcePaths: [],
    });
    expect(beginner).toMatchObject({ kind: 'beginner-course', needsSignIn: false });
    const enrolSlug = beginner?.kind === 'beginner-course' ? beginner.enrolSlug : null;
    expect(enrolSlug).toBe('composting-basics');
    const enrolled = await callAction(
      actionsAction,
      post('/api/assistant/actions', { kind: 'enrol', courseSlug: 'composting-basics' }, mia.jar),
    );
    expect(enrolled.status).toBe(200);
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'composting-basics'));
    expect(await db.$count(courseEnrolments, eq(courseEnrolments.userId, mia.id))).toBe(1);
    expect(course).toBeDefined();

    // A paid course is bought on its page, never enrolled from the panel; a made-up one is not found.
    const paid = await runAction({
      request: post('/x', {}, mia.jar),
      actor: { id: mia.id, role: 'user' },
      action: { kind: 'enrol', courseSlug: 'starting-seeds-indoors' },
    });
    expect(paid.ok).toBe(false);
    expect(await db.$count(courseEnrolments, eq(courseEnrolments.userId, mia.id))).toBe(1);
    const missing = await callAction(
      actionsAction,
      post('/api/assistant/actions', { kind: 'add-materials', pagePath: '/not-a-guide' }),
    );
    expect(missing.status).toBe(404);
    const bad = await callAction(actionsAction, post('/api/assistant/actions', { kind: 'delete-everything' }));
    expect(bad.status).toBe(400);
  });

  it('sends the proposal beside the answer', async () => {
    const answer = await ask('add the materials of the composting guide to my cart');
    expect((answer.data as ChatAnswer).action).toMatchObject({ kind: 'add-materials', pagePath: '/composting-guide' });
    const plain = await ask('how often should I water tomatoes');
    const answered = plain.data as ChatAnswer & { sources: { number: number }[] };
    expect(answered.action).toBeNull();
    // Only the pages the answer cites are listed as its sources.
    expect(answered.sources.length).toBeGreaterThan(0);
    for (const source of answered.sources) expect(answered.choices[0]?.message.content).toContain(`[${source.number}]`);

    // Asked after a compost question, "where is my order" is a question of its own: no page
    // answers it, the offer does, and the log counts it answered.
    const followed = await callAction(
      chatAction,
      post('/api/chat-with-ai', {
        messages: [
          { role: 'user', content: 'add the materials of the composting guide to my cart' },
          { role: 'assistant', content: 'I can do that for you here:' },
          { role: 'user', content: 'where is my order' },
        ],
      }),
    );
    const orders = followed.data as ChatAnswer & { sources: unknown[] };
    expect(orders.action).toEqual({ kind: 'my-orders', needsSignIn: true });
    expect(orders.choices[0]?.message.content).toBe('I can do that for you here:');
    expect(orders.sources).toEqual([]);
    const [logged] = await db
      .select({ outcome: assistantQuestions.outcome })
      .from(assistantQuestions)
      .where(eq(assistantQuestions.question, 'where is my order'));
    expect(logged?.outcome).toBe('answered');
  });
});

describe('the admin screen', () => {
  it('shows an admin the provider, use, unanswered questions, log and index, and refuses anyone else', async () => {
    const admin = await signUpPerson('verde-admin', { role: 'admin' });
    const member = await signUpPerson('verde-member');
    await ask('zzqv snorfblat quinth');
    await ask('zzqv  Snorfblat quinth');
    const page = await callAction(aiEngineLoader, get('/creator-hub?outcome=no-source', admin.jar));
    expect(page.status).toBe(200);
    const shown = page.data as Awaited<ReturnType<typeof loadAiEngine>>;
    expect(shown.provider).toMatchObject({ id: 'built-in', dailyBudget: 200_000 });
    expect(shown.usage[0]?.questions).toBeGreaterThan(0);
    // The two spellings of one question are one unanswered question, asked twice.
    expect(shown.unanswered).toContainEqual(expect.objectContaining({ question: expect.stringMatching(/snorfblat/i), asked: 2 }));
    expect(shown.questions.length).toBeGreaterThan(0);
    expect(shown.questions.every((row) => row.outcome === 'no-source')).toBe(true);
    expect(shown.coverage.find((row) => row.kind === 'guide')?.passages).toBeGreaterThan(0);

    const tried = await callAction(
      aiEngineAction,
      formRequest('/creator-hub', { intent: 'try', question: 'how do I start a compost heap' }, admin.jar),
    );
    expect(tried.data).toMatchObject({ ok: true, provider: 'built-in', declined: false });
    const logged = await db.$count(assistantQuestions, eq(assistantQuestions.question, 'how do I start a compost heap'));
    expect(logged).toBe(0);
    const rebuilt = await callAction(aiEngineAction, formRequest('/creator-hub', { intent: 'rebuild' }, admin.jar));
    expect(rebuilt.data).toMatchObject({ ok: true, message: 'aiEngine.knowledge.rebuilt' });

    // A member is refused by the route, and by each read itself.
    const refused = await callAction(aiEngineLoader, get('/creator-hub', member.jar));
    expect(refused.status).toBe(403);
    await expect(
      readQuestionLog({ actor: { id: member.id, role: 'user' }, filters: { outcome: null, q: '', page: 1 } }),
    ).rejects.toSatisfy(isActorRefusal);
    await expect(rebuildKnowledge({ actor: { id: member.id, role: 'user' } })).rejects.toSatisfy(isActorRefusal);
  });
});
