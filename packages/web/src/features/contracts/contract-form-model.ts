import type { ContractBody, ContractDetail } from '@honora/contract';
import { contractsScreenMessages as t } from '@honora/contract/screen-texts/contracts';
import {
  BILLING_TYPES,
  centsText,
  generateInstallments,
  installmentDueOn,
  paymentPeriods,
  toCents,
  validateContractTerms,
  type BillingType,
  type Cents,
  type ContractTerms,
} from '@honora/domain';
import { decimalShown, decimalText, moneyShown, moneyText } from '../../shared/forms/decimal-text';
import type { FormErrors } from '../../shared/forms/form-errors';

/**
 * The contract form as it keeps what is typed (platform.md §3 Contract; decision 045): text per
 * field (money pt-BR "1.234,56", hours "7,5"), the mode, and the installments as rows. The body
 * the API takes comes from it as typed, so the contract's schema and the server's §5 rules answer
 * under the right input (`endsOn`, `installments.2.dueOn`). Payment periods are never typed.
 */
export type Mode = 'fixed' | 'hours';

export interface InstallmentRow {
  /** React's key: stays with the row when others are added or taken out. */
  key: string;
  /** 'YYYY-MM-DD', blank, or the text as typed (DateInput). */
  dueOn: string;
  /** R$ as typed. */
  value: string;
}

export interface ContractDraft {
  type: string;
  insurerId: string;
  hospitalId: string;
  startsOn: string;
  endsOn: string;
  billingType: BillingType;
  billingDay: string;
  mode: Mode;
  value: string;
  hoursPerPeriod: string;
  ratePerHour: string;
  notes: string;
  installments: InstallmentRow[];
}

/** The paths of the terms a generation reads (their errors go under their inputs). */
const TERM_FIELDS = ['startsOn', 'endsOn', 'billingType', 'billingDay', 'value', 'hoursPerPeriod', 'ratePerHour'];

let lastKey = 0;
export const newRowKey = (): string => `row-${(lastKey += 1)}`;

export const emptyRow = (): InstallmentRow => ({ key: newRowKey(), dueOn: '', value: '' });

export function newDraft(): ContractDraft {
  return {
    type: '',
    insurerId: '',
    hospitalId: '',
    startsOn: '',
    endsOn: '',
    billingType: 'Monthly',
    billingDay: '10',
    mode: 'fixed',
    value: '',
    hoursPerPeriod: '',
    ratePerHour: '',
    notes: '',
    installments: [],
  };
}

/** A saved contract as the form shows it. */
export function draftOf(contract: ContractDetail): ContractDraft {
  return {
    type: contract.type,
    insurerId: contract.insurer?.id ?? '',
    hospitalId: contract.hospital?.id ?? '',
    startsOn: contract.startsOn,
    endsOn: contract.endsOn,
    billingType: contract.billingType,
    billingDay: String(contract.billingDay),
    mode: contract.fixedValue ? 'fixed' : 'hours',
    value: moneyShown(contract.value),
    hoursPerPeriod: decimalShown(contract.hoursPerPeriod),
    ratePerHour: moneyShown(contract.ratePerHour),
    notes: contract.notes ?? '',
    installments: contract.installments.map((i) => ({ key: newRowKey(), dueOn: i.dueOn, value: moneyShown(i.value) })),
  };
}

const optional = (text: string, convert: (typed: string) => string): string | null =>
  text.trim() === '' ? null : convert(text);

/** The billing day typed: a whole number, or NaN for the contract to refuse with its range message. */
const dayOf = (typed: string): number => (/^\s*\d{1,2}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/**
 * The request body, as typed: blanks as null, money and hours back to the API's decimal text. A
 * contract by the hour sends no value (it is paid its hours, decision 045); a fixed one sends the
 * hours typed, which §5 wants empty (the remaining hours value must be zero).
 */
export function bodyOf(draft: ContractDraft): ContractBody {
  return {
    type: draft.type,
    insurerId: draft.insurerId || null,
    hospitalId: draft.hospitalId || null,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    billingType: draft.billingType,
    billingDay: dayOf(draft.billingDay),
    fixedValue: draft.mode === 'fixed',
    value: draft.mode === 'fixed' ? optional(draft.value, moneyText) : null,
    hoursPerPeriod: optional(draft.hoursPerPeriod, decimalText),
    ratePerHour: optional(draft.ratePerHour, moneyText),
    notes: draft.notes,
    installments: draft.installments.map((row) => ({ dueOn: row.dueOn, value: moneyText(row.value) })),
  };
}

/** The contract's money text (numeric(14,2)), as its schema takes it. */
const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

interface ReadTerms {
  terms: ContractTerms;
  /** The §5 problems and unreadable amounts of the terms, by path, in the catalog's words. */
  errors: FormErrors;
  /** Each row's value in cents, or null when one is not a readable amount. */
  rowValues: Cents[] | null;
}

/** The draft as the domain's terms (what the server will check), with what keeps them from being read. */
export function readTerms(draft: ContractDraft): ReadTerms {
  const errors: FormErrors = {};
  const cents = (path: string, typed: string): Cents | null => {
    const text = optional(typed, moneyText);
    if (text === null) return null;
    if (MONEY.test(text)) return toCents(text);
    errors[path] = t.errors.money;
    return null;
  };
  const body = bodyOf(draft);
  const rowValues = body.installments?.map((row) => (MONEY.test(row.value) ? toCents(row.value) : null)) ?? [];
  const terms: ContractTerms = {
    id: null,
    type: draft.type,
    insurerId: body.insurerId ?? null,
    hospitalId: body.hospitalId ?? null,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    billingType: draft.billingType,
    billingDay: body.billingDay,
    fixedValue: body.fixedValue,
    value: draft.mode === 'fixed' ? cents('value', draft.value) : null,
    hoursPerPeriod: body.hoursPerPeriod ?? null,
    ratePerHour: cents('ratePerHour', draft.ratePerHour),
    installments: [],
  };
  for (const problem of validateContractTerms(terms)) {
    if (!(problem.path in errors)) errors[problem.path] = t.errors[problem.code];
  }
  const isReadable = rowValues.every((v): v is Cents => v !== null);
  return { terms, errors, rowValues: isReadable ? rowValues : null };
}

export type Generated = { ok: true; rows: InstallmentRow[] } | { ok: false; errors: FormErrors };

/**
 * "Gerar parcelas pelos termos": one row per payment period, by the domain's own rule (the one the
 * server uses with `installments: null`), or the terms' errors when they cannot be generated from.
 */
export function generateRows(draft: ContractDraft): Generated {
  const { terms, errors } = readTerms(draft);
  const termErrors = Object.fromEntries(Object.entries(errors).filter(([path]) => TERM_FIELDS.includes(path)));
  if (Object.keys(termErrors).length > 0) return { ok: false, errors: termErrors };
  const rows = generateInstallments(terms).map((i) => ({
    key: newRowKey(),
    dueOn: i.dueOn,
    value: moneyShown(centsText(i.value)),
  }));
  return { ok: true, rows };
}

/** The terms an installment generation depends on, as one text: a change of it may leave the rows behind. */
export function termsKey(draft: ContractDraft): string {
  const { startsOn, endsOn, billingType, billingDay, mode } = draft;
  const body = bodyOf(draft);
  return JSON.stringify([
    startsOn,
    endsOn,
    billingType,
    billingDay.trim(),
    mode,
    body.value,
    body.hoursPerPeriod,
    body.ratePerHour,
  ]);
}

/** Whether two drafts hold the same contract (the rows' keys aside). */
export function sameDraft(a: ContractDraft, b: ContractDraft): boolean {
  const plain = (d: ContractDraft) => JSON.stringify(bodyOf(d));
  return plain(a) === plain(b);
}

/**
 * The payment period each due date pays (the server gives a typed installment the period whose
 * own due date it keeps, decision 045): 'YYYY-MM-DD' → the period; empty when the terms do not
 * make periods yet.
 */
export function periodsByDueOn(draft: ContractDraft): Map<string, { startsOn: string; endsOn: string }> {
  const { terms, errors } = readTerms(draft);
  if (['startsOn', 'endsOn', 'billingType', 'billingDay'].some((path) => path in errors)) return new Map();
  return new Map(paymentPeriods(terms).map((p) => [installmentDueOn(p, terms.billingDay), p]));
}

/** Whether the billing type is one of §3's (a select's value read back). */
export const isBillingType = (value: string | null): value is BillingType =>
  value !== null && (BILLING_TYPES as readonly string[]).includes(value);
