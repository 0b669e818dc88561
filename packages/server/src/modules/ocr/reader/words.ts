/**
 * The words Tesseract reads on a page (its TSV output): text, confidence (0–100) and box in
 * pixels, with the block/paragraph/line they belong to.
 */
export interface OcrWord {
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Tesseract's line: block, paragraph and line numbers joined. */
  line: string;
}

/** Parses `tesseract … tsv`: level 5 rows are words; empty words are dropped. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cols = row.split('\t');
    if (cols.length < 12 || cols[0] !== '5') continue;
    const text = (cols[11] ?? '').trim();
    if (!text) continue;
    words.push({
      text,
      conf: Math.max(0, Number(cols[10])),
      left: Number(cols[6]),
      top: Number(cols[7]),
      width: Number(cols[8]),
      height: Number(cols[9]),
      line: `${cols[2]}.${cols[3]}.${cols[4]}`,
    });
  }
  return words;
}

/** Lower case, no accents, letters and digits only (º reads as o or °: both fold away). */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/**
 * The page's skew in radians, from the slope of Tesseract's text lines (the median over pairs
 * of words of one line far enough apart): a scan turned by a degree or two still reads by zones.
 */
export function skewOf(words: readonly OcrWord[]): number {
  const byLine = new Map<string, OcrWord[]>();
  for (const w of words) {
    if (w.conf < 80 || w.text.length < 3) continue;
    const list = byLine.get(w.line) ?? [];
    list.push(w);
    byLine.set(w.line, list);
  }
  const slopes: number[] = [];
  for (const list of byLine.values()) {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const a = list[i]!;
        const b = list[j]!;
        const dx = b.left + b.width / 2 - (a.left + a.width / 2);
        if (Math.abs(dx) < 300) continue;
        slopes.push((b.top + b.height - (a.top + a.height)) / dx);
      }
    }
  }
  if (slopes.length === 0) return 0;
  slopes.sort((x, y) => x - y);
  return Math.atan(slopes[Math.floor(slopes.length / 2)]!);
}

/** A word placed on the straightened page: its centre and size. */
export interface PlacedWord extends OcrWord {
  cx: number;
  cy: number;
}

/** Turns each word's centre by -angle so that text lines run level. */
export function straighten(words: readonly OcrWord[], angle: number): PlacedWord[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return words.map((w) => {
    const x = w.left + w.width / 2;
    const y = w.top + w.height / 2;
    return { ...w, cx: x * cos + y * sin, cy: -x * sin + y * cos };
  });
}
