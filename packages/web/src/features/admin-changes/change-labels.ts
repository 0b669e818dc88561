import { changeLabelsScreenMessages as t } from '@honora/contract/screen-texts/change-labels';

/** The label users know for a column of a table with history (the raw name only if nobody labelled it). */
export function changeFieldLabel(table: string, column: string): string {
  return t.columnsByTable[table]?.[column] ?? t.columns[column] ?? column;
}

/** The label of a table with history. */
export function changeCollectionLabel(table: string): string {
  return Object.hasOwn(t.collections, table) ? t.collections[table as keyof typeof t.collections] : table;
}
