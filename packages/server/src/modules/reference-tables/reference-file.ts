import { decodeText, parseCsv, readGlosaXsd, type CsvRecord } from '@honora/domain';
import ExcelJS from 'exceljs';

/**
 * Why a file could not be read at all: not a CSV or XLSX (unreadable), an XSD not in its
 * declared encoding (xsdEncoding) or without table 38 (xsdNoGlosaType). The import fails with it.
 */
export type UnreadableReason = 'unreadable' | 'xsdEncoding' | 'xsdNoGlosaType';

export class UnreadableFileError extends Error {
  constructor(
    readonly reason: UnreadableReason = 'unreadable',
    cause?: unknown,
  ) {
    super('unreadable reference file', { cause });
    this.name = 'UnreadableFileError';
  }
}

export const isXlsxName = (fileName: string) => /\.xlsx$/i.test(fileName);
/** The ANS schema (tissSimpleTypes*.xsd): only table 38 (glosaReasons) is read from it. */
export const isXsdName = (fileName: string) => /\.xsd$/i.test(fileName);

/** "PK\x03\x04": every .xlsx is a zip. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The text a digit mask shows for a whole number ("00000000" → 01234567, "0000-00" → 0101-05),
 * or null when the format is not one (General, decimals, dates…). A spreadsheet keeps a code
 * with leading zeros as a number and such a format; the zeros are the format's, not the value's.
 */
export function maskedInteger(value: number, numFmt: string | undefined): string | null {
  if (!numFmt || !Number.isSafeInteger(value) || value < 0) return null;
  // A bare "." or "," is a decimal point or a thousands separator: a number format, not a mask.
  if (/[.,]/.test(numFmt.replace(/\\./g, '').replace(/"[^"]*"/g, ''))) return null;
  const mask = numFmt.replace(/\\(.)/g, '$1').replace(/"([^"]*)"/g, '$1');
  if (!/^0+(?:[-. /]0+)*$/.test(mask)) return null;
  const slots = mask.replace(/[^0]/g, '').length;
  const digits = String(value).padStart(slots, '0');
  let next = digits.length;
  let shown = '';
  for (let k = mask.length - 1; k >= 0; k--) shown = (mask[k] === '0' ? digits[--next] : mask[k]) + shown;
  // More digits than the mask has places: the extra ones lead, as a spreadsheet shows them.
  return digits.slice(0, next) + shown;
}

/**
 * A cell of the sheet as the text a CSV would hold (dates as YYYY-MM-DD, formulas by their
 * result, a number as its digit mask shows it when it has one).
 */
export function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // 15 significant digits drop the binary noise of spreadsheet numbers (3.2670000000000003 → "3.267").
    return maskedInteger(value, numFmt) ?? String(Number(value.toPrecision(15)));
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value.result ?? null) as ExcelJS.CellValue, numFmt);
  }
  if ('text' in value) return String(value.text);
  return '';
}

/** Whether a cell holds a number (itself or as a formula's result). */
function isNumeric(value: ExcelJS.CellValue): boolean {
  if (typeof value === 'number') return true;
  if (value && typeof value === 'object' && ('formula' in value || 'sharedFormula' in value)) {
    return typeof value.result === 'number';
  }
  return false;
}

/** The first sheet of a workbook, row by row, numbered as the spreadsheet numbers them. */
async function readXlsx(bytes: Uint8Array): Promise<CsvRecord[]> {
  if (!isZip(bytes)) throw new UnreadableFileError();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new UnreadableFileError('unreadable', error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    const numeric: boolean[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      const cell = row.getCell(column);
      cells.push(cellText(cell.value, cell.numFmt));
      numeric.push(isNumeric(cell.value));
    }
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: rowNumber, cells, numeric });
  });
  return records;
}

/** Table 38 from the ANS schema: a header, then one record per code at its line of the file. */
function readXsd(bytes: Uint8Array): CsvRecord[] {
  const read = readGlosaXsd(bytes);
  if ('failure' in read) throw new UnreadableFileError(read.failure === 'encoding' ? 'xsdEncoding' : 'xsdNoGlosaType');
  return read.records;
}

/**
 * The records of an uploaded reference file: .xlsx → its first sheet; .xsd → table 38 of the
 * ANS schema; anything else is read as CSV text (UTF-8, or ISO-8859-1 when the bytes are not
 * UTF-8). The header is the first record.
 */
export async function readReferenceFile(fileName: string, bytes: Uint8Array): Promise<CsvRecord[]> {
  if (isXlsxName(fileName)) return readXlsx(bytes);
  if (isXsdName(fileName)) return readXsd(bytes);
  if (isZip(bytes) || bytes.includes(0)) throw new UnreadableFileError();
  return parseCsv(decodeText(bytes).text);
}
