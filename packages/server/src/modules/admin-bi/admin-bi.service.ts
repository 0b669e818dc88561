import {
  ADMIN_BI_MAX_MONTHS,
  messages,
  msg,
  type AdminBiCompany,
  type AdminBiQuery,
  type AdminBiResponse,
  type AdminFigures,
  type AdminMapQuery,
  type AdminMapResponse,
  type AdminPlace,
} from '@honora/contract';
import {
  addFigures,
  brazilDate,
  centsText,
  compareText,
  monthsOfPeriod,
  monthsSpanned,
  productionByPlace,
  shiftMonth,
  toCents,
  isInRegion,
  ufOfIbgeCode,
  zeroFigures,
  type CityName,
  type LocatedProduction,
  type PlaceFigures,
  type PlaceTotals,
} from '@honora/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { regionFilter } from '../regions';
import {
  companyMonths,
  liveCompanyCount,
  locatedProduction,
  type CompanyMonthRow,
  type LocatedRow,
  type MonthRange,
  type SumsRow,
} from './admin-bi.repository';

const e = messages.screens.adminBi.errors;

/** The period read: 'YYYY-MM' at both ends, included. */
export interface Period {
  from: string;
  until: string;
}

/**
 * The period of the query (decision 038): by default the 12 months up to the current one in
 * São Paulo; the end may not come before the start, nor the period pass ADMIN_BI_MAX_MONTHS.
 */
export function periodOf(query: AdminBiQuery, now: Date): Period {
  const until = query.until ?? brazilDate(now).slice(0, 7);
  const from = query.from ?? shiftMonth(until, -11);
  const span = monthsSpanned(from, until);
  if (span < 1) throw AppError.field('inputError', 'until', msg(e, 'untilBeforeFrom'));
  if (span > ADMIN_BI_MAX_MONTHS) {
    throw AppError.field('inputError', 'from', msg(e, 'periodTooLong', { max: ADMIN_BI_MAX_MONTHS }));
  }
  return { from, until };
}

const rangeOf = ({ from, until }: Period): MonthRange => ({ fromDay: `${from}-01`, untilDay: `${until}-01` });

const figuresOf = (row: SumsRow): PlaceFigures => ({
  count: row.count,
  produced: toCents(row.produced),
  received: toCents(row.received),
  glosado: toCents(row.glosado),
  inProcessing: toCents(row.inProcessing),
});

const answerFigures = (f: PlaceFigures): AdminFigures => ({
  count: f.count,
  totalProduced: centsText(f.produced),
  totalReceived: centsText(f.received),
  totalGlosado: centsText(f.glosado),
  totalInProcessing: centsText(f.inProcessing),
});

const placeAnswer = (p: PlaceTotals) => ({ companies: p.companies, ...answerFigures(p.figures) });

/** The located rows as the domain reads them, the IBGE names and the addresses' own names. */
function placesOf(rows: readonly LocatedRow[]) {
  const located: LocatedProduction[] = rows.map((row) => ({
    companyId: row.companyId,
    ibgeCode: row.ibgeCode,
    liveHospitals: row.liveHospitals,
    figures: figuresOf(row),
  }));
  const names = new Map<string, CityName>();
  const addressNames = new Map<string, string>();
  for (const row of rows) {
    const uf = ufOfIbgeCode(row.ibgeCode);
    if (!row.ibgeCode || !uf) continue;
    if (row.ibgeName) names.set(row.ibgeCode, { name: row.ibgeName, uf });
    else if (row.addressCity) addressNames.set(row.ibgeCode, row.addressCity);
  }
  return productionByPlace(located, names, compareText, addressNames);
}

/** Produced first, then the name: the order of the table and of the file. */
const byProduction = (a: AdminBiCompany, b: AdminBiCompany) =>
  Number(toCents(b.totalProduced) - toCents(a.totalProduced)) || compareText(a.name, b.name);

function companiesOf(rows: readonly CompanyMonthRow[], placeOf: (companyId: string) => AdminPlace | null) {
  const byCompany = new Map<string, { row: CompanyMonthRow; figures: PlaceFigures }>();
  for (const row of rows) {
    const current = byCompany.get(row.companyId) ?? { row, figures: zeroFigures() };
    byCompany.set(row.companyId, { row, figures: addFigures(current.figures, figuresOf(row)) });
  }
  return [...byCompany.values()]
    .map(({ row, figures }): AdminBiCompany => ({
      companyId: row.companyId,
      name: row.name,
      isMatriz: row.isMatriz,
      isFilial: row.isFilial,
      matrizName: row.matrizName,
      isRemoved: row.isRemoved,
      place: placeOf(row.companyId),
      ...answerFigures(figures),
    }))
    .sort(byProduction);
}

function monthsOf(rows: readonly CompanyMonthRow[], period: Period) {
  const byMonth = new Map(monthsOfPeriod(period.from, period.until).map((month) => [month, zeroFigures()]));
  for (const row of rows) {
    const current = row.month ? byMonth.get(row.month) : undefined;
    if (current) byMonth.set(row.month!, addFigures(current, figuresOf(row)));
  }
  return [...byMonth].map(([month, figures]) => ({ month, ...answerFigures(figures) }));
}

/**
 * GET /api/admin/bi (platform.md §2 BI; super admins): each company's production in the period
 * with its main city, the total by month and the grand total, from the production summaries.
 */
export async function readBi(ctx: AppContext, query: AdminBiQuery, now = new Date()): Promise<AdminBiResponse> {
  const period = periodOf(query, now);
  const range = rangeOf(period);
  const { rows, located } = await ctx.db.transaction(async (tx) => ({
    rows: await companyMonths(tx, range),
    located: await locatedProduction(tx, range),
  }));
  const places = placesOf(located);
  const cities = new Map(places.cities.map((c) => [c.ibgeCode, c]));
  const placeOf = (companyId: string): AdminPlace | null => {
    const city = cities.get(places.mainCity.get(companyId) ?? '');
    return city ? { ibgeCode: city.ibgeCode, city: city.city, uf: city.uf } : null;
  };
  const total = rows.reduce((sum, row) => addFigures(sum, figuresOf(row)), zeroFigures());
  return {
    ...period,
    companies: companiesOf(rows, placeOf),
    months: monthsOf(rows, period),
    totals: answerFigures(total),
  };
}

/** The companies present in a region: a live hospital or production in one of its cities. */
const companiesIn = (rows: readonly LocatedRow[]) =>
  new Set(rows.filter((r) => r.liveHospitals > 0 || r.count > 0).map((r) => r.companyId)).size;

/**
 * GET /api/admin/map (platform.md §2 Map; every administrator): companies and production by UF
 * and by city — the city of the events' hospitals — with the unlocated production apart. With a
 * region (decision 063) only its cities count, and `companies` counts the companies present there.
 */
export async function readMap(ctx: AppContext, query: AdminMapQuery, now = new Date()): Promise<AdminMapResponse> {
  const period = periodOf(query, now);
  const range = rangeOf(period);
  const region = await regionFilter(ctx.db, query.regionId);
  const read = await ctx.db.transaction(async (tx) => ({
    located: await locatedProduction(tx, range),
    companies: await liveCompanyCount(tx),
  }));
  const located = region ? read.located.filter((row) => isInRegion(row.ibgeCode, region)) : read.located;
  const companies = region ? companiesIn(located) : read.companies;
  const places = placesOf(located);
  const total = [...places.states, places.unlocated].reduce((sum, p) => addFigures(sum, p.figures), zeroFigures());
  return {
    ...period,
    states: places.states.map((s) => ({ uf: s.uf, ...placeAnswer(s) })),
    cities: places.cities.map((c) => ({ ibgeCode: c.ibgeCode, city: c.city, uf: c.uf, ...placeAnswer(c) })),
    unlocated: placeAnswer(places.unlocated),
    totals: { companies, ...answerFigures(total) },
  };
}
