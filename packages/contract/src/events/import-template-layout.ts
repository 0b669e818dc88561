import type { CustomFieldType } from '../registries/billing-settings/custom-fields';
import {
  parseColumnRef,
  spreadsheetFields,
  type SpreadsheetConfig,
  type SpreadsheetDateFormat,
  type SpreadsheetField,
} from '../registries/billing-settings/spreadsheet-configs';
import { defaultImportHeader, detectImportField, importHeaderKey } from './event-import-columns';

/**
 * The columns of an events import template (billing.md §2 templatesImportEvents; decision 040
 * "Templates"): which column holds which field, under which header. The server writes the
 * workbook from it and the screen describes it, so both show the same layout.
 */

/** An event custom field as a template column needs it. */
export interface TemplateCustomField {
  key: string;
  label: string;
  type: CustomFieldType;
  options: readonly string[];
}

export type TemplateColumnSource =
  { kind: 'field'; field: SpreadsheetField } | { kind: 'custom'; customField: TemplateCustomField };

export interface TemplateColumn {
  /** 1-based column index (A = 1). */
  index: number;
  letter: string;
  header: string;
  source: TemplateColumnSource;
}

export interface TemplateLayout {
  headerRow: number;
  dateFormat: SpreadsheetDateFormat;
  /** In column order. */
  columns: TemplateColumn[];
  /** Custom fields left out: their label is the header of another column (the import would mistake them). */
  skippedCustomFields: TemplateCustomField[];
}

export type TemplateConfig = Pick<SpreadsheetConfig, 'headerRow' | 'dateFormat' | 'columns'>;

/** Column letters of a 1-based index: 1 → A, 26 → Z, 27 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/** Field columns of a configuration: a letter keeps its column, a header name takes the first free one; unmapped fields are left out. */
function configuredColumns(config: TemplateConfig): Omit<TemplateColumn, 'letter'>[] {
  const placed: Omit<TemplateColumn, 'letter'>[] = [];
  const taken = new Set<number>();
  const byHeader: { field: SpreadsheetField; name: string }[] = [];
  for (const field of spreadsheetFields) {
    const ref = config.columns[field] ? parseColumnRef(config.columns[field]) : null;
    if (!ref) continue;
    if (ref.kind === 'header') {
      byHeader.push({ field, name: ref.name });
      continue;
    }
    placed.push({ index: ref.index, header: defaultImportHeader(field), source: { kind: 'field', field } });
    taken.add(ref.index);
  }
  let next = 1;
  for (const { field, name } of byHeader) {
    while (taken.has(next)) next++;
    placed.push({ index: next, header: name, source: { kind: 'field', field } });
    taken.add(next);
  }
  return placed;
}

/**
 * Without a configuration: header row 1, every field in the catalog's order under its default
 * header. With one: its header row and date format, the fields it maps where it maps them.
 * The company's custom fields follow the last used column, under their label — unless that
 * label is already another column's header or names a field (compared as the import compares
 * headers): the import would read the column as that field.
 */
export function importTemplateLayout(
  config: TemplateConfig | null,
  customFields: readonly TemplateCustomField[],
): TemplateLayout {
  const fieldColumns = config
    ? configuredColumns(config)
    : spreadsheetFields.map((field, i) => ({
        index: i + 1,
        header: defaultImportHeader(field),
        source: { kind: 'field', field } as const,
      }));
  const headers = new Set(fieldColumns.map((column) => importHeaderKey(column.header)));
  const skippedCustomFields: TemplateCustomField[] = [];
  let last = Math.max(0, ...fieldColumns.map((column) => column.index));
  const customColumns: Omit<TemplateColumn, 'letter'>[] = [];
  for (const customField of customFields) {
    const key = importHeaderKey(customField.label);
    if (headers.has(key) || detectImportField(customField.label) !== null) {
      skippedCustomFields.push(customField);
      continue;
    }
    headers.add(key);
    customColumns.push({ index: ++last, header: customField.label, source: { kind: 'custom', customField } });
  }
  return {
    headerRow: config?.headerRow ?? 1,
    dateFormat: config?.dateFormat ?? 'DD/MM/YYYY',
    columns: [...fieldColumns, ...customColumns]
      .sort((a, b) => a.index - b.index)
      .map((column) => ({ ...column, letter: columnLetter(column.index) })),
    skippedCustomFields,
  };
}

/** The kind of cell a column holds: dates and times are written and validated apart. */
export type TemplateCellKind = 'date' | 'time' | 'number' | 'text';

const TIME_FIELDS: readonly SpreadsheetField[] = ['procedureStart', 'procedureEnd', 'anesthesiaStart', 'anesthesiaEnd'];

export function templateCellKind(source: TemplateColumnSource): TemplateCellKind {
  if (source.kind === 'custom') {
    return source.customField.type === 'date' ? 'date' : source.customField.type === 'number' ? 'number' : 'text';
  }
  if (source.field === 'dtProcedure' || source.field === 'patientBirthDate') return 'date';
  return TIME_FIELDS.includes(source.field) ? 'time' : 'text';
}
