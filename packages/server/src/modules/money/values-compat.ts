import type {
  AUTO_FIX_ERROR_VALUES,
  FINALIZE_WITH_VALUES,
  MONEY_ACTION_VALUES,
  RECEIVER_TYPE_VALUES,
  TRANSACTION_ACTION_VALUES,
  TRANSACTION_TYPE_VALUES,
} from '@honora/contract';
import type {
  AUTO_FIX_ERRORS,
  FINALIZE_WITH,
  MONEY_ACTIONS,
  RECEIVER_TYPES,
  TRANSACTION_ACTIONS,
  TRANSACTION_TYPES,
} from '@honora/domain';

/**
 * The contract and the domain list the ledger's vocabulary separately (neither may import the
 * other): these lines stop the build when the lists drift apart.
 */
type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ActionsMatch = Assert<Same<typeof TRANSACTION_ACTION_VALUES, typeof TRANSACTION_ACTIONS>>;
export type TypesMatch = Assert<Same<typeof TRANSACTION_TYPE_VALUES, typeof TRANSACTION_TYPES>>;
export type ReceiversMatch = Assert<Same<typeof RECEIVER_TYPE_VALUES, typeof RECEIVER_TYPES>>;
export type MoneyActionsMatch = Assert<Same<typeof MONEY_ACTION_VALUES, typeof MONEY_ACTIONS>>;
export type FinalizeWithMatch = Assert<Same<typeof FINALIZE_WITH_VALUES, typeof FINALIZE_WITH>>;
export type AutoFixErrorsMatch = Assert<Same<typeof AUTO_FIX_ERROR_VALUES, typeof AUTO_FIX_ERRORS>>;
