// Runs before every test file (vitest.config.ts `setupFiles`). The files of one worker share a
// process and a module graph (`isolate: false`): each starts from the environment variables the
// worker started with, whatever the file before it set, and the settings are read again from them.
import { vi } from 'vitest';
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
resetEnvCache();
