import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ContentHtml } from '~/components/ui/content-html';
import { ArrowLeft, Bot, Clock, Maximize2, Minimize2, Plus, X } from '~/components/ui/icons';
import { ActionOffer, ActionOutcomeView } from '~/features/assistant/components/assistant-action';
import { AssistantHistoryList } from '~/features/assistant/components/assistant-history-list';
import { type ChatTurn, useAssistantChat } from '~/features/assistant/components/use-assistant-chat';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';

/** One turn of the conversation: the question, or the answer with its sources and what it offers to do. */
function Turn({
  turn,
  onNavigate,
  onConfirm,
  onDismiss,
}: {
  turn: ChatTurn;
  onNavigate: () => void;
  onConfirm: (turnId: string) => void;
  onDismiss: (turnId: string) => void;
}) {
  const { t } = useTranslation();
  if (turn.outcome)
    return (
      <div className="me-4 rounded-2xl rounded-es-sm bg-stone-100 px-3 py-2 text-stone-900">
        <span className="sr-only">{t('assistant.answer')} </span>
        <ActionOutcomeView outcome={turn.outcome} onNavigate={onNavigate} />
      </div>
    );
  if (turn.role === 'user')
    return (
      <div className="ms-8 rounded-2xl rounded-ee-sm bg-brand-800 px-3 py-2 text-white" dir="auto">
        <span className="sr-only">{t('assistant.you')} </span>
        {turn.content}
      </div>
    );
  return (
    <div className="me-4 rounded-2xl rounded-es-sm bg-stone-100 px-3 py-2 text-stone-900">
      <span className="sr-only">{t('assistant.answer')} </span>
      {turn.html ? (
        <ContentHtml className="prose-content prose-chat" html={turn.html} />
      ) : (
        <p className="whitespace-pre-line" dir="auto">
          {turn.content}
        </p>
      )}
      {turn.sources && turn.sources.length > 0 && (
        <div className="mt-2 border-t border-stone-200 pt-2">
          <p className="text-xs font-semibold text-stone-600">{t('assistant.sources')}</p>
          <ol className="mt-1 space-y-1 text-xs">
            {turn.sources.map((source) => (
              <li key={source.number}>
                <Link to={source.path} onClick={onNavigate} className="font-medium text-brand-800 underline underline-offset-2">
                  [{source.number}] {source.title}
                  {source.heading ? `: ${source.heading}` : ''}
                </Link>
              </li>
            ))}
          </ol>
        </div>
      )}
      {turn.action && !turn.isStreaming && (
        <ActionOffer
          turn={{ ...turn, action: turn.action }}
          onConfirm={() => onConfirm(turn.id)}
          onDismiss={() => onDismiss(turn.id)}
          onNavigate={onNavigate}
        />
      )}
    </div>
  );
}

/**
 * The floating 'Chat with Verde AI' panel (SPEC §2, issue 38), in its small (80x450) and large
 * (96x600) sizes: the conversation, 'Thinking...' while an answer is on its way, and the box to
 * ask in. Answers come from the site's own pages, each with its sources; the conversation is kept
 * for the tab (use-assistant-chat.ts). Escape closes it; a finished answer is announced.
 */
export function AssistantPanel({
  open,
  onClose,
  assistantName,
  isSignedIn = false,
}: {
  open: boolean;
  onClose: () => void;
  assistantName: string;
  /** A signed-in person's conversations are kept: the panel lists them (use-assistant-history.ts). */
  isSignedIn?: boolean;
}) {
  const { t } = useTranslation();
  const [large, setLarge] = useState(false);
  const [draft, setDraft] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const { turns, conversationId, isThinking, send, confirmAction, dismissAction, clear, resume } = useAssistantChat();
  const [showsHistory, setShowsHistory] = useState(false);
  const lastAnswer = [...turns].reverse().find((turn) => turn.role === 'assistant' && !turn.isStreaming);

  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Focus moves into the panel when it opens, and back to what opened it (the header's button) when it closes.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  useEffect(() => {
    if (turns.length > 0 || isThinking) endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns, isThinking]);

  if (!open) return null;
  const submit = async () => {
    if (!draft.trim()) return;
    const text = draft;
    setDraft('');
    await send(text);
  };
  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      aria-labelledby="assistant-title"
      className={cn(
        'fixed end-4 bottom-20 z-50 flex max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-2xl outline-none md:bottom-6',
        large ? 'h-[600px] max-h-[80vh] w-96' : 'h-[450px] max-h-[75vh] w-80',
      )}
    >
      <div className="flex items-center gap-2 bg-brand-800 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-5" />
        <h2 id="assistant-title" className="flex-1 font-semibold">
          {t('assistant.title', { assistantName })}
        </h2>
        {isSignedIn && (
          <button
            type="button"
            onClick={() => setShowsHistory((value) => !value)}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
            aria-label={showsHistory ? t('assistant.history.back') : t('assistant.history.open')}
            aria-pressed={showsHistory}
          >
            {showsHistory ? <ArrowLeft aria-hidden="true" className="size-4" /> : <Clock aria-hidden="true" className="size-4" />}
          </button>
        )}
        {turns.length > 0 && !showsHistory && (
          <button
            type="button"
            onClick={() => {
              clear();
              inputRef.current?.focus();
            }}
            className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
            aria-label={t('assistant.history.new')}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          onClick={() => setLarge((value) => !value)}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={large ? t('assistant.minimise') : t('assistant.expand')}
        >
          {large ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
          aria-label={t('common.close')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {showsHistory ? (
        <AssistantHistoryList
          currentId={conversationId}
          onOpen={(id, restored) => {
            resume(id, restored);
            setShowsHistory(false);
          }}
          onDeletedCurrent={clear}
        />
      ) : (
        <div
          className="flex-1 space-y-3 overflow-y-auto p-4 text-sm"
          role="log"
          aria-label={t('assistant.conversation')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; a keyboard must reach it to scroll a long answer (axe: scrollable-region-focusable)
          tabIndex={0}
        >
          {turns.length === 0 && <p className="text-stone-700">{t('assistant.welcome', { assistantName })}</p>}
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} onNavigate={onClose} onConfirm={confirmAction} onDismiss={dismissAction} />
          ))}
          {isThinking && !turns.some((turn) => turn.isStreaming && turn.content) && (
            <p className="text-stone-600" role="status">
              {t('assistant.thinking')}
            </p>
          )}
          <div ref={endRef} />
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {lastAnswer ? lastAnswer.content : ''}
      </p>
      <form
        className="flex items-end gap-2 border-t border-stone-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <label htmlFor="assistant-input" className="sr-only">
          {t('assistant.inputLabel')}
        </label>
        <textarea
          id="assistant-input"
          ref={inputRef}
          rows={2}
          maxLength={2000}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          placeholder={t('assistant.placeholder')}
          className="min-h-10 flex-1 resize-none rounded-xl border border-stone-300 px-3 py-2 text-sm text-stone-900"
        />
        <button
          type="submit"
          disabled={isThinking}
          className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-900 disabled:opacity-60"
        >
          {t('assistant.send')}
        </button>
      </form>
    </section>
  );
}
