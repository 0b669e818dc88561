import type { TissGuideType } from '@honora/domain';
import { checkField, cleanValue } from './field-checks';
import { GUIDE_LAYOUTS, type FieldZone, type GuideLayout, type TableZone } from './layouts';
import { fold, skewOf, straighten, type OcrWord, type PlacedWord } from './words';
import { findLabels, leftOf, type Label } from './find-labels';

/** One field as read: the cleaned text, the engine's confidence and its box on the page image. */
export interface ReadField {
  value: string;
  confidence: number;
  box: [number, number, number, number] | null;
}

/** A cell's rectangle on the straightened page: left, top, right, bottom. */
export type CellRect = [number, number, number, number];

export interface ReadGuide {
  /** The page's skew (radians): cells are on the page turned back by it. */
  angle: number;
  /** Where each field's cell is on the straightened page (a second reading crops them). */
  cells: Record<string, CellRect>;
  /** Labels of the layout not found on the page (what support looks at first). */
  missingLabels: string[];
  type: TissGuideType;
  version: string;
  /** Share of the layout's labels found on the page (0–1). */
  labelsFound: number;
  fields: Record<string, ReadField>;
}

/** The box in the page image's own pixels around words (their Tesseract boxes). */
function boxOf(words: readonly OcrWord[]): [number, number, number, number] | null {
  if (words.length === 0) return null;
  const left = Math.min(...words.map((w) => w.left));
  const top = Math.min(...words.map((w) => w.top));
  const right = Math.max(...words.map((w) => w.left + w.width));
  const bottom = Math.max(...words.map((w) => w.top + w.height));
  return [left, top, right - left, bottom - top];
}

/**
 * A band's value is one printed line: its words left to right. A letter or two standing far right
 * of the value (more than two letters' width away) is the next box's rule, not text.
 */
function textOf(words: readonly PlacedWord[]): string {
  const sorted = [...words].sort((a, b) => a.cx - b.cx);
  const last = sorted.at(-1);
  const before = sorted.at(-2);
  if (last && before && /^\p{Lu}{1,2}$/u.test(last.text)) {
    const gap = leftOf(last) - (before.cx + before.width / 2);
    if (gap > last.height * 2) sorted.pop();
  }
  return sorted.map((w) => w.text).join(' ');
}

function fieldOf(zone: FieldZone, words: readonly PlacedWord[], labelConf: number): ReadField {
  const value = cleanValue(zone.kind, textOf(words));
  const confidence = words.length === 0 ? labelConf : Math.min(...words.map((w) => w.conf));
  return { value, confidence: Math.round(confidence * 10) / 10, box: boxOf(words) };
}

/**
 * The words inside a cell; a thin word hugging the cell's edge is the box's rule, not text (a
 * lone "1" in the middle of the cell stays).
 */
function withinCell(
  words: readonly PlacedWord[],
  left: number,
  right: number,
  top: number,
  bottom: number,
  size: number,
) {
  return words.filter((w) => {
    if (w.cx <= left || w.cx >= right || w.cy <= top || w.cy >= bottom) return false;
    const thin = w.width < size * 0.45;
    return !(thin && (w.cx - left < size * 0.5 || right - w.cx < size * 0.5));
  });
}

/** The left edge of the next label to the right on the same band (the cell's right edge). */
function rightEdge(label: Label, all: readonly Label[], pageRight: number): number {
  let edge = pageRight;
  for (const other of all) {
    if (other === label || Math.abs(other.head.cy - label.head.cy) > label.size * 2) continue;
    if (other.left > label.left + label.size && other.left < edge) edge = other.left;
  }
  return edge - label.size * 0.3;
}

function readFields(
  layout: GuideLayout,
  words: readonly PlacedWord[],
  labels: Map<string, Label>,
  pageRight: number,
  cells: Record<string, CellRect>,
) {
  const fields: Record<string, ReadField> = {};
  const all = [...labels.values()];
  for (const zone of layout.fields) {
    const label = labels.get(zone.label);
    if (!label) continue;
    const left = label.left - label.size * 0.4;
    const right = rightEdge(label, all, pageRight);
    const top = label.bottom + label.size * 0.2;
    const bottom = label.bottom + label.size * 3.6;
    // A box rule read as a letter or two at the cell's right end is no text (amounts aside, which end there).
    const inside = withinCell(words, left, right, top, bottom, label.size).filter(
      (w) => zone.kind === 'money' || !(w.cx > right - label.size * 1.5 && /^\p{L}{1,2}$/u.test(w.text)),
    );
    fields[zone.key] = fieldOf(zone, inside, label.head.conf);
    cells[zone.key] = [label.left + label.size * 0.1, top, right - label.size * 0.2, bottom - label.size * 0.3];
  }
  return fields;
}

/**
 * The table's left edge and width on the page, fitted (least squares) to the column labels
 * found: each label starts where its column starts, at the printer's share of the width.
 */
function tableSpan(columns: readonly { start: number; label: Label }[]): { left: number; width: number } | null {
  if (columns.length < 2) return null;
  const n = columns.length;
  const mx = columns.reduce((a, c) => a + c.start, 0) / n;
  const my = columns.reduce((a, c) => a + c.label.left, 0) / n;
  const sxx = columns.reduce((a, c) => a + (c.start - mx) ** 2, 0);
  if (sxx === 0) return null;
  const width = columns.reduce((a, c) => a + (c.start - mx) * (c.label.left - my), 0) / sxx;
  return width > 0 ? { left: my - width * mx, width } : null;
}

/**
 * The table's rows. Each row is anchored on its key column (the TUSS code, the professional's
 * name), the words of which sit on the row's line; every other word joins the anchor nearest its
 * line — so a skew left over across the table's width never splits or merges rows. Without
 * anchors, words are grouped by line.
 */
function tableRows(
  inside: readonly PlacedWord[],
  table: TableZone,
  starts: readonly number[],
  span: { left: number; width: number },
  size: number,
): PlacedWord[][] {
  const keyIndex = table.columns.findIndex((c) => c.key === table.rowKey);
  const keyLeft = span.left + starts[keyIndex]! * span.width;
  const keyRight = keyLeft + table.columns[keyIndex]!.w * span.width;
  const byLine = (words: readonly PlacedWord[]) => {
    const lines: PlacedWord[][] = [];
    for (const w of words) {
      const line = lines.at(-1);
      const lineY = line ? line.reduce((sum, x) => sum + x.cy, 0) / line.length : 0;
      if (line && Math.abs(lineY - w.cy) < Math.max(w.height, line[0]!.height) * 0.6) line.push(w);
      else lines.push([w]);
    }
    return lines;
  };
  const anchors = byLine(inside.filter((w) => w.cx > keyLeft && w.cx < keyRight)).map(
    (line) => line.reduce((sum, w) => sum + w.cy, 0) / line.length,
  );
  if (anchors.length === 0) return byLine(inside);
  const rows: PlacedWord[][] = anchors.map(() => []);
  for (const w of inside) {
    let best = -1;
    for (let i = 0; i < anchors.length; i++) {
      if (best < 0 || Math.abs(anchors[i]! - w.cy) < Math.abs(anchors[best]! - w.cy)) best = i;
    }
    if (Math.abs(anchors[best]! - w.cy) < size * 1.4) rows[best]!.push(w);
  }
  return rows.filter((row) => row.length > 0);
}

/** Rows of a table: words under the header clustered by line, each split at the printer's column edges. */
function readTable(
  table: TableZone,
  words: readonly PlacedWord[],
  labels: Map<string, Label>,
  cellRects: Record<string, CellRect>,
): Record<string, ReadField> {
  const starts: number[] = [];
  table.columns.reduce((at, column) => (starts.push(at), at + column.w), 0);
  const located = table.columns.flatMap((zone, i) => {
    const label = zone.key ? labels.get(zone.label) : undefined;
    return label ? [{ start: starts[i]!, label }] : [];
  });
  const span = tableSpan(located);
  if (!span) return {};
  const size = Math.min(...located.map((c) => c.label.size));
  // Column labels may wrap to a second line: the body starts a line below the lowest label.
  const headerBottom = Math.max(...located.map((c) => c.label.bottom)) + size * 1.2;
  const end = labels.get(table.endLabel)?.top ?? headerBottom + size * 6 * (table.rows + 1);
  const inside = words
    .filter((w) => w.cy > headerBottom && w.cy < end - size * 1.5 && w.cx > span.left && w.cx < span.left + span.width)
    .sort((a, b) => a.cy - b.cy);
  const rows = tableRows(inside, table, starts, span, size);
  const fields: Record<string, ReadField> = {};
  let index = 0;
  for (const row of rows) {
    const middle = row.reduce((sum, w) => sum + w.cy, 0) / row.length;
    const top = middle - size * 0.9;
    const bottom = middle + size * 0.9;
    const cells = table.columns.map((zone, i) => {
      const left = span.left + starts[i]! * span.width;
      const right = left + zone.w * span.width;
      return {
        zone,
        // The cell inside its box rules (a second reading crops it).
        rect: [left + size * 0.5, top, right - size * 0.8, bottom] as CellRect,
        words: withinCell(row, left, right, -Infinity, Infinity, size),
      };
    });
    const read = cells
      .filter((c) => c.zone.key)
      .map((c) => ({ key: c.zone.key, rect: c.rect, field: fieldOf(c.zone, c.words, 100) }));
    // A wrapped header line or a stray mark is no row: the row's key column must read as its kind.
    const key = read.find((c) => c.key === table.rowKey);
    const keyZone = table.columns.find((c) => c.key === table.rowKey)!;
    if (!key || key.field.value === '' || checkField(keyZone.kind, key.field.value) !== null || index >= table.rows) {
      continue;
    }
    for (const { key, rect, field } of read) {
      fields[`${table.prefix}.${index}.${key}`] = field;
      cellRects[`${table.prefix}.${index}.${key}`] = rect;
    }
    index++;
  }
  return fields;
}

function labelsOf(layout: GuideLayout): string[] {
  return [
    ...layout.fields.map((f) => f.label),
    ...layout.tables.flatMap((t) => [...t.columns.filter((c) => c.key).map((c) => c.label), t.endLabel]),
  ];
}

/** The layout whose title is on the page's top, else the one with most labels found. */
function chooseLayout(words: readonly PlacedWord[], pageHeight: number) {
  const top = new Set(words.filter((w) => w.cy < pageHeight * 0.12).map((w) => fold(w.text)));
  const scored = GUIDE_LAYOUTS.map((layout) => {
    const wanted = labelsOf(layout);
    const labels = findLabels(words, wanted);
    const titled = layout.titleWords.some((t) => top.has(t));
    return { layout, labels, share: labels.size / new Set(wanted).size, titled };
  });
  scored.sort((a, b) => Number(b.titled) - Number(a.titled) || b.share - a.share);
  return scored[0]!;
}

/**
 * Box rules read as bars and brackets: trimmed from words, and words of nothing else dropped —
 * but a lone bar, which may be a "1", stays until its cell decides (see `withinCell`).
 */
function cleanWords(raw: readonly OcrWord[]): OcrWord[] {
  return raw
    .map((w) => (w.text === '|' ? w : { ...w, text: w.text.replace(/^[|[\]{}()!'"‘’“”]+|[|[\]{}()!'"‘’“”]+$/g, '') }))
    .filter((w) => w.text === '|' || /[\p{L}\p{N}]/u.test(w.text));
}

/** The median slope between labels of one band (the same line on the form) far enough apart. */
function residualSkew(labels: readonly Label[]): number {
  const slopes: number[] = [];
  for (const a of labels) {
    for (const b of labels) {
      const dx = b.head.cx - a.head.cx;
      if (dx < 400 || Math.abs(b.head.cy - a.head.cy) > a.size * 2) continue;
      slopes.push((b.head.cy - a.head.cy) / dx);
    }
  }
  if (slopes.length < 3) return 0;
  slopes.sort((x, y) => x - y);
  return Math.atan(slopes[Math.floor(slopes.length / 2)]!);
}

/**
 * Reads a page's words as a TISS guide: straightens them, picks the layout, finds its labels and
 * reads each field and table row. Null when fewer than a third of any layout's labels are on the
 * page (not a guide this reader knows).
 */
export function readGuide(raw: readonly OcrWord[], page: { width: number; height: number }): ReadGuide | null {
  const clean = cleanWords(raw);
  let angle = skewOf(clean);
  let words = straighten(clean, angle);
  let best = chooseLayout(words, page.height);
  if (best.share < 1 / 3) return null;
  // The labels of one band stand on one line: what slope is left between them is skew still left.
  const residual = residualSkew([...best.labels.values()]);
  if (Math.abs(residual) > 0.0003) {
    angle += residual;
    words = straighten(clean, angle);
    best = chooseLayout(words, page.height);
    if (best.share < 1 / 3) return null;
  }
  const pageRight = page.width * 1.05;
  const cells: Record<string, CellRect> = {};
  const fields = readFields(best.layout, words, best.labels, pageRight, cells);
  for (const table of best.layout.tables) Object.assign(fields, readTable(table, words, best.labels, cells));
  return {
    angle,
    cells,
    type: best.layout.type,
    version: best.layout.version,
    labelsFound: Math.round(best.share * 1000) / 1000,
    missingLabels: labelsOf(best.layout).filter((l) => !best.labels.has(l)),
    fields,
  };
}
