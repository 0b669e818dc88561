/** Business constants of platform.md §9 and billing.md that both server and web need. */

/** The build the records are stamped with (createdVersion / updatedVersion). */
export const BUILD_VERSION = '3.12.79';
export const BUILD_NUMBER = 1152;

/** Toast durations in milliseconds (platform.md §9, §8). */
export const TOAST_MS = {
  success: 2500,
  warning: 3500,
  error: 4500,
  accessDenied: 5500,
  routeDenied: 2000,
  companyRequired: 2000,
} as const;

/** Screens load on demand: placeholder after 400 ms, error component after 32 s (platform.md §2). */
export const LAZY_PLACEHOLDER_DELAY_MS = 400;
export const LAZY_TIMEOUT_MS = 32_000;

/**
 * The config load (platform.md §4 pending, resolved or rejected; §9 "Config load time-out 10 s
 * (default 30 s)"): the session and its settings at start are given 10 s; a load with no time-out
 * of its own is given 30 s.
 */
export const CONFIG_LOAD_TIMEOUT_MS = 10_000;
export const DEFAULT_LOAD_TIMEOUT_MS = 30_000;

/**
 * How the database stores amounts and factors, numeric(precision, scale): the contract's limits
 * (moneyTextSchema, factorTextSchema) and the drizzle columns both come from here, so whatever
 * the API accepts fits where it is stored, and no input carries more decimals than are kept.
 */
export const STORED_NUMERIC = {
  /** R$: up to 999.999.999.999,99. */
  money: { precision: 14, scale: 2 },
  /** Factors and proportions: up to 9999,9999. */
  factor: { precision: 8, scale: 4 },
} as const;

export const DEFAULT_PAGE_SIZE = 100;
export const WRITE_BATCH_LIMIT = 499;
export const IN_QUERY_CHUNK = 30;

/** Sequence counter: up to 100 attempts, auto-fix after 10 collisions (platform.md §9). */
export const SEQUENCE_MAX_ATTEMPTS = 100;
export const SEQUENCE_AUTOFIX_AFTER = 10;

export const TEXT_LIMITS = {
  counter: 20,
  minLength: 3,
  cnpjLength: 18,
  passwordMinLength: 8,
} as const;

/** Audit time zone offset in minutes (platform.md §9). */
export const AUDIT_TZ_OFFSET_MINUTES = -240;

export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';
