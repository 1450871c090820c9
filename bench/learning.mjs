#!/usr/bin/env node
// `npm run bench:learning` (issue 13): what the learning pages cost, next to the signed-in product
// page that issue 12 measured. For a learner enrolled on a course (the demo user, enrolled here
// through the course page's own form): CPU ms per request, one request after another with the
// page cache off (as bench:cpu), then requests per second at 50 connections (as bench:store).
// Target: a lesson page and /student-dashboard at the signed-in product page's cost per request.
// Then 50 learners booking a 20-seat class at once (bench/class-booking.ts): exactly 20 seats, p95
// under 150 ms.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, signIn, startServer } from './server.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 40;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COURSE = '/courses/pumpkin-seed-power';
// Lesson 2: for learners only (lesson 1 is the free preview).
const LESSON = `${COURSE}/lessons/keeping-seed-pure-isolation-and-hand-pollination`;

const pages = [
  { path: '/product/brandywine-tomato-seeds', who: 'signed in', note: 'issue 12 reference' },
  { path: LESSON, who: 'signed in', note: 'lesson, enrolled' },
  { path: '/student-dashboard', who: 'signed in', note: 'dashboard' },
  { path: COURSE, who: 'signed in', note: 'course page, enrolled' },
  { path: '/instructor-dashboard', who: 'instructor', note: 'instructor dashboard' },
  { path: '/instructor-dashboard/courses/{course}', who: 'instructor', note: 'course editor' },
  { path: '/instructor-dashboard/courses/{course}/lessons/{lesson}', who: 'instructor', note: 'lesson editor' },
  { path: '/video-session/{class}', who: 'signed in', note: 'video room (booked; opens later)' },
  { path: '/instructor/onboarding', who: 'instructor', note: 'instructor onboarding' },
  { path: '/coaching/classes/{class}', who: 'signed in', note: 'class page (booked)' },
  { path: '/pumpkin/game', who: 'signed in', note: 'pumpkin game' },
  { path: '/courses', who: 'visitor', note: 'catalogue' },
  { path: COURSE, who: 'visitor', note: 'course page' },
];

const server = await startServer({ port: 3304, env: { PAGE_CACHE_TTL_SECONDS: '0' } });
if (!server.pid) {
  console.error('bench:learning measures the server process: unset BENCH_URL.');
  process.exit(1);
}
try {
  const cookie = await signIn(server.url);
  const enrolled = await fetch(`${server.url}${COURSE}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'enrol' }),
  });
  if (enrolled.status !== 302) throw new Error(`enrolment answered ${enrolled.status}`);
  // A learner part-way through: the first lesson done.
  await fetch(`${server.url}${COURSE}/lessons/choosing-which-pumpkins-to-save-seed-from`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'complete' }),
  });

  // A seat in the first upcoming class, for its video room's page.
  const coaching = await (await fetch(`${server.url}/coaching`)).text();
  const classId = /\/coaching\/classes\/([0-9a-f-]{36})/.exec(coaching)?.[1];
  if (!classId) throw new Error('no upcoming class on /coaching');
  const booked = await fetch(`${server.url}/coaching/classes/${classId}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'book' }),
  });
  if (booked.status !== 200) throw new Error(`booking answered ${booked.status}`);
  const instructorCookie = await signIn(server.url, 'demo.instructor@verde-living.example');
  // One of the demo instructor's courses and its first lesson, for the editor's pages.
  const dashboard = await (await fetch(`${server.url}/instructor-dashboard`, { headers: { cookie: instructorCookie } })).text();
  const courseId = /\/instructor-dashboard\/courses\/([0-9a-f-]{36})/.exec(dashboard)?.[1];
  if (!courseId) throw new Error('the demo instructor has no course to edit');
  const editor = await (
    await fetch(`${server.url}/instructor-dashboard/courses/${courseId}`, { headers: { cookie: instructorCookie } })
  ).text();
  const lessonId = /\/lessons\/([0-9a-f-]{36})/.exec(editor)?.[1];
  if (!lessonId) throw new Error('the course editor lists no lesson');
  for (const page of pages)
    page.path = page.path.replace('{class}', classId).replace('{course}', courseId).replace('{lesson}', lessonId);

  const cookieOf = { 'signed in': cookie, instructor: instructorCookie };
  const rows = [];
  for (const page of pages) {
    const headers = { 'accept-encoding': 'gzip', ...(cookieOf[page.who] && { cookie: cookieOf[page.who] }) };
    const get = async () => {
      const response = await fetch(`${server.url}${page.path}`, { headers, redirect: 'manual' });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${page.path}: ${response.status}`);
      return body;
    };
    for (let i = 0; i < WARMUP; i++) await get();
    const before = cpuMs(server.pid);
    let html = '';
    for (let i = 0; i < REQUESTS; i++) html = await get();
    const perRequest = (cpuMs(server.pid) - before) / REQUESTS;
    const load = await autocannon({
      url: `${server.url}${page.path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-encoding': 'gzip, deflate, br', ...(cookieOf[page.who] && { cookie: cookieOf[page.who] }) },
    });
    rows.push({
      page: page.note,
      who: page.who,
      'KB html': Math.round(Buffer.byteLength(html) / 1024),
      'CPU ms/req': perRequest.toFixed(1),
      'req/s (50 conn)': Math.round(load.requests.average),
      'p99 ms': load.latency.p99,
      errors: load.errors + load.timeouts + (load.non2xx ?? 0),
    });
  }
  console.log(
    `\nLearning pages: ${REQUESTS} sequential requests per row for CPU, then ${DURATION} s at ${CONNECTIONS} connections; page cache off, production build, ${server.url}`,
  );
  console.table(rows);
} finally {
  await server.stop();
}

// 50 learners booking a 20-seat class at once (bench/class-booking.ts), on PGlite or DATABASE_URL.
const booking = spawnSync(process.execPath, ['--import', 'tsx', 'bench/class-booking.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: process.env,
});
if (booking.status !== 0) process.exitCode = booking.status ?? 1;
