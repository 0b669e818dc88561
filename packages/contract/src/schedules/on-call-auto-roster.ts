import type { RosterSolveStatus, UnfilledReason } from '@honora/domain/schedules/auto-roster/types';
import { VIOLATION_CODES } from '@honora/domain/schedules/types';
import { z } from 'zod';
import { formatMessage, messages } from '../i18n';
import { autoRosterErrors } from '../i18n/screen-texts/on-call-auto-roster';
import { onCallScheduleErrors } from '../i18n/screen-texts/on-call-errors';
import { defineRoute } from '../route';
import { LINE_POSITIONS_MAX, rosterMonthParamsSchema } from './on-call';

/**
 * The automatic fill of the on-call month (decision 046 "In the app"): a proposal the server
 * computes and never writes, and its acceptance — all or part, in one transaction — which never
 * publishes (platform.md §4: nothing is published without a person).
 */
const e = onCallScheduleErrors;
const ae = autoRosterErrors;
const v = messages.validation;

/** Lines named in one proposal (a company has far fewer). */
export const AUTO_ROSTER_LINES_MAX = 500;
/** Places in one acceptance: 20 places × 31 days × 16 lines; the body stays under 2 MiB. */
export const AUTO_ROSTER_PLACEMENTS_MAX = 10_000;

/** Why a place stays open: a rule of the roster, `capacity` (used up by the proposal), `noCandidates`. */
export const UNFILLED_REASON_CODES = [
  ...VIOLATION_CODES,
  'capacity',
  'noCandidates',
] as const satisfies readonly UnfilledReason[];
export const ROSTER_SOLVE_STATUSES = [
  'optimal',
  'feasible',
  'greedy',
  'nothingToFill',
] as const satisfies readonly RosterSolveStatus[];

export const autoRosterBodySchema = z.object({
  lineIds: z
    .array(z.uuid({ error: e.line }), { error: ae.lines })
    .max(AUTO_ROSTER_LINES_MAX, formatMessage(ae.tooManyLines, { max: AUTO_ROSTER_LINES_MAX }))
    .optional()
    .meta({ description: 'As linhas a preencher; em branco, todas as linhas ativas' }),
});
export type AutoRosterBody = z.input<typeof autoRosterBodySchema>;

const cellSchema = z.object({
  lineId: z.uuid({ error: e.line }),
  day: z.iso.date({ error: e.day }),
  position: z
    .number({ error: e.position })
    .int(e.position)
    .min(0, e.position)
    .max(LINE_POSITIONS_MAX - 1, e.position),
});

export const autoRosterPlacementSchema = cellSchema.extend({ doctorId: z.uuid({ error: e.doctor }) });
export type AutoRosterPlacement = z.infer<typeof autoRosterPlacementSchema>;

export const autoRosterProposalSchema = z.object({
  month: z.string(),
  /** The month's version read (rosterMonthHeader.version): the acceptance names it. */
  version: z.number().int(),
  placements: z.array(autoRosterPlacementSchema.extend({ doctorName: z.string() })),
  /** The open places left open, each with how many doctors each rule kept out, told in pt-BR. */
  unfilled: z.array(
    cellSchema.extend({
      reasons: z.array(z.object({ code: z.enum(UNFILLED_REASON_CODES), count: z.number().int(), text: z.string() })),
    }),
  ),
  /** One figure per goal (decision 046 "Scores"), over the month's places and the candidates. */
  scores: z.object({
    coverage: z.object({ filled: z.number().int(), total: z.number().int() }),
    nightSpread: z.number(),
    weekendSpread: z.number(),
    holidaySpread: z.number(),
    preferredTaken: z.number().int(),
    undesiredGiven: z.number().int(),
    workplaceWeekDoctors: z.number().int(),
    targetDeviationMinutes: z.number().int(),
    status: z.enum(ROSTER_SOLVE_STATUSES),
    elapsedMs: z.number().int(),
  }),
  /**
   * What the proposal weighed: the anesthetists it could place, those with a workload in the month
   * and those whose preferred or undesired days (decision 051) bear on the month.
   */
  candidates: z.number().int(),
  withTarget: z.number().int(),
  withPreferences: z.number().int(),
});
export type AutoRosterProposal = z.infer<typeof autoRosterProposalSchema>;

export const autoRosterAcceptBodySchema = z.object({
  version: z.number({ error: v.required }).int(v.numeric).min(0, v.numeric).max(2_147_483_647, v.numeric),
  placements: z
    .array(autoRosterPlacementSchema, { error: ae.placements })
    .min(1, ae.nothingChosen)
    .max(AUTO_ROSTER_PLACEMENTS_MAX, formatMessage(ae.tooManyPlacements, { max: '10.000' })),
});
export type AutoRosterAcceptBody = z.input<typeof autoRosterAcceptBodySchema>;

const tags = ['schedules'];

export const onCallAutoRosterRoutes = {
  propose: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/auto-roster',
    summary:
      'Propor o preenchimento automático das vagas abertas do mês a partir de hoje, dentro das regras da escala (nada é gravado)',
    tags,
    params: rosterMonthParamsSchema,
    body: autoRosterBodySchema,
    response: autoRosterProposalSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/api/on-call/months/:month/auto-roster/accept',
    summary:
      'Aceitar a proposta, toda ou em parte: grava tudo ou nada, conferindo cada vaga pelas regras; não publica a escala',
    tags,
    params: rosterMonthParamsSchema,
    body: autoRosterAcceptBodySchema,
    response: z.object({ placed: z.number().int() }),
    bodyLimit: 2 * 1024 * 1024,
  }),
} as const;
