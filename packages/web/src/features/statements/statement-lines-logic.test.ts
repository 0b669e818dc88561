import type { StatementLineView, StatementMatchValue } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { canMatchLine, canUnmatchLine, openLineCount, pageOf, tabCount, tabOf } from './statement-lines-logic';

const EVENT = '7d1f2e4c-0000-4000-8000-000000000001';

type Line = Pick<StatementLineView, 'id' | 'match' | 'eventId' | 'posted'>;

function line(match: StatementMatchValue, overrides: Partial<Line> = {}): Line {
  const hasEvent = match === 'matched' || match === 'valueDiffers' || match === 'manual';
  return {
    id: `line-${Math.random()}`,
    match,
    eventId: hasEvent ? EVENT : null,
    posted: false,
    ...overrides,
  };
}

const counts = { total: 9, matched: 3, valueDiffers: 1, ambiguous: 2, notFound: 2, manual: 1, posted: 0 };

describe('the result tabs', () => {
  it.each([
    [null, 'all'],
    ['', 'all'],
    ['matched', 'matched'],
    ['notFound', 'notFound'],
    ['manual', 'manual'],
    ['posted', 'all'],
    ['MATCHED', 'all'],
  ] as const)('?match=%s opens the tab %s', (value, tab) => {
    expect(tabOf(value)).toBe(tab);
  });

  it.each([
    [null, 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['1.5', 1],
    ['abc', 1],
  ] as const)('?page=%s is page %i', (value, page) => {
    expect(pageOf(value)).toBe(page);
  });

  it('counts each tab from the statement counts; Todos is every line', () => {
    expect(tabCount(counts, 'all')).toBe(9);
    expect(tabCount(counts, 'matched')).toBe(3);
    expect(tabCount(counts, 'ambiguous')).toBe(2);
    expect(openLineCount(counts)).toBe(4);
  });
});

describe('matching by hand', () => {
  it.each([
    ['notFound', true, false],
    ['ambiguous', true, false],
    ['matched', false, true],
    ['valueDiffers', false, true],
    ['manual', false, true],
  ] as const)('a %s line: match %s, undo %s', (match, mayMatch, mayUndo) => {
    expect(canMatchLine(line(match))).toBe(mayMatch);
    expect(canUnmatchLine(line(match))).toBe(mayUndo);
  });

  it('a posted line never changes; a posted statement keeps its unposted lines as a work list', () => {
    for (const match of ['notFound', 'matched'] as const) {
      expect(canMatchLine(line(match, { posted: true }))).toBe(false);
      expect(canUnmatchLine(line(match, { posted: true }))).toBe(false);
    }
    expect(canMatchLine(line('notFound'))).toBe(true);
    expect(canUnmatchLine(line('matched'))).toBe(true);
  });
});
