/**
 * The ledger's vocabulary (billing.md §3 Transaction, §4 Transaction): every real an insurer
 * or a patient pays, cuts or never pays is a transaction with an action and the kind of value
 * it settles. A transaction is never edited or deleted to change money: it is cancelled by a
 * linked counter-entry, and "active" means it has neither canceledId nor canceledById.
 */

export const TRANSACTION_ACTIONS = ['Received', 'Losed', 'Glosado', 'Discounted'] as const;
export type TransactionAction = (typeof TRANSACTION_ACTIONS)[number];

/** The kind of value a transaction settles; isAdditional (the old flag) equals COMPLEMENTATION. */
export const TRANSACTION_TYPES = ['PROCEDURE', 'COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const DEFAULT_TRANSACTION_TYPE: TransactionType = 'PROCEDURE';

/** Who the money is for (receiverType, default anesthetist; it replaces the older anesthetistId). */
export const RECEIVER_TYPES = ['anesthetist', 'surgeon', 'resident', 'company'] as const;
export type ReceiverType = (typeof RECEIVER_TYPES)[number];
export const DEFAULT_RECEIVER_TYPE: ReceiverType = 'anesthetist';

/**
 * The money actions on an event (billing.md §4): receive / lose / glosa all; receive, lose or
 * cut the remainder of one item; finalize with a chosen way to settle what is still open.
 */
export const MONEY_ACTIONS = [
  'receiveAll',
  'loseAll',
  'glosaAll',
  'receiveRemainder',
  'loseRemainder',
  'cutRemainder',
  'finalize',
] as const;
export type MoneyAction = (typeof MONEY_ACTIONS)[number];

/**
 * How finalize settles what is still open (billing.md §4): none (it must already balance),
 * received (the shortfall is received), lost / glosa (the shortfall becomes loss on a
 * particular event, glosa on an insurer's), forced (the remainder becomes glosa and the event
 * Cuted — loss and Losed when particular).
 */
export const FINALIZE_WITH = ['none', 'received', 'lost', 'glosa', 'forced'] as const;
export type FinalizeWith = (typeof FINALIZE_WITH)[number];

/** The auto-fix error kinds of billing.md §8 (CheckTransactions). */
export const AUTO_FIX_ERRORS = [
  'eventNotFound',
  'eventOrInsurer',
  'negotiation',
  'company',
  'orphanProcedures',
] as const;
export type AutoFixError = (typeof AUTO_FIX_ERRORS)[number];

/** The fields a transaction must carry (billing.md §5 "rejected for the SQL copy if … is missing"). */
export const TRANSACTION_REQUIRED_FIELDS = [
  'id',
  'action',
  'companyId',
  'creationDate',
  'date',
  'userId',
  'userName',
  'type',
] as const;
export type TransactionRequiredField = (typeof TRANSACTION_REQUIRED_FIELDS)[number];

/** The required fields a transaction lacks (empty when it may be stored). */
export function missingTransactionFields(
  transaction: Partial<Record<TransactionRequiredField, unknown>>,
): TransactionRequiredField[] {
  return TRANSACTION_REQUIRED_FIELDS.filter((field) => {
    const value = transaction[field];
    return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  });
}

/** Active: neither cancelled nor a cancellation (billing.md §4 Transaction). */
export const isActiveTransaction = (t: { canceledId: string | null; canceledById: string | null }): boolean =>
  t.canceledId === null && t.canceledById === null;

/** Open for a charge (collections): active, not in a transfer, and a receipt (billing.md §4 Transaction). */
export const isOpenForCharge = (t: {
  canceledId: string | null;
  canceledById: string | null;
  transferId: string | null;
  action: TransactionAction;
}): boolean => isActiveTransaction(t) && t.transferId === null && t.action === 'Received';
