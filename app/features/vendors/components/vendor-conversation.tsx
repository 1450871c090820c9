import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { formatDate } from '~/utils/format-date';
import { VENDOR_MESSAGE_LIMITS } from '../vendor-messages.schema';

/*
 * The conversation between a vendor and the marketplace team (decision 0102), as either side
 * sees it: the form to write, then the messages newest first, the other side's unread ones
 * marked "New" and counted in the heading. Bodies are plain text shown as written (whitespace
 * kept, never HTML); a refused renewal's message names the certificate.
 */

export type ConversationMessage = {
  id: string;
  author: 'vendor' | 'staff';
  authorFirstName: string | null;
  body: string;
  createdAt: string;
  isUnread: boolean;
  refusedCertificate: { issuer: string; expiresOn: string } | null;
};

/** A refused message form: the field's message and what was typed, or a message for the form. */
export type ConversationAnswer = {
  ok: false;
  intent: 'message';
  fieldErrors: { body?: string };
  body?: string;
  message?: string;
};

export function VendorConversation({
  reader,
  storeName,
  messages,
  unreadCount,
  answer,
}: {
  /** Whose page it is: the vendor's dashboard, or an administrator's page of the store. */
  reader: 'vendor' | 'staff';
  storeName: string;
  messages: readonly ConversationMessage[];
  unreadCount: number;
  answer?: ConversationAnswer;
}) {
  const { t, i18n } = useTranslation();
  const when = useDateTimeFormat();
  const busy = useNavigation().state !== 'idle';
  const bodyError = answer?.fieldErrors.body;
  // The team is one voice to the vendor, but several people to each other: staff are named on both sides.
  const authorLabel = (message: ConversationMessage) => {
    if (message.author === 'vendor') return reader === 'vendor' ? t('vendors.messages.fromYou') : storeName;
    return message.authorFirstName
      ? t('vendors.messages.fromTeamNamed', { name: message.authorFirstName })
      : t('vendors.messages.fromTeam');
  };
  return (
    <section id="vendor-messages" aria-labelledby="vendor-messages-heading" className="mt-10 scroll-mt-24">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="vendor-messages-heading" className="font-serif text-2xl font-bold text-stone-900">
          {t(reader === 'vendor' ? 'vendors.messages.heading' : 'vendors.messages.adminHeading')}
          {unreadCount > 0 && (
            <span className="ms-3 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 align-middle font-sans text-sm font-semibold text-amber-900">
              {t('vendors.messages.unread', { count: unreadCount })}
            </span>
          )}
        </h2>
        {unreadCount > 0 && (
          <Form method="post">
            <button type="submit" name="intent" value="mark-read" className={buttonClass('secondary', 'sm')} disabled={busy}>
              {t('vendors.messages.markRead')}
            </button>
          </Form>
        )}
      </div>
      {answer?.message && <ResultNotice ok={false} message={t(answer.message)} className="mt-4" />}
      {/* A new message remounts the form: the one just sent leaves the box. */}
      <Form method="post" key={messages.length} className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="message" />
        <TextAreaField
          label={t(reader === 'vendor' ? 'vendors.messages.replyLabel' : 'vendors.messages.writeLabel')}
          name="body"
          rows={3}
          required
          maxLength={VENDOR_MESSAGE_LIMITS.body.max}
          defaultValue={answer?.body ?? ''}
          hint={t(reader === 'vendor' ? 'vendors.messages.replyHint' : 'vendors.messages.writeHint', {
            max: VENDOR_MESSAGE_LIMITS.body.max,
          })}
          error={bodyError ? t(bodyError, { max: VENDOR_MESSAGE_LIMITS.body.max }) : undefined}
        />
        <p>
          <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
            {t('vendors.messages.send')}
          </button>
        </p>
      </Form>
      {messages.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('vendors.messages.none')}</p>
      ) : (
        <ol className="mt-6 grid gap-3" aria-label={t('vendors.messages.listLabel')}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={cn(
                'rounded-2xl border p-4',
                message.author === 'staff' ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white',
                message.isUnread && 'border-s-4 border-s-amber-500',
              )}
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-600">
                <span dir="auto" className="font-semibold text-stone-900">
                  {authorLabel(message)}
                </span>
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                {message.isUnread && (
                  <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t('vendors.messages.new')}
                  </span>
                )}
              </p>
              {message.refusedCertificate && (
                <p dir="auto" className="mt-2 text-sm font-semibold text-amber-900">
                  {t('vendors.messages.refusedCertificate', {
                    issuer: message.refusedCertificate.issuer,
                    date: formatDate(message.refusedCertificate.expiresOn, i18n.language),
                  })}
                </p>
              )}
              <p dir="auto" className="mt-2 break-words whitespace-pre-wrap text-stone-800">
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
