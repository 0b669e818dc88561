import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { fmt, messages } from '../i18n';
import { instantQuerySchema } from '../instant';
import { changeEntrySchema } from '../platform/changes';
import { BRAZILIAN_STATE_PATTERN, brazilianStates, type BrazilianState } from '../people/person-fields';
import { orEmpty, type TextRule } from '../document-rules';

const v = messages.validation;

/**
 * What every registry list (patients, hospitals, surgeons, anesthetists, insurers, …) takes:
 * server-side pages of 100, a sort column and direction (names sort in pt-BR order with
 * numeric compare), accent-insensitive search, the active filter, and `updatedSince` for the
 * web's per-company cache (platform.md §7): with it the answer holds every record created,
 * changed or deleted after that instant (deleted ones with `deletedAt`), not a page.
 */
export const registryListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().trim().max(40).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
  active: z.enum(['all', 'true', 'false']).default('all'),
  updatedSince: instantQuerySchema.optional(),
});
export type RegistryListQuery = z.output<typeof registryListQuerySchema>;

/** A list answer: the page (or the changes since `updatedSince`), the total, and the server's clock for the next sync. */
export function registryListResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** Pass this as the next `updatedSince`. */
    syncedAt: z.string(),
  });
}

export const registryIdParamsSchema = z.object({ id: z.uuid({ error: v.invalidId }) });

/** Fields every registry record answers with. */
export const registryRecordShape = {
  id: z.uuid(),
  companyId: z.uuid(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
};

/** A change of a registry record, from the change log: who, when, and each field's from → to. */
export const registryHistoryEntrySchema = changeEntrySchema.pick({
  operation: true,
  changedAt: true,
  changedBy: true,
  changedByName: true,
  changedByAdmin: true,
  changes: true,
});
export type RegistryHistoryEntry = z.infer<typeof registryHistoryEntrySchema>;
/** A record's history, oldest change first. */
export const registryHistorySchema = z.object({ items: z.array(registryHistoryEntrySchema) });

/** Optional text: trimmed, blank → null, at most `max` characters; a non-blank one follows `rules`. */
export const optionalText = (max: number, ...rules: TextRule[]) =>
  rules
    .reduce(
      (text, rule) => text.regex(orEmpty(rule.pattern), rule.message),
      z.string().trim().max(max, fmt(v.maxLength, { max })),
    )
    .nullish()
    .transform((s) => (s ? s : null));

/** Required text: trimmed, at least 1 and at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: v.required }).trim().min(1, v.required).max(max, fmt(v.maxLength, { max }));

/** Optional digits-only text ("Digite apenas números"); punctuation typed by the user is kept out by the caller. */
export const optionalDigits = (max: number) => optionalText(max, { pattern: /^\d+$/, message: v.digitsOnly });

/** One of the 27 states (UF, any case), or none. */
export const optionalState = z
  .string()
  .trim()
  .regex(orEmpty(BRAZILIAN_STATE_PATTERN), v.state)
  .nullish()
  .transform((s) => (s ? (s.toUpperCase() as BrazilianState) : null));

export { brazilianStates };

/** Address of a patient or hospital (billing.md §3); the city comes from the IBGE municipalities with its code. */
export const addressSchema = z.object({
  zipcode: optionalText(9, { pattern: /^\d{5}-?\d{3}$/, message: messages.validation.zipcode }),
  street: optionalText(200),
  number: optionalText(20),
  complement: optionalText(100),
  district: optionalText(100),
  city: optionalText(100),
  state: optionalState,
  country: optionalText(60),
  ibgeCode: optionalText(7, { pattern: /^\d{7}$/, message: messages.validation.ibgeCode }),
});
export type Address = z.output<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

export const emptyAddress: Address = {
  zipcode: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  city: null,
  state: null,
  country: null,
  ibgeCode: null,
};

/**
 * billing.md §3: accommodation values (default NURSERY), and the event types to which mandatory
 * fields, XML maps and medical-return settings are tied: the pricing engine's lists.
 */
export {
  PRICING_ACCOMMODATIONS as accommodations,
  PRICING_EVENT_TYPES as eventTypes,
  type PricingAccommodation as Accommodation,
  type PricingEventType as EventType,
} from '@honora/domain/pricing/types';

/** A municipality as the address form's city picker shows it. */
export const municipalitySchema = z.object({
  code: z.string(),
  name: z.string(),
  uf: z.string(),
});
export type Municipality = z.infer<typeof municipalitySchema>;
