import { WORKLOAD_PERIODS } from '@honora/domain/workloads/workloads';
import { z } from 'zod';
import { messages } from '../i18n';
import { workloadsScreenMessages } from '../i18n/screen-texts/workloads';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema } from '../registries/common';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = workloadsScreenMessages.errors;
const v = messages.validation;

export { WORKLOAD_PERIODS };
export const WORKLOAD_NOTES_MAX = 500;

const daySchema = z.iso
  .date({ error: v.invalidDate })
  .regex(/^20\d\d-/, v.invalidDate)
  .meta({ description: 'Data AAAA-MM-DD (anos 2000 a 2099)', example: '2027-03-01' });
const monthSchema = z
  .string({ error: v.invalidDate })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, v.invalidDate)
  .meta({ description: 'Mês AAAA-MM', example: '2027-03' });

const doctorSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  initials: z.string().nullable(),
  isResident: z.boolean(),
});

/** One month of a workload's balance, in minutes (decision 047). */
export const workloadMonthSchema = z.object({
  month: z.string(),
  owed: z.number().int(),
  /** Presential minutes of the published roster; null while the month is not published. */
  worked: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  carried: z.number().int(),
  cumulative: z.number().int(),
});
export type WorkloadMonthAnswer = z.infer<typeof workloadMonthSchema>;

export const workloadSchema = z.object({
  id: z.uuid(),
  doctor: doctorSchema,
  hoursPerPeriod: z.string(),
  period: z.enum(WORKLOAD_PERIODS),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Workload = z.infer<typeof workloadSchema>;

/** A workload binding the month, with the month's figures. */
export const workloadRowSchema = workloadSchema.extend({ balance: workloadMonthSchema });
export type WorkloadRow = z.infer<typeof workloadRowSchema>;

export const workloadsQuerySchema = z.object({ month: monthSchema });
export type WorkloadsQuery = z.output<typeof workloadsQuerySchema>;

export const workloadsResponseSchema = z.object({
  month: z.string(),
  /** Whether the month's roster is published: only then its hours count. */
  published: z.boolean(),
  items: z.array(workloadRowSchema),
  /** The company's active doctors (for the form) and those with no workload binding the month. */
  doctors: z.array(doctorSchema),
  withoutWorkload: z.array(z.uuid()),
});
export type Workloads = z.infer<typeof workloadsResponseSchema>;

export const workloadHistorySchema = z.object({ workload: workloadSchema, months: z.array(workloadMonthSchema) });
export type WorkloadHistory = z.infer<typeof workloadHistorySchema>;

export const workloadBodySchema = z.object({
  doctorId: z.uuid({ error: e.doctor }),
  hoursPerPeriod: z
    .string({ error: e.hoursInvalid })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, e.hoursInvalid)
    .meta({ description: 'Horas com ponto decimal, até 2 decimais', example: '40' }),
  period: z.enum(WORKLOAD_PERIODS, { error: e.period }),
  startsOn: daySchema,
  endsOn: daySchema.nullish().transform((s) => s ?? null),
  notes: optionalText(WORKLOAD_NOTES_MAX),
});
export type WorkloadBody = z.input<typeof workloadBodySchema>;
export type WorkloadValues = z.output<typeof workloadBodySchema>;

const tags = ['schedules'];

/** Routes of /client/workloads (platform.md §2 workloads; decision 047). */
export const workloadRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/workloads',
    summary: 'Cargas horárias que valem no mês, com horas devidas, escaladas e o saldo acumulado',
    tags,
    querystring: workloadsQuerySchema,
    response: workloadsResponseSchema,
  }),
  history: defineRoute({
    method: 'GET',
    path: '/api/workloads/:id',
    summary: 'Uma carga horária com o saldo mês a mês desde o início até o mês corrente',
    tags,
    params: registryIdParamsSchema,
    response: workloadHistorySchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/workloads',
    summary: 'Criar a carga horária de um médico',
    tags,
    body: workloadBodySchema,
    response: workloadSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/workloads/:id',
    summary: 'Alterar uma carga horária',
    tags,
    params: registryIdParamsSchema,
    body: workloadBodySchema,
    response: workloadSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/workloads/:id',
    summary: 'Excluir uma carga horária',
    tags,
    params: registryIdParamsSchema,
    response: workloadSchema,
  }),
} as const;
