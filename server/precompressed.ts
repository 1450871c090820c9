import fs from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the copies of static files compressed when the site was built (`.br` and `.gz`
 * beside the file, written by scripts/precompress-assets.ts; decision 0064): Brotli to a
 * browser that accepts it, else gzip, else the file itself through the next handler. The
 * copies are listed once, at start-up; a file without them (a build without the step, a file
 * too small to gain) goes on to `express.static` and the compression middleware as before.
 *
 * It only rewrites the request to the compressed copy and sets the headers that belong to the
 * original (its type, the encoding, `Vary`), so caching, ranges and conditional requests stay
 * `express.static`'s: `staticWithCopies` mounts the two together, on the same directory.
 */
function precompressedFiles(directory: string) {
  const available = listCompressed(directory);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = available.get(req.path);
    if (!encodings) return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req.get('accept-encoding') ?? '', encodings);
    if (!encoding) return next();
    res.type(path.extname(req.path));
    res.setHeader('Content-Encoding', encoding === 'br' ? 'br' : 'gzip');
    const query = req.url.indexOf('?');
    req.url = query === -1 ? `${req.url}.${encoding}` : `${req.url.slice(0, query)}.${encoding}${req.url.slice(query)}`;
    next();
  };
}

/** `express.static` for a directory of the client build, sending the copies the build compressed where they exist. */
export function staticWithCopies(directory: string, options: Parameters<typeof express.static>[1]) {
  return [precompressedFiles(directory), express.static(directory, options)];
}

type Encoding = 'br' | 'gz';

/** `/name.js` → the compressed copies that exist, from the directory's `.br` and `.gz` files. */
function listCompressed(directory: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  let names: string[];
  try {
    names = fs.readdirSync(directory);
  } catch {
    return found;
  }
  const files = new Set(names);
  for (const name of names) {
    const match = /^(.+)\.(br|gz)$/.exec(name);
    if (!match?.[1] || !files.has(match[1])) continue;
    const key = `/${match[1]}`;
    const encodings = found.get(key) ?? new Set<Encoding>();
    encodings.add(match[2] as Encoding);
    found.set(key, encodings);
  }
  return found;
}

/**
 * The best copy the request accepts: Brotli, then gzip. An encoding the header lists with
 * `q=0` is refused; no header at all means the file as it is.
 */
export function pickEncoding(acceptEncoding: string, available: ReadonlySet<Encoding>): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const accepts = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.has('br') && accepts('br')) return 'br';
  if (available.has('gz') && (accepts('gzip') || accepts('x-gzip'))) return 'gz';
  return undefined;
}
