import { messages } from '@honora/contract';

/**
 * The tile grid of Brazil's 27 UFs (decision 038): each state a square placed roughly where it is
 * — a grid cartogram, drawn by the screen without map tiles or the network. Column and row from
 * the top left; neighbours stay neighbours where the grid allows.
 */
export const UF_TILES: Readonly<Record<string, { col: number; row: number }>> = {
  RR: { col: 1, row: 0 },
  AP: { col: 2, row: 0 },
  AM: { col: 1, row: 1 },
  PA: { col: 2, row: 1 },
  MA: { col: 3, row: 1 },
  CE: { col: 4, row: 1 },
  RN: { col: 5, row: 1 },
  AC: { col: 0, row: 2 },
  RO: { col: 1, row: 2 },
  TO: { col: 2, row: 2 },
  PI: { col: 3, row: 2 },
  PE: { col: 4, row: 2 },
  PB: { col: 5, row: 2 },
  MT: { col: 1, row: 3 },
  GO: { col: 2, row: 3 },
  BA: { col: 3, row: 3 },
  SE: { col: 4, row: 3 },
  AL: { col: 5, row: 3 },
  MS: { col: 1, row: 4 },
  DF: { col: 2, row: 4 },
  MG: { col: 3, row: 4 },
  ES: { col: 4, row: 4 },
  PR: { col: 1, row: 5 },
  SP: { col: 2, row: 5 },
  RJ: { col: 3, row: 5 },
  SC: { col: 1, row: 6 },
  RS: { col: 1, row: 7 },
};

export const GRID_COLUMNS = 6;
export const GRID_ROWS = 8;

/** The state's name ("São Paulo"), from the catalog's address vocabulary. */
export const stateName = (uf: string): string => (messages.screens.registry.states as Record<string, string>)[uf] ?? uf;

/**
 * The color levels, lightest to darkest: 0 is "no data"; 1–4 split (0, max] in four equal steps.
 * Each pairs a background with the text color that keeps 4.5:1 on it (black on the light ones,
 * white on the darkest), in both color schemes.
 */
export const LEVELS = [
  { background: '#f1f3f5', color: '#1f2328', border: '#adb5bd' },
  { background: '#d0ebff', color: '#000000', border: '#74c0fc' },
  { background: '#74c0fc', color: '#000000', border: '#339af0' },
  { background: '#339af0', color: '#000000', border: '#1c7ed6' },
  { background: '#1864ab', color: '#ffffff', border: '#0b3d6b' },
] as const;

/** The level of a value against the largest one: 0 for nothing, else 1–4. */
export function levelOf(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((value / max) * 4)));
}

/**
 * The legend: the whole values (companies, or cents) each level 1–4 holds up to the largest
 * value — from just above one quarter step to the next; a level no whole value reaches is left out.
 */
export function legendRanges(max: number): { level: number; from: number; to: number }[] {
  return [1, 2, 3, 4]
    .map((level) => ({ level, from: Math.floor(((level - 1) * max) / 4) + 1, to: Math.floor((level * max) / 4) }))
    .filter((range) => range.from <= range.to);
}
