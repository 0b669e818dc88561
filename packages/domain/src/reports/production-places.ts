import type { Cents } from '../money/cents';
import { UF_BY_IBGE_CODE } from '../reference/ibge';

/**
 * Every company's production by period, state and city (platform.md §2 Map and BI; decision 038).
 * The figures come from the production summaries; where production happened is the city of the
 * event's hospital (the IBGE code of the hospitals registry): companies carry no address.
 */

/** Count and money in cents of a set of active events. */
export interface PlaceFigures {
  count: number;
  produced: Cents;
  received: Cents;
  glosado: Cents;
  inProcessing: Cents;
}

export const zeroFigures = (): PlaceFigures => ({
  count: 0,
  produced: 0n,
  received: 0n,
  glosado: 0n,
  inProcessing: 0n,
});

export function addFigures(a: PlaceFigures, b: PlaceFigures): PlaceFigures {
  return {
    count: a.count + b.count,
    produced: a.produced + b.produced,
    received: a.received + b.received,
    glosado: a.glosado + b.glosado,
    inProcessing: a.inProcessing + b.inProcessing,
  };
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** How many months "YYYY-MM" `from` to `until` span, both included (0 or less: `until` is before `from`). */
export const monthsSpanned = (from: string, until: string): number => monthIndex(until) - monthIndex(from) + 1;

/** The months of a period, "YYYY-MM", in order, both ends included. */
export function monthsOfPeriod(from: string, until: string): string[] {
  const start = monthIndex(from);
  return Array.from({ length: Math.max(0, monthsSpanned(from, until)) }, (_, i) => monthOf(start + i));
}

/** "YYYY-MM" moved by `delta` months. */
export const shiftMonth = (month: string, delta: number): string => monthOf(monthIndex(month) + delta);

/** The UF of a municipality code (its first two digits), or null when it is not one. */
export function ufOfIbgeCode(code: string | null | undefined): string | null {
  if (!code || !/^\d{7}$/.test(code)) return null;
  return UF_BY_IBGE_CODE[code.slice(0, 2)] ?? null;
}

/**
 * One company's production at one hospital place in the period, and whether it keeps a live
 * hospital there (a company is present where it has a hospital, even without production).
 * `ibgeCode` null: events without a hospital, or of a hospital without an IBGE code.
 */
export interface LocatedProduction {
  companyId: string;
  ibgeCode: string | null;
  liveHospitals: number;
  figures: PlaceFigures;
}

export interface CityName {
  name: string;
  uf: string;
}

export interface PlaceTotals {
  companies: number;
  figures: PlaceFigures;
}

export interface CityTotals extends PlaceTotals {
  ibgeCode: string;
  city: string;
  uf: string;
}

export interface StateTotals extends PlaceTotals {
  uf: string;
}

export interface ProductionPlaces {
  /** The 27 UFs in IBGE order. */
  states: StateTotals[];
  /** The cities with a company or production, by UF then name. */
  cities: CityTotals[];
  unlocated: PlaceTotals;
  /** Each company's main city: where it produced most, else where most of its live hospitals are. */
  mainCity: Map<string, string>;
}

interface Accumulator {
  companies: Set<string>;
  figures: PlaceFigures;
}

const accumulator = (): Accumulator => ({ companies: new Set(), figures: zeroFigures() });

function add(into: Accumulator, row: LocatedProduction): void {
  into.companies.add(row.companyId);
  into.figures = addFigures(into.figures, row.figures);
}

/** A company counts where it has a live hospital or production; a row with neither adds nothing. */
const counts = (row: LocatedProduction) => row.liveHospitals > 0 || row.figures.count !== 0;

interface CityScore {
  code: string;
  produced: Cents;
  count: number;
  liveHospitals: number;
}

/** Most produced, then most events, then most live hospitals, then the lower code (a stable choice). */
function isBetter(a: CityScore, b: CityScore): boolean {
  if (a.produced !== b.produced) return a.produced > b.produced;
  if (a.count !== b.count) return a.count > b.count;
  if (a.liveHospitals !== b.liveHospitals) return a.liveHospitals > b.liveHospitals;
  return a.code < b.code;
}

function mainCities(rows: readonly LocatedProduction[]): Map<string, string> {
  const scores = new Map<string, Map<string, CityScore>>();
  for (const row of rows) {
    if (!row.ibgeCode || !ufOfIbgeCode(row.ibgeCode) || !counts(row)) continue;
    const byCity = scores.get(row.companyId) ?? new Map<string, CityScore>();
    scores.set(row.companyId, byCity);
    const score = byCity.get(row.ibgeCode) ?? { code: row.ibgeCode, produced: 0n, count: 0, liveHospitals: 0 };
    byCity.set(row.ibgeCode, {
      ...score,
      produced: score.produced + row.figures.produced,
      count: score.count + row.figures.count,
      liveHospitals: score.liveHospitals + row.liveHospitals,
    });
  }
  const main = new Map<string, string>();
  for (const [companyId, byCity] of scores) {
    let best: CityScore | null = null;
    for (const score of byCity.values()) if (!best || isBetter(score, best)) best = score;
    if (best) main.set(companyId, best.code);
  }
  return main;
}

const byCityName = (compare: (a: string, b: string) => number) => (a: CityTotals, b: CityTotals) =>
  a.uf === b.uf ? compare(a.city, b.city) || (a.ibgeCode < b.ibgeCode ? -1 : 1) : a.uf < b.uf ? -1 : 1;

/**
 * Adds up the located production by city and by UF (a company counted once in each place it is
 * present), the unlocated production apart, and picks each company's main city. City names come
 * from `names` (the IBGE table), else the address's own text (`fallbackNames`), else the code.
 */
export function productionByPlace(
  rows: readonly LocatedProduction[],
  names: ReadonlyMap<string, CityName>,
  compareText: (a: string, b: string) => number,
  fallbackNames: ReadonlyMap<string, string> = new Map(),
): ProductionPlaces {
  const states = new Map(Object.values(UF_BY_IBGE_CODE).map((uf) => [uf, accumulator()]));
  const cities = new Map<string, Accumulator>();
  const unlocated = accumulator();
  for (const row of rows) {
    if (!counts(row)) continue;
    const uf = ufOfIbgeCode(row.ibgeCode);
    if (!uf || !row.ibgeCode) {
      if (row.figures.count !== 0) add(unlocated, row);
      continue;
    }
    add(states.get(uf)!, row);
    const city = cities.get(row.ibgeCode) ?? accumulator();
    cities.set(row.ibgeCode, city);
    add(city, row);
  }
  const totals = ({ companies, figures }: Accumulator): PlaceTotals => ({ companies: companies.size, figures });
  return {
    states: [...states].map(([uf, acc]) => ({ uf, ...totals(acc) })),
    cities: [...cities]
      .map(([ibgeCode, acc]) => ({
        ibgeCode,
        city: names.get(ibgeCode)?.name ?? fallbackNames.get(ibgeCode) ?? ibgeCode,
        uf: ufOfIbgeCode(ibgeCode)!,
        ...totals(acc),
      }))
      .sort(byCityName(compareText)),
    unlocated: totals(unlocated),
    mainCity: mainCities(rows),
  };
}
