import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Compresses the client build's static files once, when they are built, so the server sends
 * them as they are instead of compressing each response (decision 0064). Beside each file go
 * `<name>.br` (Brotli at its best quality, what every current browser accepts) and `<name>.gz`
 * (gzip at its best level, for the rest); `server/precompressed.ts` serves them.
 */

/** The folders of the client build with files worth compressing: Vite's assets and the translation files. */
const PRECOMPRESSED_FOLDERS = ['assets', 'i18n'] as const;

/** Text formats; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

/**
 * Below this, the `Content-Encoding` and `Vary` headers outweigh what compression saves. The
 * copies cost nothing per request, so the bar is lower than the compression middleware's kilobyte.
 */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE.test(file);
}

/**
 * Writes `.br` and `.gz` beside every compressible file of `directory` (not its subfolders), each
 * only when smaller than the file; returns how many files got a copy.
 */
export async function compressDirectory(directory: string): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const sources = names.filter(isCompressible);
  const compressed = await Promise.all(
    sources.map(async (name) => {
      const file = path.join(directory, name);
      const content = await fs.readFile(file);
      if (content.length < MIN_BYTES) return false;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy no smaller than the file would only add work for the browser.
      const copies = [
        ...(br.length < content.length ? [fs.writeFile(`${file}.br`, br)] : []),
        ...(gz.length < content.length ? [fs.writeFile(`${file}.gz`, gz)] : []),
      ];
      await Promise.all(copies);
      return copies.length > 0;
    }),
  );
  return compressed.filter(Boolean).length;
}

/** The Vite plugin: after the client build is written, compress its assets and translation files. */
export function precompressAssets(): Plugin {
  let isServerBuild = false;
  return {
    name: 'verde:precompress-assets',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
    },
    async writeBundle(options) {
      if (isServerBuild || !options.dir) return;
      const outDir = options.dir;
      const counts = await Promise.all(PRECOMPRESSED_FOLDERS.map((folder) => compressDirectory(path.join(outDir, folder))));
      this.info(`compressed ${counts.reduce((sum, count) => sum + count, 0)} files (Brotli and gzip)`);
    },
  };
}
