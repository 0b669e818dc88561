import { z } from 'zod';
import { fmt, messages } from './i18n';

const v = messages.validation;

/**
 * A comma-separated (or repeated) query parameter as a checked list: each item is the text
 * between two commas, checked by `item` (an empty one is refused), none when absent or empty.
 * The OpenAPI document shows the list of items (style form, explode false).
 */
export const csvOf = <T extends z.ZodType<unknown, string>>(item: T, max: number, message?: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((raw) => (raw === undefined || raw === '' ? [] : Array.isArray(raw) ? raw : raw.split(',')))
    .pipe(z.array(item).max(max, message ?? fmt(v.maxLength, { max })));
