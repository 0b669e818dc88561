import { decodeText, parseCsv, type CsvRecord } from '@honora/domain';
import ExcelJS from 'exceljs';

/** The file could not be read at all (not a CSV or XLSX): the import fails with this. */
export class UnreadableFileError extends Error {
  constructor(cause?: unknown) {
    super('unreadable reference file', { cause });
    this.name = 'UnreadableFileError';
  }
}

export const isXlsxName = (fileName: string) => /\.xlsx$/i.test(fileName);

/** "PK\x03\x04": every .xlsx is a zip. */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** A cell of the sheet as the text a CSV would hold (dates as YYYY-MM-DD, formulas by their result). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  // 15 significant digits drop the binary noise of spreadsheet numbers (3.2670000000000003 → "3.267").
  if (typeof value === 'number') return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : '';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) return cellText((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text);
  return '';
}

/** The first sheet of a workbook, row by row, numbered as the spreadsheet numbers them. */
async function readXlsx(bytes: Uint8Array): Promise<CsvRecord[]> {
  if (!isZip(bytes)) throw new UnreadableFileError();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new UnreadableFileError(error);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const records: CsvRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value));
    if (cells.some((cell) => cell.trim() !== '')) records.push({ line: rowNumber, cells });
  });
  return records;
}

/**
 * The records of an uploaded reference file: .xlsx → its first sheet; anything else is read
 * as CSV text (UTF-8, or ISO-8859-1 when the bytes are not UTF-8). The header is the first record.
 */
export async function readReferenceFile(fileName: string, bytes: Uint8Array): Promise<CsvRecord[]> {
  if (isXlsxName(fileName)) return readXlsx(bytes);
  if (isZip(bytes) || bytes.includes(0)) throw new UnreadableFileError();
  return parseCsv(decodeText(bytes).text);
}
