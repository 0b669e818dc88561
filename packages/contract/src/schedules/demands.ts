import {
  DEMAND_APPLICATION_STATUSES,
  DEMAND_DOCTORS_MAX,
  DEMAND_MAX_DAYS,
  DEMAND_PRIORITIES,
  DEMAND_STATES,
  DEMAND_STATUSES,
} from '@honora/domain/schedules/demands';
import { z } from 'zod';
import { demandsScreenMessages } from '../i18n/screen-texts/demands';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema } from '../registries/common';
import { scheduleLineOptionsSchema } from './on-call';
import { SCHEDULE_TAG_COLORS } from './schedule-tags';
import { SLOT_CATEGORIES } from './slot-categories';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = demandsScreenMessages.errors;

export {
  DEMAND_APPLICATION_STATUSES,
  DEMAND_DOCTORS_MAX,
  DEMAND_MAX_DAYS,
  DEMAND_PRIORITIES,
  DEMAND_STATES,
  DEMAND_STATUSES,
};
export const DEMAND_DESCRIPTION_MAX = 500;

const daySchema = z.iso
  .date({ error: e.invalidDate })
  .regex(/^20\d\d-/, e.invalidDate)
  .meta({ description: 'Data AAAA-MM-DD (anos 2000 a 2099)', example: '2027-03-01' });

const tagSchema = z.object({ id: z.uuid(), name: z.string(), color: z.enum(SCHEDULE_TAG_COLORS) });
const doctorSchema = z.object({ id: z.uuid(), name: z.string(), initials: z.string().nullable() });

/** What a demand asks for: where, which shift (its times), how many doctors a day, who may cover it. */
const demandTermsShape = {
  id: z.uuid(),
  workplace: z.object({ id: z.uuid(), name: z.string() }),
  /** The shift template: its times "HH:mm" (an end at or before the start is the next day). */
  shift: z.object({
    id: z.uuid(),
    name: z.string(),
    start: z.string(),
    end: z.string(),
    slotCategory: z.enum(SLOT_CATEGORIES),
  }),
  startsOn: z.string(),
  endsOn: z.string(),
  doctorsNeeded: z.number().int(),
  requiredTag: tagSchema.nullable(),
  priority: z.enum(DEMAND_PRIORITIES),
  description: z.string().nullable(),
};

/** A demand as the coordinator lists it (decision 049): its status, its state now and its coverage. */
export const demandSchema = z.object({
  ...demandTermsShape,
  /** The roster's line that covers it (workplace + shift); null only if none could be kept. */
  lineId: z.uuid().nullable(),
  status: z.enum(DEMAND_STATUSES),
  state: z.enum(DEMAND_STATES),
  /** The doctors the roster has on its days (capped at the need per day) and what the days need. */
  coverage: z.object({ filled: z.number().int(), needed: z.number().int() }),
  /** Applications waiting for the coordinator. */
  pending: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Demand = z.infer<typeof demandSchema>;

export const demandApplicationSchema = z.object({
  id: z.uuid(),
  doctor: doctorSchema,
  day: z.string(),
  status: z.enum(DEMAND_APPLICATION_STATUSES),
  /** Who last changed it (the doctor applying or withdrawing, the coordinator deciding) and when. */
  changedByName: z.string(),
  changedAt: z.string(),
});
export type DemandApplication = z.infer<typeof demandApplicationSchema>;

/** A demand with its days: each day's coverage, the doctors the roster has there and the applications. */
export const demandDetailSchema = demandSchema.extend({
  days: z.array(
    z.object({
      day: z.string(),
      needed: z.number().int(),
      filled: z.number().int(),
      doctors: z.array(doctorSchema),
      applications: z.array(demandApplicationSchema),
    }),
  ),
});
export type DemandDetail = z.infer<typeof demandDetailSchema>;

export const demandsQuerySchema = z.object({
  from: daySchema.optional(),
  to: daySchema.optional(),
  /** The demands in this state now (DEMAND_STATES: open, covered, ended, closed, cancelled). */
  status: z.enum(DEMAND_STATES, { error: e.state }).optional(),
});
export type DemandsQuery = z.output<typeof demandsQuerySchema>;

export const demandsResponseSchema = z.object({
  /** The period listed: the demands with a day in it (by default today and the next 365 days). */
  from: z.string(),
  to: z.string(),
  /** The company's agenda display (platform.md §3 companies): DEMAND schedules from demands. */
  agendaDisplay: z.enum(['SHIFT', 'DEMAND']),
  items: z.array(demandSchema),
});
export type Demands = z.infer<typeof demandsResponseSchema>;

/** An open demand as a doctor sees it: its days from today on still open, and his own applications. */
export const openDemandSchema = z.object({
  ...demandTermsShape,
  days: z.array(
    z.object({
      day: z.string(),
      needed: z.number().int(),
      filled: z.number().int(),
      /** The doctor's own live or decided application to the day, or null. */
      application: z.object({ id: z.uuid(), status: z.enum(DEMAND_APPLICATION_STATUSES) }).nullable(),
    }),
  ),
});
export type OpenDemand = z.infer<typeof openDemandSchema>;

export const openDemandsResponseSchema = z.object({
  /** Whether the signed-in user is one of the company's doctors (only they apply). */
  isDoctor: z.boolean(),
  items: z.array(openDemandSchema),
});
export type OpenDemands = z.infer<typeof openDemandsResponseSchema>;

export const demandBodySchema = z.object({
  workplaceId: z.uuid({ error: e.workplace }),
  shiftId: z.uuid({ error: e.shift }),
  startsOn: daySchema,
  endsOn: daySchema,
  doctorsNeeded: z
    .number({ error: e.doctorsNeeded })
    .int(e.doctorsNeeded)
    .min(1, e.doctorsNeeded)
    .max(DEMAND_DOCTORS_MAX, e.doctorsNeeded),
  requiredTagId: z
    .uuid({ error: e.tag })
    .nullish()
    .transform((id) => id ?? null)
    .meta({ description: 'A etiqueta que os médicos escalados precisam ter; em branco, nenhuma' }),
  priority: z.enum(DEMAND_PRIORITIES, { error: e.priority }).default('NORMAL'),
  description: optionalText(DEMAND_DESCRIPTION_MAX),
});
export type DemandBody = z.input<typeof demandBodySchema>;
export type DemandValues = z.output<typeof demandBodySchema>;

export const demandApplyBodySchema = z.object({
  days: z
    .array(daySchema, { error: e.days })
    .min(1, e.days)
    .max(DEMAND_MAX_DAYS, e.days)
    .meta({ description: 'Os dias da demanda a que o médico se candidata' }),
});
export type DemandApplyBody = z.input<typeof demandApplyBodySchema>;

const tags = ['schedules'];
const params = registryIdParamsSchema;

/** Routes of /client/Demands (platform.md §2 Demands; §6 module demands; decision 049). */
export const demandRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/demands',
    summary: 'Demandas com um dia no período, com a cobertura na escala de plantão',
    tags,
    querystring: demandsQuerySchema,
    response: demandsResponseSchema,
  }),
  options: defineRoute({
    method: 'GET',
    path: '/api/demands/options',
    summary: 'Locais de trabalho, turnos e etiquetas ativas que uma demanda pode escolher',
    tags,
    response: scheduleLineOptionsSchema,
  }),
  open: defineRoute({
    method: 'GET',
    path: '/api/demands/open',
    summary: 'As demandas abertas oferecidas ao médico, com os dias ainda descobertos e as candidaturas dele',
    tags,
    response: openDemandsResponseSchema,
  }),
  detail: defineRoute({
    method: 'GET',
    path: '/api/demands/:id',
    summary: 'Uma demanda com a cobertura de cada dia, os médicos escalados e as candidaturas',
    tags,
    params,
    response: demandDetailSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/demands',
    summary: 'Criar uma demanda (cria ou amplia a linha do local e turno na escala de plantão)',
    tags,
    body: demandBodySchema,
    response: demandSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/demands/:id',
    summary: 'Alterar uma demanda aberta',
    tags,
    params,
    body: demandBodySchema,
    response: demandSchema,
  }),
  close: defineRoute({
    method: 'POST',
    path: '/api/demands/:id/close',
    summary: 'Encerrar uma demanda: deixa de ser oferecida; os médicos escalados continuam',
    tags,
    params,
    response: demandSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/demands/:id/cancel',
    summary: 'Cancelar uma demanda: deixa de ser oferecida; os médicos escalados continuam',
    tags,
    params,
    response: demandSchema,
  }),
  apply: defineRoute({
    method: 'POST',
    path: '/api/demands/:id/applications',
    summary: 'Candidatar-se a dias de uma demanda aberta',
    tags,
    params,
    body: demandApplyBodySchema,
    response: openDemandSchema,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/api/demand-applications/:id/withdraw',
    summary: 'Retirar a própria candidatura enquanto aguarda',
    tags,
    params,
    response: openDemandSchema,
  }),
  assign: defineRoute({
    method: 'POST',
    path: '/api/demand-applications/:id/assign',
    summary: 'Escalar o candidato na primeira vaga livre da linha no dia (com todas as regras da escala)',
    tags,
    params,
    response: demandDetailSchema,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/api/demand-applications/:id/decline',
    summary: 'Recusar uma candidatura',
    tags,
    params,
    response: demandDetailSchema,
  }),
} as const;
