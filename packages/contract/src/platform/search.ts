import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';

const v = messages.validation;

/**
 * The search of the menu (Ctrl+K). A batch code is a short number ("7"), so one character
 * searches batches; guide numbers and patients' names or CPFs need `recordsMinLength`
 * (a shorter prefix or fragment matches half the records). Each kind answers `perKind` at most.
 */
export const SEARCH_LIMITS = { minLength: 1, maxLength: 100, recordsMinLength: 3, perKind: 5 } as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: v.required })
    .trim()
    .min(SEARCH_LIMITS.minLength, fmt(v.minLength, { min: SEARCH_LIMITS.minLength }))
    .max(SEARCH_LIMITS.maxLength, fmt(v.maxLength, { max: SEARCH_LIMITS.maxLength })),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** An event found by its guide number (no money: the answer is the same for every profile). */
export const eventSearchHitSchema = z.object({
  id: z.uuid(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  companyName: z.string(),
});

export const patientSearchHitSchema = z.object({ id: z.uuid(), name: z.string(), cpf: z.string().nullable() });

export const batchSearchHitSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string().nullable(),
  insurerName: z.string().nullable(),
});

/**
 * A few records of each kind the session may list, found the way each list finds them; a kind
 * the session may not list (or that needs a company it has not chosen) answers empty.
 */
export const searchResponseSchema = z.object({
  events: z.array(eventSearchHitSchema),
  patients: z.array(patientSearchHitSchema),
  batches: z.array(batchSearchHitSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/api/search',
    summary: 'Busca do menu: eventos pelo número da guia, pacientes pelo nome ou CPF, lotes pelo código',
    tags: ['search'],
    querystring: searchQuerySchema,
    response: searchResponseSchema,
  }),
};
