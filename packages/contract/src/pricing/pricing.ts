import type { PricingContext } from '@honora/domain/pricing/types';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { csvOf } from '../query-list';
import { accommodations, eventTypes } from '../registries/common';
import { cbhpmProcedureSchema } from './cbhpm';
import { negotiationSchema, negotiationTermsShape } from './negotiations';
import {
  ANESTHETIC_INDICATOR_VALUES,
  isoDateSchema,
  moneyTextSchema,
  PORTE_GRADE_VALUES,
  PROCEDURE_TYPE_VALUES,
  procedureCodeSchema,
  PROPORTION_VALUES,
  TEAM_ROLE_VALUES,
  TECHNIQUE_VALUES,
} from './pricing-values';

const m = messages.screens.pricing.validation;
const v = messages.validation;

/** What one preview may price (a real event has a handful of procedures and team members). */
export const PRICING_LIMITS = { procedures: 50, team: 20 } as const;

// ---- context --------------------------------------------------------------------------------

export const pricingContextQuerySchema = z.object({
  insurerId: z.uuid({ error: v.invalidId }),
  date: isoDateSchema,
  /** The codes the event uses, comma-separated: their rows of the negotiation's edition are answered. */
  codes: csvOf(
    procedureCodeSchema,
    PRICING_LIMITS.procedures,
    fmt(m.tooManyProcedures, { max: PRICING_LIMITS.procedures }),
  ),
});

/** The insurer settings that change prices (billing.md §3 Health insurer: isNotValued, configs.factorByAccommodation). */
export const pricingInsurerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isNotValued: z.boolean(),
  factorByAccommodation: z.boolean(),
});

/**
 * The negotiation in force on the date, with every term. `terms` is null when the user may not
 * see values (no readValues, or a resident where the company hides prices): terms are money.
 */
export const pricingNegotiationSchema = negotiationSchema
  .pick({
    id: true,
    name: true,
    start: true,
    end: true,
    cbhpmId: true,
    cbhpmName: true,
    valuationId: true,
    valuationName: true,
    useCbhpm: true,
  })
  .extend({ terms: z.object(negotiationTermsShape).nullable() });
export type PricingNegotiationView = z.output<typeof pricingNegotiationSchema>;

export const pricingValuationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  portes: z.record(z.string(), z.string()),
  ucoValue: z.string(),
});

export const pricingContextSchema = z.object({
  insurer: pricingInsurerSchema,
  negotiation: pricingNegotiationSchema.nullable(),
  /** The edition's rows of the requested codes (codes not in the edition are simply absent). */
  procedures: z.array(cbhpmProcedureSchema),
  /** Null without a valuation, or when the user may not see values. */
  valuation: pricingValuationSchema.nullable(),
  /** False: values are hidden from this user (the terms and the valuation come null). */
  canSeeValues: z.boolean(),
});
export type PricingContextView = z.output<typeof pricingContextSchema>;

// ---- preview --------------------------------------------------------------------------------

const timeSchema = z.string({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.time);

export const pricingProcedureInputSchema = z.object({
  rowId: z
    .string()
    .trim()
    .min(1, v.required)
    .max(64, fmt(v.maxLength, { max: 64 })),
  code: procedureCodeSchema,
  order: z.number().int().min(1).max(999),
  proportion: z.enum(PROPORTION_VALUES).optional(),
  techniqueUsed: z.enum(TECHNIQUE_VALUES).optional(),
  userCustom: z.boolean().optional(),
  value: moneyTextSchema.optional(),
});

export const pricingTeamMemberSchema = z.object({
  id: z
    .string()
    .trim()
    .min(1, v.required)
    .max(64, fmt(v.maxLength, { max: 64 })),
  role: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int().min(1).max(9),
});

/** The event being priced (billing.md §3 Event: type, dtProcedure, accommodation, isEmergency, anesthesia times). */
export const pricingEventSchema = z.object({
  type: z.enum(eventTypes),
  dtProcedure: isoDateSchema,
  accommodation: z.enum(accommodations),
  isEmergency: z.boolean().default(false),
  anesthesiaStart: timeSchema.nullable().optional(),
  anesthesiaEnd: timeSchema.nullable().optional(),
  procedures: z
    .array(pricingProcedureInputSchema)
    .max(PRICING_LIMITS.procedures, fmt(m.tooManyProcedures, { max: PRICING_LIMITS.procedures })),
  team: z
    .array(pricingTeamMemberSchema)
    .max(PRICING_LIMITS.team, fmt(m.tooManyMembers, { max: PRICING_LIMITS.team }))
    .default([]),
});
export type PricingEventInput = z.input<typeof pricingEventSchema>;

export const pricingPreviewBodySchema = z.object({
  insurerId: z.uuid({ error: v.invalidId }),
  event: pricingEventSchema,
});

const accommodation = z.enum(accommodations);
const dec = z.string();
const step = <K extends string, S extends z.ZodRawShape>(kind: K, shape: S) =>
  z.object({ kind: z.literal(kind), ...shape, value: dec });

/** One line of the memória de cálculo (the engine's PricingStep); `value` is the running value after it. */
export const pricingStepSchema = z.discriminatedUnion('kind', [
  step('porte', { porte: z.enum(PORTE_GRADE_VALUES) }),
  step('anestheticPorte', { anestheticPorte: z.number().int(), porte: z.enum(PORTE_GRADE_VALUES) }),
  step('anestheticPorteStandIn', { anestheticPorte: z.number().int(), porte: z.enum(PORTE_GRADE_VALUES) }),
  step('portesMap', { porte: z.enum(PORTE_GRADE_VALUES) }),
  step('fraction', { factor: dec }),
  step('band', { factor: dec }),
  step('custom', {}),
  step('override', {}),
  step('indicator', { indicator: z.enum(ANESTHETIC_INDICATOR_VALUES), points: dec, utm: dec }),
  step('package', { packageName: z.string(), billedOn: z.string().optional() }),
  step('hours', {
    minutes: z.number().int(),
    hours: z.number().int(),
    hourValue: dec,
    billedOn: z.string().optional(),
    missingTimes: z.boolean().optional(),
  }),
  step('proportion', {
    factor: dec,
    automatic: z.boolean(),
    leader: z.object({ code: z.string(), order: z.number().int(), value: dec }).optional(),
  }),
  step('accommodation', { accommodation, factor: dec }),
  step('emergency', { factor: dec }),
  step('technique', { technique: z.enum(TECHNIQUE_VALUES), factor: dec }),
  step('uco', { quantity: dec, unitValue: dec, amount: dec }),
  step('accommodationValue', { accommodation, amount: dec }),
  step('rounding', {}),
  step('notValued', {}),
  step('userCustom', {}),
]);

/** Money fields are optional: they are left out for users who may not see values. */
export const pricingRevenueLineSchema = z.object({
  actorId: z.string(),
  role: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int(),
  percentRevenue: dec.optional(),
  grauPart: z.string(),
  revenue: dec.optional(),
  /** 'fee': a share of the procedure's value; 'surgical': of its surgical porte (absent on lines saved before it existed: 'fee'). */
  basis: z.enum(['fee', 'surgical']).optional(),
});

/** The procedure's surgical porte priced for the surgical team (ANESTHETIC basis), with its steps. */
export const surgicalPriceSchema = z.object({
  porte: z.enum(PORTE_GRADE_VALUES),
  value: dec,
  steps: z.array(pricingStepSchema),
});

export const pricedProcedureSchema = z.object({
  rowId: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PROCEDURE_TYPE_VALUES),
  order: z.number().int(),
  tableCode: z.string(),
  porte: z.enum(PORTE_GRADE_VALUES).nullable(),
  porteAnestesico: z.string().nullable(),
  proportion: z.enum(PROPORTION_VALUES),
  techniqueUsed: z.enum(TECHNIQUE_VALUES),
  techniqueUsedProportion: dec,
  uco: dec.nullable(),
  qtdAux: z.number().int().nullable(),
  valueTable: dec.optional(),
  valueBase: dec.optional(),
  valueOriginal: dec.optional(),
  value: dec.optional(),
  valueChanged: z.boolean().optional(),
  userCustom: z.boolean(),
  /** Empty for users who may not see values. */
  steps: z.array(pricingStepSchema),
  /** Null or absent on the PROCEDURE basis, without a surgical porte, or for users who may not see values. */
  surgical: surgicalPriceSchema.nullable().optional(),
  revenueTeam: z.array(pricingRevenueLineSchema),
});

export const pricingProblemSchema = z.object({
  rowId: z.string(),
  code: z.string(),
  kind: z.enum(['notFound', 'noValuation', 'noPorte', 'noAnesthesia', 'noAnesthesiaTimes']),
});

export const pricingResultSchema = z.object({
  procedures: z.array(pricedProcedureSchema),
  problems: z.array(pricingProblemSchema),
  total: dec.optional(),
  totalRevenue: dec.optional(),
  totalSurgicalRevenue: dec.optional(),
});
export type PricingResultView = z.output<typeof pricingResultSchema>;

// ---- the engine's context from the answer ---------------------------------------------------

/** The engine's PricingContext (the domain's pricing/types.ts), built from a context answer. */
export type PricingContextData = PricingContext;

/**
 * The engine's input from a context answer: the server prices with it and the browser prices
 * with the same answer, so both run priceEvent on the same data. Null when nothing can be
 * priced (no negotiation in force, or the terms were withheld).
 */
export function pricingContextData(view: PricingContextView): PricingContextData | null {
  const negotiation = view.negotiation;
  if (!negotiation?.terms) return null;
  return {
    insurer: { isNotValued: view.insurer.isNotValued, factorByAccommodation: view.insurer.factorByAccommodation },
    negotiation: {
      id: negotiation.id,
      name: negotiation.name,
      start: negotiation.start,
      end: negotiation.end,
      cbhpmEditionId: negotiation.cbhpmId,
      cbhpmValuationId: negotiation.valuationId,
      useCbhpm: negotiation.useCbhpm,
      terms: negotiation.terms,
    },
    procedures: new Map(view.procedures.map(({ chapter: _chapter, ...row }) => [row.code, row])),
    // Keyed by porte as stored; a porte the valuation lacks reads undefined and the engine reports a problem.
    valuation: view.valuation
      ? { portes: view.valuation.portes as Record<PorteGrade, string>, ucoValue: view.valuation.ucoValue }
      : null,
  };
}

type PorteGrade = (typeof PORTE_GRADE_VALUES)[number];

const tags = ['pricing'];

/**
 * The pricing preview (/client/pricing): what the negotiation in force prices, computed by the
 * same engine on the server and in the browser (module healthInsurances, read; answers money).
 */
export const pricingRoutes = {
  context: defineRoute({
    method: 'GET',
    path: '/api/pricing/context',
    summary:
      'O que precifica um evento do convênio na data: a negociação vigente, as linhas da tabela CBHPM dos códigos e a valoração',
    tags,
    querystring: pricingContextQuerySchema,
    response: pricingContextSchema,
  }),
  preview: defineRoute({
    method: 'POST',
    path: '/api/pricing/preview',
    summary: 'Preço dos procedimentos de um evento pela negociação vigente, com a memória de cálculo',
    tags,
    body: pricingPreviewBodySchema,
    response: pricingResultSchema,
  }),
} as const;
