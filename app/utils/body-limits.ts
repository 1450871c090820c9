/**
 * How big a request body may be, in one place (issue 11). The server refuses a bigger body with
 * 413 before anything reads it (`server/body-limits.ts`, by the address's kind below); routes
 * that read a raw body read it through `readBody` (request-body.server.ts), with the same limit, so that they never buffer
 * more than it either, also when called without the server.
 */
export const BODY_LIMITS = {
  /**
   * Every form, and everything not named below. The largest is the product editor: a
   * 20,000-character description, percent-encoded at up to 9 bytes a character, plus the rest.
   */
  form: 256 * 1024,
  /** JSON the browser sends on its own: page views, security events (4 KB of details), affiliate codes. */
  json: 8 * 1024,
  /** Payment providers' webhooks; Stripe's events are a few kilobytes. */
  webhook: 256 * 1024,
  /** The inventory CSV import: its 1 MB file, plus the multipart framing and the form's other fields. */
  upload: 1024 * 1024 + 64 * 1024,
  /**
   * Product photos, posted to a product's edit page (/inventory/<id>): a few phone photos in one
   * upload (each up to 15 MB, `PHOTO_LIMITS` in catalog/product-photos.ts), plus the form.
   */
  photos: 40 * 1024 * 1024,
  /**
   * An instructor's identity or credential document, posted to /instructor/verification (or its
   * older address): one file of up to 10 MB (`DOCUMENT_LIMITS` in instructors/documents.ts), plus the form.
   */
  documents: 10 * 1024 * 1024 + 64 * 1024,
  /**
   * A vendor application, posted to /vendors/onboard (or /vendors/onboard-new): up to three
   * certificates of up to 10 MB each (`VENDOR_LIMITS` in vendors/vendors.schema.ts), plus the form.
   */
  certificates: 3 * 10 * 1024 * 1024 + 64 * 1024,
  /**
   * A lesson's video or resource, posted to its editor (/instructor-dashboard/courses/<id>/lessons/<id>):
   * one file, plus the form. This is the default (a 200 MB video); `bodyLimitFor` takes the video
   * limit from LESSON_VIDEO_MAX_MB. The route streams the file to disk as it arrives, so none of
   * it is held in memory (lesson-files.server.ts).
   */
  lessonFiles: 200 * 1024 * 1024 + 64 * 1024,
} as const;

/** What a file upload's form adds to its file: the multipart framing and the form's other fields. */
export const UPLOAD_FORM_OVERHEAD = 64 * 1024;
