import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import {
  countApplications,
  decideApplication,
  findApplicationHistories,
  listApplications,
  renderSampleLesson,
} from '~/features/instructors/applications.server';
import { listDocuments } from '~/features/instructors/documents.server';
import type { ApplicationStatus } from '~/features/instructors/instructors.schema';
import { pathTo } from '~/utils/routes/path-to';
import type { ReviewAnswer } from './application-review-parts-view';
import { readReviewDecision } from './review-decision.server';

/*
 * The instructor applications' review screen (issue 13), shared by /admin/instructors and the
 * SPEC's /instructor-management: applications by status, each with its sample lesson rendered
 * and its history; approve, ask for changes or reject (with the reason).
 */

const STATUSES: readonly ApplicationStatus[] = ['submitted', 'changes_requested', 'approved', 'rejected'];

export async function loadInstructorReview(request: Request) {
  const asked = new URL(request.url).searchParams.get('status');
  const status = STATUSES.find((candidate) => candidate === asked) ?? 'submitted';
  const [applications, counts] = await Promise.all([listApplications({ status }), countApplications()]);
  const [histories, documents] = await Promise.all([
    findApplicationHistories(applications.map((application) => application.id)),
    listDocuments(applications.map((application) => application.userId)),
  ]);
  return {
    status,
    counts,
    applications: applications.map((application) => ({
      ...application,
      sampleLessonHtml: renderSampleLesson(application.sampleLesson, application.id),
      submittedAt: application.submittedAt.toISOString(),
      decidedAt: application.decidedAt?.toISOString() ?? null,
      history: (histories.get(application.id) ?? []).map((step) => ({ ...step, createdAt: step.createdAt.toISOString() })),
      documents: documents
        .filter((document) => document.userId === application.userId)
        .map((document) => ({
          id: document.id,
          kind: document.kind,
          fileName: document.fileName,
          href: pathTo('/instructor/verification/documents/:documentId', { documentId: document.id }),
        })),
    })),
  };
}

export async function instructorReviewAction(request: Request, admin: SessionUser) {
  const read = await readReviewDecision(request);
  if (!read.ok) return read.answer;
  const { id, decision, note } = read;
  const decided = await decideApplication({ actor: admin, applicationId: id, decision, note, request });
  if (!decided.ok) return data<ReviewAnswer>({ ok: false, message: decided.message, id }, { status: decided.status });
  return data<ReviewAnswer>({ ok: true, message: `instructors.review.done.${decided.applicationStatus}`, id });
}
