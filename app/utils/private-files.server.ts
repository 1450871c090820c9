import fs from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from './env.server';
import { attachmentDisposition } from './file-names';

/*
 * The private file store (instructors' documents, vendors' certificates): folders under
 * DATA_DIR/private, which nothing serves; a route that has checked who asks reads a file by its
 * key. A file is written under a temporary name and renamed, before the row that names it, so a
 * crash leaves at most an unreferenced file, never a row without one.
 */

/** The folder of one kind of private file (`instructor-documents`, `vendor-certificates`). */
export function privateDirectory(kind: string): string {
  return path.resolve(getEnv().DATA_DIR, 'private', kind);
}

/** Writes a file whole under `key` (a random id the caller chose), readable by this process only. */
export async function writePrivateFile(kind: string, key: string, bytes: Uint8Array): Promise<void> {
  const directory = privateDirectory(kind);
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
  const target = path.join(directory, path.basename(key));
  const temporary = `${target}.part`;
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, target);
}

/** A file's bytes, or null when it is gone. */
export async function readPrivateFile(kind: string, key: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(path.join(privateDirectory(kind), path.basename(key)));
  } catch {
    return null;
  }
}

/** Removes these files (after their rows are gone); a missing file is no error. */
export async function removePrivateFiles(kind: string, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => fs.rm(path.join(privateDirectory(kind), path.basename(key)), { force: true })));
}

/**
 * A private file as a download no page can embed or run: an attachment with its sniffed type,
 * nosniff, a sandboxing CSP, and never kept by a shared cache.
 */
export function privateFileResponse(bytes: Uint8Array, { contentType, fileName }: { contentType: string; fileName: string }) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': contentType,
      'content-length': String(bytes.byteLength),
      'content-disposition': attachmentDisposition(fileName),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}
