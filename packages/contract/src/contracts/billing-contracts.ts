import { BILLING_FEE_BASES, BILLING_FEE_TYPES } from '@honora/domain/billing-contracts/billing-fee';
import { formatCents } from '@honora/domain/format/format';
import { toCents } from '@honora/domain/money/cents';
import { isValidCnpj } from '@honora/domain/validation/cnpj';
import { z } from 'zod';
import { fmt } from '../i18n';
import { billingContractScreenMessages } from '../i18n/screen-texts/billing-contract';
import { PDF_FILE, XLSX_FILE } from '../files';
import { defineRoute } from '../route';
import { optionalText, registryIdParamsSchema, requiredText } from '../registries/common';
import { BILLING_DAY_MAX, contractDaySchema, contractMoneySchema, contractMonthSchema } from './contracts';

/** Imported from the screen's texts directly: in the web the catalog mounts them empty (decision 029). */
const e = billingContractScreenMessages.errors;

export { BILLING_FEE_BASES, BILLING_FEE_TYPES };
export const BILLING_STATEMENT_STATUSES = ['ISSUED', 'PAID', 'CANCELLED'] as const;
export const BILLING_CONTRACT_PROVIDER_MAX = 120;
export const BILLING_CONTRACT_NOTES_MAX = 1000;

/** Percent 0–100 with up to 4 decimals, as numeric(7,4) stores it. */
const percentSchema = z
  .string({ error: e.percent })
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, e.percent)
  .refine((s) => Number(s) <= 100, e.percent)
  .meta({ description: 'Percentual de 0 a 100 com ponto decimal', example: '6.5' });

/** The body of a billing contract (decision 052): PERCENT needs percent and base; FIXED the fee. */
export const billingContractBodySchema = z
  .object({
    providerName: requiredText(BILLING_CONTRACT_PROVIDER_MAX),
    providerDocument: optionalText(18).refine((s) => s === null || isValidCnpj(s), e.providerDocument),
    startsOn: contractDaySchema,
    endsOn: contractDaySchema.nullish().transform((s) => s ?? null),
    feeType: z.enum(BILLING_FEE_TYPES, { error: e.percentRequired }),
    base: z
      .enum(BILLING_FEE_BASES, { error: e.percentRequired })
      .nullish()
      .transform((s) => s ?? null),
    percent: percentSchema.nullish().transform((s) => s ?? null),
    minimumFee: contractMoneySchema.nullish().transform((s) => s ?? null),
    fixedFee: contractMoneySchema.nullish().transform((s) => s ?? null),
    dueDay: z.number({ error: e.dueDay }).int(e.dueDay).min(1, e.dueDay).max(BILLING_DAY_MAX, e.dueDay),
    notes: optionalText(BILLING_CONTRACT_NOTES_MAX),
  })
  .superRefine((b, ctx) => {
    if (b.endsOn !== null && b.endsOn < b.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: e.validity });
    if (b.feeType === 'PERCENT') {
      if (b.percent === null) ctx.addIssue({ code: 'custom', path: ['percent'], message: e.percentRequired });
      if (b.base === null) ctx.addIssue({ code: 'custom', path: ['base'], message: e.percentRequired });
      if (b.fixedFee !== null) ctx.addIssue({ code: 'custom', path: ['fixedFee'], message: e.percentExtras });
    } else {
      if (b.fixedFee === null) ctx.addIssue({ code: 'custom', path: ['fixedFee'], message: e.fixedRequired });
      for (const field of ['percent', 'base', 'minimumFee'] as const) {
        if (b[field] !== null) ctx.addIssue({ code: 'custom', path: [field], message: e.fixedExtras });
      }
    }
  });
export type BillingContractBody = z.input<typeof billingContractBodySchema>;
export type BillingContractInput = z.output<typeof billingContractBodySchema>;

export const billingContractSchema = z.object({
  id: z.uuid(),
  providerName: z.string(),
  providerDocument: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  feeType: z.enum(BILLING_FEE_TYPES),
  base: z.enum(BILLING_FEE_BASES).nullable(),
  percent: z.string().nullable(),
  minimumFee: z.string().nullable(),
  fixedFee: z.string().nullable(),
  dueDay: z.number().int(),
  notes: z.string().nullable(),
  /** Statements issued or paid: the months the validity must keep covering. */
  statementsInForce: z.number().int(),
});
export type BillingContract = z.infer<typeof billingContractSchema>;

export const billingContractListSchema = z.object({ items: z.array(billingContractSchema) });

/** One payer's part of the month's base. */
export const billingBaseLineSchema = z.object({
  insurerId: z.uuid().nullable(),
  insurer: z.string(),
  /** Invoices, receipts or events counted. */
  items: z.number().int(),
  value: z.string(),
});
export type BillingBaseLine = z.infer<typeof billingBaseLineSchema>;

/** The terms a statement applied, as they were when it was issued. */
export const billingTermsSchema = z.object({
  providerName: z.string(),
  providerDocument: z.string().nullable(),
  feeType: z.enum(BILLING_FEE_TYPES),
  base: z.enum(BILLING_FEE_BASES).nullable(),
  percent: z.string().nullable(),
  minimumFee: z.string().nullable(),
  fixedFee: z.string().nullable(),
  dueDay: z.number().int(),
});

export type BillingTerms = z.infer<typeof billingTermsSchema>;

/**
 * The terms in words, one text for the screen, the PDF and the Excel: "6,5 % sobre Notas fiscais
 * emitidas no mês, mínimo de R$ 1.500,00" or "R$ 3.000,00 por mês".
 */
export function billingTermsText(
  terms: Pick<BillingTerms, 'feeType' | 'base' | 'percent' | 'minimumFee' | 'fixedFee'>,
): string {
  const t = billingContractScreenMessages;
  const money = (value: string | null) => formatCents(toCents(value ?? '0'));
  if (terms.feeType === 'FIXED') return fmt(t.termsFixed, { value: money(terms.fixedFee) });
  const text = fmt(t.termsPercent, {
    // "6.5000" → "6,5": the decimals stored, without trailing zeros.
    percent: (terms.percent ?? '0')
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '')
      .replace('.', ','),
    base: terms.base ? t.bases[terms.base] : '',
  });
  return terms.minimumFee === null ? text : `${text}, ${fmt(t.termsMinimum, { value: money(terms.minimumFee) })}`;
}

export const billingStatementSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  contractId: z.uuid(),
  month: z.string(),
  status: z.enum(BILLING_STATEMENT_STATUSES),
  terms: billingTermsSchema,
  baseTotal: z.string(),
  byPercent: z.string(),
  fee: z.string(),
  minimumApplied: z.boolean(),
  lines: z.array(billingBaseLineSchema),
  dueOn: z.string(),
  notes: z.string().nullable(),
  issuedAt: z.string(),
  issuedByName: z.string().nullable(),
  paidOn: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type BillingStatement = z.infer<typeof billingStatementSchema>;

export const billingMonthQuerySchema = z.object({ month: contractMonthSchema });

/** A month: its contract, the live base and fee (a preview until issued), and its statements. */
export const billingMonthSchema = z.object({
  month: z.string(),
  /** Whether the month has ended (São Paulo): only then a statement may be issued. */
  ended: z.boolean(),
  contract: billingContractSchema.nullable(),
  baseTotal: z.string(),
  byPercent: z.string(),
  fee: z.string(),
  minimumApplied: z.boolean(),
  lines: z.array(billingBaseLineSchema),
  dueOn: z.string().nullable(),
  /** The statement in force (issued or paid), or null. */
  statement: billingStatementSchema.nullable(),
});
export type BillingMonth = z.infer<typeof billingMonthSchema>;

export const billingStatementListSchema = z.object({ items: z.array(billingStatementSchema) });

export const issueBillingStatementBodySchema = z.object({
  month: contractMonthSchema,
  notes: optionalText(500),
});
export const payBillingStatementBodySchema = z.object({ paidOn: contractDaySchema });
export const cancelBillingStatementBodySchema = z.object({ reason: requiredText(300) });

const tags = ['contracts'];
const params = registryIdParamsSchema;

/** Routes of /client/BillingContract (billing.md §2 BillingContract; decision 052). */
export const billingContractRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/billing-contracts',
    summary: 'Contratos do grupo com a empresa de faturamento',
    tags,
    response: billingContractListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/billing-contracts',
    summary: 'Cadastrar um contrato de faturamento',
    tags,
    body: billingContractBodySchema,
    response: billingContractSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/billing-contracts/:id',
    summary: 'Alterar um contrato de faturamento',
    tags,
    params,
    body: billingContractBodySchema,
    response: billingContractSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/billing-contracts/:id',
    summary: 'Excluir um contrato de faturamento sem faturas em vigor',
    tags,
    params,
    response: z.object({ ok: z.literal(true) }),
  }),
  month: defineRoute({
    method: 'GET',
    path: '/api/billing-contract-statements/month',
    summary: 'A fatura de um mês: contrato vigente, base por convênio, valor e fatura emitida',
    tags,
    querystring: billingMonthQuerySchema,
    response: billingMonthSchema,
  }),
  statements: defineRoute({
    method: 'GET',
    path: '/api/billing-contract-statements',
    summary: 'As faturas do contrato de faturamento, da mais recente à mais antiga',
    tags,
    response: billingStatementListSchema,
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/api/billing-contract-statements',
    summary: 'Emitir a fatura de um mês encerrado',
    tags,
    body: issueBillingStatementBodySchema,
    response: billingStatementSchema,
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/api/billing-contract-statements/:id/pay',
    summary: 'Registrar o pagamento de uma fatura',
    tags,
    params,
    body: payBillingStatementBodySchema,
    response: billingStatementSchema,
  }),
  unpay: defineRoute({
    method: 'POST',
    path: '/api/billing-contract-statements/:id/unpay',
    summary: 'Desfazer o pagamento de uma fatura',
    tags,
    params,
    response: billingStatementSchema,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/api/billing-contract-statements/:id/cancel',
    summary: 'Cancelar uma fatura emitida, com o motivo',
    tags,
    params,
    body: cancelBillingStatementBodySchema,
    response: billingStatementSchema,
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/api/billing-contract-statements/:id/pdf',
    summary: 'A fatura em PDF',
    tags,
    params,
    response: z.unknown(),
    fileTypes: PDF_FILE,
  }),
  xlsx: defineRoute({
    method: 'GET',
    path: '/api/billing-contract-statements/:id/xlsx',
    summary: 'A fatura em Excel',
    tags,
    params,
    response: z.unknown(),
    fileTypes: XLSX_FILE,
  }),
} as const;
