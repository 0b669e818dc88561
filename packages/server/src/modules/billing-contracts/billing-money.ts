import { centsText, toCents } from '@honora/domain';

/** Stored numeric money → the API's decimal text with 2 places (null stays null). */
export const normalizeMoney = (value: string | null): string | null =>
  value === null ? null : centsText(toCents(value));
