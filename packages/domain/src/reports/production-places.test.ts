import { describe, expect, it } from 'vitest';
import { compareText } from '../format/format';
import {
  monthsOfPeriod,
  monthsSpanned,
  productionByPlace,
  shiftMonth,
  ufOfIbgeCode,
  zeroFigures,
  type LocatedProduction,
} from './production-places';

const SAO_PAULO = '3550308';
const CAMPINAS = '3509502';
const CURITIBA = '4106902';

const figures = (count: number, produced: bigint) => ({ ...zeroFigures(), count, produced, received: produced / 2n });
const row = (companyId: string, ibgeCode: string | null, count: number, produced: bigint, liveHospitals = 0) => ({
  companyId,
  ibgeCode,
  liveHospitals,
  figures: figures(count, produced),
});
const names = new Map([
  [SAO_PAULO, { name: 'São Paulo', uf: 'SP' }],
  [CAMPINAS, { name: 'Campinas', uf: 'SP' }],
]);

describe('months of a period', () => {
  it.each([
    ['2025-01', '2025-01', 1],
    ['2024-11', '2025-02', 4],
    ['2025-03', '2025-02', 0],
    ['2016-01', '2025-12', 120],
  ])('%s to %s spans %i months', (from, until, span) => {
    expect(monthsSpanned(from, until)).toBe(span);
    expect(monthsOfPeriod(from, until)).toHaveLength(Math.max(0, span));
  });

  it('lists the months across a year, and shifts a month either way', () => {
    expect(monthsOfPeriod('2024-11', '2025-02')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(shiftMonth('2025-03', -11)).toBe('2024-04');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
  });
});

describe('UF of an IBGE code', () => {
  it.each([
    [SAO_PAULO, 'SP'],
    [CURITIBA, 'PR'],
    ['5300108', 'DF'],
    ['9900000', null],
    ['35503', null],
    ['', null],
    [null, null],
  ])('%s → %s', (code, uf) => expect(ufOfIbgeCode(code)).toBe(uf));
});

describe('production by place', () => {
  const rows: LocatedProduction[] = [
    row('a', SAO_PAULO, 3, 30000n, 1),
    row('a', CAMPINAS, 1, 5000n, 1),
    row('a', null, 2, 700n),
    row('b', SAO_PAULO, 1, 1000n),
    row('b', CURITIBA, 0, 0n, 2),
    // A removed hospital without production in the period: present nowhere.
    row('c', CURITIBA, 0, 0n, 0),
    // An unknown UF code: unlocated.
    row('c', '9912345', 4, 400n),
  ];
  const places = productionByPlace(rows, names, compareText, new Map([[CURITIBA, 'Curitiba (endereço)']]));

  it('adds each UF, counting a company once however many cities it has there', () => {
    expect(places.states).toHaveLength(27);
    expect(places.states[0]!.uf).toBe('RO');
    const sp = places.states.find((s) => s.uf === 'SP')!;
    expect(sp).toEqual({ uf: 'SP', companies: 2, figures: { ...figures(5, 36000n), received: 18000n } });
    const pr = places.states.find((s) => s.uf === 'PR')!;
    expect(pr.companies).toBe(1);
    expect(pr.figures.count).toBe(0);
    expect(places.states.find((s) => s.uf === 'RJ')).toEqual({ uf: 'RJ', companies: 0, figures: zeroFigures() });
  });

  it('lists the cities by UF then name, named by the IBGE table, else by the address', () => {
    expect(places.cities.map((c) => [c.uf, c.city, c.companies, c.figures.count])).toEqual([
      ['PR', 'Curitiba (endereço)', 1, 0],
      ['SP', 'Campinas', 1, 1],
      ['SP', 'São Paulo', 2, 4],
    ]);
  });

  it('keeps what has no place apart', () => {
    expect(places.unlocated).toEqual({ companies: 2, figures: { ...figures(6, 1100n), received: 550n } });
  });

  it("picks each company's main city: most produced, else most live hospitals", () => {
    expect(places.mainCity.get('a')).toBe(SAO_PAULO);
    expect(places.mainCity.get('b')).toBe(SAO_PAULO);
    expect(places.mainCity.has('c')).toBe(false);
    const idle = productionByPlace([row('d', SAO_PAULO, 0, 0n, 1), row('d', CURITIBA, 0, 0n, 2)], names, compareText);
    expect(idle.mainCity.get('d')).toBe(CURITIBA);
  });

  it('adds every located and unlocated row to the same total as the rows themselves', () => {
    const located = places.states.reduce((sum, s) => sum + s.figures.produced, 0n);
    const all = rows.reduce((sum, r) => sum + r.figures.produced, 0n);
    expect(located + places.unlocated.figures.produced).toBe(all);
  });
});
