#!/usr/bin/env node
// `npm run bench:weight`: gzip size of the JavaScript and CSS the first load of `/`
// needs. Targets (issue 12): JavaScript at most 120 KiB, CSS under 25 KiB. Beside gzip (level 6,
// the issue's measure) it prints what the server sends a browser: the Brotli copies made when
// the site was built (decision 0064).
import http from 'node:http';
import zlib from 'node:zlib';
import { startServer } from './server.mjs';

/** The scripts a page loads: preloaded, in a src, or imported by the inline module. */
const scriptsOf = (html) =>
  new Set(
    [
      ...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g),
      ...html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g),
      ...html.matchAll(/import "(\/assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]),
  );

const server = await startServer({ port: 3301 });
try {
  const html = await (await fetch(`${server.url}/`)).text();
  const scripts = scriptsOf(html);
  const styles = new Set([...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]));
  const i18n = new Set([...html.matchAll(/href="(\/i18n\/[^"]+\.json[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&')));

  /** A file as a browser receives it (fetch would decode it): its bytes on the wire, and their encoding. */
  const sentTo = (file) =>
    new Promise((resolve, reject) => {
      http
        .get(`${server.url}${file}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
        })
        .on('error', reject);
    });
  const DECODE = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, deflate: zlib.inflateSync };
  async function measure(files) {
    const rows = [];
    for (const file of files) {
      const sent = await sentTo(file);
      const body = sent.encoding ? DECODE[sent.encoding](sent.body) : sent.body;
      rows.push({
        file,
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 6 }).length,
        sent: sent.body.length,
        encoding: sent.encoding ?? 'none',
        text: body.toString('utf8'),
      });
    }
    return rows;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  const report = (title, rows, target) => {
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    const sent = rows.reduce((sum, row) => sum + row.sent, 0);
    const encodings = [...new Set(rows.map((row) => row.encoding))].join(', ');
    console.log(`\n${title}`);
    console.table(
      rows.map((row) => ({ file: row.file, raw: kib(row.raw), gzip: kib(row.gzip), sent: `${kib(row.sent)} (${row.encoding})` })),
    );
    console.log(
      `${title} total (gzip): ${kib(total)}${target ? ` (target at most ${kib(target)}: ${total <= target ? 'met' : 'NOT met'})` : ''}`,
    );
    if (rows.length > 0) {
      console.log(
        `${title} as sent to a browser (${encodings}): ${kib(sent)}${target ? ` (${sent <= target ? 'within' : 'over'} ${kib(target)})` : ''}`,
      );
    }
  };
  const javascript = await measure(scripts);
  report('JavaScript for the first load of /', javascript, 120 * 1024);
  // The two libraries every page needs: react-dom (in the entry, and its public `react-dom` API if
  // Rollup gives it a chunk of its own, known by React's error address) and react-router (its own
  // chunk, decision 0065, known by its error text). Our shell is one file beside them.
  const isLibrary = (row) =>
    /\/assets\/entry\.client-/.test(row.file) ||
    row.text.includes('inside another <Router>') ||
    row.text.includes('https://react.dev/errors/');
  const ours = javascript.filter((row) => !isLibrary(row)).sort((a, b) => b.gzip - a.gzip);
  console.log(
    `Beyond react-dom and react-router (gzip): ${kib(ours.reduce((sum, row) => sum + row.gzip, 0))}; largest: ${ours
      .slice(0, 6)
      .map((row) => `${row.file.replace('/assets/', '')} ${kib(row.gzip)}`)
      .join(', ')}`,
  );
  report('CSS for the first load of /', await measure(styles), 25 * 1024);
  report('Translation file fetched before hydration', await measure(i18n));
  const htmlGzip = zlib.gzipSync(Buffer.from(html), { level: 6 }).length;
  console.log(`\nHTML of / (gzip): ${kib(htmlGzip)}`);
  // Decision 0062: the page carries the strings its render used; the whole file comes after hydrating.
  const pageStrings = html.match(/<script type="application\/json" id="page-strings">([^<]*)<\/script>/)?.[1] ?? '';
  const whole = await measure(['/i18n/en.json']);
  console.log(
    `The page's own strings, inside that HTML: ${kib(pageStrings.length)} raw, ${kib(zlib.gzipSync(Buffer.from(pageStrings), { level: 6 }).length)} gzip` +
      ` (the whole English file, fetched once the page is up: ${kib(whole[0].gzip)} gzip)`,
  );
  // Decision 0063: icons are <use> references into one sprite file, which no script waits for.
  const sprites = new Set([...html.matchAll(/<use href="(\/assets\/icons-[^"#]+\.svg)#/g)].map((m) => m[1]));
  const sprite = await measure(sprites);
  console.log(
    `Icon sprite (${sprite.map((row) => row.file).join(', ') || 'none'}, fetched once and cached): ${kib(sprite.reduce((sum, row) => sum + row.gzip, 0))} gzip, ` +
      `for ${(html.match(/<use href="\/assets\/icons-/g) ?? []).length} icons on /`,
  );

  // Other pages people open first: their JavaScript, and whether zod (the schema library, for
  // forms) came with it; a page without a form of its own should not carry it.
  const others = [];
  for (const page of [
    '/products',
    '/product/brandywine-tomato-seeds',
    '/composting-guide',
    '/courses',
    '/courses/pumpkin-seed-power',
    '/coaching',
  ]) {
    const pageHtml = await (await fetch(`${server.url}${page}`)).text();
    const files = scriptsOf(pageHtml);
    const rows = await measure(files);
    others.push({
      page,
      'JavaScript (gzip)': kib(rows.reduce((sum, row) => sum + row.gzip, 0)),
      zod: rows.some((row) => row.text.includes('Invalid element at key')) ? 'yes' : 'no',
    });
  }
  console.log('\nJavaScript for the first load of other pages');
  console.table(others);
} finally {
  await server.stop();
}
