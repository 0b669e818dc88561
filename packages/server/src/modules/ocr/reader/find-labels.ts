import { fold, type PlacedWord } from './words';

/**
 * Finding the numbered labels of the ANS forms among the words read (decision 041): by the
 * label's number and first significant word, or by its words alone where a scan blurred the
 * number.
 */

/** Words that never start a label's match (articles, "Nº"). */
const STOP = new Set(['n', 'no', 'o', 'da', 'de', 'do', 'a']);

export interface Label {
  /** The label's number word. */
  head: PlacedWord;
  /** Straightened box of the whole label (number to matched word). */
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The label's text height (its number's). */
  size: number;
}

export const topOf = (w: PlacedWord) => w.cy - w.height / 2;
export const bottomOf = (w: PlacedWord) => w.cy + w.height / 2;
export const leftOf = (w: PlacedWord) => w.cx - w.width / 2;

/** The number and significant words of a label such as "21 - Código do Procedimento". */
function labelKey(label: string): { number: string; words: string[]; all: string[] } {
  const [number = '', rest = ''] = label.split(' - ');
  const all = rest
    .split(/\s+/)
    .map(fold)
    .filter((t) => t.length > 0 && !STOP.has(t));
  return { number, words: all.slice(0, 3), all };
}

/** The significant words that run on from `head` along its line (gaps under three letters' height). */
function runOf(sorted: readonly PlacedWord[], head: PlacedWord): string[] {
  const run = [fold(head.text)];
  let last = head;
  for (const w of wordsAfter(sorted, head, 8)) {
    if (leftOf(w) - (last.cx + last.width / 2) > head.height * 3) break;
    last = w;
    const f = fold(w.text);
    if (f && !STOP.has(f)) run.push(f);
  }
  return run;
}

/** Edit distance at most one (a letter misread in a label still finds it). */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 4) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i) || a.slice(i) === b.slice(i + 1);
}

const matches = (w: PlacedWord, word: string) => {
  const f = fold(w.text);
  return nearlyEqual(f, word) || (word.length >= 5 && f.startsWith(word));
};

/** The next words to the right of `head` on its straightened line. */
function wordsAfter(sorted: readonly PlacedWord[], head: PlacedWord, count: number): PlacedWord[] {
  const size = head.height;
  return sorted
    .filter((w) => w !== head && Math.abs(w.cy - head.cy) < size * 0.7 && w.cx > head.cx && w.cx - head.cx < size * 18)
    .sort((a, b) => a.cx - b.cx)
    .slice(0, count);
}

function labelOf(head: PlacedWord, parts: readonly PlacedWord[], size: number, numbered: boolean): Label {
  return {
    head,
    // Without its number, the label (and the value under it) starts about two digits further left.
    left: Math.min(...parts.map(leftOf)) - (numbered ? 0 : size * 2),
    right: Math.max(...parts.map((w) => w.cx + w.width / 2)),
    top: Math.min(...parts.map(topOf)),
    bottom: Math.max(...parts.map(bottomOf)),
    size,
  };
}

/**
 * Finds each label of the layout. First by its number (alone or with its dash) followed on its
 * line by the label's first significant word; then, for labels whose small number the scan
 * blurred, by their words alone — in reading order when the form repeats them (two "Código
 * CNES" are the hospital's and the executor's, top to bottom).
 */
export function findLabels(words: readonly PlacedWord[], labels: readonly string[]): Map<string, Label> {
  const found = new Map<string, Label>();
  const used = new Set<PlacedWord>();
  const keys = new Map(labels.map((label) => [label, labelKey(label)]));
  const sorted = [...words].sort((a, b) => a.cy - b.cy || a.cx - b.cx);
  for (const head of sorted) {
    const number = head.text.replace(/[-–—:.]+$/, '');
    if (!/^\d{1,2}$/.test(number)) continue;
    const after = wordsAfter(sorted, head, 4);
    for (const [label, key] of keys) {
      if (key.number !== number || found.has(label) || key.words.length === 0) continue;
      const match = after.find((w) => matches(w, key.words[0]!));
      if (!match) continue;
      const parts = [head, ...after.filter((w) => w.cx <= match.cx)];
      parts.forEach((w) => used.add(w));
      found.set(label, labelOf(head, parts, head.height, true));
    }
  }
  const missing = new Map<string, string[]>();
  for (const [label, key] of keys) {
    if (found.has(label) || key.words.length === 0) continue;
    const signature = key.all.join(' ');
    missing.set(signature, [...(missing.get(signature) ?? []), label]);
  }
  for (const [signature, group] of missing) {
    const all = signature.split(' ');
    const wanted = all.slice(0, 3);
    // The words that run on from the candidate are the label's own (a wrapped header may stop early).
    const candidates = sorted.filter((w) => {
      if (used.has(w) || !matches(w, all[0]!)) return false;
      const run = runOf(sorted, w);
      return (
        run.length <= all.length &&
        run.length >= Math.min(all.length, 2) &&
        run.every((f, i) => nearlyEqual(f, all[i]!) || (all[i]!.length >= 5 && f.startsWith(all[i]!)))
      );
    });
    if (candidates.length !== group.length) continue;
    candidates.forEach((head, i) => {
      const parts = [head, ...wordsAfter(sorted, head, wanted.length - 1)];
      const size = Math.min(...parts.map((w) => w.height)) * 0.8;
      found.set(group[i]!, labelOf(head, parts, size, false));
    });
  }
  return found;
}
