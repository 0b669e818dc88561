import type { Transaction } from '@honora/contract';
import { graphqlRequest, subscribeGraphql } from './graphql-client';

/**
 * The GraphQL operations of the ledger the screens use (billing.md §7): an event's transactions
 * and the company's change feed. Results keep the REST contract's Transaction shape, so a
 * screen can fall back to the REST answer when GraphQL is unavailable.
 */

/** The fields the event page shows (value is absent for users without values). */
export type EventTransaction = Pick<
  Transaction,
  | 'id'
  | 'action'
  | 'type'
  | 'procedureRowId'
  | 'date'
  | 'creationDate'
  | 'value'
  | 'userName'
  | 'typeOfPaymentId'
  | 'transferId'
  | 'canceledId'
  | 'canceledById'
>;

const FIELDS = `id action type procedureRowId date creationDate value userName typeOfPaymentId transferId canceledId canceledById`;

/** An event's entries (at most 500: an event has a handful; the API's page limit). */
export const EVENT_TRANSACTIONS_QUERY = `query EventTransactions($eventId: ID!) {
  transactions(where: { eventId: { equals: $eventId } }, take: 500) { ${FIELDS} }
}`;

/** The changes of the session's companies (the screen keeps those of its event). */
export const TRANSACTION_CHANGED_SUBSCRIPTION = `subscription TransactionChanged {
  transactionChanged { eventId kind transactionIds }
}`;

export interface TransactionChange {
  eventId: string;
  kind: string;
  transactionIds: string[];
}

/** GraphQL answers null where the REST contract leaves the field out (value, for users without values). */
type GraphqlTransaction = Omit<EventTransaction, 'value'> & { value?: string | null };

/** The event's transactions, newest first (the REST answer's order). */
export async function fetchEventTransactions(eventId: string, signal?: AbortSignal): Promise<EventTransaction[]> {
  const data = await graphqlRequest<{ transactions: GraphqlTransaction[] }>(
    EVENT_TRANSACTIONS_QUERY,
    { eventId },
    { signal },
  );
  return newestFirst(
    data.transactions.map(({ value, ...rest }) => (value === null || value === undefined ? rest : { ...rest, value })),
  );
}

/** Newest entry first (a counter-entry right above what it cancels), then the payment date. */
export function newestFirst<T extends Pick<Transaction, 'date' | 'creationDate' | 'id'>>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => b.creationDate.localeCompare(a.creationDate) || b.date.localeCompare(a.date) || b.id.localeCompare(a.id),
  );
}

/** The company's ledger changes; answers the function that stops listening. */
export function watchTransactions(onChange: (change: TransactionChange) => void): () => void {
  return subscribeGraphql<{ transactionChanged: TransactionChange }>(
    TRANSACTION_CHANGED_SUBSCRIPTION,
    {},
    { next: (data) => onChange(data.transactionChanged) },
  );
}
