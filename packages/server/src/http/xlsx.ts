import { XLSX_MIME } from '@honora/contract';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface SheetColumn<T> {
  header: string;
  /** Column width in characters. */
  width?: number;
  value: (row: T) => string | number | boolean | Date | null;
}

/** Builds one sheet (header row bold and frozen) from rows and columns. */
export async function buildXlsx<T>(sheetName: string, columns: readonly SheetColumn<T>[], rows: Iterable<T>) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Honora';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as a download; `fileName` without extension (pt-BR, any characters). */
export function sendXlsx(reply: FastifyReply, fileName: string, content: Buffer): FastifyReply {
  const name = `${fileName}.xlsx`;
  const ascii = name
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/"/g, '');
  return reply
    .type(XLSX_MIME)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(content);
}
