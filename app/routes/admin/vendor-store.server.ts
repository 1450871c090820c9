import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { logSecurityEvent } from '~/features/security/security.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { acceptRenewal, listVendorCertificates, refuseRenewal } from '~/features/vendors/certificate-review.server';
import type { ConversationAnswer } from '~/features/vendors/components/vendor-conversation';
import { findVendorPayoutAccounts, revealVendorPayoutAccount } from '~/features/vendors/payout-account.server';
import { markVendorRepliesRead, readVendorConversation, writeToVendor } from '~/features/vendors/vendor-messages.server';
import { isoDay } from '~/features/vendors/vendors.schema';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { pathTo } from '~/utils/routes/path-to';

/*
 * One vendor's store as the marketplace team sees it (/admin/vendors/stores/:vendorId, decision
 * 0102): the conversation with the vendor, where an administrator writes (also emailed to the
 * vendor) and marks the vendor's replies read, the vendor's certificates, where renewals are
 * accepted or refused with a reason (which reaches the vendor as a message), and the bank account
 * payouts go to (decision 0104: the whole number on request, logged).
 */

export async function loadVendorStorePage(request: Request, admin: SessionUser, vendorId: string) {
  const found = await readVendorConversation({ actor: admin, vendorId });
  if (!found) throw await notFoundResponse(request);
  const [seo, certificates, payoutAccounts] = await Promise.all([
    pageSeo(request, {
      path: pathTo('/admin/vendors/stores/:vendorId', { vendorId }),
      pageKey: 'admin-vendor-store',
      noindex: true,
    }),
    listVendorCertificates({ actor: admin, vendorId }),
    findVendorPayoutAccounts([vendorId]),
  ]);
  return {
    seo,
    today: isoDay(new Date()),
    certificates: certificates.map((certificate) => ({
      ...certificate,
      uploadedAt: certificate.uploadedAt.toISOString(),
      href: pathTo('/admin/vendors/certificates/:certificateId', { certificateId: certificate.id }),
    })),
    vendor: found.vendor,
    payoutAccount: payoutAccounts.get(vendorId) ?? null,
    conversation: {
      unreadCount: found.unreadCount,
      messages: found.messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    },
  };
}

/** A refused decision on a renewal: beside its form (the reason's field, or a message for the form). */
export type RenewalDecisionAnswer = {
  ok: false;
  intent: 'decide-certificate';
  certificateId: string;
  fieldErrors: { reason?: string };
  message?: string;
  reason?: string;
};

/** The whole bank account, opened for a transfer (decision 0104), or why it could not be. */
export type PayoutRevealAnswer =
  | { ok: true; intent: 'reveal'; account: { account: string; bankCode: string } }
  | { ok: false; intent: 'reveal'; message: string };

export type VendorStoreAnswer =
  | ConversationAnswer
  | RenewalDecisionAnswer
  | PayoutRevealAnswer
  | { ok: false; intent?: undefined; message: string };

const DONE = {
  message: 'vendors.messages.sentToVendor',
  'mark-read': 'vendors.messages.markedRead',
  'accept-certificate': 'vendors.renewals.accepted',
  'refuse-certificate': 'vendors.renewals.refused',
} as const;

/**
 * Writing to the vendor, marking their replies read, or deciding a renewal: each ends back on the
 * page with a toast. Opening the bank account answers with it (never cached), and the security
 * log records who looked.
 */
export async function vendorStoreAction(request: Request, admin: SessionUser, vendorId: string) {
  const read = await readForm(request);
  if (!read.ok) return data<VendorStoreAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent === 'reveal') {
    const revealed = await revealVendorPayoutAccount({ actor: admin, vendorId });
    if (!revealed.ok)
      return data<VendorStoreAnswer>({ ok: false, intent, message: revealed.message }, { status: revealed.status });
    await logSecurityEvent(
      { type: 'PAYOUT_DETAILS_VIEWED', severity: 'medium', details: { vendorId } },
      { request, userId: admin.id },
    );
    const { account, bankCode } = revealed.account;
    return data<VendorStoreAnswer>(
      { ok: true, intent, account: { account, bankCode } },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  }
  if (intent === 'message') {
    const body = textField(read.form, 'body');
    const sent = await writeToVendor({ actor: admin, vendorId, body });
    if (!sent.ok) {
      const answer: ConversationAnswer =
        sent.code === 'invalid-body'
          ? { ok: false, intent: 'message', fieldErrors: { body: sent.message }, body }
          : { ok: false, intent: 'message', fieldErrors: {}, body, message: sent.message };
      return data(answer, { status: sent.status });
    }
  } else if (intent === 'mark-read') {
    await markVendorRepliesRead({ actor: admin, vendorId });
  } else if (intent === 'accept-certificate' || intent === 'refuse-certificate') {
    const certificateId = textField(read.form, 'certificateId');
    const reason = textField(read.form, 'reason');
    const decided =
      intent === 'accept-certificate'
        ? await acceptRenewal({ actor: admin, certificateId, vendorId })
        : await refuseRenewal({ actor: admin, certificateId, vendorId, reason });
    if (!decided.ok)
      return data<RenewalDecisionAnswer>(
        decided.field === 'reason'
          ? { ok: false, intent: 'decide-certificate', certificateId, fieldErrors: { reason: decided.message }, reason }
          : { ok: false, intent: 'decide-certificate', certificateId, fieldErrors: {}, message: decided.message, reason },
        { status: decided.status },
      );
  } else {
    return data<VendorStoreAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  }
  return redirect(pathTo('/admin/vendors/stores/:vendorId', { vendorId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: DONE[intent] }, request) },
  });
}
