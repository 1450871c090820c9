import { randomUUID } from 'node:crypto';
import type { RealtimeBus } from '~/db/realtime-bus.server';
import type { Actor } from '~/utils/actor';
import { getLogger } from '~/utils/logger.server';
import {
  type ChatLine,
  clientMessage,
  type MediaState,
  ROOM_CLOSE,
  type RoomPeer,
  type SeatRole,
  type ServerMessage,
} from './live.schema';
import { roomChannel } from './room-window';
import { findRecentChat, postChatLine, recordJoin, recordLeave } from './rooms.server';

/*
 * The rooms' switchboard (issue 13). Each app instance holds the sockets connected to it, and
 * nothing else: every message goes out on the room's bus channel and every instance hands it to
 * its own sockets. So two people in one class meet whichever instance each reached, and an
 * instance knows nobody's presence but its own sockets' (a newcomer hears "present" from each).
 *
 * The socket's owner (server/live-rooms.ts) has already checked the person may be in the room;
 * what the hub writes for them (attendance, chat) is written as them, and checked again.
 */

/** What the hub needs of a connection: the ws WebSocket has both. */
export type RoomSocket = { send: (text: string) => void; close: (code: number, reason: string) => void };

/** Who joins: the person (as the session knows them), their name in the room, their seat, and when the room closes. */
export type RoomMember = { classId: string; actor: Actor; name: string; role: SeatRole; closesAt: Date };

export type RoomConnection = {
  peerId: string;
  /** A message from the browser (text). */
  receive: (text: string) => Promise<void>;
  /** The socket closed: tell the room, record the time. Safe to call twice. */
  leave: () => Promise<void>;
};

/** What goes on the bus: a message for the room, or for one peer (`to`), not echoed to `from`. */
type Envelope = { from?: string; to?: string; message: ServerMessage };

type LocalPeer = { peer: RoomPeer; socket: RoomSocket };

type LocalRoom = {
  peers: Map<string, LocalPeer>;
  /** Messages are handed on one after another, in the bus's order (see deliver). */
  delivery: Promise<void>;
  unsubscribe: () => Promise<void>;
  closeTimer: NodeJS.Timeout;
};

/** Chat lines a person may send in a burst, and how fast the allowance refills. */
export const CHAT_BURST = 5;
export const CHAT_REFILL_MS = 2000;

const STARTING_MEDIA: MediaState = { audio: false, video: false, screen: false };

export type RoomHub = {
  join: (socket: RoomSocket, member: RoomMember) => Promise<RoomConnection>;
  /** Peers connected to this instance, by class (for tests and health). */
  localPeers: (classId: string) => RoomPeer[];
  close: () => Promise<void>;
};

export function createRoomHub({ bus }: { bus: RealtimeBus }): RoomHub {
  const rooms = new Map<string, LocalRoom>();
  const opening = new Map<string, Promise<LocalRoom>>();
  const log = getLogger();

  const send = (socket: RoomSocket, message: ServerMessage) => {
    try {
      socket.send(JSON.stringify(message));
    } catch (error) {
      log.debug({ err: error }, 'a room socket could not be written to');
    }
  };

  const publish = (classId: string, envelope: Envelope) => bus.publish(roomChannel(classId), JSON.stringify(envelope));

  async function deliver(classId: string, envelope: Envelope) {
    const room = rooms.get(classId);
    if (!room) return;
    const { message, from, to } = envelope;
    if (message.type === 'peer-joined') {
      for (const local of [...room.peers.values()]) {
        if (local.peer.peerId === message.peer.peerId) continue;
        if (local.peer.userId === message.peer.userId) {
          // The same person opened the room again elsewhere: the newer window wins.
          local.socket.close(ROOM_CLOSE.replaced, 'joined elsewhere');
          continue;
        }
        // Told before the browser hears of the newcomer (and starts its offer), so the newcomer
        // knows who is calling when the offer arrives: one channel delivers in order.
        await publish(classId, {
          from: local.peer.peerId,
          to: message.peer.peerId,
          message: { type: 'peer-present', peer: local.peer },
        });
        send(local.socket, message);
      }
      return;
    }
    if (to) {
      const target = room.peers.get(to);
      if (target) send(target.socket, message);
      return;
    }
    for (const local of room.peers.values()) if (local.peer.peerId !== from) send(local.socket, message);
  }

  async function openRoom(classId: string, closesAt: Date): Promise<LocalRoom> {
    const known = rooms.get(classId);
    if (known) return known;
    const pending = opening.get(classId);
    if (pending) return pending;
    const opened = (async () => {
      const unsubscribe = await bus.subscribe(roomChannel(classId), (text) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(text) as Envelope;
        } catch {
          return;
        }
        const room = rooms.get(classId);
        if (!room) return;
        // In order, one at a time: a "joined" waits for its "present" replies to go out, and the
        // messages behind it (the newcomer's media state, its offers) must not overtake it.
        room.delivery = room.delivery
          .then(() => deliver(classId, envelope))
          .catch((error) => log.warn({ err: error, classId }, 'a room message was not delivered'));
      });
      // The room's time is over: everyone in it is told and disconnected.
      const delay = Math.min(Math.max(0, closesAt.getTime() - Date.now()), 2 ** 31 - 1);
      const closeTimer = setTimeout(() => {
        for (const local of rooms.get(classId)?.peers.values() ?? [])
          local.socket.close(ROOM_CLOSE.ended, 'the session has ended');
      }, delay);
      closeTimer.unref();
      const room: LocalRoom = { peers: new Map(), delivery: Promise.resolve(), unsubscribe, closeTimer };
      rooms.set(classId, room);
      return room;
    })();
    opening.set(classId, opened);
    try {
      return await opened;
    } finally {
      opening.delete(classId);
    }
  }

  async function join(socket: RoomSocket, member: RoomMember): Promise<RoomConnection> {
    const { classId } = member;
    const peer: RoomPeer = {
      peerId: randomUUID(),
      userId: member.actor.id,
      name: member.name,
      role: member.role,
      media: { ...STARTING_MEDIA },
    };
    const room = await openRoom(classId, member.closesAt);
    room.peers.set(peer.peerId, { peer, socket });
    let hasLeft = false;
    let allowance = CHAT_BURST;
    let lastRefill = Date.now();

    const leave = async () => {
      if (hasLeft) return;
      hasLeft = true;
      room.peers.delete(peer.peerId);
      if (room.peers.size === 0 && rooms.get(classId) === room) {
        rooms.delete(classId);
        clearTimeout(room.closeTimer);
        await room.unsubscribe().catch(() => {});
      }
      await Promise.all([
        publish(classId, { from: peer.peerId, message: { type: 'peer-left', peerId: peer.peerId } }),
        recordLeave({ actor: member.actor, classId }),
      ]).catch((error) => log.warn({ err: error, classId }, 'leaving a room was not fully recorded'));
    };

    try {
      await recordJoin({ actor: member.actor, classId });
      const chat: ChatLine[] = await findRecentChat(classId);
      send(socket, { type: 'welcome', self: peer, chat });
      await publish(classId, { from: peer.peerId, message: { type: 'peer-joined', peer } });
    } catch (error) {
      await leave();
      throw error;
    }

    const receive = async (text: string) => {
      if (hasLeft) return;
      let parsed: ReturnType<typeof clientMessage.safeParse>;
      try {
        parsed = clientMessage.safeParse(JSON.parse(text));
      } catch {
        parsed = clientMessage.safeParse(undefined);
      }
      if (!parsed.success) {
        socket.close(ROOM_CLOSE.badMessage, 'not a room message');
        return;
      }
      const message = parsed.data;
      switch (message.type) {
        case 'signal':
          await publish(classId, {
            from: peer.peerId,
            to: message.to,
            message: { type: 'signal', from: peer.peerId, description: message.description, candidate: message.candidate },
          });
          return;
        case 'media':
          peer.media = message.media;
          await publish(classId, { from: peer.peerId, message: { type: 'media', peerId: peer.peerId, media: message.media } });
          return;
        case 'chat': {
          // A token bucket per connection: a burst of lines, then one every CHAT_REFILL_MS.
          const now = Date.now();
          allowance = Math.min(CHAT_BURST, allowance + (now - lastRefill) / CHAT_REFILL_MS);
          lastRefill = now;
          if (allowance < 1) {
            send(socket, { type: 'refused', message: 'live.chat.tooFast' });
            return;
          }
          allowance -= 1;
          const line = await postChatLine({ actor: member.actor, classId, name: peer.name, text: message.text });
          // To everyone, the sender too: every window shows the line as it was saved.
          await publish(classId, { message: { type: 'chat', line } });
          return;
        }
      }
    };

    return { peerId: peer.peerId, receive, leave };
  }

  return {
    join,
    localPeers: (classId) => [...(rooms.get(classId)?.peers.values() ?? [])].map((local) => local.peer),
    close: async () => {
      for (const [classId, room] of rooms) {
        clearTimeout(room.closeTimer);
        for (const local of room.peers.values()) local.socket.close(1001, 'server shutting down');
        await room.unsubscribe().catch(() => {});
        rooms.delete(classId);
      }
    },
  };
}
