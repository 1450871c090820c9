#!/usr/bin/env node
// `npm run bench:cpu` (issue 12): CPU time the server process spends per request, page by page,
// next to React's own floor for the same output.
//
// The server is the production build with the page cache off, so every request is rendered.
// Requests go one after another; the CPU figure is the process's user + system time
// (/proc/<pid>/stat) over the measured requests, divided by their number. The floor is
// `renderToString` of the page's final markup rebuilt as plain React elements, timed in this
// process: what React alone needs to produce those bytes. Targets: visitor pages at most 2.5
// times the floor, signed-in pages at most 3.5 times (database work included, PGlite).
import { cpuMs, signIn, startServer } from './server.mjs';

// React's production build, as the server runs it (set before React is first imported).
process.env.NODE_ENV = 'production';
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 40;
/** A public category of the demo forum (content/forum/categories.json). */
const FORUM_CATEGORY = 'soil-and-compost';
/** Stands for the 100-reply thread's address until the benchmark has written it. */
const FORUM_THREAD = '/forum/t/<100 replies>';

const pages = [
  { path: '/', who: 'visitor', budget: 2.5 },
  { path: '/products', who: 'visitor', budget: 2.5 },
  { path: '/product/brandywine-tomato-seeds', who: 'visitor', budget: 2.5 },
  { path: '/composting-guide', who: 'visitor', budget: 2.5 },
  { path: '/this-page-does-not-exist', who: 'visitor', budget: 2.5 },
  { path: '/product/brandywine-tomato-seeds', who: 'signed in', budget: 3.5 },
  { path: '/account', who: 'signed in', budget: 3.5 },
  { path: '/orders', who: 'signed in', budget: 3.5 },
  { path: '/recipes', who: 'visitor', budget: 2.5 },
  { path: '/recipes/white-bean-lacinato-kale-soup', who: 'signed in', budget: 3.5 },
  // The blog (issue 36): the list for a visitor, and a post with its comments signed in.
  { path: '/blog', who: 'visitor', budget: 2.5 },
  { path: '/blog/putting-beds-to-rest-for-winter', who: 'signed in', budget: 3.5 },
  // The community hub (issue 36): the latest posts, the next classes and recipes of the season.
  { path: '/community', who: 'visitor', budget: 2.5 },
  { path: '/careers', who: 'visitor', budget: 2.5 },
  // The forum (issue 37): the latest threads and a category for a visitor, and a thread of 100
  // replies signed in (its first page, 50 posts), which the benchmark writes first (below).
  { path: '/forum', who: 'visitor', budget: 2.5 },
  { path: `/forum/c/${FORUM_CATEGORY}`, who: 'visitor', budget: 2.5 },
  { path: FORUM_THREAD, who: 'signed in', budget: 3.5 },
];

// --- React's floor: the page's markup as plain elements -----------------------------------

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style']);
const RENAMED = { class: 'className', for: 'htmlFor', charset: 'charSet', tabindex: 'tabIndex', crossorigin: 'crossOrigin' };
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };
const decode = (text) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name) => ENTITIES[name]);

function styleObject(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

/** React's server output is well formed: quoted attributes, escaped text, known void elements. */
function toElements(html) {
  const root = { children: [] };
  const stack = [root];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/g;
  let at = 0;
  let key = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const top = stack[stack.length - 1];
    if (match.index > at) top.children.push(decode(html.slice(at, match.index)));
    at = match.index + match[0].length;
    if (!match[2]) continue; // a comment or the doctype
    const [, closing, name, attributes, selfClosing] = match;
    if (closing) {
      const node = stack.pop();
      stack[stack.length - 1].children.push(node.build());
      continue;
    }
    const props = { key: key++ };
    for (const [, attribute, value = ''] of attributes.matchAll(/\s+([^\s=>/]+)(?:="([^"]*)")?/g)) {
      const prop = RENAMED[attribute] ?? attribute;
      props[prop] = attribute === 'style' ? styleObject(decode(value)) : decode(value);
    }
    if (RAW_TEXT.has(name)) {
      const end = html.indexOf(`</${name}>`, at);
      props.dangerouslySetInnerHTML = { __html: html.slice(at, end) };
      top.children.push(createElement(name, props));
      at = end + name.length + 3;
      tag.lastIndex = at;
      continue;
    }
    if (VOID.has(name) || selfClosing) {
      top.children.push(createElement(name, props));
      continue;
    }
    const node = { children: [], build: () => createElement(name, props, ...node.children) };
    stack.push(node);
  }
  return root.children.find((child) => typeof child !== 'string');
}

function floorMs(html) {
  const element = toElements(html);
  // The rebuilt page must be the page: React's output within a few percent of the server's bytes.
  const rebuilt = renderToString(element).length;
  if (Math.abs(rebuilt - html.length) > html.length * 0.05) {
    throw new Error(`the rebuilt page has ${rebuilt} characters, the server's ${html.length}`);
  }
  // Warm enough for the JIT to have compiled React's hot paths, as in the long-running server.
  for (let i = 0; i < 200; i++) renderToString(element);
  const runs = 200;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) renderToString(element);
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}

// --- The forum thread of 100 replies -----------------------------------------------------

/**
 * Writes the thread as the demo admin (whose posts are never held) through the forum's own form
 * posts, on the bench's throwaway database, and answers its address.
 */
async function writeLongThread(url) {
  const cookie = await signIn(url, 'demo.admin@verde-living.example');
  const post = (path, fields) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: url, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
  const sentence = (n) =>
    [
      'Leaves shredded with the mower break down twice as fast as whole ones.',
      'A layer of straw over the garlic kept the frost out of the bed all winter.',
      'Wood chips on the paths, compost on the beds: the worms do the rest.',
      'I leave the roots of the beans in the ground for the nitrogen they fix.',
    ][n % 4];
  const created = await post('/forum/new', {
    category: FORUM_CATEGORY,
    title: 'Bench: a hundred replies on winter mulching',
    kind: 'discussion',
    body: `What do you put on your beds for winter? ${sentence(0)} ${sentence(1)}`,
  });
  const location = created.headers.get('location') ?? '';
  if (created.status !== 302 || !location.startsWith('/forum/t/')) throw new Error(`/forum/new: ${created.status}`);
  const path = location.split('?')[0];
  for (let index = 0; index < 100; index++) {
    const list = index % 10 === 7 ? '\n\n- leaves\n- straw\n- wood chips on the paths' : '';
    const replied = await post(`${path}/posts`, {
      intent: 'reply',
      body: `${sentence(index)} ${sentence(index + 1)} ${sentence(index + 2)}${list}`,
      quotes: index % 7 === 6 ? String(index) : '',
    });
    if (replied.status !== 302) throw new Error(`reply ${index + 1}: ${replied.status}`);
  }
  return path;
}

// --- The server's cost --------------------------------------------------------------------

// BENCH_PORT: another port when 3302 is taken (several checkouts benchmarking on one machine).
const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3302), env: { PAGE_CACHE_TTL_SECONDS: '0' } });
if (!server.pid) {
  console.error('bench:cpu measures the server process: unset BENCH_URL.');
  process.exit(1);
}
try {
  const forumThread = await writeLongThread(server.url);
  const cookie = await signIn(server.url);
  const rows = [];
  for (const page of pages) {
    if (page.path === FORUM_THREAD) page.path = forumThread;
    const headers = { 'accept-encoding': 'gzip', ...(page.who === 'signed in' && { cookie }) };
    const get = async () => {
      const response = await fetch(`${server.url}${page.path}`, { headers, redirect: 'manual' });
      const body = await response.text();
      if (response.status >= 300 && response.status !== 404) throw new Error(`${page.path}: ${response.status}`);
      return body;
    };
    for (let i = 0; i < WARMUP; i++) await get();
    const before = cpuMs(server.pid);
    let html = '';
    for (let i = 0; i < REQUESTS; i++) html = await get();
    const perRequest = (cpuMs(server.pid) - before) / REQUESTS;
    const floor = floorMs(html);
    const ratio = perRequest / floor;
    rows.push({
      page: page.path,
      who: page.who,
      'KB html': Math.round(Buffer.byteLength(html) / 1024),
      'CPU ms/req': perRequest.toFixed(1),
      'floor ms': floor.toFixed(2),
      'x floor': ratio.toFixed(1),
      budget: `${page.budget}x ${ratio <= page.budget ? 'met' : 'NOT met'}`,
    });
  }
  console.log(`\nCPU per request: ${REQUESTS} sequential requests per row, page cache off, production build, ${server.url}`);
  console.table(rows);
} finally {
  await server.stop();
}
