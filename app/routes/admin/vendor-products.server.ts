import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { decideVendorProduct, loadProductReviewQueue } from '~/features/vendors/product-review.server';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';

/*
 * The review of vendors' products (/admin/vendors/products, decision 0093): the queue as the page
 * shows it, and the decision buttons' action, which passes the administrator `requireAccess`
 * returned to the vendors' operation (it checks again).
 */

export async function loadVendorProductsPage(admin: SessionUser) {
  const queue = await loadProductReviewQueue({ actor: admin });
  return queue.map((row) => ({ ...row, submittedAt: row.submittedAt.toISOString(), decidedAt: null }));
}

/** A decision's answer, with the proposal it was about, so the page shows it beside that one. */
export type ProductDecisionAnswer = ActionAnswer & { revisionId: string };

export async function vendorProductsAction(request: Request, admin: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return data<ProductDecisionAnswer>({ ok: false, message: 'errors.badForm', revisionId: '' }, { status: 400 });
  const revisionId = textField(read.form, 'revisionId');
  const decision = textField(read.form, 'decision');
  if (decision !== 'approve' && decision !== 'return')
    return data<ProductDecisionAnswer>({ ok: false, message: 'errors.badForm', revisionId }, { status: 400 });
  // The proposed pictures the page showed (none when it showed the product's own), for the approval's check.
  const photosSeen =
    textField(read.form, 'photosShown') === '1'
      ? read.form.getAll('photoSeen').map((value) => (typeof value === 'string' ? value : ''))
      : null;
  const decided = await decideVendorProduct({
    actor: admin,
    revisionId,
    decision,
    reason: textField(read.form, 'reason'),
    photosSeen,
  });
  if (!decided.ok) return data<ProductDecisionAnswer>({ ...answerOf(decided), revisionId }, { status: decided.status });
  return data<ProductDecisionAnswer>({ ok: true, message: `vendors.products.decided.${decided.state}`, revisionId });
}
