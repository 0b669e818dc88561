import {
  accommodations,
  detectImportField,
  importHeaderKey,
  messages,
  parseColumnRef,
  requiredSpreadsheetFields,
  spreadsheetFields,
  type SpreadsheetDateFormat,
  type SpreadsheetField,
} from '@honora/contract';
import type { CsvRecord } from '@honora/domain';

/**
 * An events spreadsheet read into rows of typed values (decision 040 "Reading a file"): the
 * columns by a spreadsheet configuration or detected from the header, each cell checked for
 * what it must hold. Names are not looked up here (the import resolves them in the registries).
 */

type Accommodation = (typeof accommodations)[number];

/** What reads a sheet: a configuration's layout, or the header row 1 detected. */
export interface SheetLayout {
  headerRow: number;
  dateFormat: SpreadsheetDateFormat;
  /** Field → the column as typed in the configuration (letter or header); null = detect from the header. */
  columns: Readonly<Record<string, string>> | null;
}

/** An event custom field a column may fill (matched by its label or key). */
export interface ImportCustomField {
  key: string;
  label: string;
  type: 'text' | 'number' | 'date' | 'select' | 'boolean';
  options: readonly string[];
}

/** A problem of one row, before any registry lookup (the codes of messages.screens.eventImport.rowErrors). */
export type CellProblem =
  | { code: 'dateNotFound' }
  | { code: 'notPerformed'; date: string }
  | { code: 'badDate' | 'badTime' | 'badYesNo' | 'badAccommodation' | 'badCustomField'; field: string; value: string };

/** One data row with its values typed. */
export interface SheetRow {
  /** The spreadsheet's own row number. */
  line: number;
  /** The row's cells as read, for the rejection sheet. */
  cells: readonly string[];
  text: Partial<Record<TextField, string>>;
  dtProcedure: string | null;
  patientBirthDate: string | null;
  times: Partial<Record<TimeField, string>>;
  accommodation: Accommodation | null;
  isEmergency: boolean | null;
  customFields: Record<string, string | number | boolean>;
  problems: CellProblem[];
}

const TIME_FIELDS = ['procedureStart', 'procedureEnd', 'anesthesiaStart', 'anesthesiaEnd'] as const;
type TimeField = (typeof TIME_FIELDS)[number];
const TEXT_FIELDS = [
  'patientName',
  'procedureCode',
  'procedureName',
  'patientCpf',
  'healthInsuranceName',
  'healthInsuranceWallet',
  'hospitalName',
  'surgeonName',
  'anesthetistName',
  'numGuide',
  'password',
] as const satisfies readonly SpreadsheetField[];
type TextField = (typeof TEXT_FIELDS)[number];

/** The most data rows one import takes (a hospital's month is a few thousand). */
export const MAX_IMPORT_ROWS = 20_000;

export type SheetFailure =
  | { code: 'empty'; headerRow: number }
  | { code: 'missingColumns'; fields: SpreadsheetField[] }
  | { code: 'duplicateColumn'; header: string }
  | { code: 'tooManyRows'; rows: number };

export interface ReadSheet {
  /** The header row's cells (the rejection sheet repeats them). */
  header: readonly string[];
  /** Which fields the file carries (an update changes only these). */
  fields: ReadonlySet<SpreadsheetField>;
  customKeys: ReadonlySet<string>;
  rows: SheetRow[];
}

const fieldLabels = messages.screens.billingSettings.spreadsheetConfig.fields;
const accommodationLabels = messages.screens.registry.accommodations;

/** 0-based column of each field and custom field, or a failure. */
function locateColumns(
  header: readonly string[],
  layout: SheetLayout,
  customFields: readonly ImportCustomField[],
): { fields: Map<SpreadsheetField, number>; custom: Map<string, number> } | SheetFailure {
  const fields = new Map<SpreadsheetField, number>();
  const custom = new Map<string, number>();
  const headerIndex = new Map<string, number>();
  for (const [index, cell] of header.entries()) {
    if (!cell.trim()) continue;
    const key = importHeaderKey(cell);
    if (headerIndex.has(key)) return { code: 'duplicateColumn', header: cell.trim() };
    headerIndex.set(key, index);
  }
  const taken = new Set<number>();
  if (layout.columns) {
    for (const field of spreadsheetFields) {
      const typed = layout.columns[field];
      const ref = typed ? parseColumnRef(typed) : null;
      if (!ref) continue;
      const index = ref.kind === 'letter' ? ref.index - 1 : headerIndex.get(importHeaderKey(ref.name));
      if (index === undefined) continue;
      fields.set(field, index);
      taken.add(index);
    }
  } else {
    for (const [index, cell] of header.entries()) {
      const field = detectImportField(cell);
      if (field && !fields.has(field)) {
        fields.set(field, index);
        taken.add(index);
      }
    }
  }
  for (const customField of customFields) {
    const index =
      headerIndex.get(importHeaderKey(customField.label)) ?? headerIndex.get(importHeaderKey(customField.key));
    if (index !== undefined && !taken.has(index)) custom.set(customField.key, index);
  }
  const missing = requiredSpreadsheetFields.filter((field) => !fields.has(field));
  if (missing.length > 0) return { code: 'missingColumns', fields: missing };
  return { fields, custom };
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_PATTERNS: Record<SpreadsheetDateFormat, { re: RegExp; order: [number, number, number] }> = {
  // [year, month, day] group positions
  'DD/MM/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'DD-MM-YYYY': { re: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: [3, 2, 1] },
  'MM/DD/YYYY': { re: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
};

/**
 * A date cell as YYYY-MM-DD: in the layout's format, or as a spreadsheet date (read as ISO);
 * a time after it ("03/11/2026 14:30") is ignored. Null when it is no real date.
 */
export function readImportDate(text: string, format: SpreadsheetDateFormat): string | null {
  const value = text.trim().split(/[ T]/)[0] ?? '';
  let parts: [number, number, number] | null = null;
  const iso = ISO_DATE.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else {
    const pattern = DATE_PATTERNS[format];
    const match = pattern.re.exec(value);
    if (match) parts = pattern.order.map((group) => Number(match[group])) as [number, number, number];
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "7:05", "07:05" or "07:05:00" → "07:05"; null when it is no time of day. */
export function readImportTime(text: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0']);

/** Sim/Não, S/N, 1/0, true/false (any case or accent); null when it is neither. */
export function readYesNo(text: string): boolean | null {
  const folded = fold(text);
  if (YES.has(folded)) return true;
  if (NO.has(folded)) return false;
  return null;
}

/** An accommodation by its label ('Apartamento') or code ('APARTMENT'). */
export function readAccommodation(text: string): Accommodation | null {
  const folded = fold(text);
  for (const code of accommodations) {
    if (fold(code) === folded || fold(accommodationLabels[code]) === folded) return code;
  }
  return null;
}

/** A pt-BR or plain number ("1.234,5", "1234.5", "12") → number; null otherwise. */
function readNumber(text: string): number | null {
  const typed = text.trim();
  const normalized = /,\d+$/.test(typed) ? typed.replace(/\./g, '').replace(',', '.') : typed;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

function readCustom(
  field: ImportCustomField,
  text: string,
  format: SpreadsheetDateFormat,
): string | number | boolean | null {
  switch (field.type) {
    case 'text':
      return text.trim();
    case 'number':
      return readNumber(text);
    case 'date':
      return readImportDate(text, format);
    case 'boolean':
      return readYesNo(text);
    case 'select':
      return field.options.find((option) => fold(option) === fold(text)) ?? null;
  }
}

/**
 * Reads the records of a file (the header at the layout's row, then data rows; empty rows
 * were already dropped by the file reader) into typed rows, each with its problems. `today`
 * (YYYY-MM-DD) tells a future date (billing.md §8 'event not performed').
 */
export function readEventSheet(
  records: readonly CsvRecord[],
  layout: SheetLayout,
  customFields: readonly ImportCustomField[],
  today: string,
): ReadSheet | SheetFailure {
  const headerRecord = records.find((record) => record.line === layout.headerRow);
  const dataRecords = records.filter((record) => record.line > layout.headerRow);
  if (!headerRecord || dataRecords.length === 0) return { code: 'empty', headerRow: layout.headerRow };
  if (dataRecords.length > MAX_IMPORT_ROWS) return { code: 'tooManyRows', rows: dataRecords.length };
  const located = locateColumns(headerRecord.cells, layout, customFields);
  if ('code' in located) return located;
  const cell = (record: CsvRecord, index: number | undefined) =>
    index === undefined ? '' : (record.cells[index] ?? '').trim();

  const rows = dataRecords.map((record): SheetRow => {
    const problems: CellProblem[] = [];
    const text: SheetRow['text'] = {};
    for (const field of TEXT_FIELDS) {
      const value = cell(record, located.fields.get(field));
      if (value) text[field] = value;
    }
    const dateText = cell(record, located.fields.get('dtProcedure'));
    const dtProcedure = dateText ? readImportDate(dateText, layout.dateFormat) : null;
    if (!dtProcedure) problems.push({ code: 'dateNotFound' });
    else if (dtProcedure > today) problems.push({ code: 'notPerformed', date: dtProcedure });

    const birthText = cell(record, located.fields.get('patientBirthDate'));
    const patientBirthDate = birthText ? readImportDate(birthText, layout.dateFormat) : null;
    if (birthText && !patientBirthDate)
      problems.push({ code: 'badDate', field: fieldLabels.patientBirthDate, value: birthText });

    const times: SheetRow['times'] = {};
    for (const field of TIME_FIELDS) {
      const value = cell(record, located.fields.get(field));
      if (!value) continue;
      const time = readImportTime(value);
      if (time) times[field] = time;
      else problems.push({ code: 'badTime', field: fieldLabels[field], value });
    }

    const accommodationText = cell(record, located.fields.get('accommodation'));
    const accommodation = accommodationText ? readAccommodation(accommodationText) : null;
    if (accommodationText && !accommodation)
      problems.push({ code: 'badAccommodation', field: fieldLabels.accommodation, value: accommodationText });

    const emergencyText = cell(record, located.fields.get('isEmergency'));
    const isEmergency = emergencyText ? readYesNo(emergencyText) : null;
    if (emergencyText && isEmergency === null)
      problems.push({ code: 'badYesNo', field: fieldLabels.isEmergency, value: emergencyText });

    const custom: SheetRow['customFields'] = {};
    for (const field of customFields) {
      const value = cell(record, located.custom.get(field.key));
      if (!value) continue;
      const read = readCustom(field, value, layout.dateFormat);
      if (read === null) problems.push({ code: 'badCustomField', field: field.label, value });
      else custom[field.key] = read;
    }

    return {
      line: record.line,
      cells: record.cells,
      text,
      dtProcedure,
      patientBirthDate,
      times,
      accommodation,
      isEmergency,
      customFields: custom,
      problems,
    };
  });
  return {
    header: headerRecord.cells,
    fields: new Set(located.fields.keys()),
    customKeys: new Set(located.custom.keys()),
    rows,
  };
}

/**
 * The events of a sheet (decision 040 "Rows, events and identity"): rows that share the insurer
 * and the guide number are one event, in the order of their first row; a row without a guide
 * number is an event alone.
 */
export function groupSheetRows(rows: readonly SheetRow[]): SheetRow[][] {
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    const guide = row.text.numGuide?.trim();
    const key = guide ? `${fold(row.text.healthInsuranceName ?? '')}\u0000${guide}` : `line:${row.line}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}
