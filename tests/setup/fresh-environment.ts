// Runs before every test file (vitest.config.ts `setupFiles`). The files of one worker share a
// process and a module graph (`isolate: false`): each starts from the environment variables the
// worker started with, whatever the file before it set, and the settings are read again from them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';
import { resetEnvCache } from '../../app/utils/env.server';

// What a file may have stubbed and not put back (the fake Stripe's fetch, a fake clock).
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();

const holder = globalThis as { verdeEnvironmentAtStart?: Record<string, string | undefined> };
holder.verdeEnvironmentAtStart ??= { ...process.env };
const atStart = holder.verdeEnvironmentAtStart;
for (const name of Object.keys(process.env)) if (!(name in atStart)) delete process.env[name];
Object.assign(process.env, atStart);
// Files run two at a time: each keeps its uploads, certificates and photos in a folder of its own
// (not the checkout's ./data), so a file that counts what is stored never sees another's writes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'verde-test-data-'));
process.env.DATA_DIR = dataDir;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
resetEnvCache();
