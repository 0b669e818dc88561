import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { accommodations, eventTypes } from '../registries/common';
import {
  isoDateSchema,
  moneyTextSchema,
  procedureCodeSchema,
  PROPORTION_VALUES,
  TECHNIQUE_VALUES,
  TEAM_ROLE_VALUES,
} from '../pricing/pricing-values';
import { customFieldValue, EVENT_LIMITS, optionalDate, optionalId, optionalTime, text } from './event-fields';
import { guideDataSchema } from './event-guide-data';

const v = messages.validation;
const m = messages.screens.events.validation;

// What a person types into an event (create and update), part of the event's contract (events.ts).

/**
 * One procedure row as typed. `rowId` names an existing row on update (its money and
 * history stay); a row without it is new. The engine fills name, type, porte and values.
 */
export const eventProcedureInputSchema = z.object({
  rowId: z.uuid({ error: v.invalidId }).optional(),
  idProc: procedureCodeSchema,
  order: z.number().int().min(1).max(999),
  proportion: z.enum(PROPORTION_VALUES, { error: m.proportion }).default('1'),
  techniqueUsed: z.enum(TECHNIQUE_VALUES).default('KConventional'),
  /** A value typed by the user (kept as `value`; the engine still computes valueOriginal). */
  userCustom: z.boolean().default(false),
  value: moneyTextSchema.optional(),
  skipAppeal: z.boolean().default(false),
});

/** A team member beyond the event's anesthetists, resident and surgeon (assistants, nurses…). */
export const eventActorInputSchema = z.object({
  id: z.string().trim().min(1, v.required).max(64),
  type: z.enum(TEAM_ROLE_VALUES),
  order: z.number().int().min(1).max(9),
});

/** The fields a person types (create and update); the status object, values and actors are the server's. */
export const eventInputShape = {
  type: z.enum(eventTypes).default('Honorario'),
  isEmergency: z.boolean().default(false),
  isFollowUp: z.boolean().default(false),
  shouldBeFollowUp: z.boolean().default(false),
  followUpById: optionalId,
  numGuide: text(EVENT_LIMITS.numGuide),
  dtProcedure: isoDateSchema,
  dtRecourse: optionalDate,
  procedureStart: optionalTime,
  procedureEnd: optionalTime,
  anesthesiaStart: optionalTime,
  anesthesiaEnd: optionalTime,
  healthInsuranceId: z.uuid({ error: v.required }),
  healthInsuranceWallet: text(20),
  hospitalId: optionalId,
  patientId: optionalId,
  surgeonId: optionalId,
  anesthetistId: optionalId,
  secondaryAnesthetistId: optionalId,
  thirdAnesthetistId: optionalId,
  residentId: optionalId,
  accommodation: z.enum(accommodations).default('NURSERY'),
  urgent: z.boolean().default(false),
  /** The complementation billed beyond the procedures (billing.md §3 values; a COMPLEMENTATION item of the ledger). */
  complementation: moneyTextSchema.default('0'),
  /** The patient's co-participation fee (attendance fee; an ATTENDANCEFEE item of the ledger). */
  attendanceFee: moneyTextSchema.default('0'),
  procedures: z
    .array(eventProcedureInputSchema)
    .min(1, m.atLeastOneProcedure)
    .max(EVENT_LIMITS.procedures, fmt(m.tooManyProcedures, { max: EVENT_LIMITS.procedures })),
  actors: z.array(eventActorInputSchema).max(EVENT_LIMITS.actors).default([]),
  guideData: guideDataSchema.prefault({}),
  customFields: z.record(z.string(), customFieldValue).default({}),
};

export const eventCreateBodySchema = z.object({
  companyId: z.uuid({ error: v.invalidId }),
  ...eventInputShape,
});
export type EventCreateBody = z.input<typeof eventCreateBodySchema>;

/** An update names the version it was read at: a stale one is refused with `otherUser`. */
export const eventUpdateBodySchema = z.object({
  version: z.number().int().min(1),
  ...eventInputShape,
});
export type EventUpdateBody = z.input<typeof eventUpdateBodySchema>;
