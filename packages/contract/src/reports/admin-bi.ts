import { z } from 'zod';
import { XLSX_FILE } from '../files';
import { messages } from '../i18n';
import { defineRoute } from '../route';
import { optionalRegionIdQuery } from '../platform/regions';
import { monthSchema } from '../taxes/taxes';

const v = messages.validation;

/** The longest period the BI and the map add up, in months (both ends included). */
export const ADMIN_BI_MAX_MONTHS = 120;

/**
 * The period of /admin/BI and /admin/Map (platform.md §2; decision 038): procedure months
 * 'YYYY-MM', both ends included; without them the 12 months up to the current one (São Paulo).
 * An end before the start, or more than ADMIN_BI_MAX_MONTHS months, is a 400 of the service.
 */
export const adminBiQuerySchema = z.object(
  {
    from: monthSchema.optional(),
    until: monthSchema.optional(),
  },
  { error: v.required },
);
export type AdminBiQuery = z.output<typeof adminBiQuerySchema>;

/**
 * The map's query: the period, and optionally a region (decision 063) — then only the cities
 * of the region count (their state listed, or the city itself), and production without a city
 * is left out.
 */
export const adminMapQuerySchema = adminBiQuerySchema.extend({ regionId: optionalRegionIdQuery });
export type AdminMapQuery = z.output<typeof adminMapQuerySchema>;

/** Count and money (decimal text) of a set of active events, from the production summaries. */
const figures = {
  count: z.number().int(),
  totalProduced: z.string(),
  totalReceived: z.string(),
  totalGlosado: z.string(),
  totalInProcessing: z.string(),
};
export const adminFiguresSchema = z.object(figures);
export type AdminFigures = z.infer<typeof adminFiguresSchema>;

/** A city by its IBGE code, with its name (IBGE table, else the address's text) and UF. */
export const adminPlaceSchema = z.object({
  ibgeCode: z.string(),
  city: z.string(),
  uf: z.string(),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

/**
 * One company's production in the period. `place`: the city where it produced most (its events'
 * hospitals), or where most of its live hospitals are; null when none has an IBGE code.
 */
export const adminBiCompanySchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  isMatriz: z.boolean(),
  isFilial: z.boolean(),
  matrizName: z.string().nullable(),
  /** Removed company whose events still count in the period. */
  isRemoved: z.boolean(),
  place: adminPlaceSchema.nullable(),
  ...figures,
});
export type AdminBiCompany = z.infer<typeof adminBiCompanySchema>;

export const adminBiMonthSchema = z.object({ month: z.string(), ...figures });

export const adminBiResponseSchema = z.object({
  from: z.string(),
  until: z.string(),
  companies: z.array(adminBiCompanySchema),
  /** Every month of the period, those without events at zero. */
  months: z.array(adminBiMonthSchema),
  totals: adminFiguresSchema,
});
export type AdminBiResponse = z.infer<typeof adminBiResponseSchema>;

/** Companies present (a live hospital there, or production there in the period) and production. */
const placeFigures = { companies: z.number().int(), ...figures };

export const adminMapStateSchema = z.object({ uf: z.string(), ...placeFigures });
export type AdminMapState = z.infer<typeof adminMapStateSchema>;

export const adminMapCitySchema = z.object({ ibgeCode: z.string(), city: z.string(), uf: z.string(), ...placeFigures });
export type AdminMapCity = z.infer<typeof adminMapCitySchema>;

export const adminMapResponseSchema = z.object({
  from: z.string(),
  until: z.string(),
  /** The 27 UFs in IBGE order, those without companies or production at zero. */
  states: z.array(adminMapStateSchema),
  /** Every city with a company or production, by UF then name. */
  cities: z.array(adminMapCitySchema),
  /** Production of events without a hospital, or whose hospital has no IBGE code. */
  unlocated: z.object(placeFigures),
  /** All the period's production; `companies` counts the live companies. */
  totals: z.object(placeFigures),
});
export type AdminMapResponse = z.infer<typeof adminMapResponseSchema>;

const tags = ['admin'];

export const adminBiRoutes = {
  bi: defineRoute({
    method: 'GET',
    path: '/api/admin/bi',
    summary:
      'BI: produção de cada empresa no período e total por mês, dos resumos de produção — apenas para Super Admin',
    tags,
    querystring: adminBiQuerySchema,
    response: adminBiResponseSchema,
  }),
  biExport: defineRoute({
    method: 'GET',
    path: '/api/admin/bi/export',
    summary: 'BI em Excel: a tabela de produção por empresa com a linha de total — apenas para Super Admin',
    tags,
    querystring: adminBiQuerySchema,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
  map: defineRoute({
    method: 'GET',
    path: '/api/admin/map',
    summary:
      'Mapa: empresas e produção por estado (UF) e cidade (código IBGE do hospital) no período, opcionalmente de uma região',
    tags,
    querystring: adminMapQuerySchema,
    response: adminMapResponseSchema,
  }),
} as const;
