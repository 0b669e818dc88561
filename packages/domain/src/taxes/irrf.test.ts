import { describe, expect, it } from 'vitest';
import { centsText, toCents } from '../money/cents';
import { computeIrrf, irrfReduction } from './irrf';
import { IRRF_TABLES, irrfTableFor } from './irrf-tables';

/**
 * Worked examples of the monthly IRRF (decision 028), each computed by hand in its comment:
 * deduction = max(INSS + dependants × 189,59, simplified); base = income − deduction;
 * tableTax = round(base × rate − parcela); from 2026 the Lei 15.270 reduction on the income.
 * Band edges are given as BASE values: with no INSS and no dependant the simplified discount
 * (607,20 in 2025/2026) applies, so income = base + 607,20.
 */

interface Case {
  name: string;
  month: string;
  income: string;
  inss: string;
  dependants: number;
  kind: 'legal' | 'simplified';
  base: string;
  rate: string;
  tableTax: string;
  reduction: string;
  value: string;
}

const CASES: Case[] = [
  // The law's published example: deduction max(641,51, 607,20) = 641,51 (legal); base 5.358,49;
  // 5.358,49 × 27,5 % = 1.473,58475 − 908,73 = 564,85475 → 564,85; reduction 978,62 −
  // 0,133145 × 6.000,00 = 978,62 − 798,87 = 179,75; IRRF 564,85 − 179,75 = 385,10.
  {
    name: 'Lei 15.270 example',
    month: '2026-01',
    income: '6000.00',
    inss: '641.51',
    dependants: 0,
    kind: 'legal',
    base: '5358.49',
    rate: '27.5',
    tableTax: '564.85',
    reduction: '179.75',
    value: '385.10',
  },
  // 2025 (no reduction), the same income: 564,85.
  {
    name: '2025, the same income',
    month: '2025-06',
    income: '6000.00',
    inss: '641.51',
    dependants: 0,
    kind: 'legal',
    base: '5358.49',
    rate: '27.5',
    tableTax: '564.85',
    reduction: '0.00',
    value: '564.85',
  },
  // 2025 band edges. 3.036,00 − 607,20 = 2.428,80: the top of the exemption → 0.
  {
    name: '2025 base 2.428,80',
    month: '2025-06',
    income: '3036.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2428.80',
    rate: '0',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
  // 2.428,81 × 7,5 % = 182,16075 − 182,16 = 0,00075 → 0,00.
  {
    name: '2025 base 2.428,81',
    month: '2025-06',
    income: '3036.01',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2428.81',
    rate: '7.5',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
  // 2.826,65 × 7,5 % = 211,99875 − 182,16 = 29,83875 → 29,84.
  {
    name: '2025 base 2.826,65',
    month: '2025-06',
    income: '3433.85',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2826.65',
    rate: '7.5',
    tableTax: '29.84',
    reduction: '0.00',
    value: '29.84',
  },
  // 3.751,05 × 15 % = 562,6575 − 394,16 = 168,4975 → 168,50.
  {
    name: '2025 base 3.751,05',
    month: '2025-06',
    income: '4358.25',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '3751.05',
    rate: '15',
    tableTax: '168.50',
    reduction: '0.00',
    value: '168.50',
  },
  // 4.664,68 × 22,5 % = 1.049,553 − 675,49 = 374,063 → 374,06.
  {
    name: '2025 base 4.664,68',
    month: '2025-06',
    income: '5271.88',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4664.68',
    rate: '22.5',
    tableTax: '374.06',
    reduction: '0.00',
    value: '374.06',
  },
  // 4.664,69 × 27,5 % = 1.282,78975 − 908,73 = 374,05975 → 374,06 (the bands meet).
  {
    name: '2025 base 4.664,69',
    month: '2025-06',
    income: '5271.89',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4664.69',
    rate: '27.5',
    tableTax: '374.06',
    reduction: '0.00',
    value: '374.06',
  },
  // 2026 band edges: the same table taxes; income ≤ 5.000,00 → reduction = the whole tax.
  {
    name: '2026 base 2.428,80',
    month: '2026-01',
    income: '3036.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2428.80',
    rate: '0',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
  {
    name: '2026 base 2.428,81',
    month: '2026-01',
    income: '3036.01',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2428.81',
    rate: '7.5',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
  // tax 29,84 ≤ 312,89 → reduction 29,84, IRRF 0.
  {
    name: '2026 base 2.826,65',
    month: '2026-02',
    income: '3433.85',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2826.65',
    rate: '7.5',
    tableTax: '29.84',
    reduction: '29.84',
    value: '0.00',
  },
  {
    name: '2026 base 3.751,05',
    month: '2026-03',
    income: '4358.25',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '3751.05',
    rate: '15',
    tableTax: '168.50',
    reduction: '168.50',
    value: '0.00',
  },
  // income 5.271,88 > 5.000: 0,133145 × 5.271,88 = 701,9244626; 978,62 − that = 276,6955374 →
  // 276,70; IRRF 374,06 − 276,70 = 97,36.
  {
    name: '2026 base 4.664,68',
    month: '2026-06',
    income: '5271.88',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4664.68',
    rate: '22.5',
    tableTax: '374.06',
    reduction: '276.70',
    value: '97.36',
  },
  // 0,133145 × 5.271,89 = 701,92579405; 978,62 − that = 276,69420595 → 276,69; 374,06 − 276,69 = 97,37.
  {
    name: '2026 base 4.664,69',
    month: '2026-12',
    income: '5271.89',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4664.69',
    rate: '27.5',
    tableTax: '374.06',
    reduction: '276.69',
    value: '97.37',
  },
  // Income exactly 5.000,00: base 4.392,80; × 22,5 % = 988,38 − 675,49 = 312,89; reduction
  // min(312,89, 312,89) → IRRF 0 (the reduction's ceiling is this very tax).
  {
    name: '2026 income 5.000,00',
    month: '2026-01',
    income: '5000.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4392.80',
    rate: '22.5',
    tableTax: '312.89',
    reduction: '312.89',
    value: '0.00',
  },
  // 5.000,01: base 4.392,81 × 22,5 % = 988,38225 − 675,49 = 312,89225 → 312,89; reduction
  // 978,62 − 665,72633145 = 312,89366855 → 312,89 → IRRF 0 (the two rules meet).
  {
    name: '2026 income 5.000,01',
    month: '2026-01',
    income: '5000.01',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '4392.81',
    rate: '22.5',
    tableTax: '312.89',
    reduction: '312.89',
    value: '0.00',
  },
  // 6.000,00 with no INSS: base 5.392,80 × 27,5 % = 1.483,02 − 908,73 = 574,29; reduction 179,75 → 394,54.
  {
    name: '2026 income 6.000,00, simplified',
    month: '2026-01',
    income: '6000.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '5392.80',
    rate: '27.5',
    tableTax: '574.29',
    reduction: '179.75',
    value: '394.54',
  },
  // 7.350,00: base 6.742,80 × 27,5 % = 1.854,27 − 908,73 = 945,54; reduction 978,62 −
  // 0,133145 × 7.350,00 = 978,62 − 978,61575 = 0,00425 → 0,00; IRRF 945,54.
  {
    name: '2026 income 7.350,00',
    month: '2026-01',
    income: '7350.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '6742.80',
    rate: '27.5',
    tableTax: '945.54',
    reduction: '0.00',
    value: '945.54',
  },
  // 7.350,01: above the range, no reduction; base 6.742,81 × 27,5 % = 1.854,27275 − 908,73 = 945,54275 → 945,54.
  {
    name: '2026 income 7.350,01',
    month: '2026-01',
    income: '7350.01',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '6742.81',
    rate: '27.5',
    tableTax: '945.54',
    reduction: '0.00',
    value: '945.54',
  },
  // 7.000,00: reduction 978,62 − 0,133145 × 7.000,00 = 978,62 − 932,015 = 46,605 → 46,61 (half up);
  // base 6.392,80 × 27,5 % = 1.758,02 − 908,73 = 849,29; IRRF 849,29 − 46,61 = 802,68.
  {
    name: '2026 income 7.000,00',
    month: '2026-01',
    income: '7000.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '6392.80',
    rate: '27.5',
    tableTax: '849.29',
    reduction: '46.61',
    value: '802.68',
  },
  // Legal vs simplified: INSS 600,00 < 607,20 → simplified; base 4.392,80 → 312,89 (2025).
  {
    name: 'simplified beats a smaller INSS',
    month: '2025-06',
    income: '5000.00',
    inss: '600.00',
    dependants: 0,
    kind: 'simplified',
    base: '4392.80',
    rate: '22.5',
    tableTax: '312.89',
    reduction: '0.00',
    value: '312.89',
  },
  // A tie (INSS 607,20) is 'legal': the same base either way.
  {
    name: 'a tie is legal',
    month: '2025-06',
    income: '5000.00',
    inss: '607.20',
    dependants: 0,
    kind: 'legal',
    base: '4392.80',
    rate: '22.5',
    tableTax: '312.89',
    reduction: '0.00',
    value: '312.89',
  },
  // One dependant tips it: 500,00 + 189,59 = 689,59 > 607,20; base 4.310,41 × 22,5 % =
  // 969,84225 − 675,49 = 294,35225 → 294,35.
  {
    name: 'a dependant makes legal larger',
    month: '2025-06',
    income: '5000.00',
    inss: '500.00',
    dependants: 1,
    kind: 'legal',
    base: '4310.41',
    rate: '22.5',
    tableTax: '294.35',
    reduction: '0.00',
    value: '294.35',
  },
  // Two dependants, 2026: 880,00 + 379,18 = 1.259,18; base 6.740,82 × 27,5 % = 1.853,7255 −
  // 908,73 = 944,9955 → 945,00; income 8.000,00 > 7.350,00: no reduction.
  {
    name: '2026 two dependants above the range',
    month: '2026-01',
    income: '8000.00',
    inss: '880.00',
    dependants: 2,
    kind: 'legal',
    base: '6740.82',
    rate: '27.5',
    tableTax: '945.00',
    reduction: '0.00',
    value: '945.00',
  },
  // The 2024 table (Lei 14.848): 6.000,00 − 641,51 = 5.358,49 × 27,5 % = 1.473,58475 − 896,00 = 577,58475 → 577,58.
  {
    name: '2024 table',
    month: '2024-02',
    income: '6000.00',
    inss: '641.51',
    dependants: 0,
    kind: 'legal',
    base: '5358.49',
    rate: '27.5',
    tableTax: '577.58',
    reduction: '0.00',
    value: '577.58',
  },
  // 2024 with two dependants: 500,00 + 379,18 = 879,18 > 564,80; base 4.120,82 × 22,5 % =
  // 927,1845 − 662,77 = 264,4145 → 264,41.
  {
    name: '2024 two dependants',
    month: '2025-04',
    income: '5000.00',
    inss: '500.00',
    dependants: 2,
    kind: 'legal',
    base: '4120.82',
    rate: '22.5',
    tableTax: '264.41',
    reduction: '0.00',
    value: '264.41',
  },
  // 2024 simplified 564,80: income 2.824,00 → base 2.259,20, the top of the 2024 exemption.
  {
    name: '2024 exemption edge',
    month: '2024-12',
    income: '2824.00',
    inss: '0.00',
    dependants: 0,
    kind: 'simplified',
    base: '2259.20',
    rate: '0',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
  // Deductions above the income: base 0, nothing due.
  {
    name: 'deductions above the income',
    month: '2026-01',
    income: '500.00',
    inss: '55.00',
    dependants: 0,
    kind: 'simplified',
    base: '0.00',
    rate: '0',
    tableTax: '0.00',
    reduction: '0.00',
    value: '0.00',
  },
];

describe('computeIrrf', () => {
  it.each(CASES)('$name', (c) => {
    const r = computeIrrf({
      month: c.month,
      income: toCents(c.income),
      inss: toCents(c.inss),
      dependants: c.dependants,
    });
    expect({
      kind: r.deductionKind,
      base: centsText(r.base),
      rate: r.bracketRatePercent,
      tableTax: centsText(r.tableTax),
      reduction: centsText(r.reduction),
      value: centsText(r.value),
    }).toEqual({
      kind: c.kind,
      base: c.base,
      rate: c.rate,
      tableTax: c.tableTax,
      reduction: c.reduction,
      value: c.value,
    });
    expect(r.value).toBe(r.tableTax - r.reduction);
  });

  it('returns every intermediate of the published example', () => {
    expect(computeIrrf({ month: '2026-01', income: 600000n, inss: 64151n, dependants: 0 })).toEqual({
      validFrom: '2026-01',
      income: 600000n,
      inss: 64151n,
      dependants: 0,
      legalDeduction: 64151n,
      simplifiedDiscount: 60720n,
      deductionKind: 'legal',
      deductionValue: 64151n,
      base: 535849n,
      bracketRatePercent: '27.5',
      bracketDeduction: 90873n,
      tableTax: 56485n,
      reduction: 17975n,
      value: 38510n,
    });
  });

  it('refuses a month before any table, a bad month and a bad dependants count', () => {
    expect(() => computeIrrf({ month: '2024-01', income: 600000n, inss: 0n, dependants: 0 })).toThrow(RangeError);
    expect(() => computeIrrf({ month: '2026-1', income: 600000n, inss: 0n, dependants: 0 })).toThrow(RangeError);
    expect(() => computeIrrf({ month: '2026-01', income: 600000n, inss: 0n, dependants: -1 })).toThrow(RangeError);
    expect(() => computeIrrf({ month: '2026-01', income: 600000n, inss: 0n, dependants: 1.5 })).toThrow(RangeError);
  });
});

describe('irrfTableFor', () => {
  it.each([
    ['2024-01', undefined],
    ['2024-02', '2024-02'],
    ['2025-04', '2024-02'],
    ['2025-05', '2025-05'],
    ['2025-12', '2025-05'],
    ['2026-01', '2026-01'],
    ['2031-07', '2026-01'],
  ])('%s → %s', (month, validFrom) => {
    expect(irrfTableFor(month)?.validFrom).toBe(validFrom);
  });

  it('lists the tables oldest first, each with ascending bands ending open', () => {
    expect(IRRF_TABLES.map((t) => t.validFrom)).toEqual(['2024-02', '2025-05', '2026-01']);
    for (const table of IRRF_TABLES) {
      const limits = table.brackets.map((b) => b.upTo);
      expect(limits.at(-1)).toBeNull();
      const cents = limits.slice(0, -1).map((l) => toCents(l!));
      expect([...cents].sort((a, b) => (a < b ? -1 : 1))).toEqual(cents);
    }
  });
});

describe('irrfReduction', () => {
  const reduction = irrfTableFor('2026-01')!.reduction;
  it('is never more than the tax', () => {
    expect(irrfReduction(reduction, toCents('4000.00'), toCents('100.00'))).toBe(toCents('100.00'));
    expect(irrfReduction(reduction, toCents('6000.00'), toCents('100.00'))).toBe(toCents('100.00'));
    // 978,62 − 0,133145 × 7.349,99 = 978,62 − 978,61441855 = 0,00558145 → 0,01.
    expect(irrfReduction(reduction, toCents('7349.99'), toCents('900.00'))).toBe(toCents('0.01'));
    expect(irrfReduction(reduction, toCents('6000.00'), 0n)).toBe(0n);
    expect(irrfReduction(null, toCents('4000.00'), toCents('100.00'))).toBe(0n);
  });
});
