import { messages, statementColumnsSchema, type StatementColumns } from '@honora/contract';
import { decodeText, foldText, parseCsv } from '@honora/domain';

/**
 * The column mapping of a spreadsheet statement as plain functions: which files are
 * spreadsheets, the header cells of a CSV read in the browser, the mapping prefilled from the
 * insurer's last one (or from the fields' own names), and the mapping sent with the upload.
 * The server reads the file with the same folded comparison of headers (statement-sheet.ts).
 */

export type ColumnField = keyof StatementColumns;
/** The fields in the order the form shows them: the two required ones first. */
export const COLUMN_FIELDS = Object.keys(statementColumnsSchema.shape) as ColumnField[];
export const REQUIRED_COLUMNS: ReadonlySet<ColumnField> = new Set(['guideNumber', 'valueReleased']);

/** What the form holds: every field's header text, '' when the file has no such column. */
export type ColumnsDraft = Record<ColumnField, string>;

export const emptyColumns = (): ColumnsDraft =>
  Object.fromEntries(COLUMN_FIELDS.map((field) => [field, ''])) as ColumnsDraft;

/** CSV and XLSX are read with a mapping; anything else is a TISS XML. */
export const isSpreadsheetName = (name: string) => /\.(csv|xlsx)$/i.test(name);
export const isCsvName = (name: string) => /\.csv$/i.test(name);

/** How much of a CSV the browser reads to find its header line. */
export const HEADER_BYTES = 64 * 1024;

/**
 * The header cells of a CSV's first bytes, as the file writes them (trimmed, blanks and repeats
 * left out). Unless the bytes are the whole file, they are cut at their last line break first,
 * so a UTF-8 character is never split (a line feed is never part of one).
 */
export function headerCells(bytes: Uint8Array, isWholeFile: boolean): string[] {
  const end = isWholeFile ? bytes.length : bytes.lastIndexOf(0x0a) + 1;
  const [header] = parseCsv(decodeText(bytes.subarray(0, end || bytes.length)).text);
  const seen = new Set<string>();
  const cells: string[] = [];
  for (const cell of header?.cells ?? []) {
    const text = cell.trim();
    if (text && !seen.has(foldText(text))) {
      seen.add(foldText(text));
      cells.push(text);
    }
  }
  return cells;
}

const labels = messages.screens.appeals.statements.fields;

/**
 * The mapping the form starts with. Without the file's headers (an XLSX): the insurer's last
 * mapping as it was. With them (a CSV): for each field, the header the last mapping names or,
 * failing that, the header written as the field's own label ("Guia", "Valor pago"), as the
 * file writes it; nothing when the file has neither.
 */
export function initialColumns(saved: StatementColumns | null, headers: readonly string[] | null): ColumnsDraft {
  const draft = emptyColumns();
  for (const field of COLUMN_FIELDS) {
    const last = saved?.[field]?.trim() ?? '';
    if (!headers) {
      draft[field] = last;
      continue;
    }
    const find = (name: string) => (name ? headers.find((h) => foldText(h) === foldText(name)) : undefined);
    draft[field] = find(last) ?? find(labels[field]) ?? '';
  }
  return draft;
}

/** The body's `columns`: every field trimmed, the empty optional ones left out. */
export function columnsBody(draft: ColumnsDraft): StatementColumns {
  return Object.fromEntries(
    COLUMN_FIELDS.map((field) => [field, draft[field].trim()] as const).filter(
      ([field, text]) => text !== '' || REQUIRED_COLUMNS.has(field),
    ),
  ) as StatementColumns;
}
