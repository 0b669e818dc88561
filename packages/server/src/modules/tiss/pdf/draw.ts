import { toWinAnsi } from './text';

/**
 * Drawing primitives of the ANS paper forms: labelled boxes laid out in bands across the page
 * (widths as fractions of the content width, so portrait and landscape share one layout),
 * grey section bars, and ruled tables.
 */

export const MARGIN = 18;
const LINE = 0.5;
const LABEL_SIZE = 5.5;
const VALUE_SIZE = 8;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

export interface Canvas {
  doc: PDFKit.PDFDocument;
  /** Content box. */
  left: number;
  width: number;
  bottom: number;
}

export function canvasOf(doc: PDFKit.PDFDocument): Canvas {
  return {
    doc,
    left: MARGIN,
    width: doc.page.width - 2 * MARGIN,
    bottom: doc.page.height - MARGIN,
  };
}

/** Widths measured per font and size: the forms' labels repeat on every page. */
const widths = new Map<string, number>();

function widthOf(doc: PDFKit.PDFDocument, text: string): number {
  const font = doc as unknown as { _font: { name: string }; _fontSize: number };
  const key = `${font._font.name}\u0000${font._fontSize}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    width = doc.widthOfString(text);
    if (widths.size > 20_000) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** Writes one line of text cut to `width` (with an ellipsis) at the current font. */
export function line(
  doc: PDFKit.PDFDocument,
  raw: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right' | 'center' = 'left',
): void {
  const [text, textWidth] = fit(doc, toWinAnsi(raw), width);
  if (!text) return;
  const dx = align === 'right' ? width - textWidth : align === 'center' ? (width - textWidth) / 2 : 0;
  doc.text(text, x + Math.max(0, dx), y, { lineBreak: false });
}

/** The text (cut with an ellipsis when wider than `width`) and its width. */
function fit(doc: PDFKit.PDFDocument, text: string, width: number): [string, number] {
  if (!text) return ['', 0];
  const full = widthOf(doc, text);
  if (full <= width) return [text, full];
  let length = Math.floor((text.length * width) / full);
  while (length > 0) {
    const cut = `${text.slice(0, length).trimEnd()}…`;
    const cutWidth = doc.widthOfString(cut);
    if (cutWidth <= width) return [cut, cutWidth];
    length--;
  }
  return ['', 0];
}

export interface Cell {
  /** Fraction of the band's width. */
  w: number;
  /** null: an empty space, no box. */
  label: string | null;
  value?: string;
  align?: 'left' | 'right' | 'center';
}

/** A row of labelled boxes of height `h`; answers the y below it. */
export function band(canvas: Canvas, y: number, h: number, cells: readonly Cell[]): number {
  const { doc } = canvas;
  let x = canvas.left;
  for (const cell of cells) {
    const w = cell.w * canvas.width;
    if (cell.label !== null) {
      doc.lineWidth(LINE).rect(x, y, w, h).stroke();
      doc.font(FONT).fontSize(LABEL_SIZE);
      line(doc, cell.label, x + 2, y + 1.5, w - 4);
      doc.fontSize(VALUE_SIZE);
      line(doc, cell.value ?? '', x + 3, y + h - VALUE_SIZE - 2, w - 6, cell.align);
    }
    x += w;
  }
  return y + h;
}

/** A box with a label and wrapped text (observação); answers the y below it. */
export function textBox(canvas: Canvas, y: number, h: number, label: string, text: string): number {
  const { doc } = canvas;
  doc.lineWidth(LINE).rect(canvas.left, y, canvas.width, h).stroke();
  doc.font(FONT).fontSize(LABEL_SIZE);
  line(doc, label, canvas.left + 2, y + 1.5, canvas.width - 4);
  const body = toWinAnsi(text, true).slice(0, 1000);
  if (body.trim()) {
    doc.fontSize(7).text(body, canvas.left + 3, y + 9, {
      width: canvas.width - 6,
      height: h - 11,
      ellipsis: true,
      lineGap: 0,
    });
  }
  return y + h;
}

/** The grey bar that opens a section of the form; answers the y below it. */
export function section(canvas: Canvas, y: number, title: string): number {
  const { doc } = canvas;
  const h = 9;
  doc.save().rect(canvas.left, y, canvas.width, h).fill('#d9d9d9').restore();
  doc.fillColor('black').font(BOLD).fontSize(6.5);
  line(doc, title, canvas.left + 3, y + 1.8, canvas.width - 6);
  return y + h;
}

export interface Column {
  w: number;
  label: string;
  align?: 'left' | 'right' | 'center';
}

/**
 * A ruled table: a header row of (up to two-line) labels and `rows` body rows, blank after the
 * data; answers the y below it.
 */
export function table(
  canvas: Canvas,
  y: number,
  columns: readonly Column[],
  data: readonly (readonly string[])[],
  rows: number,
  rowH = 12,
): number {
  const { doc } = canvas;
  const headerH = 14;
  const height = headerH + rows * rowH;
  doc.lineWidth(LINE).rect(canvas.left, y, canvas.width, height).stroke();
  let x = canvas.left;
  columns.forEach((column, i) => {
    const w = column.w * canvas.width;
    if (i > 0)
      doc
        .moveTo(x, y)
        .lineTo(x, y + height)
        .stroke();
    doc.font(FONT).fontSize(5);
    const label = toWinAnsi(column.label);
    doc.text(label, x + 1.5, y + 1.5, { width: w - 3, height: headerH - 2, ellipsis: true, lineGap: -0.5 });
    x += w;
  });
  doc
    .moveTo(canvas.left, y + headerH)
    .lineTo(canvas.left + canvas.width, y + headerH)
    .stroke();
  const size = Math.min(7, rowH - 3);
  for (let r = 0; r < rows; r++) {
    const rowY = y + headerH + r * rowH;
    if (r > 0) {
      doc
        .lineWidth(0.25)
        .moveTo(canvas.left, rowY)
        .lineTo(canvas.left + canvas.width, rowY)
        .stroke()
        .lineWidth(LINE);
    }
    const values = data[r];
    if (!values) continue;
    doc.font(FONT).fontSize(size);
    let cx = canvas.left;
    columns.forEach((column, i) => {
      const w = column.w * canvas.width;
      line(doc, values[i] ?? '', cx + 2, rowY + (rowH - size) / 2, w - 4, column.align);
      cx += w;
    });
  }
  return y + height;
}

/** The form's heading: company block (configPdf.showLogo), title, insurer and page. */
export function heading(
  canvas: Canvas,
  parts: { company: string[] | null; title: string; insurer: string; page: string },
): number {
  const { doc } = canvas;
  const y = MARGIN;
  const h = 30;
  const side = canvas.width * 0.24;
  if (parts.company) {
    doc.font(BOLD).fontSize(9);
    line(doc, parts.company[0] ?? '', canvas.left, y + 2, side);
    doc.font(FONT).fontSize(7);
    parts.company.slice(1).forEach((text, i) => line(doc, text, canvas.left, y + 13 + i * 8, side));
  }
  const titleX = parts.company ? canvas.left + side : canvas.left;
  const titleW = canvas.width - side - (parts.company ? side : 0);
  // The title on one line when a smaller size fits it (the SP/SADT one is long), else wrapped.
  const title = toWinAnsi(parts.title);
  let size = 9;
  doc.font(BOLD).fontSize(size);
  while (size > 7 && widthOf(doc, title) > titleW - 8) doc.fontSize((size -= 0.5));
  doc.text(title, titleX + 4, y + 4, { width: titleW - 8, height: 24, align: 'center', ellipsis: true, lineGap: 0 });
  doc.font(FONT).fontSize(7);
  line(doc, parts.insurer, canvas.left + canvas.width - side, y + 4, side, 'right');
  line(doc, parts.page, canvas.left + canvas.width - side, y + 14, side, 'right');
  return y + h + 2;
}
