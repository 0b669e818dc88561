import {
  fmt,
  JSON2EXCEL_MAX_CHARS,
  JSON2EXCEL_PREVIEW_ROWS,
  messages,
  msg,
  type Json2ExcelBody,
  type Json2ExcelPreview,
  type LocalizedText,
} from '@honora/contract';
import {
  flatCellText,
  formatNumber,
  megabytesText,
  parseJsonTable,
  rowCells,
  type JsonErrorLocation,
  type JsonTable,
  type JsonTableError,
} from '@honora/domain';
import type { Readable } from 'node:stream';
import { AppError } from '../../errors';
import { json2excelStream } from './json2excel-sheet';

const t = messages.screens.json2excel;
/** Booleans are written "Sim" / "Não" (decision 034). */
const JSON2EXCEL_WORDS = { yes: t.yes, no: t.no };

/** What the text had where it went wrong, in pt-BR. */
function syntaxDetail(location: JsonErrorLocation): string {
  const expected = location.expected ? t.expected[location.expected] : '';
  const found = location.found === null ? '' : JSON.stringify(location.found).slice(1, -1);
  switch (location.reason) {
    case 'unexpectedCharacter':
      return fmt(t.reasons.unexpectedCharacter, { found, expected });
    case 'unexpectedEnd':
      return fmt(t.reasons.unexpectedEnd, { expected });
    case 'unknownWord':
      return fmt(t.reasons.unknownWord, { found });
    case 'badEscape':
      return fmt(t.reasons.badEscape, { found });
    case 'unterminatedString':
    case 'controlCharacter':
    case 'badNumber':
      return t.reasons[location.reason];
  }
}

/** The pt-BR message of a text that is not a table (decision 034). */
export function tableErrorMessage(error: JsonTableError): LocalizedText {
  const e = t.errors;
  switch (error.kind) {
    case 'syntax': {
      const { line, column } = error.location;
      return msg(e, 'syntax', { line, column, detail: syntaxDetail(error.location) });
    }
    case 'notArray':
      return msg(e, 'notArray', { found: t.kinds[error.found] });
    case 'empty':
      return msg(e, 'empty');
    case 'notObject':
      return msg(e, 'notObject', { row: formatNumber(error.row), found: t.kinds[error.found] });
    case 'tooManyRows':
    case 'tooManyColumns':
      return msg(e, error.kind, { count: formatNumber(error.count), max: formatNumber(error.max) });
    case 'cellTooLong':
      return msg(e, 'cellTooLong', {
        column: error.column,
        row: formatNumber(error.row),
        max: formatNumber(error.max),
      });
    case 'tooDeep':
      return msg(e, 'tooDeep', { row: formatNumber(error.row), max: error.max });
  }
}

/**
 * The JSON text as a table, or a 400 on the field `text` saying why not: over the size limit,
 * bad JSON (line and column), not an array of objects, beyond one Excel sheet. Nothing is written.
 */
export function readJsonTable(body: Json2ExcelBody): JsonTable {
  if (body.text.length > JSON2EXCEL_MAX_CHARS) {
    const message = msg(t.errors, 'tooLarge', {
      size: megabytesText(body.text.length),
      max: megabytesText(JSON2EXCEL_MAX_CHARS),
    });
    throw AppError.field('inputError', 'text', message);
  }
  const result = parseJsonTable(body.text, JSON2EXCEL_WORDS);
  if (!result.ok) throw AppError.field('inputError', 'text', tableErrorMessage(result.error));
  return result.table;
}

/** POST /api/admin/json2excel/preview: the columns, the first rows as the sheet shows them, the total. */
export function previewJson(body: Json2ExcelBody): Json2ExcelPreview {
  const table = readJsonTable(body);
  return {
    columns: [...table.columns],
    rows: table.rows
      .slice(0, JSON2EXCEL_PREVIEW_ROWS)
      .map((row) => rowCells(row, table.columns, JSON2EXCEL_WORDS).map(flatCellText)),
    total: table.rows.length,
  };
}

/** POST /api/admin/json2excel: the whole table checked first (a 400 writes nothing), then the workbook streamed. */
export function convertJson(body: Json2ExcelBody): { fileName: string; content: Readable } {
  const table = readJsonTable(body);
  return { fileName: `${t.fileName}.xlsx`, content: json2excelStream(table, JSON2EXCEL_WORDS) };
}
