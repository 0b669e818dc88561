import { EXPORT_JOB_MAX_ROWS } from '../platform/export-jobs';

/**
 * The ledger's lists (billing.md §3 Transaction) under the contract's names: the very lists of
 * the domain's money/transactions.ts, imported from that module directly so the web's bundle
 * takes only these arrays (decision 022).
 */
export {
  AUTO_FIX_ERRORS as AUTO_FIX_ERROR_VALUES,
  FINALIZE_WITH as FINALIZE_WITH_VALUES,
  MONEY_ACTIONS as MONEY_ACTION_VALUES,
  RECEIVER_TYPES as RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTIONS as TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPES as TRANSACTION_TYPE_VALUES,
  type AutoFixError as AutoFixErrorValue,
  type FinalizeWith as FinalizeWithValue,
  type MoneyAction as MoneyActionValue,
  type ReceiverType as ReceiverTypeValue,
  type TransactionAction as TransactionActionValue,
  type TransactionType as TransactionTypeValue,
} from '@honora/domain/money/transactions';
import type { MoneyAction } from '@honora/domain/money/transactions';

/** The money actions that run over many events at once (bulk). */
export const BULK_MONEY_ACTION_VALUES = [
  'receiveAll',
  'loseAll',
  'glosaAll',
  'finalize',
] as const satisfies readonly MoneyAction[];

/** Limits of the money API. */
export const MONEY_LIMITS = {
  /** Entries one receive dialog posts. */
  entries: 200,
  /** Events of one bulk money action (a batch is at most 100 guides). */
  bulk: 500,
  /** An idempotency key (a UUID from the client, or any opaque text). */
  idempotencyKey: 100,
  /** Rows of the transactions report export (an export job past EXPORT_JOB_ROWS, decision 019). */
  exportRows: EXPORT_JOB_MAX_ROWS,
  /** Transactions one GraphQL upsert may carry (billing.md §9 write batch limit). */
  upsertMany: 499,
  /** Table-38 codes one glosa carries, and its free-text reason. */
  glosaCodes: 10,
  glosaReason: 500,
} as const;
