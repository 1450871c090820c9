import { useEffect, useState } from 'react';
import { Trash } from '~/components/ui/icons';
import { useTimeZone } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import type { ChatTurn } from './use-assistant-chat';
import { useAssistantHistory } from './use-assistant-history';

/** A signed-in person's past conversations in the panel: open one to read and continue it, or delete it. */
export function AssistantHistoryList({
  currentId,
  onOpen,
  onDeletedCurrent,
}: {
  currentId: string | null;
  onOpen: (id: string, turns: ChatTurn[]) => void;
  onDeletedCurrent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { conversations, refresh, open, remove } = useAssistantHistory();
  // The conversation whose deletion waits for a second press: deleting cannot be undone.
  const [confirming, setConfirming] = useState<string | null>(null);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <section className="flex-1 overflow-y-auto p-4 text-sm" aria-labelledby="assistant-history-title">
      <h3 id="assistant-history-title" className="font-semibold text-stone-900">
        {t('assistant.history.title')}
      </h3>
      {conversations === null ? (
        <p className="mt-2 text-stone-600" role="status">
          {t('assistant.history.loading')}
        </p>
      ) : conversations.length === 0 ? (
        <p className="mt-2 text-stone-700">{t('assistant.history.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-stone-200">
          {conversations.map((conversation) => (
            <li key={conversation.id} className="flex items-start gap-2 py-2">
              <button
                type="button"
                className="flex-1 text-start"
                aria-current={conversation.id === currentId ? 'true' : undefined}
                onClick={async () => {
                  const turns = await open(conversation.id);
                  if (turns) onOpen(conversation.id, turns);
                }}
              >
                <span className="block font-medium text-brand-800 underline-offset-2 hover:underline" dir="auto">
                  {conversation.title}
                </span>
                <span className="block text-xs text-stone-600">
                  {formatDate(conversation.updatedAt, i18n.language, timeZone)} ·{' '}
                  {t('assistant.history.messages', { count: conversation.messages })}
                </span>
              </button>
              {confirming === conversation.id ? (
                <span className="flex shrink-0 items-center gap-1">
                  <button
                    type="button"
                    className="rounded-full bg-red-700 px-3 py-1 text-xs font-semibold text-white hover:bg-red-800"
                    onClick={async () => {
                      setConfirming(null);
                      await remove(conversation.id);
                      if (conversation.id === currentId) onDeletedCurrent();
                    }}
                  >
                    {t('assistant.history.confirmDelete')}
                  </button>
                  <button
                    type="button"
                    className="rounded-full border border-stone-300 px-3 py-1 text-xs font-semibold text-stone-800 hover:bg-stone-50"
                    onClick={() => setConfirming(null)}
                  >
                    {t('assistant.history.keep')}
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="inline-flex size-8 items-center justify-center rounded-full text-stone-700 hover:bg-stone-100"
                  aria-label={t('assistant.history.delete', { title: conversation.title })}
                  onClick={() => setConfirming(conversation.id)}
                >
                  <Trash aria-hidden="true" className="size-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
