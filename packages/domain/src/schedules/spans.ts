/**
 * Half-open spans of time [start, end): two spans that only touch do not meet (a plantão ending
 * at 19:00 and the next starting at 19:00 never overlap). Indexes answer in O(log n).
 */
import type { TimeSpan } from './types';

export const spansMeet = (a: TimeSpan, b: TimeSpan): boolean => a.start < b.end && b.start < a.end;

/** Number of sorted `starts` below `limit` (or at most `limit` when `orEqual`). */
function countBelow(starts: readonly number[], limit: number, orEqual = false): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (starts[middle]! < limit || (orEqual && starts[middle] === limit)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Spans sorted by start, each with the one of greatest end among it and those before it. */
export interface SpanIndex<T extends TimeSpan> {
  /** One span that meets `span` (the one reaching furthest among those starting before its end), or undefined. */
  meeting(span: TimeSpan): T | undefined;
}

/** `tie` orders spans of equal start and end, so the span told does not depend on the input's order. */
export function spanIndex<T extends TimeSpan>(spans: readonly T[], tie?: (a: T, b: T) => number): SpanIndex<T> {
  const sorted = spans
    .filter((s) => s.start < s.end)
    .sort((a, b) => a.start - b.start || a.end - b.end || (tie ? tie(a, b) : 0));
  const starts = sorted.map((s) => s.start);
  const furthest: T[] = [];
  for (const span of sorted) {
    const before = furthest.at(-1);
    furthest.push(before && before.end >= span.end ? before : span);
  }
  return {
    meeting(span) {
      if (!(span.start < span.end)) return undefined;
      const count = countBelow(starts, span.end);
      const candidate = count > 0 ? furthest[count - 1] : undefined;
      return candidate && candidate.end > span.start ? candidate : undefined;
    },
  };
}

/** The union of spans, merged where they meet or touch: answers whether a span lies wholly inside it. */
export interface SpanCover {
  covers(span: TimeSpan): boolean;
}

export function spanCover(spans: readonly TimeSpan[]): SpanCover {
  const sorted = spans.filter((s) => s.start < s.end).sort((a, b) => a.start - b.start);
  const starts: number[] = [];
  const ends: number[] = [];
  for (const span of sorted) {
    const last = ends.length - 1;
    if (last >= 0 && span.start <= ends[last]!) ends[last] = Math.max(ends[last]!, span.end);
    else {
      starts.push(span.start);
      ends.push(span.end);
    }
  }
  return {
    covers(span) {
      // The merged piece starting at or before the span's start is the only one that can hold it.
      const count = countBelow(starts, span.start, true);
      return count > 0 && ends[count - 1]! >= span.end;
    },
  };
}
