/**
 * Reading the CSV files of the reference tables (TUSS 22, IBGE, CBO) as the official sources
 * publish them: UTF-8 with or without BOM, or ISO-8859-1 (the Ministério do Trabalho's CBO
 * file); `;` or `,` between cells; CRLF or LF; RFC 4180 quotes (a `;` or a line break inside
 * quotes belongs to the cell, `""` is one quote).
 */

interface TextDecoderLike {
  decode(input: Uint8Array): string;
}
type TextDecoderCtor = new (label: string, options?: { fatal?: boolean }) => TextDecoderLike;

/** TextDecoder exists in browsers and Node; the domain compiles without DOM or Node types. */
const Decoder = (globalThis as unknown as { TextDecoder: TextDecoderCtor }).TextDecoder;

export type TextEncoding = 'utf-8' | 'latin1';

/**
 * The text of a file's bytes: UTF-8 when the bytes are valid UTF-8, otherwise ISO-8859-1
 * (every byte is a Latin-1 character). A leading byte-order mark is dropped.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  let text: string;
  let encoding: TextEncoding = 'utf-8';
  try {
    text = new Decoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new Decoder('latin1').decode(bytes);
    encoding = 'latin1';
  }
  return { text: text.startsWith('\uFEFF') ? text.slice(1) : text, encoding };
}

export type CsvDelimiter = ';' | ',';

/** One record of a CSV file and the (1-based) line where it starts — the header is line 1. */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** A spreadsheet's record only: which cells held a number (it drops the leading zeros of a code it stores as one). */
  numeric?: readonly boolean[];
}

/** The delimiter of a file, told by its header line: the one of `;` and `,` found more often outside quotes. */
export function detectDelimiter(text: string): CsvDelimiter {
  let semicolons = 0;
  let commas = 0;
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && char === ';') semicolons++;
    else if (!isQuoted && char === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Splits CSV text into records (RFC 4180). Lenient where files are sloppy: a quote inside an
 * unquoted cell is kept as text, text after a closing quote is appended to the cell, and a
 * quote left open runs to the end of the file. Empty lines are skipped.
 */
export function parseCsv(input: string, delimiter: CsvDelimiter = detectDelimiter(input)): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let isQuoted = false;
  /** Whether the current cell started with a quote (so a later quote closes it). */
  let wasQuoted = false;
  let hasContent = false;

  const endCell = () => {
    cells.push(cell);
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (hasContent || cells.length > 1) records.push({ line: recordLine, cells });
    cells = [];
    hasContent = false;
  };

  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (isQuoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else {
          isQuoted = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && text[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell === '' && !wasQuoted) {
      isQuoted = true;
      wasQuoted = true;
      hasContent = true;
    } else if (char === delimiter) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += char;
      hasContent = true;
    }
  }
  if (hasContent || cells.length > 0) endRecord();
  return records;
}
