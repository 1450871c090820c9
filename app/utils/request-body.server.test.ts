import { describe, expect, it } from 'vitest';
import { BODY_LIMITS, UPLOAD_FORM_OVERHEAD } from './body-limits';
import { getEnv } from './env.server';
import { bodyLimitFor, readBody, readBodyText } from './request-body.server';

/** A request whose body arrives in pieces without a declared length (chunked). */
function streamedRequest(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  let pulled = 0;
  // No read-ahead (highWaterMark 0): a piece is pulled only when the reader asks for it.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[pulled++];
        if (next) controller.enqueue(next);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return {
    request: new Request('http://localhost/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
    pulls: () => pulled,
  };
}

describe('the body limits', () => {
  it('gives each kind of address its own limit, by path', () => {
    expect(bodyLimitFor('/auth')).toEqual({ kind: 'form', maxBytes: BODY_LIMITS.form });
    expect(bodyLimitFor('/api/cart')).toEqual({ kind: 'form', maxBytes: BODY_LIMITS.form });
    expect(bodyLimitFor('/api/page-views')).toEqual({ kind: 'json', maxBytes: BODY_LIMITS.json });
    expect(bodyLimitFor('/api/security-events').kind).toBe('json');
    expect(bodyLimitFor('/api/attribution').kind).toBe('json');
    expect(bodyLimitFor('/api/affiliate-pixel-track').kind).toBe('json');
    expect(bodyLimitFor('/api/webhooks/stripe')).toEqual({ kind: 'webhook', maxBytes: BODY_LIMITS.webhook });
    expect(bodyLimitFor('/api/webhooks/test-payments').kind).toBe('webhook');
    expect(bodyLimitFor('/inventory')).toEqual({ kind: 'upload', maxBytes: BODY_LIMITS.upload });
    expect(bodyLimitFor('/inventory/new').kind).toBe('form');
    // A product's edit page takes photo uploads; nothing else under /inventory does.
    const productPage = '/inventory/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c';
    expect(bodyLimitFor(productPage)).toEqual({ kind: 'photos', maxBytes: BODY_LIMITS.photos });
    // So does a vendor's product page (decision 0093), and not their new-product form.
    expect(bodyLimitFor('/vendors/dashboard/products/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c').kind).toBe('photos');
    expect(bodyLimitFor('/vendors/dashboard/products/new').kind).toBe('form');
    expect(bodyLimitFor('/instructor/verification', 'multipart/form-data; boundary=x')).toEqual({
      kind: 'documents',
      maxBytes: BODY_LIMITS.documents,
    });
    expect(bodyLimitFor('/instructor-verification.data', 'multipart/form-data; boundary=x').kind).toBe('documents');
    expect(bodyLimitFor('/instructor/verification', 'application/x-www-form-urlencoded').kind).toBe('form');
    // The vendor application takes up to three certificates, at either of its addresses.
    expect(bodyLimitFor('/vendors/onboard', 'multipart/form-data; boundary=x')).toEqual({
      kind: 'certificates',
      maxBytes: BODY_LIMITS.certificates,
    });
    expect(bodyLimitFor('/vendors/onboard-new.data', 'multipart/form-data; boundary=x').kind).toBe('certificates');
    // The dashboard takes a renewed certificate; its other forms keep a form's limit.
    expect(bodyLimitFor('/vendors/dashboard', 'multipart/form-data; boundary=x').kind).toBe('certificates');
    expect(bodyLimitFor('/vendors/dashboard', 'application/x-www-form-urlencoded').kind).toBe('form');
    expect(bodyLimitFor(`${productPage}.data`).kind).toBe('photos');
    expect(bodyLimitFor('/inventory/export.csv').kind).toBe('form');
    expect(bodyLimitFor('/inventory/not-a-product').kind).toBe('form');
  });

  it('keeps the upload limits for file uploads: any other form to those addresses is a form', () => {
    const productPage = '/inventory/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c';
    expect(bodyLimitFor(productPage, 'multipart/form-data; boundary=x').kind).toBe('photos');
    expect(bodyLimitFor(productPage, 'application/x-www-form-urlencoded')).toEqual({ kind: 'form', maxBytes: BODY_LIMITS.form });
    expect(bodyLimitFor('/inventory', 'Multipart/Form-Data; boundary=y').kind).toBe('upload');
    expect(bodyLimitFor('/inventory', 'application/x-www-form-urlencoded').kind).toBe('form');
  });

  it("gives a lesson's editor the video limit (LESSON_VIDEO_MAX_MB) for uploads only", () => {
    const lessonEditor =
      '/instructor-dashboard/courses/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c/lessons/1c7f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9d';
    const upload = bodyLimitFor(lessonEditor, 'multipart/form-data; boundary=x');
    expect(upload.kind).toBe('lessonFiles');
    expect(upload.maxBytes).toBe(getEnv().LESSON_VIDEO_MAX_MB * 1024 * 1024 + UPLOAD_FORM_OVERHEAD);
    expect(upload.maxBytes).toBeGreaterThan(20 * 1024 * 1024);
    expect(bodyLimitFor(`${lessonEditor}.data`, 'multipart/form-data; boundary=x').kind).toBe('lessonFiles');
    // Saving the lesson's text is a form like any other.
    expect(bodyLimitFor(lessonEditor, 'application/x-www-form-urlencoded')).toEqual({ kind: 'form', maxBytes: BODY_LIMITS.form });
    // The course's own editor takes its cover picture as a product photo is taken (issue 35, point 15).
    expect(bodyLimitFor('/instructor-dashboard/courses/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c', 'multipart/form-data').kind).toBe(
      'photos',
    );
    expect(
      bodyLimitFor('/instructor-dashboard/courses/0b6f4a52-3c1e-4d8a-9f7b-2e5d6c7a8b9c', 'application/x-www-form-urlencoded')
        .kind,
    ).toBe('form');
  });

  it("treats React Router's own fetches (path.data), a trailing slash and capitals like the page", () => {
    expect(bodyLimitFor('/inventory.data').kind).toBe('upload');
    expect(bodyLimitFor('/inventory/').kind).toBe('upload');
    expect(bodyLimitFor('/API/Page-Views').kind).toBe('json');
    expect(bodyLimitFor('/_root.data').kind).toBe('form');
  });

  it('keeps uploads the largest and browser JSON the smallest', () => {
    expect(BODY_LIMITS.json).toBeLessThan(BODY_LIMITS.form);
    expect(BODY_LIMITS.form).toBeLessThan(BODY_LIMITS.upload);
    expect(BODY_LIMITS.webhook).toBeLessThan(BODY_LIMITS.upload);
    expect(BODY_LIMITS.upload).toBeLessThan(BODY_LIMITS.photos);
  });
});

describe('readBody', () => {
  it('reads a body within the limit whole', async () => {
    const request = new Request('http://localhost/x', { method: 'POST', body: 'hello' });
    expect(await readBodyText(request, 5)).toEqual({ ok: true, text: 'hello' });
  });

  it('refuses a declared length over the limit without reading', async () => {
    const { request, pulls } = streamedRequest([new Uint8Array(10)], { 'content-length': '10' });
    expect(await readBody(request, 5)).toEqual({ ok: false, status: 413 });
    expect(pulls()).toBe(0);
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const chunk = new Uint8Array(1024);
    const { request, pulls } = streamedRequest(Array.from({ length: 100 }, () => chunk));
    expect(await readBody(request, 4096)).toEqual({ ok: false, status: 413 });
    expect(pulls()).toBe(5);
  });

  it('answers 400 for a body that fails while it is read', async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readBody(request, 100)).toEqual({ ok: false, status: 400 });
  });

  it('reads no body as empty', async () => {
    expect(await readBodyText(new Request('http://localhost/x', { method: 'POST' }), 10)).toEqual({ ok: true, text: '' });
  });
});
