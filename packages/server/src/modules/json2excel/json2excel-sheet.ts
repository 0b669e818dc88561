import { messages } from '@honora/contract';
import { rowCells, type FlatCell, type JsonTable, type YesNo } from '@honora/domain';
import ExcelJS from 'exceljs';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../http/xlsx';

const t = messages.screens.json2excel;
/** Rows written between two looks at the reply: it drains, so the file is never all in memory. */
const ROWS_PER_TURN = 500;

function cellValue(cell: FlatCell): ExcelJS.CellValue {
  switch (cell.kind) {
    case 'empty':
      return null;
    case 'number':
    case 'text':
      return cell.value;
    case 'date':
    case 'dateTime':
      return new Date(cell.wallClockMs);
  }
}

/** A column as wide as its name, within reason. */
const widthOf = (name: string) => Math.min(Math.max(name.length + 2, 10), 50);

async function writeSheet(table: JsonTable, words: YesNo, output: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Honora';
  const sheet = workbook.addWorksheet(t.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((name) => ({ header: name, width: widthOf(name) }));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(table.columns.length, 1) } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  for (const [index, row] of table.rows.entries()) {
    const cells = rowCells(row, table.columns, words);
    const written = sheet.addRow(cells.map(cellValue));
    cells.forEach((cell, column) => {
      if (cell.kind === 'date' || cell.kind === 'dateTime')
        written.getCell(column + 1).numFmt = cell.kind === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
    });
    written.commit();
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) {
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      else await new Promise<void>((resume) => setImmediate(resume));
      // The client went away: stop writing.
      if (output.destroyed) return;
    }
  }
  sheet.commit();
  await workbook.commit();
}

/**
 * The table as an XLSX stream (decision 034): the header row bold, frozen and filtered; numbers
 * as numbers, dates as date cells shown dd/mm/aaaa (hh:mm), the rest text. exceljs's streaming
 * writer zips each row as it is committed and the reply sends it as it comes.
 */
export function json2excelStream(table: JsonTable, words: YesNo): Readable {
  const output = new PassThrough();
  writeSheet(table, words, output).catch((error: unknown) => output.destroy(error as Error));
  return output;
}
