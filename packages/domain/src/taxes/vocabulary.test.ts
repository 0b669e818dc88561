import { describe, expect, it } from 'vitest';
import { TAX_RULE_PROBLEM_CODES, taxRuleProblems, type TaxRuleShape } from './vocabulary';

const rate = (over: Partial<TaxRuleShape> = {}): TaxRuleShape => ({
  identifier: 'TAX',
  base: 'Received',
  calculation: 'RATE',
  ratePercent: '10',
  amount: null,
  personType: 'ALL',
  healthInsuranceIds: [],
  ...over,
});

describe('taxRuleProblems', () => {
  it.each<[string, TaxRuleShape]>([
    ['an admin fee', rate()],
    [
      'the IRRF table',
      rate({ identifier: 'IR', calculation: 'TABLE', base: 'BaseIRRF', ratePercent: null, personType: 'PF' }),
    ],
    ['INSS 20 % on the repasse', rate({ identifier: 'INSS', base: 'Repasse', ratePercent: '20', personType: 'PF' })],
    [
      'IRRF 1,5 % on one insurer',
      rate({ identifier: 'IR', base: 'Custom', ratePercent: '1.5', healthInsuranceIds: ['h1'] }),
    ],
    [
      'a fixed amount on the liquid',
      rate({ calculation: 'FIXED', base: 'LiquidValue', ratePercent: null, amount: '50.00' }),
    ],
    ['a rate of 100 %', rate({ ratePercent: '100' })],
    ['a small rate', rate({ ratePercent: '0.01' })],
  ])('%s is sound', (_name, rule) => {
    expect(taxRuleProblems(rule)).toEqual([]);
  });

  it.each<[string, TaxRuleShape, { field: string; code: string }[]]>([
    [
      'TABLE with PIS',
      rate({ identifier: 'PIS', calculation: 'TABLE', base: 'BaseIRRF' }),
      [{ field: 'calculation', code: 'taxTableOnlyIr' }],
    ],
    [
      'TABLE on Received',
      rate({ identifier: 'IR', calculation: 'TABLE', personType: 'PF' }),
      [{ field: 'base', code: 'taxTableBaseIrrf' }],
    ],
    [
      'INSS as a table',
      rate({ identifier: 'INSS', calculation: 'TABLE', base: 'BaseIRRF', personType: 'PF' }),
      [
        { field: 'calculation', code: 'taxTableOnlyIr' },
        { field: 'calculation', code: 'taxInssRate' },
        { field: 'base', code: 'taxInssBaseRepasse' },
      ],
    ],
    [
      'INSS on Received',
      rate({ identifier: 'INSS', personType: 'PF' }),
      [{ field: 'base', code: 'taxInssBaseRepasse' }],
    ],
    ['a rate of 0', rate({ ratePercent: '0' }), [{ field: 'ratePercent', code: 'taxRateRange' }]],
    ['a rate above 100', rate({ ratePercent: '100.01' }), [{ field: 'ratePercent', code: 'taxRateRange' }]],
    ['a negative rate', rate({ ratePercent: '-1' }), [{ field: 'ratePercent', code: 'taxRateRange' }]],
    ['no rate', rate({ ratePercent: null }), [{ field: 'ratePercent', code: 'taxRateRange' }]],
    ['a rate that is not a number', rate({ ratePercent: '1,5' }), [{ field: 'ratePercent', code: 'taxRateRange' }]],
    [
      'FIXED without an amount, on Received',
      rate({ calculation: 'FIXED', amount: null }),
      [
        { field: 'amount', code: 'taxAmountPositive' },
        { field: 'base', code: 'taxFixedBaseLiquidValue' },
      ],
    ],
    [
      'FIXED of 0',
      rate({ calculation: 'FIXED', base: 'LiquidValue', amount: '0.00' }),
      [{ field: 'amount', code: 'taxAmountPositive' }],
    ],
    ['a rate on LiquidValue', rate({ base: 'LiquidValue' }), [{ field: 'calculation', code: 'taxLiquidValueFixed' }]],
    [
      'Custom without insurers',
      rate({ base: 'Custom' }),
      [{ field: 'healthInsuranceIds', code: 'taxCustomInsurersRequired' }],
    ],
    [
      'insurers off Custom',
      rate({ healthInsuranceIds: ['h1'] }),
      [{ field: 'healthInsuranceIds', code: 'taxInsurersOnlyCustom' }],
    ],
    [
      'the IRRF table for everyone',
      rate({ identifier: 'IR', calculation: 'TABLE', base: 'BaseIRRF', personType: 'ALL' }),
      [{ field: 'personType', code: 'taxPersonTypePf' }],
    ],
    [
      'INSS for PJ',
      rate({ identifier: 'INSS', base: 'Repasse', personType: 'PJ' }),
      [{ field: 'personType', code: 'taxPersonTypePf' }],
    ],
  ])('%s', (_name, rule, problems) => {
    expect(taxRuleProblems(rule)).toEqual(problems);
  });

  it('an IR rate (not the table) may apply to everyone', () => {
    expect(taxRuleProblems(rate({ identifier: 'IR', base: 'Received', ratePercent: '1.5' }))).toEqual([]);
  });

  it('names only catalogued codes', () => {
    expect(new Set(TAX_RULE_PROBLEM_CODES).size).toBe(TAX_RULE_PROBLEM_CODES.length);
  });
});
