import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import { createSseParser } from '../sse';

/*
 * The panel's conversation (issue 38): what was said, the answer being written, and sending. The
 * question and the conversation before it go to `/api/chat-with-ai` as server-sent events; the
 * answer's pieces are shown as they arrive, then replaced by its sanitised HTML from the server.
 * The conversation is kept in the tab's session storage, so it survives navigation and a reload.
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
};

const STORAGE_KEY = 'verde-assistant-conversation';
/** The SPEC's messages (§8), shown as toasts: the service failed, or anything else did. */
const FAILED = 'assistant.errors.failed';
const WENT_WRONG = 'assistant.errors.wentWrong';
/** What is sent back as context: the last few turns. */
const HISTORY_TURNS = 8;

const newId = () => Math.random().toString(36).slice(2, 10);

function load(): ChatTurn[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as ChatTurn[];
    return Array.isArray(stored) ? stored.filter((turn) => !turn.isStreaming) : [];
  } catch {
    return [];
  }
}

export function useAssistantChat() {
  const { t } = useTranslation();
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [isThinking, setIsThinking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => setTurns(load()), []);
  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns.filter((turn) => !turn.isStreaming)));
    } catch {
      // Storage full or off: the conversation lasts as long as the page.
    }
  }, [turns]);
  useEffect(() => () => abort.current?.abort(), []);

  const send = useCallback(
    async (text: string) => {
      const question = text.trim();
      // SPEC §5: an empty or whitespace-only message is not sent.
      if (!question || isThinking) return false;
      const asked: ChatTurn = { id: newId(), role: 'user', content: question };
      const answerId = newId();
      const history = [...turns, asked].slice(-HISTORY_TURNS).map(({ role, content }) => ({ role, content }));
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
          body: JSON.stringify({ messages: history }),
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
          else if (event === 'delta') {
            content += String(value);
            update({ content });
          } else if (event === 'done') {
            isFinished = true;
            const done = value as { content: string; html?: string };
            update({ content: done.content, html: done.html, isStreaming: false });
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
    [turns, isThinking, t],
  );

  const clear = useCallback(() => {
    abort.current?.abort();
    setTurns([]);
  }, []);

  return { turns, isThinking, send, clear };
}
