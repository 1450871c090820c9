import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createDatabaseBus, createRedisBus, NOTIFY_INLINE_LIMIT_BYTES, type RealtimeBus } from '~/db/realtime-bus.server';
import { classAttendance, classChatMessages, securityEvents } from '~/db/schema/index';
import { bookClass } from '~/features/learning/class-bookings.server';
import type { ServerMessage } from '~/features/live/live.schema';
import { createRoomHub, type RoomSocket } from '~/features/live/room-hub.server';
import { findRoomAccess } from '~/features/live/rooms.server';
import { loader as videoSessionLoader } from '~/routes/live/video-session';
import { getLogger } from '~/utils/logger.server';
import { attachLiveRooms } from '../../server/live-rooms';
import { pageGet, signUpPerson } from '../factories/accounts';
import { actorOf } from '../factories/actors';
import { createClass } from '../factories/courses';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Live video sessions (issue 13): who may enter a class's room, the bus that carries a room
 * across app instances (LISTEN/NOTIFY, or Redis), the hub's presence, signalling and chat, and
 * the room's socket as a browser opens it.
 */

const database = await setupTestDatabase();
const db = database.db;

async function until<T>(read: () => T | undefined | null | false, what: string, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const person = (label: string) => signUpPerson(label);

/** A class starting in five minutes (its room is open), taught by `instructorId`, with one seat. */
async function openClass(instructorId: string, overrides: { inHours?: number; capacity?: number } = {}) {
  return createClass(database, { inHours: 5 / 60, capacity: 1, instructorId, ...overrides });
}

class FakeSocket implements RoomSocket {
  received: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  send(text: string) {
    this.received.push(JSON.parse(text) as ServerMessage);
  }
  close(code: number, reason: string) {
    this.closed ??= { code, reason };
  }
  find<K extends ServerMessage['type']>(type: K, where: (message: Extract<ServerMessage, { type: K }>) => boolean = () => true) {
    return this.received.find(
      (message): message is Extract<ServerMessage, { type: K }> =>
        message.type === type && where(message as Extract<ServerMessage, { type: K }>),
    );
  }
}

async function busContract(makeBus: () => RealtimeBus) {
  const bus = makeBus();
  const channel = `live_test_${Math.random().toString(36).slice(2, 10)}`;
  const first: string[] = [];
  const second: string[] = [];
  const stopFirst = await bus.subscribe(channel, (message) => first.push(message));
  const stopSecond = await bus.subscribe(channel, (message) => second.push(message));
  // An offer too long for a NOTIFY payload, between two short messages: order is kept.
  const long = JSON.stringify({ sdp: 'v=0\r\n'.repeat(Math.ceil((NOTIFY_INLINE_LIMIT_BYTES * 2) / 5)) });
  await bus.publish(channel, 'one');
  await bus.publish(channel, long);
  await bus.publish(channel, 'three');
  await until(() => first.length === 3 && second.length === 3, 'three messages on both listeners');
  expect(first).toEqual(['one', long, 'three']);
  expect(second).toEqual(['one', long, 'three']);
  await stopFirst();
  await bus.publish(channel, 'four');
  await until(() => second.length === 4, 'the fourth message');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(first).toHaveLength(3);
  await stopSecond();
  await bus.close();
}

const redisUrl = 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
probe.on('error', () => {});
const hasRedis = await probe
  .connect()
  .then(() => probe.ping())
  .then((answer) => answer === 'PONG')
  .catch(() => false)
  .finally(() => probe.disconnect());
if (!hasRedis) console.warn(`live tests: Redis is not reachable at ${redisUrl}; the Redis bus test is skipped.`);

describe('the realtime bus', () => {
  it('on the database: every listener gets every message, in order, long ones included', async () => {
    await busContract(() => createDatabaseBus(database));
  });

  it.skipIf(!hasRedis)(`on Redis (${redisUrl}): the same`, async () => {
    await busContract(() => createRedisBus(redisUrl));
  });
});

describe('who may enter a room', () => {
  it('the instructor and learners with a seat; not someone in line, nor anyone else', async () => {
    const [teacher, seated, waiting, stranger] = [
      await person('teacher'),
      await person('seated'),
      await person('waiting'),
      await person('stranger'),
    ];
    const session = await openClass(teacher.id);
    expect(await bookClass({ actor: actorOf(seated), classId: session.id, locale: 'en' })).toMatchObject({ status: 'booked' });
    expect(await bookClass({ actor: actorOf(waiting), classId: session.id, locale: 'en' })).toMatchObject({
      status: 'waitlisted',
    });

    expect(await findRoomAccess({ classId: session.id, userId: teacher.id })).toMatchObject({ ok: true, seat: 'instructor' });
    expect(await findRoomAccess({ classId: session.id, userId: seated.id })).toMatchObject({
      ok: true,
      seat: 'learner',
      room: { window: { state: 'open' } },
    });
    expect(await findRoomAccess({ classId: session.id, userId: waiting.id })).toMatchObject({ ok: false, reason: 'no-seat' });
    expect(await findRoomAccess({ classId: session.id, userId: stranger.id })).toMatchObject({ ok: false, reason: 'no-seat' });
    expect(await findRoomAccess({ classId: 'not-a-class', userId: seated.id })).toEqual({ ok: false, reason: 'not-found' });

    // The page: the SPEC's Access Denied for a stranger, recorded as a security event.
    const denied = await callAction(videoSessionLoader, pageGet(`/video-session/${session.id}`, stranger.jar), {
      sessionId: session.id,
    });
    expect(denied.status).toBe(403);
    expect(denied.data).toMatchObject({ kind: 'access-denied' });
    const events = await db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, stranger.id), eq(securityEvents.type, 'ACCESS_DENIED')));
    expect(events).toHaveLength(1);

    // A visitor is sent to sign in first.
    const visitor = await callAction(videoSessionLoader, new Request(`http://localhost/video-session/${session.id}`), {
      sessionId: session.id,
    });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get('location')).toContain('/auth?redirectTo=');

    // A learner with a seat gets the room and how to join it.
    const page = await callAction(videoSessionLoader, pageGet(`/video-session/${session.id}`, seated.jar), {
      sessionId: session.id,
    });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({
      seat: 'learner',
      room: { state: 'open', title: session.title },
      socketPath: `/live/rooms/${session.id}`,
      join: { kind: 'webrtc', iceServers: [] },
    });
  });

  it('before the room opens the page says when, and carries no way in', async () => {
    const teacher = await person('teacher');
    const later = await openClass(teacher.id, { inHours: 2 });
    const page = await callAction(videoSessionLoader, pageGet(`/video-session/${later.id}`, teacher.jar), {
      sessionId: later.id,
    });
    expect(page.data).toMatchObject({
      room: { state: 'waiting', opensAt: new Date(later.startsAt.getTime() - 10 * 60_000).toISOString() },
      join: null,
    });
  });
});

describe('the room hub, across two app instances', () => {
  it('introduces the people, routes offers to one person, shares the chat and records attendance', async () => {
    const teacher = await person('teacher');
    const learner = await person('learner');
    const session = await openClass(teacher.id);
    await bookClass({ actor: actorOf(learner), classId: session.id, locale: 'en' });
    // Two instances: their own hub each, one database between them.
    const hubA = createRoomHub({ bus: createDatabaseBus(database) });
    const hubB = createRoomHub({ bus: createDatabaseBus(database) });
    const closesAt = new Date(Date.now() + 3_600_000);
    try {
      const teacherSocket = new FakeSocket();
      const teacherIn = await hubA.join(teacherSocket, {
        classId: session.id,
        actor: { id: teacher.id, role: 'user' },
        name: 'Tess T.',
        role: 'instructor',
        closesAt,
      });
      expect(teacherSocket.find('welcome')).toMatchObject({ self: { peerId: teacherIn.peerId, role: 'instructor' }, chat: [] });

      const learnerSocket = new FakeSocket();
      const learnerIn = await hubB.join(learnerSocket, {
        classId: session.id,
        actor: { id: learner.id, role: 'user' },
        name: 'Sam S.',
        role: 'learner',
        closesAt,
      });
      // Each hears of the other: the teacher that someone joined, the newcomer who is present.
      await until(() => teacherSocket.find('peer-joined', (message) => message.peer.peerId === learnerIn.peerId), 'peer-joined');
      await until(
        () => learnerSocket.find('peer-present', (message) => message.peer.peerId === teacherIn.peerId),
        'peer-present',
      );
      expect(hubA.localPeers(session.id).map((peer) => peer.userId)).toEqual([teacher.id]);

      // An offer goes to the one person it is for, from the one who sent it.
      await teacherIn.receive(
        JSON.stringify({ type: 'signal', to: learnerIn.peerId, description: { type: 'offer', sdp: 'v=0 offer' } }),
      );
      const offer = await until(() => learnerSocket.find('signal'), 'the offer');
      expect(offer).toEqual({ type: 'signal', from: teacherIn.peerId, description: { type: 'offer', sdp: 'v=0 offer' } });
      expect(teacherSocket.find('signal')).toBeUndefined();

      // Chat reaches everyone, the sender too, and is kept for whoever comes later.
      await learnerIn.receive(JSON.stringify({ type: 'chat', text: '  Hello from the allotment!  ' }));
      await until(() => teacherSocket.find('chat'), 'chat at the teacher');
      await until(() => learnerSocket.find('chat'), 'chat at the learner');
      expect(teacherSocket.find('chat')?.line).toMatchObject({
        userId: learner.id,
        name: 'Sam S.',
        text: 'Hello from the allotment!',
      });
      const saved = await db.select().from(classChatMessages).where(eq(classChatMessages.classId, session.id));
      expect(saved.map((row) => row.body)).toEqual(['Hello from the allotment!']);

      // Muting is told to the others.
      await learnerIn.receive(JSON.stringify({ type: 'media', media: { audio: false, video: true, screen: false } }));
      await until(() => teacherSocket.find('media'), 'media state');
      expect(teacherSocket.find('media')).toEqual({
        type: 'media',
        peerId: learnerIn.peerId,
        media: { audio: false, video: true, screen: false },
      });

      // Too many lines at once: the rest are refused, the connection stays.
      for (let i = 0; i < 8; i++) await learnerIn.receive(JSON.stringify({ type: 'chat', text: `line ${i}` }));
      expect(learnerSocket.find('refused')).toEqual({ type: 'refused', message: 'live.chat.tooFast' });
      expect(learnerSocket.closed).toBeNull();

      // The same learner opening the room again (another tab, on the other instance) replaces the first window.
      const secondWindow = new FakeSocket();
      const again = await hubA.join(secondWindow, {
        classId: session.id,
        actor: { id: learner.id, role: 'user' },
        name: 'Sam S.',
        role: 'learner',
        closesAt,
      });
      await until(() => learnerSocket.closed, 'the first window to close');
      expect(learnerSocket.closed?.code).toBe(4001);
      await learnerIn.leave();
      // Its recent chat is there for the second window.
      expect(secondWindow.find('welcome')?.chat.map((line) => line.text)).toContain('Hello from the allotment!');

      // Leaving is told to the others and recorded.
      await again.leave();
      await until(() => teacherSocket.find('peer-left', (message) => message.peerId === again.peerId), 'peer-left');
      const [attendance] = await db
        .select()
        .from(classAttendance)
        .where(and(eq(classAttendance.classId, session.id), eq(classAttendance.userId, learner.id)));
      expect(attendance?.joins).toBe(2);
      expect(attendance?.lastLeftAt).toBeInstanceOf(Date);

      // Something that is not a room message closes that connection.
      await teacherIn.receive('{"type":"signal","to":"nobody"}');
      expect(teacherSocket.closed?.code).toBe(4003);
    } finally {
      await hubA.close();
      await hubB.close();
    }
  });
});

// The rooms' sockets on a server of their own, as server/run.ts attaches them.
const server = http.createServer((_request, response) => response.writeHead(404).end());
const rooms = attachLiveRooms(server, { logger: getLogger(), siteUrl: 'http://localhost', trustProxy: false });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
const origin = `http://127.0.0.1:${port}`;
afterAll(async () => {
  await rooms.close();
  await new Promise((resolve) => server.close(resolve));
});
describe("the room's socket", () => {
  /** Opens a room socket as a browser would; resolves to the first message or the refusal's status. */
  function open(classId: string, { cookie = '', from = origin }: { cookie?: string; from?: string | null } = {}) {
    return new Promise<{ status: number; ws?: WebSocket; first?: ServerMessage }>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/live/rooms/${classId}`, {
        headers: { cookie, ...(from ? { origin: from } : {}) },
      });
      ws.on('unexpected-response', (_request, response) => resolve({ status: response.statusCode ?? 0 }));
      ws.on('message', (data) => resolve({ status: 101, ws, first: JSON.parse(String(data)) as ServerMessage }));
      ws.on('error', () => {});
    });
  }

  it('admits a learner with a seat from our own pages, and nobody else', async () => {
    const teacher = await person('teacher');
    const learner = await person('learner');
    const stranger = await person('stranger');
    const session = await openClass(teacher.id);
    await bookClass({ actor: actorOf(learner), classId: session.id, locale: 'en' });
    const later = await openClass(teacher.id, { inHours: 3 });

    expect((await open(session.id, { cookie: learner.jar.header(), from: 'https://evil.example' })).status).toBe(403);
    expect((await open(session.id, { cookie: learner.jar.header(), from: null })).status).toBe(403);
    expect((await open(session.id)).status).toBe(401);
    expect((await open(session.id, { cookie: stranger.jar.header() })).status).toBe(403);
    expect((await open(later.id, { cookie: teacher.jar.header() })).status).toBe(409);
    expect((await open('3f2504e0-4f89-41d3-9a0c-0305e82c3301', { cookie: learner.jar.header() })).status).toBe(404);

    const admitted = await open(session.id, { cookie: learner.jar.header() });
    expect(admitted.status).toBe(101);
    expect(admitted.first).toMatchObject({ type: 'welcome', self: { userId: learner.id, role: 'learner', name: 'Sam S.' } });
    const closed = new Promise<number>((resolve) => admitted.ws?.on('close', (code) => resolve(code)));
    admitted.ws?.send('not json');
    expect(await closed).toBe(4003);
  });
});
