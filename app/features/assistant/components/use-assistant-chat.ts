import { useCallback, useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import type { ActionOutcome, ActionProposal } from '../action-types';
import { createSseParser } from '../sse';

/*
 * The panel's conversation (issue 38): what was said, the answer being written, and sending. The
 * question and the conversation before it go to `/api/chat-with-ai` as server-sent events; the
 * answer's pieces are shown as they arrive, then replaced by its sanitised HTML from the server.
 * The conversation is kept in the tab's session storage, so it survives navigation and a reload;
 * a signed-in person's is also kept on the server (its id comes back with each answer), where they
 * find it again. An answer may carry an action it offers to do; nothing is done until the person
 * confirms it here, and what was done is said as the next turn.
 */

export type ChatSource = { number: number; title: string; path: string; heading: string };

export type ChatTurn = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The answer rendered by the server on the one sanitising path, once it is complete. */
  html?: string;
  sources?: ChatSource[];
  isStreaming?: boolean;
  /** What the answer offers to do, and whether the person took it up. */
  action?: ActionProposal;
  actionState?: 'offered' | 'working' | 'done' | 'dismissed';
  /** What was done, when this turn reports a confirmed action. */
  outcome?: ActionOutcome;
};

type Stored = { turns: ChatTurn[]; conversationId: string | null };

const STORAGE_KEY = 'verde-assistant-conversation';
/** The SPEC's messages (§8), shown as toasts: the service failed, or anything else did. */
const FAILED = 'assistant.errors.failed';
const WENT_WRONG = 'assistant.errors.wentWrong';
/** What is sent back as context: the last few turns. */
const HISTORY_TURNS = 8;

const newId = () => Math.random().toString(36).slice(2, 10);

function load(): Stored {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Stored>;
    return {
      turns: Array.isArray(stored.turns) ? stored.turns.filter((turn) => !turn.isStreaming) : [],
      conversationId: typeof stored.conversationId === 'string' ? stored.conversationId : null,
    };
  } catch {
    return { turns: [], conversationId: null };
  }
}

/** The confirmed action as the server takes it: what it acts on, named by address or slug. */
function actionRequestOf(action: ActionProposal) {
  if (action.kind === 'add-materials') return { kind: action.kind, pagePath: action.pagePath };
  if (action.kind === 'my-orders') return { kind: action.kind };
  return { kind: 'enrol' as const, courseSlug: action.enrolSlug };
}

export function useAssistantChat() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [isThinking, setIsThinking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => {
    const stored = load();
    setTurns(stored.turns);
    setConversationId(stored.conversationId);
  }, []);
  useEffect(() => {
    try {
      const stored: Stored = { turns: turns.filter((turn) => !turn.isStreaming), conversationId };
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Storage full or off: the conversation lasts as long as the page.
    }
  }, [turns, conversationId]);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      // SPEC §5: an empty or whitespace-only message is not sent.
      if (!question || isThinking) return false;
      const asked: ChatTurn = { id: newId(), role: 'user', content: question };
      const answerId = newId();
      // What was said, without the reports of confirmed actions (they have no words of their own).
      const history = [...turns, asked]
        .filter((turn) => turn.content.trim())
        .slice(-HISTORY_TURNS)
        .map(({ role, content }) => ({ role, content }));
      setTurns((current) => [...current, asked]);
      setIsThinking(true);
      const controller = new AbortController();
      abort.current = controller;
      const update = (change: Partial<ChatTurn>) =>
        setTurns((current) => {
          const known = current.some((turn) => turn.id === answerId);
          const base: ChatTurn = { id: answerId, role: 'assistant', content: '', isStreaming: true };
          return known
            ? current.map((turn) => (turn.id === answerId ? { ...turn, ...change } : turn))
            : [...current, { ...base, ...change }];
        });
      // `message` is the server's words (already translated) or one of the two keys above.
      const fail = (message: string) => {
        setTurns((current) => current.filter((turn) => turn.id !== answerId));
        showToast({ kind: 'error', title: message === FAILED || message === WENT_WRONG ? t(message) : message, id: 'assistant' });
      };
      try {
        const response = await fetch('/api/chat-with-ai', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
          body: JSON.stringify({ messages: history, conversationId }),
          signal: controller.signal,
        });
        if (!response.ok || !response.body) {
          const body = (await response.json().catch(() => null)) as { error?: string } | null;
          fail(response.status === 429 || response.status === 400 ? (body?.error ?? WENT_WRONG) : FAILED);
          return true;
        }
        let content = '';
        let isFinished = false;
        const parser = createSseParser(({ event, data }) => {
          const value = JSON.parse(data) as unknown;
          if (event === 'sources') update({ sources: value as ChatSource[] });
          else if (event === 'action') update({ action: value as ActionProposal, actionState: 'offered' });
          else if (event === 'delta') {
            content += String(value);
            update({ content });
          } else if (event === 'done') {
            isFinished = true;
            const done = value as { content: string; html?: string; sources?: ChatSource[]; conversationId?: string | null };
            // The sources the finished answer cites replace those it was written from.
            update({ content: done.content, html: done.html, sources: done.sources, isStreaming: false });
            if (done.conversationId) setConversationId(done.conversationId);
          } else if (event === 'error') {
            isFinished = true;
            fail(String(value));
          }
        });
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          parser.push(decoder.decode(value, { stream: true }));
        }
        parser.end();
        if (!isFinished) fail(content ? WENT_WRONG : FAILED);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') fail(FAILED);
      } finally {
        setIsThinking(false);
      }
      return true;
    },
    [turns, isThinking, conversationId, t],
  );

  const setActionState = useCallback(
    (turnId: string, actionState: ChatTurn['actionState']) =>
      setTurns((current) => current.map((turn) => (turn.id === turnId ? { ...turn, actionState } : turn))),
    [],
  );

  /** Does what the turn offered, as the signed-in person or visitor, and says what was done. */
  const confirmAction = useCallback(
    async (turnId: string) => {
      const action = turns.find((turn) => turn.id === turnId)?.action;
      if (!action) return;
      setActionState(turnId, 'working');
      try {
        const response = await fetch('/api/assistant/actions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(actionRequestOf(action)),
        });
        const body = (await response.json().catch(() => null)) as { outcome?: ActionOutcome; error?: string } | null;
        if (!response.ok || !body?.outcome) {
          setActionState(turnId, 'offered');
          showToast({ kind: 'error', title: body?.error ?? t(WENT_WRONG), id: 'assistant' });
          return;
        }
        const outcome = body.outcome;
        setActionState(turnId, 'done');
        setTurns((current) => [...current, { id: newId(), role: 'assistant', content: '', outcome }]);
        // The header's cart count and any page showing enrolments read the change.
        revalidator.revalidate();
      } catch {
        setActionState(turnId, 'offered');
        showToast({ kind: 'error', title: t(WENT_WRONG), id: 'assistant' });
      }
    },
    [turns, setActionState, revalidator, t],
  );

  const dismissAction = useCallback((turnId: string) => setActionState(turnId, 'dismissed'), [setActionState]);

  /** Starts afresh: the next question opens a new conversation. */
  const clear = useCallback(() => {
    abort.current?.abort();
    setTurns([]);
    setConversationId(null);
  }, []);

  /** Shows a past conversation (the server's copy), to read and continue. */
  const resume = useCallback((id: string, restored: ChatTurn[]) => {
    abort.current?.abort();
    setTurns(restored);
    setConversationId(id);
  }, []);

  return { turns, conversationId, isThinking, send, confirmAction, dismissAction, clear, resume };
}
