import { randomInt } from 'node:crypto';
import { type AnyColumn, and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { type Executor, getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { certificates, courseEnrolments, courses } from '~/db/schema/learning';
import { publishEvent } from '~/features/jobs/events.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
import { certificateReissued } from './events';
import { type CertificateCode, certificateFailure } from './failures';
import { CERTIFICATE_REASON_MAX_LENGTH } from './learning.schema';

/*
 * Certificates of completion (issue 13): issued once, at once, when a course is finished
 * (settleCompletion calls issueCertificate in the same transaction: the platform's doing, with no
 * actor); verified by anyone with the code; revoked or re-issued by an admin (any other actor is
 * refused with Access Denied), with the reason kept.
 */

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CERTIFICATE_CODE_PATTERN = /^VL(-[0-9A-Z]{4}){3}$/;
export const CERTIFICATES_PAGE_SIZE = 20;

/** A new code: 12 characters from 32, 60 bits of chance, "VL-7KQ2-M9XD-3TPA". */
export function newCertificateCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `VL-${part()}-${part()}-${part()}`;
}

/** A code as typed by a verifier: case and spaces forgiven. */
export function normaliseCertificateCode(raw: string): string | null {
  const code = raw.trim().toUpperCase().replace(/\s+/g, '');
  return CERTIFICATE_CODE_PATTERN.test(code) ? code : null;
}

/** The name printed on a certificate: the account's first and last name, or its display name. */
const learnerNameSql = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.name})`;

/**
 * Issues the certificate of a finished enrolment, inside the transaction that finished it. The
 * unique index on valid certificates makes a second call a no-op, whatever runs at once.
 */
export async function issueCertificate(tx: Executor, enrolmentId: string) {
  const [source] = await tx
    .select({
      userId: courseEnrolments.userId,
      courseId: courseEnrolments.courseId,
      learnerName: learnerNameSql,
      courseTitle: courses.title,
      instructorName: courses.instructorName,
    })
    .from(courseEnrolments)
    .innerJoin(users, eq(users.id, courseEnrolments.userId))
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.id, enrolmentId));
  if (!source) return null;
  const [issued] = await tx
    .insert(certificates)
    .values({ ...source, enrolmentId, code: newCertificateCode() })
    .onConflictDoNothing()
    .returning({ id: certificates.id, code: certificates.code });
  return issued ?? null;
}

const publicColumns = {
  id: certificates.id,
  code: certificates.code,
  learnerName: certificates.learnerName,
  courseTitle: certificates.courseTitle,
  instructorName: certificates.instructorName,
  courseSlug: courses.slug,
  issuedAt: certificates.issuedAt,
  revokedAt: certificates.revokedAt,
};

/** A certificate as its verification page shows it (valid or revoked), by code. */
export async function findCertificateByCode(raw: string) {
  const code = normaliseCertificateCode(raw);
  if (!code) return null;
  const [row] = await getDb()
    .select({ ...publicColumns, userId: certificates.userId })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(eq(certificates.code, code));
  return row ?? null;
}

export type PublicCertificate = NonNullable<Awaited<ReturnType<typeof findCertificateByCode>>>;

/** The valid certificate of an enrolment's course, if it has one (its code). */
export async function findCertificateCodeOf(enrolmentId: string): Promise<string | null> {
  const [row] = await getDb()
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.enrolmentId, enrolmentId), isNull(certificates.revokedAt)));
  return row?.code ?? null;
}

/**
 * The actor's certificates, newest first (the student dashboard): the valid ones, and the revoked
 * ones that nothing replaced, with the reason, so that a certificate never disappears without a
 * word (issue 35, point 13). One revoked because it was re-issued is replaced by the new one.
 */
export function listCertificatesOf({ actor }: { actor: Actor }) {
  return getDb()
    .select({ ...publicColumns, revokedReason: certificates.revokedReason })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(eq(certificates.userId, actor.id), notReplacedSql))
    .orderBy(sql`${certificates.revokedAt} is not null`, desc(certificates.issuedAt));
}

/** A certificate that stands, or was revoked and not replaced by a re-issue. */
const notReplacedSql = sql`(${certificates.revokedAt} is null or not exists (select 1 from certificates later where later.replaces_id = ${certificates.id}))`;

/** The actor's certificate of a course that was revoked and not re-issued: its revocation, for the course page. */
export async function findRevokedCertificateOf({ actor, courseId }: { actor: Actor; courseId: string }) {
  const [row] = await getDb()
    .select({ code: certificates.code, revokedAt: certificates.revokedAt, revokedReason: certificates.revokedReason })
    .from(certificates)
    .where(and(eq(certificates.userId, actor.id), eq(certificates.courseId, courseId), notReplacedSql))
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  return row?.revokedAt ? { code: row.code, revokedAt: row.revokedAt, reason: row.revokedReason } : null;
}

/** The columns /admin/certificates sorts by: the allow-list the address is read against (decision 0068). */
export const CERTIFICATE_SORT_KEYS = ['code', 'learner', 'course', 'issued'] as const;
export type CertificateSortKey = (typeof CERTIFICATE_SORT_KEYS)[number];
export const CERTIFICATE_DEFAULT_SORT: SortState<CertificateSortKey> = { key: 'issued', dir: 'desc' };

const CERTIFICATE_SORT_COLUMNS = {
  code: certificates.code,
  learner: certificates.learnerName,
  course: certificates.courseTitle,
  issued: certificates.issuedAt,
} satisfies Record<CertificateSortKey, AnyColumn>;

export type CertificateFilters = { q: string; sort?: SortState<CertificateSortKey> };

/** The certificates list's search, order and page, from its address: for the page and its CSV export alike. */
export function readCertificateQuery(params: URLSearchParams) {
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    sort: readSort(params, CERTIFICATE_SORT_KEYS, CERTIFICATE_DEFAULT_SORT),
    page: readPage(params),
  };
}

/** The statement behind the list and its export: searched by code, learner, email or course, sorted. */
function selectCertificates({ q, sort = CERTIFICATE_DEFAULT_SORT }: CertificateFilters) {
  const term = q.trim().slice(0, 100);
  const where: SQL | undefined = term
    ? or(
        ilike(certificates.code, containsPattern(term)),
        ilike(certificates.learnerName, containsPattern(term)),
        ilike(certificates.courseTitle, containsPattern(term)),
        ilike(users.email, containsPattern(term)),
      )
    : undefined;
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = CERTIFICATE_SORT_COLUMNS[sort.key] ?? certificates.issuedAt;
  const direction = sort.dir === 'asc' ? asc : desc;
  const rows = getDb()
    .select({
      ...publicColumns,
      email: users.email,
      revokedReason: certificates.revokedReason,
      reissueReason: certificates.reissueReason,
      replacesId: certificates.replacesId,
      isReplaced: sql<boolean>`exists (select 1 from certificates later where later.replaces_id = ${certificates.id})`,
    })
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(where)
    .orderBy(direction(column), desc(certificates.issuedAt), desc(certificates.code));
  return { rows, where };
}

/** /admin/certificates: every certificate, newest first unless sorted otherwise, searched by code, learner, email or course. */
export async function listAllCertificates({ page, ...filters }: CertificateFilters & { page: number }) {
  const { rows, where } = selectCertificates(filters);
  const [list, [totals]] = await Promise.all([
    rows.limit(CERTIFICATES_PAGE_SIZE).offset((page - 1) * CERTIFICATES_PAGE_SIZE),
    getDb().select({ total: count() }).from(certificates).innerJoin(users, eq(users.id, certificates.userId)).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { certificates: list, total, pageCount: pageCountOf(total, CERTIFICATES_PAGE_SIZE) };
}

/** The same certificates for the CSV export: every page of them, up to the export's ceiling. */
export function exportAllCertificates(filters: CertificateFilters) {
  return selectCertificates(filters).rows.limit(CSV_EXPORT_MAX_ROWS);
}

/** Revokes a valid certificate (an admin, the actor), keeping who, when and why. */
export async function revokeCertificate({
  actor,
  id,
  reason,
}: {
  actor: Actor;
  id: string;
  reason: string;
}): Promise<Result<{ code: string }, CertificateCode>> {
  requireAdmin(actor);
  if (!isUuid(id)) return certificateFailure('not-found');
  const [row] = await getDb()
    .update(certificates)
    .set({ revokedAt: sql`now()`, revokedReason: reason, revokedBy: actor.id })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning({ code: certificates.code });
  return row ? { ok: true, code: row.code } : certificateFailure('already-revoked');
}

/**
 * Re-issues a certificate (an admin, the actor): a new code with the learner's current name (the
 * usual reason is a corrected name), the old one revoked, both in one transaction. A revoked
 * certificate can be re-issued too (a revocation undone), unless one already stands for the
 * course; the new one names the one it replaces, with who and why, and the learner is emailed.
 */
export async function reissueCertificate({
  actor,
  id,
  reason,
}: {
  actor: Actor;
  id: string;
  reason: string;
}): Promise<Result<{ code: string }, CertificateCode>> {
  requireAdmin(actor);
  if (!isUuid(id)) return certificateFailure('not-found');
  return getDb().transaction(async (tx) => {
    const [old] = await tx
      .select({
        id: certificates.id,
        code: certificates.code,
        enrolmentId: certificates.enrolmentId,
        userId: certificates.userId,
        courseId: certificates.courseId,
        courseTitle: certificates.courseTitle,
        instructorName: certificates.instructorName,
        revokedAt: certificates.revokedAt,
        learnerName: learnerNameSql,
      })
      .from(certificates)
      .innerJoin(users, eq(users.id, certificates.userId))
      .where(eq(certificates.id, id))
      .for('update', { of: certificates });
    if (!old) return certificateFailure('not-found');
    const code = newCertificateCode();
    if (old.revokedAt) {
      // A revoked certificate may be restored as a new one (issue 35, point 13), unless a
      // re-issue replaced it already or the learner has a valid certificate of the course.
      const [standing] = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            eq(certificates.userId, old.userId),
            eq(certificates.courseId, old.courseId),
            or(isNull(certificates.revokedAt), eq(certificates.replacesId, old.id)),
          ),
        )
        .limit(1);
      if (standing) return certificateFailure('already-valid');
    } else
      await tx
        .update(certificates)
        .set({
          revokedAt: sql`now()`,
          revokedReason: `Re-issued as ${code}: ${reason}`.slice(0, CERTIFICATE_REASON_MAX_LENGTH),
          revokedBy: actor.id,
        })
        .where(eq(certificates.id, old.id));
    const [issued] = await tx
      .insert(certificates)
      .values({
        code,
        enrolmentId: old.enrolmentId,
        userId: old.userId,
        courseId: old.courseId,
        learnerName: old.learnerName,
        courseTitle: old.courseTitle,
        instructorName: old.instructorName,
        replacesId: old.id,
        reissueReason: reason,
        reissuedBy: actor.id,
      })
      .returning({ id: certificates.id });
    // The learner is told, with the new code and the reason (an email, by a job).
    if (issued) await publishEvent(tx, certificateReissued, { certificateId: issued.id });
    return { ok: true, code };
  });
}
