import { CONTRACT_STATUSES, INSTALLMENT_STATUSES } from '@honora/domain/contracts/contract-states';
import { BILLING_DAY_MAX, BILLING_DAY_MIN, BILLING_TYPES } from '@honora/domain/contracts/contract-terms';
import { z } from 'zod';
import { fmt, messages } from '../i18n';
import { contractsScreenMessages } from '../i18n/screen-texts/contracts';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema, requiredText } from '../registries/common';
import { DEFAULT_PAGE_SIZE } from '../constants';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = contractsScreenMessages.errors;
const v = messages.validation;

export { BILLING_TYPES as CONTRACT_BILLING_TYPES, CONTRACT_STATUSES, INSTALLMENT_STATUSES, BILLING_DAY_MAX };
/** The day, month and money fields of every contract form (the billing contract's too). */
export { daySchema as contractDaySchema, monthSchema as contractMonthSchema, moneySchema as contractMoneySchema };

export const CONTRACT_TYPE_MAX = 60;
export const CONTRACT_NOTES_MAX = 1000;
export const CONTRACT_REASON_MAX = 300;
/** More than a monthly contract of 30 years: a bound on the body, not a business rule. */
export const CONTRACT_INSTALLMENTS_MAX = 360;
/** The most months /client/periodOfPayment shows at once. */
export const PERIOD_OF_PAYMENT_MAX_MONTHS = 24;

/** R$ as decimal text, ≥ 0, up to 12 integer digits and 2 decimals, as numeric(14,2) stores it. */
const moneySchema = z
  .string({ error: e.money })
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, e.money)
  .meta({ description: 'Valor em R$ com ponto decimal', example: '12500.00' });
/** Hours as decimal text ≥ 0 ("40", "7.5"), as numeric(8,2) stores them. */
const hoursSchema = z
  .string({ error: e.hours })
  .trim()
  .regex(/^\d{1,6}(\.\d{1,2})?$/, e.hours)
  .meta({ description: 'Horas por período com ponto decimal', example: '40.5' });
/** A calendar day of this century ('YYYY-MM-DD'; 2026-02-30 is refused). */
const daySchema = z.iso
  .date({ error: v.invalidDate })
  .regex(/^20\d\d-/, v.invalidDate)
  .meta({ description: 'Data AAAA-MM-DD (anos 2000 a 2099)', example: '2027-03-10' });
const monthSchema = z
  .string({ error: v.invalidDate })
  .regex(/^20\d\d-(0[1-9]|1[0-2])$/, v.invalidDate)
  .meta({ description: 'Mês AAAA-MM', example: '2027-03' });
const optionalMoney = moneySchema.nullish().transform((s) => s ?? null);
const optionalId = z
  .uuid({ error: v.invalidId })
  .nullish()
  .transform((s) => s ?? null);

const ref = z.object({ id: z.uuid(), name: z.string() });

/** An installment as answered (platform.md §3: due date, value; WaitPayment or Received). */
export const contractInstallmentSchema = z.object({
  id: z.uuid(),
  /** 1, 2, … in due order. */
  seq: z.number().int(),
  dueOn: z.string(),
  value: z.string(),
  status: z.enum(INSTALLMENT_STATUSES),
  /** The payment period it pays, when generated from the terms; null for one added by hand. */
  periodStartsOn: z.string().nullable(),
  periodEndsOn: z.string().nullable(),
  receivedOn: z.string().nullable(),
  receiptNote: z.string().nullable(),
  /** The reason of the last reversal of its receipt, if any. */
  reversalReason: z.string().nullable(),
});
export type ContractInstallment = z.infer<typeof contractInstallmentSchema>;

const contractCommon = {
  id: z.uuid(),
  type: z.string(),
  insurer: ref.nullable(),
  hospital: ref.nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  billingType: z.enum(BILLING_TYPES),
  billingDay: z.number().int(),
  fixedValue: z.boolean(),
  value: z.string().nullable(),
  hoursPerPeriod: z.string().nullable(),
  ratePerHour: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  /** platform.md §3 current flag: today (São Paulo) is within the validity (decision 045). */
  current: z.boolean(),
  installmentsCount: z.number().int(),
  receivedCount: z.number().int(),
  /** The installments' sum, and the part received. */
  totalValue: z.string(),
  receivedValue: z.string(),
  /** The first installment still waiting, if any. */
  nextDueOn: z.string().nullable(),
};

export const contractSummarySchema = z.object(contractCommon);
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const contractPeriodSchema = z.object({ startsOn: z.string(), endsOn: z.string() });

export const contractDetailSchema = z.object({
  ...contractCommon,
  installments: z.array(contractInstallmentSchema),
  /** The payment periods of the validity (derived from it and the billing type). */
  periods: z.array(contractPeriodSchema),
  /** Hours × rate over the validity (0 for a fixed contract without hours). */
  hoursValue: z.string(),
  /** platform.md §5: the hours value no installment pays (zero required of a fixed contract). */
  remainingHoursValue: z.string(),
  /** A fixed contract's value that no installment holds yet (billing needs it zero). */
  unscheduledValue: z.string(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

/** The hospitals and insurers a contract may name: the company's active ones. */
export const contractCounterpartsSchema = z.object({ insurers: z.array(ref), hospitals: z.array(ref) });
export type ContractCounterparts = z.infer<typeof contractCounterpartsSchema>;

export const contractListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['all', ...CONTRACT_STATUSES]).default('all'),
  current: z.enum(['all', 'true', 'false']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

export const contractListResponseSchema = z.object({
  items: z.array(contractSummarySchema),
  total: z.number().int(),
  /** The company's contract types in use, for the form's suggestions. */
  types: z.array(z.string()),
  counterparts: contractCounterpartsSchema,
});
export type ContractList = z.infer<typeof contractListResponseSchema>;

export const contractInstallmentBodySchema = z.object({ dueOn: daySchema, value: moneySchema });

/**
 * A contract's terms (platform.md §3). `installments` null (or left out) generates them from the
 * terms; a list replaces them as given (due dates and values typed on the form). The §5 rules
 * are the domain's (`validateContractTerms`), checked by the server with the other contracts.
 */
export const contractBodySchema = z
  .object({
    type: requiredText(CONTRACT_TYPE_MAX),
    insurerId: optionalId,
    hospitalId: optionalId.meta({
      description: 'Hospital, operadora ou ambos: ao menos um dos dois (regra que o JSON Schema não expressa)',
    }),
    startsOn: daySchema,
    endsOn: daySchema,
    billingType: z.enum(BILLING_TYPES, { error: e.billingTypeInvalid }),
    billingDay: z
      .number({ error: e.billingDayOutOfRange })
      .int(e.billingDayOutOfRange)
      .min(BILLING_DAY_MIN, e.billingDayOutOfRange)
      .max(BILLING_DAY_MAX, e.billingDayOutOfRange),
    fixedValue: z.boolean({ error: v.required }),
    value: optionalMoney,
    hoursPerPeriod: hoursSchema.nullish().transform((s) => s ?? null),
    ratePerHour: optionalMoney,
    notes: optionalText(CONTRACT_NOTES_MAX),
    installments: z
      .array(contractInstallmentBodySchema)
      .max(CONTRACT_INSTALLMENTS_MAX, fmt(e.tooManyInstallments, { max: CONTRACT_INSTALLMENTS_MAX }))
      .nullish()
      .transform((s) => s ?? null),
  })
  .superRefine((body, ctx) => {
    if (!body.insurerId && !body.hospitalId)
      ctx.addIssue({ code: 'custom', path: ['hospitalId'], message: e.counterpartRequired });
  });
export type ContractBody = z.input<typeof contractBodySchema>;
export type ContractValues = z.output<typeof contractBodySchema>;

export const installmentParamsSchema = z.object({
  id: z.uuid({ error: v.invalidId }),
  installmentId: z.uuid({ error: v.invalidId }),
});

export const receiveInstallmentBodySchema = z.object({
  receivedOn: daySchema,
  note: optionalText(CONTRACT_REASON_MAX),
});
export type ReceiveInstallmentBody = z.input<typeof receiveInstallmentBodySchema>;

export const reverseInstallmentBodySchema = z.object({ reason: requiredText(CONTRACT_REASON_MAX) });
export type ReverseInstallmentBody = z.input<typeof reverseInstallmentBodySchema>;

/** /client/periodOfPayment: the months `from`..`to`, both included, at most 24. */
export const periodOfPaymentQuerySchema = z
  .object({
    from: monthSchema,
    to: monthSchema.meta({
      description: 'Não antes de `from` e no máximo 24 meses com as duas pontas: regra que o JSON Schema não expressa',
    }),
    status: z.enum(['all', ...INSTALLMENT_STATUSES]).default('all'),
  })
  .superRefine((q, ctx) => {
    const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: e.monthOrder });
    else if (index(q.to) - index(q.from) + 1 > PERIOD_OF_PAYMENT_MAX_MONTHS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: fmt(e.monthRange, { max: PERIOD_OF_PAYMENT_MAX_MONTHS }) });
  });
export type PeriodOfPaymentQuery = z.output<typeof periodOfPaymentQuerySchema>;

export const periodOfPaymentItemSchema = contractInstallmentSchema.extend({
  contract: z.object({
    id: z.uuid(),
    type: z.string(),
    insurer: ref.nullable(),
    hospital: ref.nullable(),
    status: z.enum(CONTRACT_STATUSES),
  }),
  /** Waiting and due before today (São Paulo). */
  overdue: z.boolean(),
});
export type PeriodOfPaymentItem = z.infer<typeof periodOfPaymentItemSchema>;

export const periodOfPaymentResponseSchema = z.object({
  items: z.array(periodOfPaymentItemSchema),
  /** Sums of the listed installments: all, received, waiting, and waiting past due. */
  totals: z.object({ expected: z.string(), received: z.string(), pending: z.string(), overdue: z.string() }),
  today: z.string(),
});
export type PeriodOfPayment = z.infer<typeof periodOfPaymentResponseSchema>;

const tags = ['contracts'];
const params = registryIdParamsSchema;

/** Routes of /client/contracts and /client/periodOfPayment (platform.md §2, §3 Contract; decision 045). */
export const contractRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/contracts',
    summary: 'Contratos da empresa com hospitais e operadoras, com filtros de situação e vigência',
    tags,
    querystring: contractListQuerySchema,
    response: contractListResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/contracts/:id',
    summary: 'Um contrato com parcelas, períodos de pagamento e valor de horas restante',
    tags,
    params,
    response: contractDetailSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/contracts',
    summary: 'Criar um contrato (parcelas geradas pelos termos quando não informadas)',
    tags,
    body: contractBodySchema,
    response: contractDetailSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/contracts/:id',
    summary: 'Alterar os termos e as parcelas de um contrato aberto',
    tags,
    params,
    body: contractBodySchema,
    response: contractDetailSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/contracts/:id',
    summary: 'Excluir um contrato aberto sem parcela recebida',
    tags,
    params,
    response: contractSummarySchema,
  }),
  bill: defineRoute({
    method: 'POST',
    path: '/api/contracts/:id/bill',
    summary: 'Faturar um contrato: Aberto → Aguardando pagamento',
    tags,
    params,
    response: contractDetailSchema,
  }),
  reopen: defineRoute({
    method: 'POST',
    path: '/api/contracts/:id/reopen',
    summary: 'Reabrir um contrato faturado sem parcela recebida',
    tags,
    params,
    response: contractDetailSchema,
  }),
  receive: defineRoute({
    method: 'POST',
    path: '/api/contracts/:id/installments/:installmentId/receive',
    summary: 'Registrar o recebimento de uma parcela (o último encerra o contrato)',
    tags,
    params: installmentParamsSchema,
    body: receiveInstallmentBodySchema,
    response: contractDetailSchema,
  }),
  reverse: defineRoute({
    method: 'POST',
    path: '/api/contracts/:id/installments/:installmentId/reverse',
    summary: 'Estornar o recebimento de uma parcela, com o motivo',
    tags,
    params: installmentParamsSchema,
    body: reverseInstallmentBodySchema,
    response: contractDetailSchema,
  }),
  periodOfPayment: defineRoute({
    method: 'GET',
    path: '/api/contract-installments',
    summary: 'Parcelas de todos os contratos que vencem nos meses escolhidos, com totais',
    tags,
    querystring: periodOfPaymentQuerySchema,
    response: periodOfPaymentResponseSchema,
  }),
} as const;
