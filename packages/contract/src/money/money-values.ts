/**
 * The ledger's lists (billing.md §3 Transaction), repeated from the domain's money/transactions.ts
 * for the schemas (the contract imports nothing of ours); the server asserts the lists are the
 * same (modules/money/values-compat.ts).
 */
export const TRANSACTION_ACTION_VALUES = ['Received', 'Losed', 'Glosado', 'Discounted'] as const;
export type TransactionActionValue = (typeof TRANSACTION_ACTION_VALUES)[number];

export const TRANSACTION_TYPE_VALUES = ['PROCEDURE', 'COMPLEMENTATION', 'ATTENDANCEFEE', 'EXPENSE'] as const;
export type TransactionTypeValue = (typeof TRANSACTION_TYPE_VALUES)[number];

export const RECEIVER_TYPE_VALUES = ['anesthetist', 'surgeon', 'resident', 'company'] as const;
export type ReceiverTypeValue = (typeof RECEIVER_TYPE_VALUES)[number];

export const MONEY_ACTION_VALUES = [
  'receiveAll',
  'loseAll',
  'glosaAll',
  'receiveRemainder',
  'loseRemainder',
  'cutRemainder',
  'finalize',
] as const;
export type MoneyActionValue = (typeof MONEY_ACTION_VALUES)[number];

/** The money actions that run over many events at once (bulk). */
export const BULK_MONEY_ACTION_VALUES = ['receiveAll', 'loseAll', 'glosaAll', 'finalize'] as const;

export const FINALIZE_WITH_VALUES = ['none', 'received', 'lost', 'glosa', 'forced'] as const;
export type FinalizeWithValue = (typeof FINALIZE_WITH_VALUES)[number];

export const AUTO_FIX_ERROR_VALUES = [
  'eventNotFound',
  'eventOrInsurer',
  'negotiation',
  'company',
  'orphanProcedures',
] as const;
export type AutoFixErrorValue = (typeof AUTO_FIX_ERROR_VALUES)[number];

/** Limits of the money API. */
export const MONEY_LIMITS = {
  /** Entries one receive dialog posts. */
  entries: 200,
  /** Events of one bulk money action (a batch is at most 100 guides). */
  bulk: 500,
  /** An idempotency key (a UUID from the client, or any opaque text). */
  idempotencyKey: 100,
  /** Rows of the transactions report export. */
  exportRows: 50_000,
  /** Transactions one GraphQL upsert may carry (billing.md §9 write batch limit). */
  upsertMany: 499,
} as const;
