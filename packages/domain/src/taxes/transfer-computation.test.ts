import { describe, expect, it } from 'vitest';
import { centsText, toCents } from '../money/cents';
import { applicableRules, computeReceiverTransfer, type ReceiverTransfer } from './transfer-computation';
import { ADMIN_FEE, INSS_20, IRRF_TABLE, oneInsurer, pf, taxRule } from './transfer-test-fixtures';

/** The money of a result as text, and its lines as [ruleId, baseValue, value, capped]. */
function money(r: ReceiverTransfer) {
  return {
    receivedValue: centsText(r.receivedValue),
    valueBaseTransfer: centsText(r.valueBaseTransfer),
    valueBaseIR: centsText(r.valueBaseIR),
    totalTaxes: centsText(r.totalTaxes),
    totalFees: centsText(r.totalFees),
    withheldByPayerTotal: centsText(r.withheldByPayerTotal),
    liquid: centsText(r.liquid),
    lines: r.lines.map((l) => [l.ruleId, centsText(l.baseValue), centsText(l.value), l.capped]),
  };
}

describe('computeReceiverTransfer: a PF doctor (admin fee, INSS 20 %, IRRF 2026)', () => {
  it('above the INSS ceiling and the reduction range', () => {
    // Received 10.000,00; fee 10 % = 1.000,00; valueBaseTransfer 9.000,00. INSS: min(9.000,00,
    // 8.475,55) × 20 % = 1.695,11. IRRF: income 9.000,00, legal 1.695,11 > 607,20; base 7.304,89 ×
    // 27,5 % = 2.008,84475 − 908,73 = 1.100,11475 → 1.100,11; income > 7.350,00: no reduction.
    // Liquid 10.000,00 − 1.000,00 − 1.695,11 − 1.100,11 = 6.204,78.
    const r = computeReceiverTransfer({
      month: '2026-01',
      receiver: pf(),
      fullValue: toCents('10000.00'),
      byInsurer: oneInsurer(toCents('10000.00')),
      discount: 0n,
      rules: [IRRF_TABLE, INSS_20, ADMIN_FEE],
    });
    expect(money(r)).toEqual({
      receivedValue: '10000.00',
      valueBaseTransfer: '9000.00',
      valueBaseIR: '7304.89',
      totalTaxes: '2795.22',
      totalFees: '1000.00',
      withheldByPayerTotal: '0.00',
      liquid: '6204.78',
      lines: [
        ['fee', '10000.00', '1000.00', false],
        ['inss', '9000.00', '1695.11', false],
        ['irrf', '7304.89', '1100.11', false],
      ],
    });
    expect(r.lines[1]!.detail).toMatchObject({ cappedBase: toCents('8475.55'), capped: true });
    expect(r.lines[2]!.detail).toMatchObject({ deductionKind: 'legal', tableTax: toCents('1100.11'), reduction: 0n });
    expect(r.steps.map((s) => s.key)).toEqual([
      'receivedValue',
      'rateLine',
      'valueBaseTransfer',
      'inssLine',
      'valueBaseIR',
      'irrfLine',
      'liquid',
    ]);
    expect(r.steps[3]!.values).toMatchObject({ ceiling: '8475.55', cappedBase: '8475.55', ceilingApplied: 'true' });
    expect(r.steps[4]!.values).toEqual({
      valueBaseTransfer: '9000.00',
      inss: '1695.11',
      dependants: '0',
      deductionKind: 'legal',
      deductionValue: '1695.11',
      valueBaseIR: '7304.89',
    });
    expect(r.steps[6]!.values.liquid).toBe('6204.78');
  });

  it('with other INSS sources, a dependant and the 2026 reduction', () => {
    // Received 6.000,00; fee 600,00; valueBaseTransfer 5.400,00. INSS: room 8.475,55 − 5.000,00 =
    // 3.475,55 × 20 % = 695,11. IRRF: legal 695,11 + 189,59 = 884,70; base 4.515,30 × 22,5 % =
    // 1.015,9425 − 675,49 = 340,4525 → 340,45; reduction 978,62 − 0,133145 × 5.400,00 = 978,62 −
    // 718,983 = 259,637 → 259,64; IRRF 80,81. Liquid 6.000,00 − 600,00 − 695,11 − 80,81 = 4.624,08.
    const r = computeReceiverTransfer({
      month: '2026-02',
      receiver: pf({ dependants: 1, inssOtherSources: toCents('5000.00') }),
      fullValue: toCents('6000.00'),
      byInsurer: oneInsurer(toCents('6000.00')),
      discount: 0n,
      rules: [ADMIN_FEE, INSS_20, IRRF_TABLE],
    });
    expect(money(r)).toMatchObject({ valueBaseTransfer: '5400.00', valueBaseIR: '4515.30', liquid: '4624.08' });
    expect(r.lines.map((l) => centsText(l.value))).toEqual(['600.00', '695.11', '80.81']);
    expect(r.lines[2]!.detail).toMatchObject({ tableTax: toCents('340.45'), reduction: toCents('259.64') });
  });

  it('a discount: Received keeps the full value, ReceivedValue does not', () => {
    // full 1.000,00, discount 100,00 → received 900,00; fee 10 % on Received = 100,00; a 10 % fee
    // on ReceivedValue = 90,00; valueBaseTransfer 900,00 − 190,00 = 710,00. 2025: IRRF on 710,00
    // is 0 (base 102,80). Liquid 900,00 − 190,00 = 710,00.
    const r = computeReceiverTransfer({
      month: '2025-06',
      receiver: pf(),
      fullValue: toCents('1000.00'),
      byInsurer: oneInsurer(toCents('1000.00')),
      discount: toCents('100.00'),
      rules: [ADMIN_FEE, taxRule({ id: 'fee2', kind: 'FEE', base: 'ReceivedValue', ratePercent: '10' }), IRRF_TABLE],
    });
    expect(money(r)).toMatchObject({
      receivedValue: '900.00',
      valueBaseTransfer: '710.00',
      valueBaseIR: '102.80',
      totalFees: '190.00',
      totalTaxes: '0.00',
      liquid: '710.00',
    });
  });
});

describe('computeReceiverTransfer: a PJ doctor', () => {
  // ISS 5 %, PIS 0,65 %, COFINS 3 %, CSLL 1 % on Received; IRRF 1,5 % on insurer h1, withheld by it.
  const rules = [
    taxRule({ id: 'iss', name: 'ISS', ratePercent: '5', order: 1 }),
    taxRule({ id: 'pis', name: 'PIS', identifier: 'PIS', ratePercent: '0.65', order: 2, personType: 'PJ' }),
    taxRule({ id: 'cofins', name: 'COFINS', identifier: 'COFINS', ratePercent: '3', order: 3, personType: 'PJ' }),
    taxRule({ id: 'csll', name: 'CSLL', identifier: 'CSLL', ratePercent: '1', order: 4, personType: 'PJ' }),
    taxRule({
      id: 'irrf15',
      name: 'IRRF 1,5 %',
      identifier: 'IR',
      base: 'Custom',
      healthInsuranceIds: ['h1'],
      ratePercent: '1.5',
      withheldByPayer: true,
      order: 5,
    }),
    INSS_20,
    IRRF_TABLE,
  ];

  it('deducts the company taxes and shows the insurer withholding without deducting it', () => {
    // 10.000,00 (h1 6.000,00, h2 4.000,00): ISS 500,00, PIS 65,00, COFINS 300,00, CSLL 100,00 =
    // 965,00; IRRF 1,5 % × 6.000,00 = 90,00 withheld by h1 (not deducted); INSS and the IRRF
    // table are PF only. Liquid 10.000,00 − 965,00 = 9.035,00.
    const r = computeReceiverTransfer({
      month: '2026-01',
      receiver: pf({ personType: 'PJ' }),
      fullValue: toCents('10000.00'),
      byInsurer: new Map([
        ['h1', toCents('6000.00')],
        ['h2', toCents('4000.00')],
      ]),
      discount: 0n,
      rules,
    });
    expect(money(r)).toEqual({
      receivedValue: '10000.00',
      valueBaseTransfer: '10000.00',
      valueBaseIR: '10000.00',
      totalTaxes: '965.00',
      totalFees: '0.00',
      withheldByPayerTotal: '90.00',
      liquid: '9035.00',
      lines: [
        ['iss', '10000.00', '500.00', false],
        ['pis', '10000.00', '65.00', false],
        ['cofins', '10000.00', '300.00', false],
        ['csll', '10000.00', '100.00', false],
        ['irrf15', '6000.00', '90.00', false],
      ],
    });
    expect(r.lines[4]!.withheldByPayer).toBe(true);
    expect(r.steps.find((s) => s.key === 'valueBaseIR')!.values.deductionKind).toBe('none');
  });
});

describe('computeReceiverTransfer: filters, order and caps', () => {
  it('applies a rule only to its receivers', () => {
    const mine = taxRule({ id: 'mine', receiverIds: ['doc-1'], ratePercent: '2' });
    const theirs = taxRule({ id: 'theirs', receiverIds: ['doc-2'], ratePercent: '3' });
    const r = computeReceiverTransfer({
      month: '2025-06',
      receiver: pf({ personType: 'PJ' }),
      fullValue: 100000n,
      byInsurer: oneInsurer(100000n),
      discount: 0n,
      rules: [theirs, mine],
    });
    expect(r.lines.map((l) => [l.ruleId, centsText(l.value)])).toEqual([['mine', '20.00']]);
  });

  it('sorts by tier, then order, then name', () => {
    const rules = [
      taxRule({ id: 'z', name: 'Z', base: 'Liquid', order: 0 }),
      taxRule({ id: 'b', name: 'B', order: 2 }),
      taxRule({ id: 'a2', name: 'A', order: 2 }),
      taxRule({ id: 'r', name: 'R', base: 'Repasse', order: 0 }),
      taxRule({ id: 'c', name: 'C', base: 'Custom', healthInsuranceIds: ['h1'], order: 1 }),
    ];
    expect(applicableRules(rules, pf()).map((r) => r.id)).toEqual(['c', 'a2', 'b', 'r', 'z']);
  });

  it('caps a FIXED amount larger than what is left, and the lines after it', () => {
    // 100,00 − fee 10,00 = 90,00 left; FIXED 150,00 → 90,00 (capped); then 5 % on Liquid of 0 → 0.
    const r = computeReceiverTransfer({
      month: '2025-06',
      receiver: pf({ personType: 'PJ' }),
      fullValue: 10000n,
      byInsurer: oneInsurer(10000n),
      discount: 0n,
      rules: [
        ADMIN_FEE,
        taxRule({
          id: 'fixed',
          name: 'Mensalidade',
          kind: 'FEE',
          base: 'LiquidValue',
          calculation: 'FIXED',
          ratePercent: null,
          amount: '150.00',
          order: 1,
        }),
        taxRule({ id: 'late', base: 'Liquid', ratePercent: '5', order: 2 }),
      ],
    });
    expect(money(r)).toMatchObject({
      totalFees: '100.00',
      liquid: '0.00',
      lines: [
        ['fee', '100.00', '10.00', false],
        ['fixed', '90.00', '90.00', true],
        ['late', '0.00', '0.00', false],
      ],
    });
    expect(r.lines[1]!.amount).toBe(15000n);
    expect(r.steps.find((s) => s.key === 'fixedLine')!.values).toMatchObject({
      amount: '150.00',
      computed: '150.00',
      value: '90.00',
      capped: 'true',
    });
  });

  it('takes Liquid rates on the running liquid, each reducing it', () => {
    // 1.000,00: 10 % → 100,00 (900,00 left); 10 % → 90,00 (810,00 left); a withheld 10 % → 81,00, not deducted.
    const r = computeReceiverTransfer({
      month: '2025-06',
      receiver: pf({ personType: 'PJ' }),
      fullValue: 100000n,
      byInsurer: oneInsurer(100000n),
      discount: 0n,
      rules: [
        taxRule({ id: 'l1', base: 'Liquid', ratePercent: '10', order: 1 }),
        taxRule({ id: 'l2', base: 'Liquid', ratePercent: '10', order: 2 }),
        taxRule({ id: 'l3', base: 'Liquid', ratePercent: '10', order: 3, withheldByPayer: true }),
      ],
    });
    expect(money(r).lines).toEqual([
      ['l1', '1000.00', '100.00', false],
      ['l2', '900.00', '90.00', false],
      ['l3', '810.00', '81.00', false],
    ]);
    expect(centsText(r.liquid)).toBe('810.00');
  });

  it('caps rate lines that would take the liquid below 0', () => {
    // 100 % fee on Received 100,00 with a 50,00 discount: only 50,00 is there → 50,00 (capped).
    const r = computeReceiverTransfer({
      month: '2025-06',
      receiver: pf({ personType: 'PJ' }),
      fullValue: 10000n,
      byInsurer: oneInsurer(10000n),
      discount: 5000n,
      rules: [
        taxRule({ id: 'all', kind: 'FEE', ratePercent: '100' }),
        taxRule({ id: 'more', base: 'Repasse', ratePercent: '10' }),
      ],
    });
    expect(money(r)).toMatchObject({
      valueBaseTransfer: '0.00',
      liquid: '0.00',
      lines: [
        ['all', '100.00', '50.00', true],
        ['more', '0.00', '0.00', false],
      ],
    });
  });
});

describe('computeReceiverTransfer: refusals', () => {
  const base = {
    month: '2025-06',
    receiver: pf(),
    fullValue: 10000n,
    byInsurer: oneInsurer(10000n),
    discount: 0n,
    rules: [],
  };

  it.each([
    ['a bad month', { month: '2025-13' }],
    ['a negative full value', { fullValue: -1n, byInsurer: oneInsurer(-1n) }],
    ['a discount above the full value', { discount: 10001n }],
    ['a negative discount', { discount: -1n }],
    ['insurers that do not add up', { byInsurer: oneInsurer(9999n) }],
    ['a rule with problems', { rules: [taxRule({ id: 'bad', ratePercent: '0' })] }],
    ['the IRRF table before any table', { month: '2024-01', rules: [IRRF_TABLE] }],
  ])('%s', (_name, over) => {
    expect(() => computeReceiverTransfer({ ...base, ...over })).toThrow(RangeError);
  });

  it('a PF month before any IRRF table without the table rule still computes', () => {
    const r = computeReceiverTransfer({ ...base, month: '2024-01', rules: [ADMIN_FEE] });
    expect([r.valueBaseIR, r.liquid]).toEqual([9000n, 9000n]);
  });
});
