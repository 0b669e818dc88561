import { fmt, messages, type SpreadsheetDateFormat } from '@honora/contract';
import { customFields, spreadsheetConfigs, type Tx } from '@honora/db';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { readReferenceFile, UnreadableFileError } from '../reference-tables';
import {
  MAX_IMPORT_ROWS,
  readEventSheet,
  type ImportCustomField,
  type ReadSheet,
  type SheetFailure,
  type SheetLayout,
} from './read-event-sheet';

const f = messages.screens.eventImport.fileErrors;
const fieldLabels = messages.screens.billingSettings.spreadsheetConfig.fields;

/** What reads a file of an import: its company, its configuration (or none) and its name. */
export interface ImportFileSource {
  companyId: string;
  spreadsheetConfigId: string | null;
  fileName: string;
}

export type ImportFileRead =
  | { sheet: ReadSheet; dateFormat: SpreadsheetDateFormat }
  /** `configNotFound`: the configuration is not one of the company's live ones (a 404, not a bad file). */
  | { failure: string; configNotFound?: true };

/** The pt-BR reason a whole file is refused (decision 040 "Reading a file"). */
export function sheetFailureText(failure: SheetFailure): string {
  switch (failure.code) {
    case 'empty':
      return fmt(f.empty, { headerRow: failure.headerRow });
    case 'missingColumns':
      return fmt(f.missingColumns, { columns: failure.fields.map((field) => fieldLabels[field]).join(', ') });
    case 'duplicateColumn':
      return fmt(f.duplicateColumn, { header: failure.header });
    case 'tooManyRows':
      return fmt(f.tooManyRows, { rows: failure.rows, max: MAX_IMPORT_ROWS });
  }
}

/** The layout of a configuration of the company (null when it is not one of the company's live ones). */
export async function importLayout(
  tx: Tx,
  companyId: string,
  configId: string | null,
): Promise<(SheetLayout & { configName: string | null }) | null> {
  if (!configId) return { headerRow: 1, dateFormat: 'DD/MM/YYYY', columns: null, configName: null };
  const [config] = await tx
    .select()
    .from(spreadsheetConfigs)
    .where(
      and(
        eq(spreadsheetConfigs.id, configId),
        eq(spreadsheetConfigs.companyId, companyId),
        isNull(spreadsheetConfigs.deletedAt),
      ),
    );
  if (!config) return null;
  return {
    headerRow: config.headerRow,
    dateFormat: config.dateFormat as SpreadsheetDateFormat,
    columns: config.columns,
    configName: config.name,
  };
}

/** The company's live event custom fields (a column may fill them, by label or key). */
async function eventCustomFields(tx: Tx, companyId: string): Promise<ImportCustomField[]> {
  const rows = await tx
    .select()
    .from(customFields)
    .where(
      and(
        eq(customFields.companyId, companyId),
        eq(customFields.entity, 'event'),
        eq(customFields.active, true),
        isNull(customFields.deletedAt),
      ),
    )
    .orderBy(asc(customFields.position));
  return rows.map((row) => ({
    key: row.key,
    label: row.label,
    type: row.type as ImportCustomField['type'],
    options: row.options,
  }));
}

/**
 * Reads an import's file with its configuration and the company's custom fields: the sheet, or
 * the pt-BR reason the whole file is refused (not a spreadsheet, no required columns…).
 */
export async function readImportFile(
  tx: Tx,
  source: ImportFileSource,
  bytes: Uint8Array,
  today: string,
): Promise<ImportFileRead> {
  const layout = await importLayout(tx, source.companyId, source.spreadsheetConfigId);
  if (!layout) return { failure: messages.screens.eventImport.errors.configNotFound, configNotFound: true };
  let records;
  try {
    records = await readReferenceFile(source.fileName, bytes);
  } catch (error) {
    if (error instanceof UnreadableFileError) return { failure: f.unreadable };
    throw error;
  }
  const sheet = readEventSheet(records, layout, await eventCustomFields(tx, source.companyId), today);
  if ('code' in sheet) return { failure: sheetFailureText(sheet) };
  return { sheet, dateFormat: layout.dateFormat };
}
