import { fmt, messages } from '@honora/contract';
import { formatCents, toCents } from '@honora/domain';
import PDFDocument from 'pdfkit';
import { BOLD, FONT, MARGIN, canvasOf, formDocument, line, toWinAnsi, type Canvas } from '../tiss';
import type { DocumentCompany } from './transfer-documents';

/**
 * What the statement and the income report share (billing.md §3 Transfer and user transfer):
 * the pt-BR formats (R$ 1.234,56, 27,5%), a page flow that starts a new page with the document's
 * heading when the next block does not fit, ruled tables whose header repeats on each page, and
 * the PDF itself, each receiver's pages numbered on their own ("Página x de y").
 */

const p = messages.screens.transferPdf;
const HEADER_H = 12;
const FOOTER_H = 14;
const ROW_SIZE = 7;
const DETAIL_SIZE = 6.5;

/** Money text ("1234.56") → "R$ 1.234,56"; nothing when the value is hidden, as given when it is not money. */
export function money(value: string | null | undefined): string {
  if (value === undefined || value === null || value === '') return '';
  try {
    return formatCents(toCents(value));
  } catch {
    return value;
  }
}

/** Cents of a money text, 0 when it is hidden or not money. */
export function centsOf(value: string | null | undefined): bigint {
  try {
    return value ? toCents(value) : 0n;
  } catch {
    return 0n;
  }
}

/** A rate as given ("27.5", "20.00") → "27,5%", "20%". */
export function percent(rate: string | null | undefined): string {
  if (!rate) return '';
  const m = /^(\d+)(?:\.(\d*?))0*$/.exec(rate.trim()) ?? /^(\d+)()$/.exec(rate.trim());
  if (!m) return `${rate}%`;
  return m[2] ? `${m[1]},${m[2]}%` : `${m[1]}%`;
}

/**
 * The heading of every page: the company (name and CNPJ) on the left, the document's title, the
 * receiver and the period on the right, over a rule; answers the y below it. The guides' heading
 * keeps a quarter of the width for the company, too little for a cooperative's name in portrait.
 */
export function documentHeading(
  canvas: Canvas,
  parts: { company: DocumentCompany; title: string; receiver: string; period: string },
): number {
  const { doc } = canvas;
  const y = MARGIN;
  const half = canvas.width / 2;
  const right = canvas.left + half;
  doc.fillColor('black').font(BOLD).fontSize(10);
  line(doc, parts.company.name, canvas.left, y + 2, half - 8);
  doc.font(FONT).fontSize(7);
  if (parts.company.cnpj)
    line(doc, fmt(p.cnpj, { cnpj: formDocument(parts.company.cnpj) }), canvas.left, y + 15, half - 8);
  doc.font(BOLD).fontSize(11);
  line(doc, parts.title, right, y + 1, half, 'right');
  doc.font(BOLD).fontSize(8);
  line(doc, parts.receiver, right, y + 15, half, 'right');
  doc.font(FONT).fontSize(7);
  line(doc, parts.period, right, y + 25, half, 'right');
  doc
    .lineWidth(0.5)
    .moveTo(canvas.left, y + 34)
    .lineTo(canvas.left + canvas.width, y + 34)
    .stroke();
  return y + 40;
}

export interface TableColumn {
  /** Fraction of the content width. */
  w: number;
  label: string;
  align?: 'left' | 'right';
}

/** The grey header row of a table; answers the y below it. */
export function headerRow(canvas: Canvas, y: number, columns: readonly TableColumn[]): number {
  const { doc } = canvas;
  doc.save().rect(canvas.left, y, canvas.width, HEADER_H).fill('#d9d9d9').restore();
  doc.fillColor('black').font(BOLD).fontSize(6);
  let x = canvas.left;
  for (const column of columns) {
    const w = column.w * canvas.width;
    line(doc, column.label, x + 3, y + 3, w - 6, column.align);
    x += w;
  }
  return y + HEADER_H;
}

/**
 * One ruled row of `h` points (its cells on the first 11), with an optional wrapped `detail` under
 * the cells from the first column on; answers the y below it.
 */
export function tableRow(
  canvas: Canvas,
  y: number,
  columns: readonly TableColumn[],
  values: readonly string[],
  options: { h: number; bold?: boolean; detail?: string } = { h: 11 },
): number {
  const { doc } = canvas;
  doc
    .fillColor('black')
    .font(options.bold ? BOLD : FONT)
    .fontSize(ROW_SIZE);
  let x = canvas.left;
  columns.forEach((column, i) => {
    const w = column.w * canvas.width;
    line(doc, values[i] ?? '', x + 3, y + 2.5, w - 6, column.align);
    x += w;
  });
  if (options.detail) {
    doc.font(FONT).fontSize(DETAIL_SIZE).fillColor('#333333');
    doc.text(toWinAnsi(options.detail), canvas.left + 3, y + 11, {
      width: canvas.width - 6,
      height: options.h - 11,
      lineGap: 0,
    });
    doc.fillColor('black');
  }
  doc
    .lineWidth(0.25)
    .moveTo(canvas.left, y + options.h)
    .lineTo(canvas.left + canvas.width, y + options.h)
    .stroke();
  return y + options.h;
}

/** The height of a row whose `detail` wraps under its cells. */
export function rowHeight(canvas: Canvas, detail: string | undefined): number {
  if (!detail) return 11;
  canvas.doc.font(FONT).fontSize(DETAIL_SIZE);
  return 11 + canvas.doc.heightOfString(toWinAnsi(detail), { width: canvas.width - 6, lineGap: 0 }) + 2;
}

/** A short text line (a note, an empty table's message); answers the y below it. */
export function note(canvas: Canvas, y: number, text: string, size = ROW_SIZE): number {
  canvas.doc.fillColor('black').font(FONT).fontSize(size);
  line(canvas.doc, text, canvas.left + 3, y + 2.5, canvas.width - 6);
  return y + size + 5;
}

/**
 * The pages of one document: `start` draws its heading on a new page and answers the y below it;
 * `ensure(h)` starts a new page when `h` more points do not fit above the footer.
 */
export class PageFlow {
  canvas!: Canvas;
  y = 0;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly start: (canvas: Canvas) => number,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.canvas = canvasOf(this.doc);
    this.y = this.start(this.canvas);
  }

  /** true when a new page was started. */
  ensure(h: number): boolean {
    if (this.y + h <= this.canvas.bottom - FOOTER_H) return false;
    this.newPage();
    return true;
  }

  /** A table's rows, the header row repeated on every page the table continues on. */
  rows(columns: readonly TableColumn[], rows: readonly { values: string[]; detail?: string; bold?: boolean }[]): void {
    const first = rowHeight(this.canvas, rows[0]?.detail);
    this.ensure(12 + first);
    this.y = headerRow(this.canvas, this.y, columns);
    for (const row of rows) {
      const h = rowHeight(this.canvas, row.detail);
      if (this.ensure(h)) this.y = headerRow(this.canvas, this.y, columns);
      this.y = tableRow(this.canvas, this.y, columns, row.values, { h, bold: row.bold, detail: row.detail });
    }
  }
}

/** "Página x de y" at the foot of every page, each document (from its first page index) counted on its own. */
function numberPages(doc: PDFKit.PDFDocument, starts: readonly number[]): void {
  const { start, count } = doc.bufferedPageRange();
  const end = start + count;
  starts.forEach((first, d) => {
    const last = starts[d + 1] ?? end;
    for (let i = first; i < last; i++) {
      doc.switchToPage(i);
      const canvas = canvasOf(doc);
      doc.fillColor('black').font(FONT).fontSize(7);
      line(
        doc,
        fmt(p.page, { page: i - first + 1, pages: last - first }),
        canvas.left,
        canvas.bottom - 8,
        canvas.width,
        'right',
      );
    }
  });
}

export interface RenderOptions {
  title: string;
  layout: 'portrait' | 'landscape';
  /** false writes the page contents uncompressed (tests read them). */
  compress?: boolean;
}

/**
 * A PDF of several documents: `drawOne` draws each on its own pages (it starts them with a
 * PageFlow). Rejects with a RangeError when there is no document.
 */
export function renderDocuments<T>(
  items: readonly T[],
  options: RenderOptions,
  drawOne: (doc: PDFKit.PDFDocument, item: T) => void,
): Promise<Buffer> {
  if (items.length === 0) return Promise.reject(new RangeError('a PDF needs at least one document'));
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout,
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    compress: options.compress ?? true,
    info: { Title: toWinAnsi(options.title), Creator: 'Honora', Producer: 'Honora' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    const starts: number[] = [];
    for (const item of items) {
      const { start, count } = doc.bufferedPageRange();
      starts.push(start + count);
      drawOne(doc, item);
    }
    numberPages(doc, starts);
    doc.end();
  } catch (error) {
    doc.end();
    return done.then(() => Promise.reject(error as Error));
  }
  return done;
}
