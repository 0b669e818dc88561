import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface RateLimitConfig {
  /** Sign-in attempts per IP in a window. */
  loginPerIp: number;
  /** Failed sign-ins per e-mail in a window. */
  loginFailuresPerEmail: number;
  /** Password-reset requests per IP and per e-mail in a window. */
  resetPerKey: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; absent → embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Built web app served at /; absent folder → API only. */
  webDist: string;
  /** Public address of the app, used in e-mailed links. */
  appUrl: string;
  smtp: { url: string; from: string } | undefined;
  sessionTtlMs: number;
  secureCookies: boolean;
  rateLimits: RateLimitConfig;
  logLevel: string;
}

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads configuration from the environment (README lists every variable). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000);
  const appUrl = env.APP_URL ?? `http://localhost:${port}`;
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? join(process.cwd(), 'data')),
    webDist: resolve(env.WEB_DIST ?? join(repoRoot, 'packages/web/dist')),
    appUrl,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM ?? 'Honora <nao-responda@honora.app>' } : undefined,
    sessionTtlMs: intFrom(env.SESSION_TTL_HOURS, 24 * 7) * 3_600_000,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : appUrl.startsWith('https://'),
    rateLimits: {
      loginPerIp: intFrom(env.AUTH_RATE_LIMIT_IP, 60),
      loginFailuresPerEmail: intFrom(env.AUTH_RATE_LIMIT_EMAIL, 8),
      resetPerKey: intFrom(env.AUTH_RATE_LIMIT_RESET, 5),
      windowMs: intFrom(env.AUTH_RATE_LIMIT_WINDOW_MINUTES, 15) * 60_000,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
