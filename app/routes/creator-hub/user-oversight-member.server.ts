import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { changeAdminRole, endMemberSessions } from '~/features/accounts/member-admin.server';
import { findMember } from '~/features/accounts/members.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { pathTo } from '~/utils/routes/path-to';
import { loadCustomerRecords } from './customer-records.server';

/*
 * One member as the administration sees them (decision 0111): the account, its roles and
 * sessions, and what they have with us (customer-records.server.ts); the admin role given or
 * taken away, and every session ended, from here.
 */

export async function loadMemberPage(request: Request, user: SessionUser, userId: string) {
  const member = await findMember({ actor: user, userId });
  if (!member) throw await notFoundResponse(request);
  const [records, seo] = await Promise.all([
    loadCustomerRecords({ userId: member.id, email: member.email }),
    pageSeo(request, {
      path: pathTo('/creator-hub/user-oversight/:userId', { userId: member.id }),
      pageKey: 'creator-hub-user-oversight-member',
      noindex: true,
    }),
  ]);
  return { member, ...records, isSelf: member.id === user.id, seo };
}

/** What the member page's forms are answered with when something was refused (`formError` when the form could not be read). */
export type MemberAnswer = { ok: false; message?: string; formError?: string };

const INTENTS = ['make-admin', 'remove-admin', 'end-sessions'] as const;
type Intent = (typeof INTENTS)[number];
const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value);

/** Each change ends back on the member's page with a toast (so a reload sends nothing twice). */
export async function memberAction(request: Request, user: SessionUser, userId: string) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const intent = textField(read.form, 'intent');
  if (!isIntent(intent)) return data<MemberAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const member = await findMember({ actor: user, userId });
  if (!member) return data<MemberAnswer>({ ok: false, message: 'oversight.errors.notFound' }, { status: 404 });
  let title: string;
  let vars: Record<string, string | number> = { name: member.name };
  if (intent === 'end-sessions') {
    const done = await endMemberSessions({ actor: user, userId, request });
    if (!done.ok) return data<MemberAnswer>({ ok: false, message: done.message }, { status: done.status });
    title = 'oversight.detail.signedOut';
    vars = { ...vars, count: done.ended };
  } else {
    const grant = intent === 'make-admin';
    const done = await changeAdminRole({ actor: user, userId, grant, request });
    if (!done.ok) return data<MemberAnswer>({ ok: false, message: done.message }, { status: done.status });
    title = !done.changed ? 'oversight.detail.unchanged' : grant ? 'oversight.detail.madeAdmin' : 'oversight.detail.removedAdmin';
  }
  return redirect(pathTo('/creator-hub/user-oversight/:userId', { userId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title, vars }, request) },
  });
}
