import { z } from 'zod';
import { messages } from './i18n';

/** Real UTC offsets run from −12:00 to +14:00 (PostgreSQL refuses beyond ±15:59): Z, or ±00:00 to ±14:00. */
const REAL_OFFSET = /(?:Z|[+-](?:(?:0\d|1[0-3]):[0-5]\d|14:00))$/;

/**
 * An instant sent in a query (`updatedSince`, the web cache's sync point, platform.md §7):
 * ISO 8601 with Z or an offset, refused in pt-BR when it is not a real instant, and normalized
 * to UTC so every service and every SQL statement reads the same value.
 */
export const instantQuerySchema = z.iso
  .datetime({ offset: true, error: messages.validation.invalidDate })
  .regex(REAL_OFFSET, messages.validation.invalidDate)
  .transform((value) => new Date(value).toISOString());
