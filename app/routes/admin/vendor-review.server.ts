import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { listCertificates } from '~/features/vendors/certificates.server';
import { decideVendorApplication } from '~/features/vendors/decide-application.server';
import {
  countVendorApplications,
  findVendorApplicationHistories,
  listVendorApplications,
} from '~/features/vendors/review.server';
import type { VendorApplicationStatus } from '~/features/vendors/vendors.schema';
import { pathTo } from '~/utils/routes/path-to';
import type { ReviewAnswer } from './application-review-parts-view';
import { readReviewDecision } from './review-decision.server';

/*
 * The vendor applications' review screen (/admin/vendors, issue 39): applications by status,
 * each with its business, certificates (downloaded through the admins-only certificate route),
 * the payout details' holder and last four, and its history; approve, ask for changes or reject.
 */

const STATUSES: readonly VendorApplicationStatus[] = ['submitted', 'changes_requested', 'approved', 'rejected'];

export async function loadVendorReview(request: Request) {
  const asked = new URL(request.url).searchParams.get('status');
  const status = STATUSES.find((candidate) => candidate === asked) ?? 'submitted';
  const [applications, counts] = await Promise.all([listVendorApplications({ status }), countVendorApplications()]);
  const ids = applications.map((application) => application.id);
  const [histories, certificates] = await Promise.all([findVendorApplicationHistories(ids), listCertificates(ids)]);
  return {
    status,
    counts,
    applications: applications.map((application) => ({
      ...application,
      submittedAt: application.submittedAt.toISOString(),
      decidedAt: application.decidedAt?.toISOString() ?? null,
      termsAcceptedAt: application.termsAcceptedAt.toISOString(),
      history: (histories.get(application.id) ?? []).map((step) => ({ ...step, createdAt: step.createdAt.toISOString() })),
      certificates: certificates
        .filter((certificate) => certificate.applicationId === application.id)
        .map((certificate) => ({
          id: certificate.id,
          issuer: certificate.issuer,
          expiresOn: certificate.expiresOn,
          fileName: certificate.fileName,
          href: pathTo('/admin/vendors/certificates/:certificateId', { certificateId: certificate.id }),
        })),
    })),
  };
}

export async function vendorReviewAction(request: Request, admin: SessionUser) {
  const read = await readReviewDecision(request);
  if (!read.ok) return read.answer;
  const { id, decision, note } = read;
  const decided = await decideVendorApplication({ actor: admin, applicationId: id, decision, note, request });
  if (!decided.ok) return data<ReviewAnswer>({ ok: false, message: decided.message, id }, { status: decided.status });
  return data<ReviewAnswer>({ ok: true, message: `vendors.review.done.${decided.applicationStatus}`, id });
}
