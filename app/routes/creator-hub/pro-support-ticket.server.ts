import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { closeTicket, findTicket, reopenTicket, replyToTicket } from '~/features/support/desk.server';
import { replyFormSchema } from '~/features/support/support.schema';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { loadCustomerRecords } from './customer-records.server';

/*
 * One ticket of the support desk (decision 0082): its thread, and beside it what the customer
 * has with us (customer-records.server.ts).
 */

export async function loadTicketPage(request: Request, user: SessionUser, ticketId: string) {
  const ticket = await findTicket({ actor: user, ticketId });
  if (!ticket) throw await notFoundResponse(request);
  const [records, seo] = await Promise.all([
    loadCustomerRecords({ userId: ticket.userId, email: ticket.accountEmail ?? ticket.email }),
    pageSeo(request, {
      path: pathTo('/creator-hub/pro-support-desk/:ticketId', { ticketId: ticket.id }),
      pageKey: 'creator-hub-pro-support-ticket',
      noindex: true,
    }),
  ]);
  return {
    ticket,
    ...records,
    seo,
  };
}

/** What the ticket page's forms are answered with when something was refused. */
export type TicketAnswer = { ok: false; message?: string; fieldErrors: FieldErrors; body?: string };

const DONE = { reply: 'support.desk.replied', close: 'support.desk.closedDone', reopen: 'support.desk.reopenedDone' } as const;

/** An answer, closing or reopening; each ends back on the ticket with a toast (so a reload sends nothing twice). */
export async function ticketAction(request: Request, user: SessionUser, ticketId: string) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const intent = textField(read.form, 'intent');
  if (intent !== 'reply' && intent !== 'close' && intent !== 'reopen')
    return data<TicketAnswer>({ ok: false, message: 'errors.badForm', fieldErrors: {} }, { status: 400 });
  let done: Awaited<ReturnType<typeof closeTicket>>;
  if (intent === 'reply') {
    const body = textField(read.form, 'body');
    const parsed = replyFormSchema.safeParse({ body });
    if (!parsed.success)
      return data<TicketAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), body }, { status: 400 });
    done = await replyToTicket({ actor: user, ticketId, body: parsed.data.body, locale: languageCodeFor(request) });
    if (!done.ok) return data<TicketAnswer>({ ok: false, message: done.message, fieldErrors: {}, body }, { status: done.status });
  } else {
    done = intent === 'close' ? await closeTicket({ actor: user, ticketId }) : await reopenTicket({ actor: user, ticketId });
    if (!done.ok) return data<TicketAnswer>({ ok: false, message: done.message, fieldErrors: {} }, { status: done.status });
  }
  return redirect(pathTo('/creator-hub/pro-support-desk/:ticketId', { ticketId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: DONE[intent] }, request) },
  });
}
