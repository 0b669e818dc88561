import type { MoneyActionValue, TransactionTypeValue } from '@honora/contract';
import type { EventTransaction } from '../../../../shared/money/transactions-graphql';

/** An item of the event a remainder action names. */
export interface ItemRef {
  type: TransactionTypeValue;
  rowId: string | null;
  label: string;
}

/** What the person asked the money section or the actions menu to do; the dialogs take it from here. */
export type MoneyRequest =
  | { kind: 'receive' }
  | { kind: 'action'; action: MoneyActionValue; item?: ItemRef }
  | { kind: 'cancel'; transaction: EventTransaction; itemLabel: string };

/** The remainder actions offered per item, in the order the buttons show. */
export const REMAINDER_ACTIONS = ['receiveRemainder', 'loseRemainder', 'cutRemainder'] as const;

/** The whole-event money actions of the actions menu, in order. */
export const EVENT_MONEY_ACTIONS = ['receiveAll', 'loseAll', 'glosaAll', 'finalize'] as const;
