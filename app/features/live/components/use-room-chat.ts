import { type FormEvent, useState } from 'react';
import type { ClientMessage } from '../live.schema';

/**
 * The chat's message being written, and sending it over the room's socket. The lines themselves
 * come back from the room (ours included, once saved) into the room's state.
 */
export function useRoomChat(send: (message: ClientMessage) => void) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    send({ type: 'chat', text });
    setDraft('');
  };
  return { draft, setDraft, submit };
}
