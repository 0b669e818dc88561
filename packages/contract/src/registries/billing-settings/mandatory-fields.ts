import { z } from 'zod';
import { fmt, messages, msg, type LocalizedText } from '../../i18n';
import { defineRoute } from '../../route';
import { eventTypes, type EventType } from '../common';

const v = messages.validation;
const labels = messages.screens.billingSettings.eventFields;
const e = messages.screens.billingSettings.mandatoryFields.errors;
const typeLabels = messages.screens.registry.eventTypes;

export type EventFieldKey = keyof typeof labels;

export interface EventFieldDef {
  /** The field's name in the spec (billing.md §3), as the API and spreadsheets use it. */
  key: EventFieldKey;
  /** 'event': the event's own data; 'guide': its additional (guide) data. */
  group: 'event' | 'guide';
  label: string;
  /** Event types whose guide carries the field. */
  appliesTo: readonly EventType[];
}

const ALL = eventTypes;
const field = (key: EventFieldKey, group: EventFieldDef['group'], appliesTo: readonly EventType[] = ALL) => ({
  key,
  group,
  label: labels[key],
  appliesTo,
});

/**
 * The optional event data a company may make mandatory, per event type (billing.md §2
 * mandatoryFields, §3 Event and guide data), named as in the spec. Fields every event
 * always has (type, dtProcedure, insurer, procedures) are not listed. A field shows only for
 * the guides that carry it in TISS: consult type and accident indication on SP/SADT and
 * Consulta; clinical indication, attendance type and ending reason on SP/SADT; the consult's
 * procedure and date on Consulta; the billing period on Honorário. Later issues refuse to
 * save or send an event of that type without them.
 */
export const eventFieldCatalog: readonly EventFieldDef[] = [
  field('numGuide', 'event'),
  field('patientId', 'event'),
  field('hospitalId', 'event'),
  field('surgeonId', 'event'),
  field('anesthetistId', 'event'),
  field('secondaryAnesthetistId', 'event'),
  field('residentId', 'event'),
  field('healthInsuranceWallet', 'event'),
  field('procedureStart', 'event'),
  field('procedureEnd', 'event'),
  field('anesthesiaStart', 'event'),
  field('anesthesiaEnd', 'event'),
  field('numberProviderGuide', 'guide'),
  field('numberProtocol', 'guide'),
  field('authorizationDate', 'guide'),
  field('password', 'guide'),
  field('passwordExpirationDate', 'guide'),
  field('numberWallet', 'guide'),
  field('walletExpirationDate', 'guide'),
  field('healthCard', 'guide'),
  field('attendanceRN', 'guide'),
  field('clinicIndication', 'guide', ['SPSADT']),
  field('attendimentType', 'guide', ['SPSADT']),
  field('accidenteIndication', 'guide', ['SPSADT', 'Consulta']),
  field('consultType', 'guide', ['SPSADT', 'Consulta']),
  field('reasonToFinishAttendiment', 'guide', ['SPSADT']),
  field('codeProcedureConsult', 'guide', ['Consulta']),
  field('valueProcedureConsult', 'guide', ['Consulta']),
  field('attendanceDateConsult', 'guide', ['Consulta']),
  field('grauPart', 'guide', ['Honorario', 'SPSADT']),
  field('startDateBilling', 'guide', ['Honorario']),
  field('endDateBilling', 'guide', ['Honorario']),
  field('emissionDate', 'guide'),
];

const catalogByKey = new Map<string, EventFieldDef>(eventFieldCatalog.map((f) => [f.key, f]));

export function isEventFieldKey(key: string): key is EventFieldKey {
  return catalogByKey.has(key);
}

/** The catalog's fields that apply to one event type, in catalog order. */
export function eventFieldsFor(type: EventType): EventFieldDef[] {
  return eventFieldCatalog.filter((f) => f.appliesTo.includes(type));
}

/**
 * The first problem of a list of mandatory fields, or null: every name must be in the
 * catalog, appear once, and (when `type` is given) apply to that event type.
 */
export function mandatoryFieldsProblem(fields: readonly string[], type?: EventType): string | null {
  return mandatoryFieldsIssue(fields, type)?.text ?? null;
}

/** The same first problem as a catalog message by key, for the server's error answer (decision 025). */
export function mandatoryFieldsIssue(fields: readonly string[], type?: EventType): LocalizedText | null {
  const seen = new Set<string>();
  for (const name of fields) {
    const def = catalogByKey.get(name);
    if (!def) return msg(e, 'unknownField', { field: name });
    if (seen.has(name)) return msg(e, 'duplicateField', { field: def.label });
    seen.add(name);
    if (type && !def.appliesTo.includes(type))
      return msg(e, 'notForType', { field: def.label, type: typeLabels[type] });
  }
  return null;
}

/** A value counts as filled unless it is absent or blank text. */
function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** What an event carries for the mandatory-field rule: its own fields and its guide data. */
export interface MandatoryFieldValues {
  event: Readonly<Record<string, unknown>>;
  guide: Readonly<Record<string, unknown>>;
}

/**
 * The company's mandatory fields (billing.md §2 mandatoryFields) that an event of `type`
 * leaves empty, one error per field at the path the event form shows it under
 * (`patientId`, `guideData.password`), in catalog order. A configured field that does not
 * apply to the type (the configuration predates a catalog change) is not asked for.
 */
export function missingMandatoryFields(
  required: readonly string[],
  type: EventType,
  values: MandatoryFieldValues,
): { path: string; message: string }[] {
  const wanted = new Set(required);
  return eventFieldsFor(type)
    .filter((def) => wanted.has(def.key))
    .filter((def) => !isFilled(def.group === 'event' ? values.event[def.key] : values.guide[def.key]))
    .map((def) => ({
      path: def.group === 'event' ? def.key : `guideData.${def.key}`,
      message: fmt(e.missing, { field: def.label, type: typeLabels[type] }),
    }));
}

export const mandatoryFieldsSchema = z.object({
  eventType: z.enum(eventTypes),
  fields: z.array(z.string()),
  /** When the company last changed them; null while none were set. */
  updatedAt: z.string().nullable(),
});
export type MandatoryFields = z.infer<typeof mandatoryFieldsSchema>;

export const mandatoryFieldsParamsSchema = z.object({
  eventType: z.enum(eventTypes, { error: e.eventType }),
});

export const mandatoryFieldsBodySchema = z
  .object({
    fields: z
      .array(z.string({ error: v.required }).trim())
      .max(eventFieldCatalog.length * 2)
      .meta({
        description: `Chaves do catálogo de campos do evento (${eventFieldCatalog.map((def) => def.key).join(', ')}), sem repetir, regra que o JSON Schema não expressa`,
      }),
  })
  .superRefine((body, ctx) => {
    const problem = mandatoryFieldsProblem(body.fields);
    if (problem) ctx.addIssue({ code: 'custom', path: ['fields'], message: problem });
  });
export type MandatoryFieldsBody = z.input<typeof mandatoryFieldsBodySchema>;

const tags = ['billing-settings'];

export const mandatoryFieldRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/mandatory-fields',
    summary: 'Campos obrigatórios dos eventos da empresa, um item por tipo de evento (Honorário, SP/SADT, Consulta)',
    tags,
    response: z.object({ items: z.array(mandatoryFieldsSchema) }),
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/mandatory-fields/:eventType',
    summary: 'Definir os campos obrigatórios de um tipo de evento (campos do catálogo, sem repetição)',
    tags,
    params: mandatoryFieldsParamsSchema,
    body: mandatoryFieldsBodySchema,
    response: mandatoryFieldsSchema,
  }),
} as const;
