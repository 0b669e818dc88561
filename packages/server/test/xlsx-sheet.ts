import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A downloaded sheet read back: its name, each row's values (row 1 = headers) and the cells themselves. */
export interface ReadSheet {
  name: string;
  rows: unknown[][];
  /** The cell of a row (1 = headers) under a header text. */
  cell(row: number, header: string): ExcelJS.Cell;
  /** The values of the column under a header, data rows only (up to the first empty row). */
  column(header: string): unknown[];
  /** The rows after the first empty row (the totals), as values. */
  totals: unknown[][];
}

/** Reads the first sheet of an xlsx answer (200, the spreadsheet content type). */
export async function readSheet(res: LightMyRequestResponse): Promise<ReadSheet> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = (row: ExcelJS.Row) => (row.values as unknown[]).slice(1);
  const headers = values(sheet.getRow(1));
  const columnOf = (header: string) => {
    const index = headers.indexOf(header);
    expect(index, `column "${header}" in ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
    return index + 1;
  };
  let firstEmpty = sheet.rowCount + 1;
  for (let n = 2; n <= sheet.rowCount; n++) {
    if (!sheet.getRow(n).hasValues) {
      firstEmpty = n;
      break;
    }
  }
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push(values(row)));
  const totals: unknown[][] = [];
  for (let n = firstEmpty + 1; n <= sheet.rowCount; n++) totals.push(values(sheet.getRow(n)));
  return {
    name: sheet.name,
    rows,
    cell: (row, header) => sheet.getRow(row).getCell(columnOf(header)),
    column: (header) =>
      Array.from({ length: firstEmpty - 2 }, (_, i) => sheet.getRow(i + 2).getCell(columnOf(header)).value),
    totals,
  };
}
