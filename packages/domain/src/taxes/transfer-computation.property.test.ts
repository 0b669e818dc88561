import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsText, sumCents, type Cents } from '../money/cents';
import { computeReceiverTransfer, type ReceiverTransferInput } from './transfer-computation';
import { taxRule } from './transfer-test-fixtures';
import { taxRuleProblems, type TaxRule } from './vocabulary';

/**
 * Random receivers, months, insurer splits, discounts and sound tax rules (every shape
 * taxRuleProblems accepts): the transfer always balances, never goes below 0, and depends only
 * on its input, whatever the order the rules come in (decision 028).
 */

const rate = fc.oneof(
  fc.constantFrom('0.65', '1', '1.5', '3', '5', '10', '11', '20', '27.5', '100'),
  fc.integer({ min: 1, max: 10_000 }).map((n) => centsText(BigInt(n))),
);
const common = {
  kind: fc.constantFrom<TaxRule['kind']>('TAX', 'FEE'),
  receiverIds: fc.constantFrom<string[]>([], ['doc-1'], ['doc-2'], ['doc-1', 'doc-2']),
  withheldByPayer: fc.boolean(),
  order: fc.integer({ min: 0, max: 3 }),
};
const personType = fc.constantFrom<TaxRule['personType']>('ALL', 'PF', 'PJ');
const identifier = fc.constantFrom<TaxRule['identifier']>(
  'TAX',
  'IR',
  'IRJ',
  'CSLL',
  'PIS',
  'COFINS',
  'CUSTOM',
  'OTHER',
);

/** A rule without its id (given by position). */
const ruleShape: fc.Arbitrary<Omit<TaxRule, 'id' | 'name'>> = fc.oneof(
  fc.record({
    ...common,
    identifier,
    personType,
    base: fc.constantFrom<TaxRule['base']>('Received', 'ReceivedValue', 'Repasse', 'BaseIRRF', 'Liquid'),
    calculation: fc.constant('RATE' as const),
    ratePercent: rate,
    amount: fc.constant(null),
    healthInsuranceIds: fc.constant<string[]>([]),
  }),
  fc.record({
    ...common,
    identifier,
    personType,
    base: fc.constant('Custom' as const),
    calculation: fc.constant('RATE' as const),
    ratePercent: rate,
    amount: fc.constant(null),
    healthInsuranceIds: fc.subarray(['h1', 'h2', 'h3', 'h9'], { minLength: 1 }),
  }),
  fc.record({
    ...common,
    identifier: fc.constant('INSS' as const),
    personType: fc.constant('PF' as const),
    base: fc.constant('Repasse' as const),
    calculation: fc.constant('RATE' as const),
    ratePercent: fc.constantFrom('11', '20'),
    amount: fc.constant(null),
    healthInsuranceIds: fc.constant<string[]>([]),
  }),
  fc.record({
    ...common,
    identifier: fc.constant('IR' as const),
    personType: fc.constant('PF' as const),
    base: fc.constant('BaseIRRF' as const),
    calculation: fc.constant('TABLE' as const),
    ratePercent: fc.constant(null),
    amount: fc.constant(null),
    healthInsuranceIds: fc.constant<string[]>([]),
  }),
  fc.record({
    ...common,
    identifier,
    personType,
    base: fc.constant('LiquidValue' as const),
    calculation: fc.constant('FIXED' as const),
    ratePercent: fc.constant(null),
    amount: fc.integer({ min: 1, max: 500_000 }).map((n) => centsText(BigInt(n))),
    healthInsuranceIds: fc.constant<string[]>([]),
  }),
);

const cents = (max: number): fc.Arbitrary<Cents> => fc.integer({ min: 0, max }).map(BigInt);

const input: fc.Arbitrary<ReceiverTransferInput> = fc
  .record({
    month: fc.constantFrom('2024-03', '2025-04', '2025-06', '2026-01', '2026-09'),
    receiver: fc.record({
      id: fc.constantFrom('doc-1', 'doc-2', 'doc-3'),
      personType: fc.constantFrom<'PF' | 'PJ'>('PF', 'PJ'),
      dependants: fc.integer({ min: 0, max: 4 }),
      inssOtherSources: cents(1_000_000),
    }),
    insurers: fc.array(cents(3_000_000), { minLength: 1, maxLength: 3 }),
    discountShare: fc.integer({ min: 0, max: 100 }),
    rules: fc.array(ruleShape, { maxLength: 8 }),
  })
  .map(({ insurers, discountShare, rules, ...rest }) => {
    const fullValue = sumCents(insurers);
    return {
      ...rest,
      fullValue,
      byInsurer: new Map(insurers.map((v, i) => [`h${i + 1}`, v])),
      discount: discountShare === 0 ? 0n : (fullValue * BigInt(discountShare)) / 100n,
      rules: rules.map((r, i) => taxRule({ ...r, id: `r${i}`, name: `Tax ${i % 3}` })),
    };
  });

describe('computeReceiverTransfer (property)', () => {
  it('the rules generated are sound', () => {
    fc.assert(
      fc.property(input, (i) => {
        for (const rule of i.rules) expect(taxRuleProblems(rule)).toEqual([]);
      }),
    );
  });

  it('liquid = full − discount − taxes − fees, never below 0, every value ≥ 0', () => {
    fc.assert(
      fc.property(input, (i) => {
        const r = computeReceiverTransfer(i);
        expect(r.liquid).toBe(i.fullValue - i.discount - r.totalTaxes - r.totalFees);
        expect(r.liquid >= 0n).toBe(true);
        for (const line of r.lines) {
          expect(line.value >= 0n && line.baseValue >= 0n).toBe(true);
          if (line.capped) expect(line.withheldByPayer).toBe(false);
        }
        const deducted = r.lines.filter((l) => !l.withheldByPayer);
        expect(r.totalTaxes).toBe(sumCents(deducted.filter((l) => l.kind === 'TAX').map((l) => l.value)));
        expect(r.totalFees).toBe(sumCents(deducted.filter((l) => l.kind === 'FEE').map((l) => l.value)));
        expect(r.withheldByPayerTotal).toBe(sumCents(r.lines.filter((l) => l.withheldByPayer).map((l) => l.value)));
        expect(r.valueBaseTransfer >= 0n && r.valueBaseIR >= 0n && r.valueBaseIR <= r.valueBaseTransfer).toBe(true);
        expect(r.steps[0]!.key).toBe('receivedValue');
        expect(r.steps.at(-1)!.values.liquid).toBe(centsText(r.liquid));
      }),
    );
  });

  it('is deterministic, whatever the order of the rules', () => {
    const withShuffled = input.chain((i) =>
      fc.tuple(
        fc.constant(i),
        fc.shuffledSubarray([...i.rules], { minLength: i.rules.length, maxLength: i.rules.length }),
      ),
    );
    fc.assert(
      fc.property(withShuffled, ([i, shuffled]) => {
        const first = computeReceiverTransfer(i);
        expect(computeReceiverTransfer(i)).toEqual(first);
        expect(computeReceiverTransfer({ ...i, rules: shuffled })).toEqual(first);
      }),
    );
  });
});
