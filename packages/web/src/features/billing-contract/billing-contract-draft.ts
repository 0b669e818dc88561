import { BILLING_FEE_BASES, BILLING_FEE_TYPES, type BillingContract, type BillingContractBody } from '@honora/contract';
import type { BillingFeeBase, BillingFeeType } from '@honora/domain';
import { decimalShown, decimalText, moneyShown, moneyText } from '../../shared/forms/decimal-text';

/**
 * The billing contract form as it keeps what is typed (billing.md §2 BillingContract; decision
 * 052): text per field (money pt-BR "1.500,00", percent "6,5"), the fee type and base. The body
 * the API takes comes from it as typed, so the contract's schema and the server answer under the
 * right input. The fee type decides which amounts are sent: a PERCENT contract its percent, base
 * and minimum; a FIXED one its monthly fee (the fields of the other type are hidden, not sent).
 */
export interface BillingContractDraft {
  providerName: string;
  providerDocument: string;
  startsOn: string;
  endsOn: string;
  feeType: BillingFeeType;
  /** '' until one is picked. */
  base: BillingFeeBase | '';
  percent: string;
  minimumFee: string;
  fixedFee: string;
  dueDay: string;
  notes: string;
}

/** The paths the form shows an error under (the API's field errors on others are toasted). */
export const DRAFT_FIELDS: readonly (keyof BillingContractDraft)[] = [
  'providerName',
  'providerDocument',
  'startsOn',
  'endsOn',
  'feeType',
  'base',
  'percent',
  'minimumFee',
  'fixedFee',
  'dueDay',
  'notes',
];

export function newDraft(): BillingContractDraft {
  return {
    providerName: '',
    providerDocument: '',
    startsOn: '',
    endsOn: '',
    feeType: 'PERCENT',
    base: 'INVOICED',
    percent: '',
    minimumFee: '',
    fixedFee: '',
    dueDay: '10',
    notes: '',
  };
}

/** A saved contract as the form shows it. */
export function draftOf(contract: BillingContract): BillingContractDraft {
  return {
    providerName: contract.providerName,
    providerDocument: contract.providerDocument ?? '',
    startsOn: contract.startsOn,
    endsOn: contract.endsOn ?? '',
    feeType: contract.feeType,
    base: contract.base ?? '',
    percent: decimalShown(contract.percent),
    minimumFee: moneyShown(contract.minimumFee),
    fixedFee: moneyShown(contract.fixedFee),
    dueDay: String(contract.dueDay),
    notes: contract.notes ?? '',
  };
}

const optional = (typed: string, convert: (typed: string) => string): string | null =>
  typed.trim() === '' ? null : convert(typed);

/** The due day typed: a whole number, or NaN for the schema to refuse with its range message. */
const dayOf = (typed: string): number => (/^\s*\d{1,2}\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The request body, as typed: blanks as null, money and percent back to the API's decimal text. */
export function bodyOf(draft: BillingContractDraft): BillingContractBody {
  const isPercent = draft.feeType === 'PERCENT';
  return {
    providerName: draft.providerName,
    providerDocument: draft.providerDocument.trim() || null,
    startsOn: draft.startsOn,
    endsOn: draft.endsOn.trim() || null,
    feeType: draft.feeType,
    base: isPercent && draft.base !== '' ? draft.base : null,
    percent: isPercent ? optional(draft.percent, decimalText) : null,
    minimumFee: isPercent ? optional(draft.minimumFee, moneyText) : null,
    fixedFee: isPercent ? null : optional(draft.fixedFee, moneyText),
    dueDay: dayOf(draft.dueDay),
    notes: draft.notes,
  };
}

/** Whether a select's value is one of the fee types / bases (a select's value read back). */
export const isFeeType = (value: string | null): value is BillingFeeType =>
  (BILLING_FEE_TYPES as readonly (string | null)[]).includes(value);
export const isFeeBase = (value: string | null): value is BillingFeeBase =>
  (BILLING_FEE_BASES as readonly (string | null)[]).includes(value);
