import type { AdminQueryResult } from '@honora/contract';
import { formatDate, formatDateTime } from '@honora/domain/format/format';

type Column = AdminQueryResult['columns'][number];
type Cell = AdminQueryResult['rows'][number][number];

/**
 * A console cell as the table shows it (decision 061): dates DD/MM/AAAA (and HH:mm for
 * instants), booleans and numbers as the database wrote them, NULL marked apart from ''.
 */
export function cellText(column: Pick<Column, 'type'>, cell: Cell, nullText: string): string {
  if (cell === null) return nullText;
  if (column.type === 'date' && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) return formatDate(cell);
  if (column.type === 'dateTime' && typeof cell === 'string' && !Number.isNaN(Date.parse(cell)))
    return formatDateTime(cell);
  return String(cell);
}

/** Ctrl+Enter (or ⌘+Enter) in the editor runs the query. */
export const isRunShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);
