import {
  accommodations,
  fmt,
  IMPORT_NO,
  IMPORT_YES,
  messages,
  templateCellKind,
  type EventType,
  type SpreadsheetDateFormat,
  type SpreadsheetField,
  type TemplateColumn,
  type TemplateCustomField,
  type TemplateLayout,
} from '@honora/contract';
import ExcelJS from 'exceljs';

const t = messages.screens.importTemplates;
const ex = t.example;
const accommodationLabels = accommodations.map((code) => messages.screens.registry.accommodations[code]);

/** Rows under the header that carry the lists (decision 040 "Templates"). */
export const TEMPLATE_ROWS = 1000;
/** Excel refuses an inline list ("a,b,c") longer than 255 characters. */
const INLINE_LIST_MAX = 255;

/** What the template shows of the company: its registries' names and the example row's people. */
export interface TemplateData {
  type: EventType;
  layout: TemplateLayout;
  insurers: readonly string[];
  hospitals: readonly string[];
  example: { patient: string | null; surgeon: string | null; anesthetist: string | null };
  /** Today in São Paulo, YYYY-MM-DD. */
  today: string;
}

const EXCEL_DATE_FORMATS: Record<SpreadsheetDateFormat, string> = {
  'DD/MM/YYYY': 'dd/mm/yyyy',
  'YYYY-MM-DD': 'yyyy-mm-dd',
  'DD-MM-YYYY': 'dd-mm-yyyy',
  'MM/DD/YYYY': 'mm/dd/yyyy',
};

interface ColumnList {
  values: readonly string[];
  /** Hospitals may be new (the import creates them when allowed): a warning, not a refusal. */
  isStrict: boolean;
}

/** The list a column's cells choose from, or null (free text, or a registry with no record). */
function listOf(column: TemplateColumn, data: TemplateData): ColumnList | null {
  const source = column.source;
  const list = (values: readonly string[], isStrict = true) => (values.length > 0 ? { values, isStrict } : null);
  if (source.kind === 'custom') {
    if (source.customField.type === 'select') return list(source.customField.options);
    return source.customField.type === 'boolean' ? list([IMPORT_YES, IMPORT_NO]) : null;
  }
  switch (source.field) {
    case 'healthInsuranceName':
      return list(data.insurers);
    case 'hospitalName':
      return list(data.hospitals, false);
    case 'accommodation':
      return list(accommodationLabels);
    case 'isEmergency':
      return list([IMPORT_YES, IMPORT_NO]);
    default:
      return null;
  }
}

const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** The example row's value of each field: the company's first records where it has them. */
function exampleValues(data: TemplateData): Record<SpreadsheetField, ExcelJS.CellValue> {
  return {
    patientName: data.example.patient ?? ex.patientName,
    dtProcedure: dayCell(data.today),
    procedureCode: ex.procedureCode,
    procedureName: ex.procedureName,
    patientCpf: ex.patientCpf,
    patientBirthDate: dayCell(ex.patientBirthDate),
    healthInsuranceName: data.insurers[0] ?? null,
    healthInsuranceWallet: ex.healthInsuranceWallet,
    hospitalName: data.hospitals[0] ?? null,
    surgeonName: data.example.surgeon,
    anesthetistName: data.example.anesthetist,
    numGuide: ex.numGuide,
    password: ex.password,
    procedureStart: ex.procedureStart,
    procedureEnd: ex.procedureEnd,
    anesthesiaStart: ex.anesthesiaStart,
    anesthesiaEnd: ex.anesthesiaEnd,
    accommodation: accommodationLabels[0] ?? null,
    isEmergency: IMPORT_NO,
  };
}

function customExample(field: TemplateCustomField, today: string): ExcelJS.CellValue {
  switch (field.type) {
    case 'select':
      return field.options[0] ?? null;
    case 'boolean':
      return IMPORT_YES;
    case 'date':
      return dayCell(today);
    case 'number':
      return 1;
    case 'text':
      return ex.customText;
  }
}

function numFmtOf(column: TemplateColumn, dateFormat: SpreadsheetDateFormat): string | undefined {
  const kind = templateCellKind(column.source);
  if (kind === 'date') return EXCEL_DATE_FORMATS[dateFormat];
  return kind === 'number' ? undefined : '@';
}

/** The header row (bold, text, frozen) and each column's width and cell format. */
function writeHeader(sheet: ExcelJS.Worksheet, layout: TemplateLayout): void {
  sheet.views = [{ state: 'frozen', ySplit: layout.headerRow }];
  const header = sheet.getRow(layout.headerRow);
  for (const column of layout.columns) {
    const sheetColumn = sheet.getColumn(column.index);
    sheetColumn.width = Math.min(40, Math.max(14, column.header.length + 4));
    const numFmt = numFmtOf(column, layout.dateFormat);
    if (numFmt) sheetColumn.numFmt = numFmt;
    const cell = header.getCell(column.index);
    cell.value = column.header;
    cell.style = { font: { bold: true }, numFmt: '@' };
  }
}

type ValidatedSheet = ExcelJS.Worksheet & {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
};

/** Quoted inline ("Sim,Não") when short and free of commas and quotes; else a range of the hidden lists sheet. */
function listFormula(values: readonly string[], lists: ExcelJS.Worksheet, header: string): string {
  const inline = values.join(',');
  if (inline.length <= INLINE_LIST_MAX && !values.some((value) => /[",]/.test(value))) return `"${inline}"`;
  const index = lists.columnCount + 1;
  lists.getCell(1, index).value = header;
  lists.getCell(1, index).font = { bold: true };
  values.forEach((value, i) => (lists.getCell(i + 2, index).value = value));
  const letter = lists.getColumn(index).letter;
  return `'${lists.name}'!$${letter}$2:$${letter}$${values.length + 1}`;
}

function addValidations(sheet: ExcelJS.Worksheet, lists: ExcelJS.Worksheet, data: TemplateData): void {
  const first = data.layout.headerRow + 1;
  const last = data.layout.headerRow + TEMPLATE_ROWS;
  for (const column of data.layout.columns) {
    const list = listOf(column, data);
    if (!list) continue;
    (sheet as ValidatedSheet).dataValidations.add(`${column.letter}${first}:${column.letter}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [listFormula(list.values, lists, column.header)],
      showErrorMessage: true,
      errorStyle: list.isStrict ? 'stop' : 'warning',
      errorTitle: t.file.listErrorTitle,
      error: list.isStrict ? t.file.listError : t.file.hospitalWarning,
    });
  }
}

function writeExample(sheet: ExcelJS.Worksheet, data: TemplateData): void {
  writeHeader(sheet, data.layout);
  const values = exampleValues(data);
  const row = sheet.getRow(data.layout.headerRow + 1);
  for (const column of data.layout.columns) {
    const { source } = column;
    row.getCell(column.index).value =
      source.kind === 'field' ? values[source.field] : customExample(source.customField, data.today);
  }
}

/**
 * The events import template (billing.md §2 templatesImportEvents; decision 040 "Templates"):
 * sheet "Eventos" — the header row and the empty rows with their lists and formats; sheet
 * "Exemplo" — the same header and one filled row (apart, so nothing example-like is imported);
 * hidden sheet "Listas" — the lists too long to write inline.
 */
export async function buildImportTemplate(data: TemplateData): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Honora';
  workbook.title = fmt(t.file.title, { type: messages.screens.registry.eventTypes[data.type] });
  const sheet = workbook.addWorksheet(t.file.sheetName);
  const example = workbook.addWorksheet(t.file.exampleSheetName);
  const lists = workbook.addWorksheet(t.file.listsSheetName, { state: 'hidden' });
  writeHeader(sheet, data.layout);
  addValidations(sheet, lists, data);
  writeExample(example, data);
  if (lists.columnCount === 0) workbook.removeWorksheet(lists.id);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
