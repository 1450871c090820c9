/*
 * Names of uploaded files, as people see them again on download: cleaned on the way in, and
 * offered safely on the way out. Shared by instructors' documents and lessons' files.
 */

const FORBIDDEN = '"<>|*?:;';

/**
 * The name a file keeps: the device's name without any folder, control or quoting characters,
 * and with `extension`, the one its real type has; `fallback` when nothing is left.
 */
export function cleanFileName(
  original: string,
  extension: string,
  { fallback, maxLength }: { fallback: string; maxLength: number },
) {
  const base =
    original
      .split(/[\\/]/)
      .pop()
      ?.split('')
      .filter(
        (character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f && !FORBIDDEN.includes(character),
      )
      .join('')
      .replace(/\.[A-Za-z0-9]{1,5}$/, '')
      .trim() ?? '';
  return `${(base || fallback).slice(0, maxLength - extension.length - 1)}.${extension}`;
}

/**
 * `Content-Disposition: attachment` for a cleaned name: an ASCII `filename` for old clients and
 * the real name as RFC 5987's `filename*` (UTF-8, percent-encoded, including the characters
 * `encodeURIComponent` leaves alone but the RFC's attr-char does not allow).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*!]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
