import type { FormEvent } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Send } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';
import { CHAT_MAX_LENGTH, type ChatLine } from '../live.schema';

/** The room's chat: the lines so far (read out politely as they come) and a message to send. */
export function RoomChat({
  chat,
  selfUserId,
  nameOf,
  draft,
  onDraft,
  onSubmit,
  isLive,
}: {
  chat: ChatLine[];
  selfUserId: string;
  nameOf: (name: string) => string;
  draft: string;
  onDraft: (draft: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The socket drops what is sent while it is not open, so the form waits for it. */
  isLive: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="chat-heading"
      className="flex min-h-72 flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id="chat-heading" className="font-serif text-lg font-bold text-stone-900">
        {t('live.chat.heading')}
      </h2>
      <ol aria-live="polite" className="mt-2 max-h-80 flex-1 space-y-2 overflow-y-auto">
        {chat.length === 0 && <li className="text-sm text-stone-600">{t('live.chat.empty')}</li>}
        {chat.map((line) => (
          <li key={line.id} className="text-sm">
            <span dir="auto" className="font-semibold text-stone-900">
              {line.userId === selfUserId ? t('live.chat.you') : nameOf(line.name)}
            </span>{' '}
            <time dateTime={line.at} className="text-xs text-stone-500">
              {new Date(line.at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
            </time>
            <p dir="auto" className="whitespace-pre-wrap break-words text-stone-800">
              {line.text}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={onSubmit} className="mt-3 flex gap-2">
        <label htmlFor="chat-message" className="sr-only">
          {t('live.chat.message')}
        </label>
        <input
          id="chat-message"
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          maxLength={CHAT_MAX_LENGTH}
          autoComplete="off"
          disabled={!isLive}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 px-3 py-2 text-base"
        />
        <button type="submit" disabled={!isLive} className={buttonClass('primary', 'md')}>
          <Send aria-hidden className="size-4" />
          {t('live.chat.send')}
        </button>
      </form>
    </section>
  );
}
