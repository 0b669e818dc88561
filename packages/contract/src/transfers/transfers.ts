import { z } from 'zod';
import { RECEIVER_PERSON_TYPES, TRANSFER_MODES, TRANSFER_STATUSES } from '@honora/domain/taxes/vocabulary';
import { DEFAULT_PAGE_SIZE } from '../constants';
import { PDF_FILE } from '../files';
import { fmt, messages } from '../i18n';
import { defineRoute } from '../route';
import { isoDateSchema } from '../pricing/pricing-values';
import { monthSchema } from '../taxes/taxes';
import { optionalCnpjSchema } from '../registries/health-insurer-settings';
import { transfersScreenMessages } from '../i18n/screen-texts/transfers';

const v = messages.validation;
const e = transfersScreenMessages.errors;

/**
 * Transfers (repasses; billing.md §3 Transfer and user transfer, §4 OPEN → LOCKED, §7
 * userTransfers and paymentsSplitted; decisions 028 and 031): a company's month in a mode,
 * computed for every receiver from their share of the month's receipts with the taxes of that
 * month, locked, and paid in parts. Money fields are stripped for users who may not see values.
 */
export const TRANSFER_LIMITS = {
  pageSize: DEFAULT_PAGE_SIZE,
  parts: 24,
  invoice: 60,
  reason: 200,
  sourceMonths: 120,
} as const;

export const RECEIVER_TYPES = ['anesthetist', 'surgeon', 'resident'] as const;

/** A money amount ≥ 0 as text with up to 2 decimals. */
const moneyText = z
  .string({ error: e.valueInvalid })
  .trim()
  .regex(/^(?!-)[\s\S]*$/, e.valueNegative)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, e.valueInvalid);

export const transferSchema = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  code: z.number().int(),
  /** dateRegisterMonth, 'YYYY-MM'. */
  month: z.string(),
  mode: z.enum(TRANSFER_MODES),
  status: z.enum(TRANSFER_STATUSES),
  computedAt: z.string(),
  lockedAt: z.string().nullable(),
  lockedByName: z.string().nullable(),
  entryCount: z.number().int(),
  receiverCount: z.number().int(),
  paidCount: z.number().int(),
  fullValue: z.string().optional(),
  /** The group's own part (nursing team, phonoaudiologist): not passed on. */
  companyShare: z.string().optional(),
  discount: z.string().optional(),
  totalTaxes: z.string().optional(),
  totalFees: z.string().optional(),
  liquid: z.string().optional(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListQuerySchema = z.object({
  from: monthSchema.optional(),
  to: monthSchema.optional(),
  mode: z.enum(TRANSFER_MODES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRANSFER_LIMITS.pageSize).default(TRANSFER_LIMITS.pageSize),
});

export const transferComputeBodySchema = z.object({
  month: monthSchema,
  mode: z.enum(TRANSFER_MODES, { error: v.required }),
});

/** Locking sends the computation it saw: a month that changed since is refused (transferStale). */
export const transferLockBodySchema = z.object({ computedAt: z.iso.datetime({ offset: true, error: v.required }) });

/** One tax or fee line as computed (decision 028): money as text. */
export const transferLineSchema = z.object({
  ruleId: z.string(),
  name: z.string(),
  identifier: z.string(),
  kind: z.enum(['TAX', 'FEE']),
  base: z.string(),
  baseValue: z.string().optional(),
  ratePercent: z.string().nullable(),
  amount: z.string().nullable().optional(),
  value: z.string().optional(),
  withheldByPayer: z.boolean(),
  capped: z.boolean(),
  /** The INSS (ceiling, other sources) or IRRF (table, deductions, band, reduction) detail. */
  detail: z.record(z.string(), z.string()).nullable(),
});

export const transferStepSchema = z.object({ key: z.string(), values: z.record(z.string(), z.string()) });

export const userTransferSchema = z.object({
  id: z.uuid(),
  transferId: z.uuid(),
  code: z.number().int(),
  month: z.string(),
  mode: z.enum(TRANSFER_MODES),
  status: z.enum(TRANSFER_STATUSES),
  receiverId: z.string(),
  receiverType: z.enum(RECEIVER_TYPES),
  receiverName: z.string(),
  personType: z.enum(RECEIVER_PERSON_TYPES),
  entryCount: z.number().int(),
  fullValue: z.string().optional(),
  discount: z.string().optional(),
  discountReason: z.string().nullable(),
  value: z.string().optional(),
  valueBaseTransfer: z.string().optional(),
  valueBaseIR: z.string().optional(),
  totalTaxes: z.string().optional(),
  totalFees: z.string().optional(),
  withheldByPayer: z.string().optional(),
  liquid: z.string().optional(),
  invoice: z.string().nullable(),
  isPaid: z.boolean(),
  paidDate: z.string().nullable(),
});
export type UserTransfer = z.infer<typeof userTransferSchema>;

export const paymentPartSchema = z.object({
  id: z.uuid(),
  value: z.string().optional(),
  paidDate: z.string(),
  invoice: z.string().nullable(),
});

export const userTransferDetailSchema = userTransferSchema.extend({
  lines: z.array(transferLineSchema),
  steps: z.array(transferStepSchema),
  byInsurer: z.array(z.object({ healthInsuranceId: z.string(), name: z.string(), value: z.string().optional() })),
  payments: z.array(paymentPartSchema),
});
export type UserTransferDetail = z.infer<typeof userTransferDetailSchema>;

/** One receipt's share in a receiver's month: the entry, the team line and the part it gave. */
export const transferEntrySchema = z.object({
  transactionId: z.uuid(),
  eventId: z.uuid(),
  numGuide: z.string().nullable(),
  patientName: z.string().nullable(),
  dtProcedure: z.string().nullable(),
  date: z.string(),
  healthInsuranceName: z.string().nullable(),
  procedureName: z.string().nullable(),
  role: z.string().nullable(),
  /** The receiver's revenue over the team's (e.g. "1200.00 / 1500.00"); null when the entry was theirs alone. */
  weight: z.string().nullable(),
  entryValue: z.string().optional(),
  value: z.string().optional(),
});

export const userTransferListQuerySchema = z.object({
  transferId: z.uuid({ error: v.invalidId }).optional(),
  receiverId: z.string().trim().min(1).max(64).optional(),
  year: z.coerce
    .number({ error: e.yearInvalid })
    .int(e.yearInvalid)
    .min(1900, e.yearInvalid)
    .max(2999, e.yearInvalid)
    .optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRANSFER_LIMITS.pageSize).default(TRANSFER_LIMITS.pageSize),
});

export const userTransferEntriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(TRANSFER_LIMITS.pageSize).default(TRANSFER_LIMITS.pageSize),
});

export const userTransferDiscountBodySchema = z.object({
  discount: moneyText,
  reason: z
    .string()
    .trim()
    .max(TRANSFER_LIMITS.reason, fmt(v.maxLength, { max: TRANSFER_LIMITS.reason }))
    .nullish()
    .transform((s) => (s ? s : null)),
});

/** Paying a locked user transfer in parts (paymentsSplitted) that sum exactly to its liquid. */
export const userTransferPaymentBodySchema = z.object({
  parts: z
    .array(
      z.object({
        value: moneyText,
        paidDate: isoDateSchema,
        invoice: z
          .string()
          .trim()
          .max(TRANSFER_LIMITS.invoice, fmt(e.invoiceTooLong, { max: TRANSFER_LIMITS.invoice }))
          .nullish()
          .transform((s) => (s ? s : null)),
      }),
    )
    .min(1, e.splitEmpty)
    .max(TRANSFER_LIMITS.parts, fmt(e.splitTooMany, { max: TRANSFER_LIMITS.parts })),
});

/** What a receiver's taxes depend on (decision 031). */
export const receiverTaxProfileSchema = z.object({
  receiverId: z.string(),
  personType: z.enum(RECEIVER_PERSON_TYPES),
  cnpj: z.string().nullable(),
  dependants: z.number().int(),
  /** { 'YYYY-MM': value } remuneration contributed on to INSS elsewhere that month. */
  inssOtherSources: z.record(z.string(), z.string()),
});
export type ReceiverTaxProfile = z.infer<typeof receiverTaxProfileSchema>;

export const receiverTaxProfileBodySchema = z.object({
  personType: z.enum(RECEIVER_PERSON_TYPES, { error: v.required }),
  cnpj: optionalCnpjSchema,
  dependants: z
    .number({ error: e.dependantsRange })
    .int(e.dependantsRange)
    .min(0, e.dependantsRange)
    .max(99, e.dependantsRange),
  /** At most TRANSFER_LIMITS.sourceMonths months (the server refuses more). */
  inssOtherSources: z.record(monthSchema, moneyText).default({}),
});

export const incomeReportQuerySchema = z.object({
  year: z.coerce.number({ error: e.yearInvalid }).int(e.yearInvalid).min(1900, e.yearInvalid).max(2999, e.yearInvalid),
  receiverId: z.string().trim().min(1).max(64).optional(),
});

const tags = ['transfers'];
const params = z.object({ id: z.uuid({ error: v.invalidId }) });
const receiverParams = z.object({ receiverId: z.string().trim().min(1).max(64) });
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const transferRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/transfers',
    summary: 'Repasses por mês e modo, mais novos primeiro',
    tags,
    querystring: transferListQuerySchema,
    response: page(transferSchema),
  }),
  compute: defineRoute({
    method: 'POST',
    path: '/api/transfers/compute',
    summary: 'Calcular (ou recalcular, enquanto aberto) o repasse de um mês num modo',
    tags,
    body: transferComputeBodySchema,
    response: transferSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/transfers/:id',
    summary: 'Um repasse',
    tags,
    params,
    response: transferSchema,
  }),
  lock: defineRoute({
    method: 'POST',
    path: '/api/transfers/:id/lock',
    summary: 'Bloquear o repasse: os lançamentos recebem o repasse e não mudam mais',
    tags,
    params,
    body: transferLockBodySchema,
    response: transferSchema,
  }),
  unlock: defineRoute({
    method: 'POST',
    path: '/api/transfers/:id/unlock',
    summary: 'Desbloquear um repasse sem pagamentos',
    tags,
    params,
    response: transferSchema,
  }),
  discard: defineRoute({
    method: 'DELETE',
    path: '/api/transfers/:id',
    summary: 'Descartar um repasse aberto',
    tags,
    params,
    response: transferSchema,
  }),
  statementsPdf: defineRoute({
    method: 'GET',
    path: '/api/transfers/:id/statements.pdf',
    summary: 'Demonstrativos de repasse de todos os recebedores (PDF)',
    tags,
    params,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  receivers: defineRoute({
    method: 'GET',
    path: '/api/user-transfers',
    summary: 'Repasses por recebedor (de um repasse, de um recebedor ou de um ano); o médico vê só os seus',
    tags,
    querystring: userTransferListQuerySchema,
    response: page(userTransferSchema),
  }),
  receiver: defineRoute({
    method: 'GET',
    path: '/api/user-transfers/:id',
    summary: 'O repasse de um recebedor com cada linha e o seu cálculo',
    tags,
    params,
    response: userTransferDetailSchema,
  }),
  entries: defineRoute({
    method: 'GET',
    path: '/api/user-transfers/:id/entries',
    summary: 'Os recebimentos que compõem o valor bruto de um recebedor, com a parte de cada um',
    tags,
    params,
    querystring: userTransferEntriesQuerySchema,
    response: page(transferEntrySchema),
  }),
  discount: defineRoute({
    method: 'PUT',
    path: '/api/user-transfers/:id/discount',
    summary: 'Informar o desconto de um recebedor (repasse aberto)',
    tags,
    params,
    body: userTransferDiscountBodySchema,
    response: userTransferDetailSchema,
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/api/user-transfers/:id/payments',
    summary: 'Registrar o pagamento em parcelas que somam o líquido (repasse bloqueado)',
    tags,
    params,
    body: userTransferPaymentBodySchema,
    response: userTransferDetailSchema,
  }),
  cancelPayment: defineRoute({
    method: 'DELETE',
    path: '/api/user-transfers/:id/payments',
    summary: 'Cancelar o pagamento de um recebedor',
    tags,
    params,
    response: userTransferDetailSchema,
  }),
  statementPdf: defineRoute({
    method: 'GET',
    path: '/api/user-transfers/:id/statement.pdf',
    summary: 'Demonstrativo de repasse do recebedor (PDF)',
    tags,
    params,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  incomeReportPdf: defineRoute({
    method: 'GET',
    path: '/api/user-transfers/income-report.pdf',
    summary: 'Informe de rendimentos do ano (de um recebedor, ou de todos para o gestor)',
    tags,
    querystring: incomeReportQuerySchema,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/receiver-tax-profiles/:receiverId',
    summary: 'Dados fiscais de um recebedor (PF/PJ, dependentes, INSS em outras fontes)',
    tags,
    params: receiverParams,
    response: receiverTaxProfileSchema,
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/receiver-tax-profiles/:receiverId',
    summary: 'Alterar os dados fiscais de um recebedor',
    tags,
    params: receiverParams,
    body: receiverTaxProfileBodySchema,
    response: receiverTaxProfileSchema,
  }),
} as const;
