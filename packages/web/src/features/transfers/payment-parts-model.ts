import { fmt, userTransferPaymentBodySchema } from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { centsText, formatCents, splitProblems, sumCents, toCents, type Cents } from '@honora/domain';
import { moneyShown, moneyText } from '../../shared/forms/decimal-text';

const e = transfersScreenMessages.errors;

/**
 * The payment of a locked user transfer in parts (billing.md §3 paymentsSplitted; decision 028
 * "Split payments"): rows of value, date and invoice that must sum exactly to the liquid. Values
 * are typed pt-BR ("1.234,56") and go to the API as decimal text, never through a float.
 */
export interface PartRow {
  /** A stable key for the row (React), not sent. */
  key: number;
  /** As typed, pt-BR money. */
  value: string;
  /** "YYYY-MM-DD", or the text as typed while it is not a date. */
  paidDate: string;
  invoice: string;
}

export interface PaymentBody {
  parts: { value: string; paidDate: string; invoice: string | null }[];
}

/** Cents of a typed value; blank or not a number counts as nothing in the live sum. */
function centsOfTyped(typed: string): Cents {
  const text = moneyText(typed);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return 0n;
  return toCents(text);
}

/** The dialog opens with one part of the whole liquid, paid today. */
export function initialParts(liquid: string | undefined, today: string): PartRow[] {
  return [{ key: 1, value: moneyShown(liquid ?? ''), paidDate: today, invoice: '' }];
}

/** A new row, pre-filled with what is still missing (if anything) and the last row's date. */
export function addPart(rows: readonly PartRow[], liquid: string | undefined, today: string): PartRow[] {
  const key = Math.max(0, ...rows.map((row) => row.key)) + 1;
  const left = partsSummary(rows, liquid).remainingCents;
  const paidDate = rows[rows.length - 1]?.paidDate ?? today;
  return [...rows, { key, value: left > 0n ? moneyShown(centsText(left)) : '', paidDate, invoice: '' }];
}

export function removePart(rows: readonly PartRow[], key: number): PartRow[] {
  return rows.filter((row) => row.key !== key);
}

export interface PartsSummary {
  /** Σ of the typed values, money text ("1234.56"). */
  sum: string;
  /** liquid − sum; negative when the parts pass the liquid. */
  remaining: string;
  remainingCents: Cents;
  isBalanced: boolean;
}

/** What the dialog shows live under the rows: the sum and what is left to reach the liquid. */
export function partsSummary(rows: readonly PartRow[], liquid: string | undefined): PartsSummary {
  const sum = sumCents(rows.map((row) => centsOfTyped(row.value)));
  const remainingCents = toCents(liquid ?? '0') - sum;
  return {
    sum: centsText(sum),
    remaining: centsText(remainingCents),
    remainingCents,
    isBalanced: remainingCents === 0n,
  };
}

export interface CheckedParts {
  body: PaymentBody | null;
  /** Messages under the inputs, by path: "parts.0.value", "parts.1.paidDate". */
  errors: Record<string, string>;
  /** The message of the whole (no part, the sum is not the liquid). */
  formError: string | null;
}

/**
 * The body of POST /payments, checked as the server will: each part by the contract's schema
 * (its message under that input), then the split by the domain's rule (each part > 0, the sum
 * exactly the liquid).
 */
export function checkParts(rows: readonly PartRow[], liquid: string | undefined): CheckedParts {
  const candidate = {
    parts: rows.map((row) => ({ value: moneyText(row.value), paidDate: row.paidDate, invoice: row.invoice })),
  };
  const parsed = userTransferPaymentBodySchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    let formError: string | null = null;
    for (const issue of parsed.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key === 'parts') formError ??= issue.message;
      else if (!(key in errors)) errors[key] = issue.message;
    }
    return { body: null, errors, formError };
  }
  const body: PaymentBody = parsed.data;
  const errors: Record<string, string> = {};
  let formError: string | null = null;
  for (const problem of splitProblems(
    toCents(liquid ?? '0'),
    body.parts.map((part) => toCents(part.value)),
  )) {
    if (problem.code === 'splitEmpty') formError = e.splitEmpty;
    else if (problem.code === 'splitNotPositive') {
      errors[`parts.${problem.index}.value`] = fmt(e.splitNotPositive, { n: problem.index + 1 });
    } else {
      formError = fmt(e.splitSum, {
        sum: formatCents(problem.sum),
        liquid: formatCents(problem.liquid),
      });
    }
  }
  const isValid = formError === null && Object.keys(errors).length === 0;
  return { body: isValid ? body : null, errors, formError };
}

/**
 * The API's field errors of a payment: a part's ("parts.1.value") under its input, the split's
 * ("parts", "parts.sum") as the form's message.
 */
export function partsApiErrors(fields: readonly { path: string; message: string }[]): {
  errors: Record<string, string>;
  formError: string | null;
} {
  const errors: Record<string, string> = {};
  let formError: string | null = null;
  for (const { path, message } of fields) {
    if (/^parts\.\d+\.(value|paidDate|invoice)$/.test(path)) {
      if (!(path in errors)) errors[path] = message;
    } else formError ??= message;
  }
  return { errors, formError };
}
