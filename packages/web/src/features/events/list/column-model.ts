import { EVENT_EXPORT_MONEY_COLUMNS, type EventExportColumn } from '@honora/contract';

/**
 * The columns the events table can show: the export's column ids (EVENT_EXPORT_COLUMNS) that a
 * list item carries, so the chosen columns are also the spreadsheet's.
 */
export const TABLE_COLUMNS = [
  'numGuide',
  'dtProcedure',
  'patient',
  'insurer',
  'hospital',
  'surgeon',
  'anesthetist',
  'status',
  'type',
  'procedures',
  'company',
  'batches',
  'customFields',
  'createdAt',
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalInProcessing',
] as const satisfies readonly EventExportColumn[];
export type TableColumn = (typeof TABLE_COLUMNS)[number];

/** The server's sort name of the columns that sort. */
export const SORT_KEYS: Partial<Record<TableColumn, string>> = {
  numGuide: 'numGuide',
  dtProcedure: 'dtProcedure',
  patient: 'patientName',
  insurer: 'insurerName',
  hospital: 'hospitalName',
  anesthetist: 'anesthetistName',
  status: 'status',
  totalProduced: 'totalProduced',
  createdAt: 'createdAt',
};

export type MoneyColumn = 'totalProduced' | 'totalReceived' | 'totalGlosado' | 'totalLoss' | 'totalInProcessing';
export const MONEY_COLUMNS: readonly MoneyColumn[] = [
  'totalProduced',
  'totalReceived',
  'totalGlosado',
  'totalLoss',
  'totalInProcessing',
];

export const isMoneyColumn = (id: string): boolean => (EVENT_EXPORT_MONEY_COLUMNS as readonly string[]).includes(id);

/** Columns shown before the user chooses. */
export const DEFAULT_COLUMNS: readonly TableColumn[] = [
  'numGuide',
  'dtProcedure',
  'patient',
  'insurer',
  'hospital',
  'anesthetist',
  'status',
  'procedures',
  'totalProduced',
];

/** The chosen columns in the table's order; money columns only when the list answered values. */
export function visibleColumns(chosen: readonly string[], hasValues: boolean): TableColumn[] {
  const wanted = new Set(chosen);
  return TABLE_COLUMNS.filter((id) => wanted.has(id) && (hasValues || !isMoneyColumn(id)));
}

const isTableColumn = (id: unknown): id is TableColumn => (TABLE_COLUMNS as readonly unknown[]).includes(id);

const storageKey = (userId: string) => `honora.eventList.columns.${userId}`;

/** The columns a user chose (saved in this browser, per user); the defaults when none was saved. */
export function loadChosenColumns(userId: string | undefined): TableColumn[] {
  if (!userId) return [...DEFAULT_COLUMNS];
  try {
    const raw = window.localStorage.getItem(storageKey(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (Array.isArray(parsed)) {
      const known = parsed.filter(isTableColumn);
      if (known.length > 0) return known;
    }
  } catch {
    // A storage that refuses (private mode) or a damaged value: the defaults.
  }
  return [...DEFAULT_COLUMNS];
}

export function saveChosenColumns(userId: string | undefined, columns: readonly string[]): void {
  if (!userId) return;
  try {
    window.localStorage.setItem(storageKey(userId), JSON.stringify(columns));
  } catch {
    // Not saved: the choice still holds on this screen.
  }
}

export function clearChosenColumns(userId: string | undefined): void {
  if (!userId) return;
  try {
    window.localStorage.removeItem(storageKey(userId));
  } catch {
    // Nothing to clear.
  }
}
