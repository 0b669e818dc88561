import type { GuideDataInput } from '@honora/contract';
import { decimalShown, decimalText, moneyShown, moneyText } from '../../../shared/forms/decimal-text';

/** Guide data fields typed as text (billing.md §3 additional data). */
export const GUIDE_TEXT_FIELDS = [
  'numberProviderGuide',
  'numberProtocol',
  'password',
  'numberWallet',
  'healthCard',
  'codeProcedureConsult',
  'grauPart',
  'clinicIndication',
] as const;
export const GUIDE_DATE_FIELDS = [
  'authorizationDate',
  'passwordExpirationDate',
  'walletExpirationDate',
  'startDateBilling',
  'endDateBilling',
  'emissionDate',
  'attendanceDateConsult',
] as const;
/** TISS code fields (billing.md §9 code sets), picked from their domains. */
export const GUIDE_CODE_FIELDS = [
  'consultType',
  'accidenteIndication',
  'attendimentType',
  'reasonToFinishAttendiment',
  'attendanceRN',
] as const;
export const GUIDE_MONEY_FIELDS = ['valueProcedureConsult'] as const;
export const GUIDE_TOTAL_FIELDS = [
  'totalProcedures',
  'totalTaxes',
  'totalDayly',
  'totalMaterials',
  'totalOPME',
  'totalDrugs',
  'totalGasesMedicinals',
  'totalFees',
  'total',
] as const;

export type GuideField =
  | (typeof GUIDE_TEXT_FIELDS)[number]
  | (typeof GUIDE_DATE_FIELDS)[number]
  | (typeof GUIDE_CODE_FIELDS)[number]
  | (typeof GUIDE_MONEY_FIELDS)[number];
export type GuideTotalField = (typeof GUIDE_TOTAL_FIELDS)[number];

export const EXPENSE_TEXT_FIELDS = [
  'tableCode',
  'itemCode',
  'description',
  'unityOfMeasurement',
  'anvisaRegister',
  'manufacturerRefCode',
  'functionAuthorizationNumber',
] as const;
export const EXPENSE_DECIMAL_FIELDS = ['amountRealized', 'reductOrAcresc'] as const;
export const EXPENSE_MONEY_FIELDS = ['unityValue', 'totalValue'] as const;
export const EXPENSE_DATE_TIME_FIELDS = ['realizedDate', 'startTime', 'endTime'] as const;

export type ExpenseField =
  | 'expenseCode'
  | (typeof EXPENSE_TEXT_FIELDS)[number]
  | (typeof EXPENSE_DECIMAL_FIELDS)[number]
  | (typeof EXPENSE_MONEY_FIELDS)[number]
  | (typeof EXPENSE_DATE_TIME_FIELDS)[number];

/** One expense line as typed (money and quantities pt-BR). */
export type ExpenseDraft = { key: string } & Record<ExpenseField, string>;

/** The guide data as typed: '' is empty; money pt-BR ("1.234,56"). */
export type GuideDraft = Record<GuideField, string> & {
  totals: Record<GuideTotalField, string>;
  expenses: ExpenseDraft[];
};

const ALL_FIELDS: readonly GuideField[] = [
  ...GUIDE_TEXT_FIELDS,
  ...GUIDE_DATE_FIELDS,
  ...GUIDE_CODE_FIELDS,
  ...GUIDE_MONEY_FIELDS,
];
const EXPENSE_FIELDS: readonly ExpenseField[] = [
  'expenseCode',
  ...EXPENSE_TEXT_FIELDS,
  ...EXPENSE_DECIMAL_FIELDS,
  ...EXPENSE_MONEY_FIELDS,
  ...EXPENSE_DATE_TIME_FIELDS,
];

const blankRecord = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, ''])) as Record<K, string>;

let nextExpense = 0;
export function emptyExpense(): ExpenseDraft {
  nextExpense += 1;
  return { key: `despesa-${nextExpense}`, ...blankRecord(EXPENSE_FIELDS) };
}

export function emptyGuideDraft(): GuideDraft {
  return { ...blankRecord(ALL_FIELDS), totals: blankRecord(GUIDE_TOTAL_FIELDS), expenses: [] };
}

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const isMoney = (field: string) =>
  (GUIDE_MONEY_FIELDS as readonly string[]).includes(field) ||
  (EXPENSE_MONEY_FIELDS as readonly string[]).includes(field);
const isDecimal = (field: string) => (EXPENSE_DECIMAL_FIELDS as readonly string[]).includes(field);

function shown(field: string, value: unknown): string {
  const text = textOf(value);
  if (isMoney(field)) return moneyShown(text);
  if (isDecimal(field)) return decimalShown(text);
  return text;
}

const sentMoney = (typed: string): string | null => (typed.trim() ? moneyText(typed) : null);

function sent(field: string, typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  if (isMoney(field)) return moneyText(text);
  if (isDecimal(field)) return decimalText(text);
  return text;
}

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The event's guide data (answered as unknown values) as the form types it. */
export function guideDraftOf(guideData: Record<string, unknown>): GuideDraft {
  const totals = objectOf(guideData.totals);
  const expenses = Array.isArray(guideData.expenses) ? guideData.expenses : [];
  return {
    ...(Object.fromEntries(ALL_FIELDS.map((f) => [f, shown(f, guideData[f])])) as Record<GuideField, string>),
    totals: Object.fromEntries(GUIDE_TOTAL_FIELDS.map((f) => [f, moneyShown(textOf(totals[f]))])) as Record<
      GuideTotalField,
      string
    >,
    expenses: expenses.map((line) => {
      const row = objectOf(line);
      return {
        ...emptyExpense(),
        ...(Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, shown(f, row[f])])) as Record<ExpenseField, string>),
      };
    }),
  };
}

/** The guide data the API takes (blank → null, money and quantities as decimal text). */
export function guideDataInputOf(draft: GuideDraft): GuideDataInput {
  return {
    ...(Object.fromEntries(ALL_FIELDS.map((f) => [f, sent(f, draft[f])])) as Record<GuideField, string | null>),
    totals: Object.fromEntries(GUIDE_TOTAL_FIELDS.map((f) => [f, sentMoney(draft.totals[f])])),
    expenses: draft.expenses.map(
      ({ key: _key, ...line }) =>
        Object.fromEntries(EXPENSE_FIELDS.map((f) => [f, f === 'expenseCode' ? line[f] : sent(f, line[f])])) as {
          expenseCode: string;
        },
    ),
  } as GuideDataInput;
}
