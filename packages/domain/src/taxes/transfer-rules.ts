import { sumCents, type Cents } from '../money/cents';
import type { TransferStatus } from './vocabulary';

/**
 * A transfer's split payments and its machine (billing.md §4 Transfer: OPEN to LOCKED; after
 * locking no payments can be added or changed; decision 028).
 */

export type SplitProblem =
  | { code: 'splitEmpty' }
  | { code: 'splitNotPositive'; index: number }
  | { code: 'splitSum'; sum: Cents; liquid: Cents };

/** The problems of paying `liquid` in `parts` (paymentsSplitted): at least one, each > 0, summing exactly to it. */
export function splitProblems(liquid: Cents, parts: readonly Cents[]): SplitProblem[] {
  if (parts.length === 0) return [{ code: 'splitEmpty' }];
  const problems: SplitProblem[] = [];
  parts.forEach((part, index) => {
    if (part <= 0n) problems.push({ code: 'splitNotPositive', index });
  });
  const sum = sumCents(parts);
  if (sum !== liquid) problems.push({ code: 'splitSum', sum, liquid });
  return problems;
}

export const TRANSFER_ACTIONS = ['addEntries', 'change', 'lock', 'pay', 'unlock'] as const;
export type TransferAction = (typeof TRANSFER_ACTIONS)[number];

export type TransferActionProblem = 'transferLocked' | 'transferMustBeLocked' | 'transferPaid';

/** A cell of the machine: allowed, allowed while nothing is paid, or refused with a code. */
type TransferActionCell = 'allow' | 'allowUnlessPaid' | 'transferLocked' | 'transferMustBeLocked';

/** status × action (decision 028 "Split payments and the transfer's machine"). */
export const TRANSFER_ACTION_TABLE: Readonly<
  Record<TransferStatus, Readonly<Record<TransferAction, TransferActionCell>>>
> = {
  OPEN: {
    addEntries: 'allow',
    change: 'allow',
    lock: 'allow',
    pay: 'transferMustBeLocked',
    unlock: 'transferMustBeLocked',
  },
  LOCKED: {
    addEntries: 'transferLocked',
    change: 'transferLocked',
    lock: 'transferLocked',
    pay: 'allowUnlessPaid',
    unlock: 'allowUnlessPaid',
  },
};

function assertNever(value: never): never {
  throw new Error(`unexpected value: ${String(value)}`);
}

/** Why `action` is refused on a transfer in `status` (isPaid: it was paid), or null when it is allowed. */
export function transferActionProblem(
  status: TransferStatus,
  action: TransferAction,
  isPaid: boolean,
): TransferActionProblem | null {
  const cell = TRANSFER_ACTION_TABLE[status][action];
  switch (cell) {
    case 'allow':
      return null;
    case 'allowUnlessPaid':
      return isPaid ? 'transferPaid' : null;
    case 'transferLocked':
    case 'transferMustBeLocked':
      return cell;
    default:
      return assertNever(cell);
  }
}
