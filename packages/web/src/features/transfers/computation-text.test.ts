import { fmt, type UserTransferDetail } from '@honora/contract';
import { transfersScreenMessages } from '@honora/contract/screen-texts/transfers';
import { describe, expect, it } from 'vitest';
import { computationItems } from './computation-text';

const c = transfersScreenMessages.computation;
const s = c.steps;

type Step = UserTransferDetail['steps'][number];
type Line = UserTransferDetail['lines'][number];

const line = (values: Partial<Line>): Line => ({
  ruleId: 'r',
  name: 'x',
  identifier: 'TAX',
  kind: 'TAX',
  base: 'Received',
  baseValue: '0.00',
  ratePercent: null,
  amount: null,
  value: '0.00',
  withheldByPayer: false,
  capped: false,
  detail: null,
  ...values,
});

/** Decision 028 "A transfer, worked": a PF doctor, January 2026, full value 10.000,00. */
const WORKED: Step[] = [
  { key: 'receivedValue', values: { fullValue: '10000.00', discount: '0.00', receivedValue: '10000.00' } },
  {
    key: 'rateLine',
    values: {
      ruleId: 'fee',
      name: 'Taxa de administração',
      kind: 'FEE',
      base: 'Received',
      baseValue: '10000.00',
      computed: '1000.00',
      value: '1000.00',
      capped: 'false',
      withheldByPayer: 'false',
      ratePercent: '10',
    },
  },
  { key: 'valueBaseTransfer', values: { receivedValue: '10000.00', fees: '1000.00', valueBaseTransfer: '9000.00' } },
  {
    key: 'inssLine',
    values: {
      ruleId: 'inss',
      name: 'INSS',
      kind: 'TAX',
      base: 'Repasse',
      baseValue: '9000.00',
      computed: '1695.11',
      value: '1695.11',
      capped: 'false',
      withheldByPayer: 'false',
      ratePercent: '20',
      ceiling: '8475.55',
      otherSources: '0.00',
      cappedBase: '8475.55',
      ceilingApplied: 'true',
    },
  },
  {
    key: 'valueBaseIR',
    values: {
      valueBaseTransfer: '9000.00',
      inss: '1695.11',
      dependants: '0',
      deductionKind: 'legal',
      deductionValue: '1695.11',
      valueBaseIR: '7304.89',
    },
  },
  {
    key: 'irrfLine',
    values: {
      ruleId: 'ir',
      name: 'IRRF',
      kind: 'TAX',
      base: 'BaseIRRF',
      baseValue: '7304.89',
      computed: '1100.11',
      value: '1100.11',
      capped: 'false',
      withheldByPayer: 'false',
      bracketRatePercent: '27.5',
      bracketDeduction: '908.73',
      tableTax: '1100.11',
      reduction: '0.00',
    },
  },
  {
    key: 'liquid',
    values: {
      receivedValue: '10000.00',
      totalTaxes: '2795.22',
      totalFees: '1000.00',
      withheldByPayerTotal: '0.00',
      liquid: '6204.78',
    },
  },
];

const LINES = [line({ ruleId: 'ir', detail: { legalDeduction: '1695.11', simplifiedDiscount: '607.20' } })];

describe('the memória de cálculo of a receiver', () => {
  it('explains the worked transfer of decision 028 step by step, in order', () => {
    const items = computationItems(WORKED, LINES);
    expect(items.map((item) => item.key)).toEqual(WORKED.map((step) => step.key));
    expect(items.map((item) => item.text)).toEqual([
      'Valor bruto R$ 10.000,00 − desconto R$ 0,00 = valor recebido R$ 10.000,00',
      'Taxa de administração (taxa): 10% sobre o valor bruto de R$ 10.000,00 = R$ 1.000,00',
      'Base do repasse: valor recebido R$ 10.000,00 − taxas R$ 1.000,00 = R$ 9.000,00',
      'INSS: 20% sobre a base limitada de R$ 8.475,55 = R$ 1.695,11',
      'Base do IRRF: base do repasse R$ 9.000,00 − dedução legal R$ 1.695,11 (INSS R$ 1.695,11 + 0 dependente(s)) = R$ 7.304,89',
      'IRRF: R$ 7.304,89 × 27,5% − parcela a deduzir R$ 908,73 = imposto da tabela R$ 1.100,11',
      'Líquido: valor recebido R$ 10.000,00 − impostos R$ 2.795,22 − taxas R$ 1.000,00 = R$ 6.204,78',
    ]);
  });

  it('details the INSS ceiling and marks that it cut the base', () => {
    const inss = computationItems(WORKED, LINES)[3]!;
    expect(inss.details).toEqual([
      'Base do repasse R$ 9.000,00; teto do INSS R$ 8.475,55; remuneração em outras fontes R$ 0,00; base limitada R$ 8.475,55',
    ]);
    expect(inss.marks).toEqual([c.marks.ceilingApplied]);
  });

  it('details the IRRF: legal against simplified deduction, and the reduction (none here)', () => {
    const irrf = computationItems(WORKED, LINES)[5]!;
    expect(irrf.details).toEqual([
      fmt(s.deductionChoice, { legal: 'R$ 1.695,11', simplified: 'R$ 607,20' }),
      fmt(s.irrfNoReduction, { computed: 'R$ 1.100,11' }),
    ]);
    const reduced = computationItems(
      [{ key: 'irrfLine', values: { ...WORKED[5]!.values, reduction: '179.75', computed: '385.10' } }],
      [],
    )[0]!;
    expect(reduced.details).toEqual([fmt(s.irrfReduction, { reduction: 'R$ 179,75', computed: 'R$ 385,10' })]);
  });

  it('marks a line withheld by the payer and a line capped at the liquid', () => {
    const [withheld, capped] = computationItems(
      [
        {
          key: 'rateLine',
          values: { ...WORKED[1]!.values, name: 'IRRF 1,5%', kind: 'TAX', base: 'Custom', withheldByPayer: 'true' },
        },
        {
          key: 'fixedLine',
          values: {
            name: 'Mensalidade',
            kind: 'FEE',
            amount: '50.00',
            baseValue: '30.00',
            computed: '50.00',
            value: '30.00',
            capped: 'true',
          },
        },
      ],
      [],
    );
    expect(withheld!.text).toBe(
      'IRRF 1,5% (imposto): 10% sobre o recebido dos convênios escolhidos de R$ 10.000,00 = R$ 1.000,00',
    );
    expect(withheld!.marks).toEqual([c.marks.withheldByPayer]);
    expect(capped!.text).toBe('Mensalidade (taxa): valor fixo de R$ 50,00, até o líquido de R$ 30,00 = R$ 50,00');
    expect(capped!.marks).toEqual([fmt(c.marks.capped, { value: 'R$ 30,00' })]);
  });

  it('words the IRRF base with the simplified discount, and without a table', () => {
    const base = {
      valueBaseTransfer: '5000.00',
      inss: '0.00',
      dependants: '0',
      deductionValue: '607.20',
      valueBaseIR: '4392.80',
    };
    const [simplified, none] = computationItems(
      [
        { key: 'valueBaseIR', values: { ...base, deductionKind: 'simplified' } },
        {
          key: 'valueBaseIR',
          values: { ...base, deductionKind: 'none', deductionValue: '0.00', valueBaseIR: '5000.00' },
        },
      ],
      [],
    );
    expect(simplified!.text).toBe(
      'Base do IRRF: base do repasse R$ 5.000,00 − desconto simplificado R$ 607,20 = R$ 4.392,80',
    );
    expect(none!.text).toBe(fmt(s.valueBaseIRNone, { valueBaseTransfer: 'R$ 5.000,00' }));
  });

  it('tells what the payer withheld under the liquid, and shows a dash for values it may not see', () => {
    const liquid = computationItems(
      [{ key: 'liquid', values: { ...WORKED[6]!.values, withheldByPayerTotal: '90.00' } }],
      [],
    )[0]!;
    expect(liquid.details).toEqual([fmt(s.liquidWithheld, { withheldByPayerTotal: 'R$ 90,00' })]);
    expect(computationItems([{ key: 'receivedValue', values: {} }], [])[0]!.text).toBe(
      'Valor bruto — − desconto — = valor recebido —',
    );
  });

  it('shows a step it does not know as its values', () => {
    expect(computationItems([{ key: 'newStep', values: { a: '1', b: 'x' } }], [])[0]!.text).toBe('a: 1; b: x');
  });
});
