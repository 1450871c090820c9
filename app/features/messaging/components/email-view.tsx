import { Fragment } from 'react';
import { Link } from 'react-router';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { type EmailRow, EmailStatusBadge } from './email-list';

export type EmailDetail = EmailRow & { sentAt: string | Date | null; text: string | null };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The plain-text part with its addresses as links, so a verification link can be followed. */
function LinkedText({ text }: { text: string }) {
  // Keyed by where each piece starts in the text: stable, and unique.
  let offset = 0;
  const pieces = text.split(URL_PATTERN).map((part) => {
    const start = offset;
    offset += part.length;
    return { start, part, isLink: /^https?:\/\//.test(part) };
  });
  return (
    <>
      {pieces.map(({ start, part, isLink }) =>
        isLink ? (
          <a key={start} href={part} className="break-all font-semibold text-brand-800 underline">
            {part}
          </a>
        ) : (
          <Fragment key={start}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function EmailView({ email, backTo }: { email: EmailDetail; backTo: string }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  return (
    <article className="mt-8 max-w-3xl">
      <Link to={backTo} className="text-sm font-semibold text-brand-800 underline">
        {t('messaging.back')}
      </Link>
      <header className="mt-4 rounded-2xl border border-stone-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-semibold text-stone-900">{email.subject}</h2>
          <EmailStatusBadge status={email.status} />
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-[8rem_1fr]">
          <dt className="font-medium">{t('messaging.fields.to')}</dt>
          <dd>{email.to}</dd>
          <dt className="font-medium">{t('messaging.fields.created')}</dt>
          <dd>{formatWhen(email.createdAt)}</dd>
          {email.sentAt && (
            <>
              <dt className="font-medium">{t('messaging.fields.sent')}</dt>
              <dd>{formatWhen(email.sentAt)}</dd>
            </>
          )}
          <dt className="font-medium">{t('messaging.fields.template')}</dt>
          <dd className="font-mono">{email.template}</dd>
          <dt className="font-medium">{t('messaging.fields.attempts')}</dt>
          <dd>{email.attempts}</dd>
          {email.lastError && (
            <>
              <dt className="font-medium">{t('messaging.fields.error')}</dt>
              <dd className="text-red-800">{email.lastError}</dd>
            </>
          )}
        </dl>
      </header>
      {email.text ? (
        <pre className="mt-4 overflow-x-auto rounded-2xl border border-stone-200 bg-earth-50 p-5 font-sans text-sm leading-6 whitespace-pre-wrap text-stone-900">
          <LinkedText text={email.text} />
        </pre>
      ) : (
        <p className="mt-4 rounded-2xl border border-dashed border-stone-300 px-5 py-6 text-stone-600">
          {t('messaging.bodyCleared')}
        </p>
      )}
    </article>
  );
}
