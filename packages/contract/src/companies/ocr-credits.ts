import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { adminCompanyIdParamsSchema } from './admin-companies';

const v = messages.validation;
const e = messages.screens.adminCompanies.errors;

/** Kinds of OCR credit (platform.md §3). */
export const ocrCreditTypeNames = ['PAYMENT', 'GIFT', 'TEST', 'GIFT_FIRST'] as const;
export const ocrCreditTypeSchema = z.enum(ocrCreditTypeNames);
export type OcrCreditType = z.infer<typeof ocrCreditTypeSchema>;

/** The most credits one grant may give. */
export const OCR_GRANT_MAX = 100_000;

export const ocrCreditEntrySchema = z.object({
  id: z.uuid(),
  type: ocrCreditTypeSchema,
  /** Positive for a grant, negative for a use. */
  amount: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string(),
});
export type OcrCreditEntry = z.infer<typeof ocrCreditEntrySchema>;

export const ocrCreditsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(20),
});

export const ocrCreditsResponseSchema = z.object({
  /** Sum of every grant and use of the company. */
  balance: z.number().int(),
  items: z.array(ocrCreditEntrySchema),
  total: z.number().int(),
});
export type OcrCreditsResponse = z.infer<typeof ocrCreditsResponseSchema>;

export const grantOcrCreditsBodySchema = z.object({
  type: z.enum(ocrCreditTypeNames, { error: e.creditType }),
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? v.required : v.digitsOnly) })
    .int(v.digitsOnly)
    .min(1, v.positive)
    .max(OCR_GRANT_MAX, e.amountMax),
  note: z
    .string()
    .trim()
    .max(500, fmt(v.maxLength, { max: 500 }))
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .default(null),
});
export type GrantOcrCreditsBody = z.input<typeof grantOcrCreditsBodySchema>;

export const ocrCreditRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/admin/companies/:id/ocr-credits',
    summary: 'Créditos de OCR da empresa: saldo (soma dos lançamentos) e histórico, mais recentes primeiro',
    tags: ['admin'],
    params: adminCompanyIdParamsSchema,
    querystring: ocrCreditsQuerySchema,
    response: ocrCreditsResponseSchema,
  }),
  grant: defineRoute({
    method: 'POST',
    path: '/api/admin/companies/:id/ocr-credits',
    summary: 'Conceder créditos de OCR (PAYMENT, GIFT, TEST, GIFT_FIRST) — apenas para Super Admin',
    tags: ['admin'],
    params: adminCompanyIdParamsSchema,
    body: grantOcrCreditsBodySchema,
    response: ocrCreditsResponseSchema,
  }),
} as const;
