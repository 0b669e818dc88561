import { messages } from '@honora/contract';
import { changeLabelsScreenMessages as labels } from '@honora/contract/screen-texts/change-labels';

const c = messages.screens.changes;

/** A column of a table with history by the label users know (the change log keeps database names). */
export function historyFieldLabel(table: string, column: string): string {
  return labels.columnsByTable[table]?.[column] ?? labels.columns[column] ?? column;
}

/** A value of the change log as text: nothing as a dash, yes/no, text as is, anything else as JSON. */
export function historyValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return c.noValue;
  if (typeof value === 'boolean') return value ? c.yes : c.no;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
