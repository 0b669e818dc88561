import { describe, expect, it } from 'vitest';
import { clampedPage, pageCount } from './page-window';

describe('pageCount', () => {
  it.each([
    [0, 100, 1],
    [1, 100, 1],
    [100, 100, 1],
    [101, 100, 2],
    [17_895, 100, 179],
  ])('%i items in pages of %i → %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});

describe('clampedPage', () => {
  it.each([
    [500, 17_895, 100, 179],
    [180, 17_895, 100, 179],
    [179, 17_895, 100, null],
    [1, 17_895, 100, null],
    [3, 0, 100, 1],
    [1, 0, 100, null],
  ])('page %i of %i items (pages of %i) → %s', (page, total, size, expected) => {
    expect(clampedPage(page, total, size)).toBe(expected);
  });
});
