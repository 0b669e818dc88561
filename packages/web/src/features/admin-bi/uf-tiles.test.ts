import { readFileSync } from 'node:fs';
import { UF_BY_IBGE_CODE } from '@honora/domain';
import { sharedPath } from '@honora/db/testing';
import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS, GRID_ROWS, legendRanges, levelOf, stateName, UF_TILES } from './uf-tiles';

/** The IBGE states file (../shared, read in place): code, UF, name, latitude, longitude, region. */
const states = readFileSync(sharedPath('data', 'ibge', 'estados.csv'), 'utf8')
  .replace(/^\uFEFF/, '')
  .split(/\r?\n/)
  .slice(1)
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [code, uf, name, latitude, longitude] = line.split(',');
    return { code: code!, uf: uf!, name: name!, latitude: Number(latitude), longitude: Number(longitude) };
  });

describe('the tile grid of Brazil', () => {
  it('has a tile for each of the 27 UFs of the IBGE file, and no other', () => {
    expect(states).toHaveLength(27);
    expect(Object.keys(UF_TILES).sort()).toEqual(states.map((s) => s.uf).sort());
    expect(Object.values(UF_BY_IBGE_CODE).sort()).toEqual(states.map((s) => s.uf).sort());
  });

  it('places no two states on one square, all inside the grid', () => {
    const squares = Object.values(UF_TILES).map(({ col, row }) => `${col},${row}`);
    expect(new Set(squares).size).toBe(27);
    for (const { col, row } of Object.values(UF_TILES)) {
      expect(col).toBeGreaterThanOrEqual(0);
      expect(col).toBeLessThan(GRID_COLUMNS);
      expect(row).toBeGreaterThanOrEqual(0);
      expect(row).toBeLessThan(GRID_ROWS);
    }
  });

  it('keeps the states roughly where they are: a tile further north or west is so on the map', () => {
    // Of every pair of states well apart (more than 4 degrees), the northern one is never on a
    // lower row, and the western one never on a column further right.
    for (const a of states) {
      for (const b of states) {
        if (a.latitude - b.latitude > 4)
          expect(UF_TILES[a.uf]!.row, `${a.uf} north of ${b.uf}`).toBeLessThanOrEqual(UF_TILES[b.uf]!.row);
        if (b.longitude - a.longitude > 4)
          expect(UF_TILES[a.uf]!.col, `${a.uf} west of ${b.uf}`).toBeLessThanOrEqual(UF_TILES[b.uf]!.col);
      }
    }
  });

  it('names each state as the IBGE file does', () => {
    for (const state of states) expect(stateName(state.uf)).toBe(state.name);
  });

  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [25, 100, 1],
    [26, 100, 2],
    [75, 100, 3],
    [100, 100, 4],
    [5, 0, 0],
  ])('colors %d of a largest %d at level %d', (value, max, level) => {
    expect(levelOf(value, max)).toBe(level);
  });

  it('splits the legend in quarters of the largest value, each range holding exactly its level', () => {
    expect(legendRanges(400)).toEqual([
      { level: 1, from: 1, to: 100 },
      { level: 2, from: 101, to: 200 },
      { level: 3, from: 201, to: 300 },
      { level: 4, from: 301, to: 400 },
    ]);
    expect(legendRanges(3)).toEqual([
      { level: 2, from: 1, to: 1 },
      { level: 3, from: 2, to: 2 },
      { level: 4, from: 3, to: 3 },
    ]);
    expect(legendRanges(0)).toEqual([]);
    for (const max of [1, 2, 3, 5, 7, 10, 123457]) {
      for (const { level, from, to } of legendRanges(max)) {
        expect(levelOf(from, max), `${from} of ${max}`).toBe(level);
        expect(levelOf(to, max), `${to} of ${max}`).toBe(level);
      }
    }
  });
});
