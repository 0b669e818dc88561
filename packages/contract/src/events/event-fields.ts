import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { isoDateSchema } from '../pricing/pricing-values';

const v = messages.validation;
const m = messages.screens.events.validation;

/**
 * Events (issue 6; billing.md §3 Event and Procedure, §5). Money travels as decimal text
 * ("1234.56") and is left out for users who may not see values (hasValues routes strip it).
 */
export const EVENT_LIMITS = {
  procedures: 50,
  actors: 20,
  expenseLines: 100,
  observation: 2000,
  numGuide: 20,
  customStatus: 40,
  /** billing.md §5: a search takes at most 10 companies. */
  searchCompanies: 10,
  /** Events one bulk action takes (a lote holds at most 100 guides). */
  bulk: 500,
  attachmentMb: 15,
} as const;

/** The field schemas the event's contract files share. */
export const timeSchema = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);
export const optionalTime = timeSchema.nullish().transform((t) => t ?? null);
export const optionalDate = isoDateSchema.nullish().transform((d) => d ?? null);
export const optionalId = z
  .uuid({ error: v.invalidId })
  .nullish()
  .transform((id) => id ?? null);
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fmt(v.maxLength, { max }))
    .nullish()
    .transform((s) => (s ? s : null));

/** A custom field's value (text, number, yes/no or empty). */
export const customFieldValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** Money as decimal text in answers; left out for users who may not see values. */
export const dec = z.string();
export const money = dec.optional();
