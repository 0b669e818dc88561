import type { TransactionRow } from './transactions.repository';

/**
 * A ledger row as the GraphQL API answers it (billing.md §3 Transaction, with the record's audit
 * fields): value as decimal text with 2 places — never a JavaScript number — and null when the
 * user may not see values; dates as text (date: YYYY-MM-DD; instants: ISO 8601).
 */
export interface TransactionView extends Omit<
  TransactionRow,
  'value' | 'creationDate' | 'createdAt' | 'updatedAt' | 'deletedAt'
> {
  value: string | null;
  isAdditional: boolean;
  creationDate: string;
  createdAt: string;
  updatedAt: string | null;
  deletedAt: string | null;
}

export function toTransactionView(row: TransactionRow, canSeeValues: boolean): TransactionView {
  return {
    ...row,
    value: canSeeValues ? row.value : null,
    isAdditional: row.type === 'COMPLEMENTATION',
    creationDate: row.creationDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}
