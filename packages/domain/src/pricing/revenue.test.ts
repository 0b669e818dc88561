import { describe, expect, it } from 'vitest';
import { priceEvent } from './price-event';
import { makeContext, makeEvent } from './test-fixtures';
import type { PricingContext, PricingEvent, PricingTeamMember } from './types';

const customs = [{ code: '99000001', description: 'Cem reais', value: '100.00' }];
const context = makeContext({ customsProcedures: customs });
const procedureBasis = makeContext({ customsProcedures: customs, feeBasis: 'PROCEDURE' });
const lines = (code: string, team: PricingTeamMember[], on: PricingContext = context) =>
  priceEvent(makeEvent([code], { team }), on).procedures[0]!.revenueTeam.map((l) => [
    l.actorId,
    l.percentRevenue,
    l.grauPart,
    l.revenue,
  ]);
const an = (id: string, order: number): PricingTeamMember => ({ id, role: 'anesthetist', order });

describe('revenue split (billing.md §9 shares)', () => {
  it('anesthetist 100 % grauPart 06, assistant 30 % grauPart 07, second assistant 0 % not billed', () => {
    const team: PricingTeamMember[] = [
      an('an1', 1),
      { id: 'as1', role: 'assistantAnesthetist', order: 1 },
      { id: 'as2', role: 'assistantAnesthetist', order: 2 },
    ];
    expect(lines('30602246', team)).toEqual([
      ['an1', '1', '06', '2544.23'],
      ['as1', '0.3', '07', '763.27'],
      ['as2', '0', 'nao_fatura_pela_ans', '0.00'],
    ]);
    expect(priceEvent(makeEvent(['30602246'], { team }), context).totalRevenue).toBe('3307.50');
  });

  it('a secondary anesthetist halves (the odd cent to the lowest order)', () => {
    expect(lines('30602246', [an('an2', 2), an('an1', 1)])).toEqual([
      ['an2', '0.5', '06', '1272.11'],
      ['an1', '0.5', '06', '1272.12'],
    ]);
  });

  it('a third splits in thirds: 100.00 → 33.34 + 33.33 + 33.33', () => {
    expect(lines('99000001', [an('an1', 1), an('an2', 2), an('an3', 3)])).toEqual([
      ['an1', '0.333333', '06', '33.34'],
      ['an2', '0.333333', '06', '33.33'],
      ['an3', '0.333333', '06', '33.33'],
    ]);
  });

  it('assistant surgeons 0.6 / 0.4 / 0.3 / 0.3 on the PROCEDURE basis, the fifth on the fourth config; no config, no line', () => {
    const team: PricingTeamMember[] = [
      { id: 's', role: 'surgeon', order: 1 },
      ...[1, 2, 3, 4, 5].map((order) => ({ id: `a${order}`, role: 'assistantSurgeon' as const, order })),
      { id: 'n', role: 'nurse', order: 1 },
    ];
    expect(lines('99000001', team, procedureBasis)).toEqual([
      ['s', '1', '00', '100.00'],
      ['a1', '0.6', '01', '60.00'],
      ['a2', '0.4', '02', '40.00'],
      ['a3', '0.3', '03', '30.00'],
      ['a4', '0.3', '04', '30.00'],
      ['a5', '0.3', '04', '30.00'],
    ]);
  });

  it('gives no line to anesthetists when the negotiation has no anesthetist config', () => {
    const noConfig = makeContext({ customsProcedures: customs, revenueConfigs: [] });
    const result = priceEvent(makeEvent(['99000001'], { team: [an('an1', 1)] }), noConfig);
    expect(result.procedures[0]!.revenueTeam).toEqual([]);
    expect(result.totalRevenue).toBe('0.00');
  });
});

/**
 * On the ANESTHETIC basis only the anesthesia team (grau 06/07) shares the anesthesia fee; the
 * surgical team is priced on the procedure's own porte (DOMAIN.md: auxiliaries 60/40/30/30 % of
 * the surgeon's porte). Values recomputed by hand from the 2021-10 valuation.
 */
describe("the anesthesia fee is the anesthesia team's (ANESTHETIC basis)", () => {
  const surgeon: PricingTeamMember = { id: 's', role: 'surgeon', order: 1 };
  const assistant = (order: number): PricingTeamMember => ({ id: `a${order}`, role: 'assistantSurgeon', order });
  const anesthetist = an('an1', 1);
  type Row = [string, string, PricingTeamMember[], Partial<PricingEvent>, string[][], string, string];
  it.each<Row>([
    [
      // Cesariana: AN 5 → 7C = 2544.23 for the anesthetist; porte 9A = 3132.11 for the surgeon,
      // 9A × 0.6 = 1879.266 → 1879.27 for the first assistant. Before: surgeons took 100 % and
      // 60 % of the anesthesia fee (team total 6615.00).
      'the issue scenario: cesariana, anesthetist 1 + surgeon 1 + assistant surgeon 1',
      '31309054',
      [anesthetist, surgeon, assistant(1)],
      {},
      [
        ['an1', '1', '06', '2544.23', 'fee'],
        ['s', '1', '00', '3132.11', 'surgical'],
        ['a1', '0.6', '01', '1879.27', 'surgical'],
      ],
      '2544.23',
      '5011.38',
    ],
    [
      // 7C 2544.23 × 0.3 = 763.269 → 763.27 for the auxiliary anesthetist; 9A × 2 (apartment) =
      // 6264.22 for the surgeon, × 0.4 = 2505.688 → 2505.69 for the second assistant.
      'apartment, auxiliary anesthetist and second assistant surgeon',
      '31309054',
      [anesthetist, { id: 'as1', role: 'assistantAnesthetist', order: 1 }, surgeon, assistant(1), assistant(2)],
      { accommodation: 'APARTMENT' },
      [
        ['an1', '1', '06', '5088.46', 'fee'],
        ['as1', '0.3', '07', '1526.54', 'fee'],
        ['s', '1', '00', '6264.22', 'surgical'],
        ['a1', '0.6', '01', '3758.53', 'surgical'],
        ['a2', '0.4', '02', '2505.69', 'surgical'],
      ],
      '6615.00',
      '12528.44',
    ],
    [
      // A custom procedure has no surgical porte: the surgical team keeps its line at 0.
      'a custom procedure: no surgical porte',
      '99000001',
      [anesthetist, surgeon],
      {},
      [
        ['an1', '1', '06', '100.00', 'fee'],
        ['s', '1', '00', '0.00', 'surgical'],
      ],
      '100.00',
      '0.00',
    ],
  ])('%s', (_name, code, team, event, expected, totalRevenue, totalSurgicalRevenue) => {
    const result = priceEvent(makeEvent([code], { team, ...event }), context);
    const procedure = result.procedures[0]!;
    expect(procedure.revenueTeam.map((l) => [l.actorId, l.percentRevenue, l.grauPart, l.revenue, l.basis])).toEqual(
      expected,
    );
    expect([result.totalRevenue, result.totalSurgicalRevenue]).toEqual([totalRevenue, totalSurgicalRevenue]);
  });

  it('keeps the surgical porte priced with its steps: porte, proportion, factors, rounding (no UCO)', () => {
    const team = [anesthetist, surgeon];
    const result = priceEvent(
      makeEvent([{ code: '30205271', proportion: '0.5' }], { team, isEmergency: true, type: 'SPSADT' }),
      context,
    );
    // 8A 2691.20 × 0.5 × 1.3 = 1749.28; the edition's 33.8 UCO go to no one's fee.
    expect(result.procedures[0]!.surgical).toEqual({
      porte: '8A',
      value: '1749.28',
      steps: [
        { kind: 'porte', porte: '8A', value: '2691.20' },
        { kind: 'proportion', factor: '0.5', automatic: false, value: '1345.60' },
        { kind: 'emergency', factor: '1.3', value: '1749.28' },
        { kind: 'rounding', value: '1749.28' },
      ],
    });
  });

  it('on the PROCEDURE basis everyone shares the procedure value and there is no surgical price', () => {
    const result = priceEvent(makeEvent(['31309054'], { team: [anesthetist, surgeon] }), procedureBasis);
    expect(result.procedures[0]!.surgical).toBeNull();
    expect(result.procedures[0]!.revenueTeam.map((l) => [l.revenue, l.basis])).toEqual([
      ['3132.11', 'fee'],
      ['3132.11', 'fee'],
    ]);
    expect(result.totalSurgicalRevenue).toBe('0.00');
  });
});
