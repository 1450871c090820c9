import { Form, Link, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { PageHeader } from '~/components/ui/page-header';
import { ResultNotice } from '~/components/ui/result-notice';
import { TextAreaField } from '~/components/ui/text-area-field';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { TicketStatusBadge } from '~/features/support/components/ticket-status';
import { SUPPORT_LIMITS, topicLabelKey } from '~/features/support/support.schema';
import { canAnswer, canClose, canReopen } from '~/features/support/ticket-state';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import { CustomerRecordsView } from './customer-records-view';
import type { loadTicketPage, TicketAnswer } from './pro-support-ticket.server';

type TicketPage = Awaited<ReturnType<typeof loadTicketPage>>;

/**
 * One ticket: the thread with the answer form under it, Close or Reopen, and beside it who wrote
 * and what they have with us (orders, course enrolments). At phone size the column follows the thread.
 */
export function SupportTicketView({ page, answer }: { page: TicketPage; answer: TicketAnswer | undefined }) {
  const { t } = useTranslation();
  const when = useDateTimeFormat();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { ticket } = page;
  const replyError = answer?.fieldErrors.body;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <p className="text-sm">
        <Link to="/creator-hub/pro-support-desk" className="font-semibold text-brand-800 underline underline-offset-2">
          {t('support.desk.back')}
        </Link>
      </p>
      <PageHeader
        title={t('support.desk.ticketTitle', { number: ticket.number })}
        description={t('support.desk.ticketLead', { topic: t(topicLabelKey(ticket.topic)), name: ticket.name })}
      >
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <TicketStatusBadge status={ticket.status} />
          {(canClose(ticket.status) || canReopen(ticket.status)) && (
            <Form method="post">
              <button
                type="submit"
                name="intent"
                value={canClose(ticket.status) ? 'close' : 'reopen'}
                className={buttonClass('secondary', 'sm')}
                disabled={busy}
              >
                {t(canClose(ticket.status) ? 'support.desk.close' : 'support.desk.reopen')}
              </button>
            </Form>
          )}
        </div>
      </PageHeader>
      {answer?.message && <ResultNotice ok={false} message={t(answer.message)} className="mt-6" />}
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <section aria-labelledby="thread-heading">
            <h2 id="thread-heading" className="font-serif text-2xl font-semibold text-stone-900">
              {t('support.desk.thread', { count: ticket.messages.length })}
            </h2>
            <ol className="mt-4 grid gap-4">
              {ticket.messages.map((message) => {
                const staff = message.author === 'staff';
                return (
                  <li
                    key={message.id}
                    className={cn('rounded-2xl border p-4', staff ? 'border-brand-200 bg-brand-50' : 'border-stone-200 bg-white')}
                  >
                    <p className="text-sm text-stone-600">
                      <span className="font-semibold text-stone-900">
                        {staff
                          ? t('support.desk.fromStaff', { name: message.authorName ?? t('support.desk.formerStaff') })
                          : t('support.desk.fromCustomer', { name: ticket.name })}
                      </span>{' '}
                      · <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
                    </p>
                    <p className="mt-2 whitespace-pre-line text-stone-800" dir="auto">
                      {message.body}
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
          <section aria-labelledby="reply-heading" className="mt-10">
            <h2 id="reply-heading" className="font-serif text-2xl font-semibold text-stone-900">
              {t('support.desk.replyHeading')}
            </h2>
            {canAnswer(ticket.status) ? (
              // A new message remounts the form: the answer just sent leaves the box.
              <Form method="post" key={ticket.messages.length} className="mt-4 grid gap-4">
                <input type="hidden" name="intent" value="reply" />
                <TextAreaField
                  label={t('support.desk.replyLabel')}
                  name="body"
                  rows={8}
                  required
                  maxLength={SUPPORT_LIMITS.reply.max}
                  defaultValue={answer?.body ?? ''}
                  hint={t('support.desk.replyHint', { email: ticket.email })}
                  error={replyError ? t(replyError, { max: SUPPORT_LIMITS.reply.max }) : undefined}
                />
                <p>
                  <button type="submit" className={buttonClass('primary', 'md')} disabled={busy}>
                    {t('support.desk.send')}
                  </button>
                </p>
              </Form>
            ) : (
              <p className="mt-3 text-stone-700">{t('support.desk.closedNote')}</p>
            )}
          </section>
        </div>
        <div className="space-y-8">
          <section aria-labelledby="customer-heading" className="rounded-2xl bg-earth-50 p-5">
            <h2 id="customer-heading" className="font-serif text-xl font-semibold text-stone-900">
              {t('support.desk.customer')}
            </h2>
            <p className="mt-3 font-semibold text-stone-900">{ticket.name}</p>
            <p className="break-all text-stone-700">
              <a href={`mailto:${ticket.email}`} className="text-brand-800 underline underline-offset-2">
                {ticket.email}
              </a>
            </p>
            <p className="mt-2 text-sm text-stone-600">
              {ticket.userId
                ? t('support.desk.linked', { email: ticket.accountEmail ?? ticket.email })
                : t('support.desk.notLinked')}
            </p>
            <p className="mt-1 text-sm text-stone-600">{t('support.desk.opened', { when: when(ticket.createdAt) })}</p>
          </section>
          <CustomerRecordsView records={page} />
        </div>
      </div>
    </div>
  );
}
