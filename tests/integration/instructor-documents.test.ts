import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { instructorApplications, instructorDocuments, securityEvents } from '~/db/schema/index';
import { documentDirectory } from '~/features/instructors/documents.server';
import { instructorsPersonalData } from '~/features/instructors/personal-data.server';
import { CLIENT_IP_HEADER } from '~/features/security/security.server';
import { action as verificationAction, loader as verificationLoader } from '~/routes/instructors/verification';
import { loader as documentLoader } from '~/routes/instructors/verification-document';
import { pageGet, signUpPerson } from '../factories/accounts';
import type { CookieJar } from '../setup/cookie-jar';
import { callAction } from '../setup/route-calls';
import { setupTestDatabase } from '../setup/test-database';

/*
 * Instructor documents (issue 13, /instructor/verification): an applicant sends identity and
 * credential files, checked by their own bytes and size; only they and administrators can open
 * them; they go, files included, with the account.
 */

const database = await setupTestDatabase();
const db = database.db;

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const PATH = '/instructor/verification';

function upload(jar: CookieJar | null, fields: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: '10.9.8.7' };
  if (jar) headers.cookie = jar.header();
  return callAction(verificationAction, new Request(`http://localhost${PATH}`, { method: 'POST', body: form, headers }));
}

async function applicant(label: string) {
  const person = await signUpPerson(label);
  await db.insert(instructorApplications).values({
    userId: person.id,
    expertise: 'Seed saving',
    experience: 'Twelve years running a seed library.',
    sampleLesson: '# Saving seed\n\nDry them well.',
    links: [],
    timeZone: 'Europe/Lisbon',
  });
  return person;
}

const documentsOf = (userId: string) => db.select().from(instructorDocuments).where(eq(instructorDocuments.userId, userId));
const fileOf = (key: string) => path.join(documentDirectory(), key);

describe('sending documents', () => {
  it('asks a visitor to sign in and a person who has not applied to apply, and keeps nothing from either', async () => {
    const visitorPage = await callAction(verificationLoader, new Request(`http://localhost${PATH}`));
    expect(visitorPage.data).toMatchObject({ state: 'signed-out' });
    expect(
      (await upload(null, { intent: 'upload', kind: 'identity' }, { bytes: PDF, name: 'id.pdf', type: 'application/pdf' }))
        .status,
    ).toBe(401);

    const stranger = await signUpPerson('no-application');
    expect((await callAction(verificationLoader, pageGet(PATH, stranger.jar))).data).toMatchObject({ state: 'apply-first' });
    const refused = await upload(
      stranger.jar,
      { intent: 'upload', kind: 'identity' },
      { bytes: PDF, name: 'id.pdf', type: 'application/pdf' },
    );
    expect(refused).toMatchObject({ status: 409, data: { message: 'instructors.documents.errors.applyFirst' } });
    expect(await documentsOf(stranger.id)).toEqual([]);
  });

  it('keeps a PDF privately, refuses a disguised or oversized file, and deletes on request', async () => {
    const person = await applicant('documents');
    const sent = await upload(
      person.jar,
      { intent: 'upload', kind: 'identity' },
      { bytes: PDF, name: 'C:\\scans\\My passport.PDF', type: 'application/pdf' },
    );
    expect(sent).toMatchObject({ status: 200, data: { ok: true, message: 'instructors.documents.uploaded' } });
    const [row] = await documentsOf(person.id);
    expect(row).toMatchObject({
      kind: 'identity',
      fileName: 'My passport.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.byteLength,
    });
    expect(fs.readFileSync(fileOf(row?.storageKey ?? ''))).toEqual(Buffer.from(PDF));
    // Outside anything the site serves.
    expect(documentDirectory().startsWith(path.resolve('public'))).toBe(false);

    // A script named .pdf, claiming to be one, is refused by its bytes.
    const script = new TextEncoder().encode('<script>alert(document.cookie)</script>');
    expect(
      await upload(
        person.jar,
        { intent: 'upload', kind: 'credential' },
        { bytes: script, name: 'diploma.pdf', type: 'application/pdf' },
      ),
    ).toMatchObject({ status: 400, data: { message: 'instructors.documents.errors.type', field: 'file' } });
    // Just over 10 MB: refused, with the limit in the message.
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    expect(
      await upload(
        person.jar,
        { intent: 'upload', kind: 'credential' },
        { bytes: big, name: 'big.pdf', type: 'application/pdf' },
      ),
    ).toMatchObject({ status: 400, data: { message: 'instructors.documents.errors.tooLarge', messageVars: { maxMb: 10 } } });
    expect(
      await upload(person.jar, { intent: 'upload', kind: 'passport' }, { bytes: PDF, name: 'a.pdf', type: 'application/pdf' }),
    ).toMatchObject({
      status: 400,
      data: { message: 'instructors.documents.errors.kind' },
    });
    expect(await documentsOf(person.id)).toHaveLength(1);

    const page = (await callAction(verificationLoader, pageGet(PATH, person.jar))).data as {
      documents: { id: string; fileName: string }[];
    };
    expect(page.documents.map((document) => document.fileName)).toEqual(['My passport.pdf']);

    expect((await upload(person.jar, { intent: 'delete', documentId: row?.id ?? '' })).data).toMatchObject({ ok: true });
    expect(await documentsOf(person.id)).toEqual([]);
    expect(fs.existsSync(fileOf(row?.storageKey ?? ''))).toBe(false);
  });
});

describe('opening a document', () => {
  it('serves it as a download to its owner and administrators only', async () => {
    const person = await applicant('owner');
    await upload(
      person.jar,
      { intent: 'upload', kind: 'credential' },
      { bytes: PDF, name: 'Diploma.pdf', type: 'application/pdf' },
    );
    const [row] = await documentsOf(person.id);
    const documentId = row?.id ?? '';
    const open = (jar: CookieJar) =>
      callAction(documentLoader, pageGet(`/instructor/verification/documents/${documentId}`, jar), { documentId });

    const own = await open(person.jar);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toContain('attachment; filename="Diploma.pdf"');
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(own.headers.get('content-security-policy')).toContain('sandbox');

    const other = await signUpPerson('curious');
    expect((await open(other.jar)).status).toBe(403);
    const denied = await db.select().from(securityEvents).where(eq(securityEvents.userId, other.id));
    expect(denied.map((event) => event.type)).toContain('ACCESS_DENIED');
    const admin = await signUpPerson('reviewer', { role: 'admin' });
    expect((await open(admin.jar)).status).toBe(200);
  });

  it('goes with the account, files included, and is listed in the data export', async () => {
    const person = await applicant('leaving');
    await upload(person.jar, { intent: 'upload', kind: 'identity' }, { bytes: PDF, name: 'id.pdf', type: 'application/pdf' });
    const [row] = await documentsOf(person.id);
    const exported = await instructorsPersonalData.export(db, { id: person.id, email: person.email });
    expect(exported.instructorDocuments).toEqual([expect.objectContaining({ fileName: 'id.pdf', kind: 'identity' })]);
    await db.transaction((tx) => instructorsPersonalData.erase(tx, { id: person.id, email: person.email }));
    expect(await documentsOf(person.id)).toEqual([]);
    expect(fs.existsSync(fileOf(row?.storageKey ?? ''))).toBe(false);
  });
});
