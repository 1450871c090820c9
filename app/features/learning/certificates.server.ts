import { randomInt } from 'node:crypto';
import { type AnyColumn, and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS } from '~/components/ui/data-table-csv';
import { readPage, readSort, type SortState } from '~/components/ui/data-table-params';
import { type Executor, getDb } from '~/db/client.server';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { certificates, courseEnrolments, courses } from '~/db/schema/learning';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { isUuid } from '~/utils/ids';
import { pageCountOf } from '~/utils/pagination';
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

/** The actor's valid certificates, newest first (the student dashboard). */
export function listCertificatesOf({ actor }: { actor: Actor }) {
  return getDb()
    .select(publicColumns)
    .from(certificates)
    .innerJoin(courses, eq(courses.id, certificates.courseId))
    .where(and(eq(certificates.userId, actor.id), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.issuedAt));
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
 * usual reason is a corrected name), the old one revoked, both in one transaction.
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
    if (old.revokedAt) return certificateFailure('already-revoked');
    const code = newCertificateCode();
    await tx
      .update(certificates)
      .set({
        revokedAt: sql`now()`,
        revokedReason: `Re-issued as ${code}: ${reason}`.slice(0, CERTIFICATE_REASON_MAX_LENGTH),
        revokedBy: actor.id,
      })
      .where(eq(certificates.id, old.id));
    await tx.insert(certificates).values({
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
    });
    return { ok: true, code };
  });
}
