import { messages } from '../i18n';
import {
  columnRefKey,
  spreadsheetFields,
  type ColumnRef,
  type SpreadsheetField,
} from '../registries/billing-settings/spreadsheet-configs';

/**
 * The columns of an events spreadsheet (billing.md §2 ImportCustom and templatesImportEvents;
 * decision 040), shared by the downloadable template and the import: a template's header row
 * is read back by the import without any spreadsheet configuration.
 */

const fieldLabels = messages.screens.billingSettings.spreadsheetConfig.fields;

/** The header a template writes for a field: its pt-BR label ('Nome do paciente'). */
export function defaultImportHeader(field: SpreadsheetField): string {
  return fieldLabels[field];
}

/** How a header cell is compared: trimmed, without case, accents or repeated spaces. */
export function importHeaderKey(header: string): string {
  return columnRefKey({ kind: 'header', name: header } satisfies ColumnRef);
}

/**
 * The field a header names without a configuration: its label or its key ('numGuide'), or
 * null when it names none (a custom field's label is matched apart, against the company's).
 */
export function detectImportField(header: string): SpreadsheetField | null {
  const key = importHeaderKey(header);
  if (!key.slice(2)) return null;
  for (const field of spreadsheetFields) {
    if (importHeaderKey(fieldLabels[field]) === key || importHeaderKey(field) === key) return field;
  }
  return null;
}

/** What a yes/no cell holds in a template ('Sim'/'Não'); the import also reads S/N, 1/0, true/false. */
export const IMPORT_YES = messages.screens.registry.list.yes;
export const IMPORT_NO = messages.screens.registry.list.no;
