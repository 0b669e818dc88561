import { z } from 'zod';
import { messages } from './i18n';

/** Real UTC offsets run from −12:00 to +14:00 (PostgreSQL refuses beyond ±15:59). */
const MAX_OFFSET_MINUTES = 14 * 60;

/** The offset of an ISO 8601 instant in minutes (0 for Z); NaN when its minutes are not 00–59. */
function offsetMinutes(value: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(value);
  if (!match) return 0;
  const minutes = Number(match[3]);
  return minutes > 59 ? Number.NaN : Number(match[2]) * 60 + minutes;
}

/**
 * An instant sent in a query (`updatedSince`, the web cache's sync point, platform.md §7):
 * ISO 8601 with Z or an offset, refused in pt-BR when it is not a real instant, and normalized
 * to UTC so every service and every SQL statement reads the same value.
 */
export const instantQuerySchema = z.iso
  .datetime({ offset: true, error: messages.validation.invalidDate })
  .refine((value) => offsetMinutes(value) <= MAX_OFFSET_MINUTES && !Number.isNaN(Date.parse(value)), {
    error: messages.validation.invalidDate,
  })
  .transform((value) => new Date(value).toISOString());
