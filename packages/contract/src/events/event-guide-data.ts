import { z } from 'zod';
import { messages } from '../i18n';
import { moneyTextSchema, procedureCodeSchema } from '../pricing/pricing-values';
import { EVENT_LIMITS, optionalDate, optionalTime, text } from './event-fields';

const v = messages.validation;
const m = messages.screens.events.validation;

// The event's guide data (billing.md §3 guide fields and expense lines), part of the event's contract (events.ts).

/** One expense line of the guide (billing.md §3 "expense lines"); expenseCode 01..08. */
export const expenseLineSchema = z.object({
  expenseCode: z.string().regex(/^0[1-8]$/, messages.screens.negotiations.validation.expenseCode),
  tableCode: text(2),
  itemCode: text(10),
  description: text(150),
  realizedDate: optionalDate,
  startTime: optionalTime,
  endTime: optionalTime,
  amountRealized: z
    .string()
    .regex(/^\d{1,7}(\.\d{1,4})?$/, v.numeric)
    .nullish()
    .transform((s) => s ?? null),
  unityOfMeasurement: text(3),
  reductOrAcresc: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, m.money)
    .nullish()
    .transform((s) => s ?? null),
  unityValue: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalValue: moneyTextSchema.nullish().transform((s) => s ?? null),
  anvisaRegister: text(15),
  manufacturerRefCode: text(60),
  functionAuthorizationNumber: text(30),
});
export type ExpenseLine = z.output<typeof expenseLineSchema>;

const guideTotalsSchema = z.object({
  totalProcedures: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalTaxes: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalDayly: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalMaterials: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalOPME: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalDrugs: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalGasesMedicinals: moneyTextSchema.nullish().transform((s) => s ?? null),
  total: moneyTextSchema.nullish().transform((s) => s ?? null),
  totalFees: moneyTextSchema.nullish().transform((s) => s ?? null),
});

/**
 * The additional (guide) data of billing.md §3. Codes follow the TISS domains of §9: consult
 * type 1–4, accident 0/1/2/9, attendance type two digits (the server checks it against the
 * code list of the insurer's TISS version: 4.x has 23 and no longer 05), ending reason 11–67.
 * Digit limits per insurer are checked by the server (guide error, billing.md §5).
 */
export const guideDataSchema = z.object({
  numberProviderGuide: text(20),
  numberProtocol: text(20),
  authorizationDate: optionalDate,
  password: text(20),
  passwordExpirationDate: optionalDate,
  numberWallet: text(20),
  walletExpirationDate: optionalDate,
  healthCard: text(20),
  attendanceRN: z
    .enum(['S', 'N'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  clinicIndication: text(500),
  attendimentType: z
    .string()
    .regex(/^\d{2}$/, m.codeDomain)
    .nullish()
    .transform((s) => s ?? null),
  accidenteIndication: z
    .enum(['0', '1', '2', '9'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  consultType: z
    .enum(['1', '2', '3', '4'], { error: m.codeDomain })
    .nullish()
    .transform((s) => s ?? null),
  reasonToFinishAttendiment: z
    .string()
    .regex(/^(1[1-9]|[2-5]\d|6[0-7])$/, m.codeDomain)
    .nullish()
    .transform((s) => s ?? null),
  codeProcedureConsult: procedureCodeSchema.nullish().transform((s) => s ?? null),
  valueProcedureConsult: moneyTextSchema.nullish().transform((s) => s ?? null),
  grauPart: text(2),
  totals: guideTotalsSchema.prefault({}),
  startDateBilling: optionalDate,
  endDateBilling: optionalDate,
  emissionDate: optionalDate,
  attendanceDateConsult: optionalDate,
  expenses: z.array(expenseLineSchema).max(EVENT_LIMITS.expenseLines).default([]),
});
export type GuideData = z.output<typeof guideDataSchema>;
export type GuideDataInput = z.input<typeof guideDataSchema>;
