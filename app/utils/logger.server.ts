import pino from 'pino';

export type Logger = pino.Logger;

const globalKey = Symbol.for('verde.logger');
type GlobalWithLogger = typeof globalThis & { [globalKey]?: Logger };

export function createLogger(level: string): Logger {
  const logger = pino({
    level,
    base: { service: 'verde' },
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'], remove: true },
  });
  (globalThis as GlobalWithLogger)[globalKey] = logger;
  return logger;
}

/** The process logger; falls back to a quiet one in code paths that run before start-up (tests). */
export function getLogger(): Logger {
  const global = globalThis as GlobalWithLogger;
  global[globalKey] ??= pino({ level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info') });
  return global[globalKey];
}
