import { inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import type { ProductImage } from '~/db/schema/catalog';
import { vendorProfiles } from '~/db/schema/vendors';
import { deletePhotoFilesIfUnused } from '~/features/catalog/photo-store.server';
import { decideRevision } from '~/features/catalog/product-revisions.server';
import { findRevisionForDecision, listPendingRevisions } from '~/features/catalog/vendor-products.server';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { vendorProductDecided } from './events';
import { vendorFailure } from './failures';
import { parseReturnReason } from './vendor-product-form';

export type ProductDecision = 'approve' | 'return';

/**
 * An administrator's decision on a vendor's product or its change (issue 39, decision 0093):
 * administrators only, whichever page asks; never on their own product; once (a proposal decided
 * a moment before by another administrator is refused, nothing changed). An approval copies the
 * proposal onto the product and lists it, so it reaches the shop and, through the catalogue's
 * `product.changed`, the search; a return keeps the live version and records the reason. Who
 * decided and when are kept on the proposal, and the vendor is emailed (vendor.product_decided).
 * Proposed photos (decision 0093) may still change while the proposal waits, so an approval names
 * the pictures the administrator saw (`photosSeen`, their addresses in order) and is refused when
 * the proposal's differ; pictures a decision leaves unshown are deleted once it has committed.
 */
export async function decideVendorProduct(input: {
  actor: Actor;
  revisionId: string;
  decision: ProductDecision;
  reason: string;
  /** The proposed pictures' addresses as the page showed them; null (or absent) when it showed none. */
  photosSeen?: string[] | null;
}): Promise<
  Result<
    { state: 'approved' | 'returned' },
    'revision-not-found' | 'revision-decided' | 'own-product' | 'product-archived' | 'reason-required' | 'revision-changed'
  >
> {
  requireAdmin(input.actor, 'only administrators decide on vendors’ products');
  let reason = '';
  if (input.decision === 'return') {
    const parsed = parseReturnReason(input.reason);
    if (!parsed.ok) return vendorFailure('reason-required');
    reason = parsed.value;
  }
  if (!isUuid(input.revisionId)) return vendorFailure('revision-not-found');
  let unshown: ProductImage[] = [];
  const answer = await getDb().transaction(async (tx) => {
    const revision = await findRevisionForDecision(tx, input.revisionId);
    if (!revision) return vendorFailure('revision-not-found');
    if (revision.vendorId === input.actor.id) return vendorFailure('own-product');
    if (revision.state !== 'pending') return vendorFailure('revision-decided');
    if (revision.productStatus === 'archived') return vendorFailure('product-archived');
    // No pictures proposed and none seen are the same: a list compared in order, never null against [].
    const proposedSrcs = (revision.images ?? []).map((image) => image.src);
    if (input.decision === 'approve' && JSON.stringify(proposedSrcs) !== JSON.stringify(input.photosSeen ?? []))
      return vendorFailure('revision-changed');
    const decided =
      input.decision === 'approve'
        ? await decideRevision(tx, { revisionId: revision.id, decidedBy: input.actor.id, state: 'approved' })
        : await decideRevision(tx, { revisionId: revision.id, decidedBy: input.actor.id, state: 'returned', reason });
    if (!decided) return vendorFailure('revision-decided');
    await publishEvent(tx, vendorProductDecided, { revisionId: revision.id });
    // Approved, the product's old pictures may be shown no more; returned, the proposed ones.
    if (revision.images) unshown = input.decision === 'approve' ? revision.productImages : revision.images;
    return { ok: true as const, state: input.decision === 'approve' ? ('approved' as const) : ('returned' as const) };
  });
  if (answer.ok && unshown.length) await deletePhotoFilesIfUnused(unshown.flatMap((image) => (image.photo ? [image.photo] : [])));
  return answer;
}

/**
 * The review queue (administrators only): each waiting proposal, oldest first, with its vendor's
 * store and, for a change to a listed product, the live version beside it.
 */
export async function loadProductReviewQueue({ actor }: { actor: Actor }) {
  requireAdmin(actor, 'only administrators review vendors’ products');
  const pending = await listPendingRevisions();
  const vendorIds = [...new Set(pending.map((row) => row.vendorId).filter((id): id is string => id !== null))];
  const stores =
    vendorIds.length === 0
      ? []
      : await getDb()
          .select({ userId: vendorProfiles.userId, storeName: vendorProfiles.storeName })
          .from(vendorProfiles)
          .where(inArray(vendorProfiles.userId, vendorIds));
  const storeOf = new Map(stores.map((store) => [store.userId, store.storeName]));
  return pending.map((row) => ({
    ...row,
    storeName: (row.vendorId && storeOf.get(row.vendorId)) || null,
    isFirstListing: row.productStatus === 'draft',
  }));
}
