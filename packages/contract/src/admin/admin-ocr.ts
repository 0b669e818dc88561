import { z } from 'zod';
import { pageQuerySchema } from '../companies/routes';
import {
  OCR_GUIDE_STATUSES,
  ocrGuideSchema,
  ocrGuideSummarySchema,
  ocrSupportFieldsBodySchema,
  ocrSupportStatusBodySchema,
} from '../events/ocr';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { monthSchema } from '../taxes/taxes';

/**
 * The admin workspace's OCR screens (platform.md §2 OcrAmazonCredit, DashboardOcr,
 * GuideOcrAmazon; §3 OCR guide statuses and company OCR credits): every company's credits,
 * the monthly figures of the recognition, and support's queue of guides.
 */

const v = messages.validation;
/** Read when a message is needed: in the web build the OCR screen's texts load with the screen (decision 029). */
const o = messages.screens.ocr;
const tags = ['admin'];

/** The longest period the OCR dashboard adds up, in months (both ends included). */
export const ADMIN_OCR_MAX_MONTHS = 120;
/** Guides per page of support's list (as the client's list). */
export const ADMIN_OCR_GUIDES_PAGE_SIZE = 20;
/** With no status asked, support's list shows the guides waiting for someone of the platform. */
export const ADMIN_OCR_PENDING_STATUSES = ['NEED_SUPPORT', 'NEED_DEVELOPER', 'ON_TEST'] as const;

/** One company's credits: the balance (sum of every live entry), what was granted and used. */
export const adminOcrCreditRowSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  isFilial: z.boolean(),
  /** A filial's recognition uses its matriz's credits. */
  matrizName: z.string().nullable(),
  balance: z.number().int(),
  granted: z.number().int(),
  used: z.number().int(),
  /** When a page last used a credit; null when none ever did. */
  lastUseAt: z.string().nullable(),
});
export type AdminOcrCreditRow = z.infer<typeof adminOcrCreditRowSchema>;

export const adminOcrCreditsResponseSchema = z.object({
  items: z.array(adminOcrCreditRowSchema),
  total: z.number().int(),
});
export type AdminOcrCreditsResponse = z.infer<typeof adminOcrCreditsResponseSchema>;

/**
 * The period of the dashboard: months 'YYYY-MM', both included; without them the 12 months up to
 * the current one (São Paulo). An end before the start, or a period over ADMIN_OCR_MAX_MONTHS,
 * is a 400 of the service on the field.
 */
export const adminOcrDashboardQuerySchema = z.object({
  from: monthSchema.optional(),
  to: monthSchema.optional(),
});
export type AdminOcrDashboardQuery = z.output<typeof adminOcrDashboardQuerySchema>;

/** What the recognition did in a month (or a period). */
const ocrFigures = {
  /** Pages recognized (guides with recognized_at in the month). */
  pages: z.number().int(),
  /** Guides confirmed into events (confirmed_at in the month). */
  confirmed: z.number().int(),
  /** Fields read over the pages recognized. */
  fieldsRead: z.number().int(),
  /** Fields the reviewer corrected over the guides confirmed. */
  corrected: z.number().int(),
  /** 1 − corrected ÷ fields read of the guides confirmed, in percent with one decimal; null without any. */
  accuracy: z.number().nullable(),
  /** Credits the pages used (by the month of the use). */
  creditsUsed: z.number().int(),
};
export const adminOcrFiguresSchema = z.object(ocrFigures);
export type AdminOcrFigures = z.infer<typeof adminOcrFiguresSchema>;

export const adminOcrDashboardRowSchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  month: z.string(),
  ...ocrFigures,
});
export type AdminOcrDashboardRow = z.infer<typeof adminOcrDashboardRowSchema>;

export const adminOcrDashboardResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Each company and month with something to count, by month then company name. */
  rows: z.array(adminOcrDashboardRowSchema),
  /** Every month of the period, all companies together (those without anything at zero). */
  months: z.array(z.object({ month: z.string(), ...ocrFigures })),
  totals: adminOcrFiguresSchema,
});
export type AdminOcrDashboardResponse = z.infer<typeof adminOcrDashboardResponseSchema>;

export const adminOcrGuidesQuerySchema = z.object({
  page: z.coerce.number({ error: v.numeric }).int(v.numeric).min(1, v.numeric).max(100_000, v.numeric).default(1),
  companyId: z.uuid({ error: v.invalidId }).optional(),
  /** Without it, the pending statuses (ADMIN_OCR_PENDING_STATUSES). */
  status: z.enum(OCR_GUIDE_STATUSES, { error: () => o.invalidStatus }).optional(),
});
export type AdminOcrGuidesQuery = z.output<typeof adminOcrGuidesQuerySchema>;

export const adminOcrGuidesResponseSchema = z.object({
  items: z.array(ocrGuideSummarySchema),
  total: z.number().int(),
});

const idParams = z.object({ id: z.uuid({ error: v.invalidId }) });

export const adminOcrRoutes = {
  credits: defineRoute({
    method: 'GET',
    path: '/api/admin/ocr-credits',
    summary: 'Créditos de OCR de todas as empresas: saldo, concedidos, usados e último uso (busca pelo nome)',
    tags,
    querystring: pageQuerySchema,
    response: adminOcrCreditsResponseSchema,
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: '/api/admin/ocr-dashboard',
    summary:
      'Painel de OCR: por empresa e mês, páginas lidas, guias confirmadas, campos lidos e corrigidos, acerto e créditos usados',
    tags,
    querystring: adminOcrDashboardQuerySchema,
    response: adminOcrDashboardResponseSchema,
  }),
  guides: defineRoute({
    method: 'GET',
    path: '/api/admin/ocr-guides',
    summary:
      'Guias de OCR de todas as empresas (20 por página); sem situação, as que aguardam suporte, desenvolvimento ou teste',
    tags,
    querystring: adminOcrGuidesQuerySchema,
    response: adminOcrGuidesResponseSchema,
  }),
  guide: defineRoute({
    method: 'GET',
    path: '/api/admin/ocr-guides/:id',
    summary: 'Uma guia de OCR de qualquer empresa com os campos lidos, as correções e as verificações (suporte)',
    tags,
    params: idParams,
    response: ocrGuideSchema,
  }),
  saveFields: defineRoute({
    method: 'PUT',
    path: '/api/admin/ocr-guides/:id/fields',
    summary:
      'Corrigir campos de uma guia de OCR (suporte): as correções ficam na guia até o cliente confirmar; uma guia confirmada não muda',
    tags,
    params: idParams,
    body: ocrSupportFieldsBodySchema,
    response: ocrGuideSchema,
  }),
  reread: defineRoute({
    method: 'POST',
    path: '/api/admin/ocr-guides/:id/reread',
    summary:
      'Ler de novo a página de uma guia de OCR (suporte): volta à fila de leitura, sem novo consumo de crédito; as correções ficam',
    tags,
    params: idParams,
    response: ocrGuideSchema,
  }),
  setStatus: defineRoute({
    method: 'POST',
    path: '/api/admin/ocr-guides/:id/status',
    summary: 'Mudar a situação de uma guia de OCR (suporte); uma guia já confirmada não muda',
    tags,
    params: idParams,
    body: ocrSupportStatusBodySchema,
    response: ocrGuideSummarySchema,
  }),
  image: defineRoute({
    method: 'GET',
    path: '/api/admin/ocr-guides/:id/image',
    summary: 'A imagem da página de uma guia de OCR de qualquer empresa (PNG ou JPEG)',
    tags,
    params: idParams,
    response: z.unknown(),
    fileTypes: ['image/png', 'image/jpeg'],
  }),
} as const;
