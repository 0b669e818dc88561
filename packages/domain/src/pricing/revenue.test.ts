import { describe, expect, it } from 'vitest';
import { priceEvent } from './price-event';
import { makeContext, makeEvent } from './test-fixtures';
import type { PricingTeamMember } from './types';

const customs = [{ code: '99000001', description: 'Cem reais', value: '100.00' }];
const context = makeContext({ customsProcedures: customs });
const lines = (code: string, team: PricingTeamMember[]) =>
  priceEvent(makeEvent([code], { team }), context).procedures[0]!.revenueTeam.map((l) => [
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

  it('assistant surgeons 0.6 / 0.4 / 0.3 / 0.3, the fifth on the fourth config; no config, no line', () => {
    const team: PricingTeamMember[] = [
      { id: 's', role: 'surgeon', order: 1 },
      ...[1, 2, 3, 4, 5].map((order) => ({ id: `a${order}`, role: 'assistantSurgeon' as const, order })),
      { id: 'n', role: 'nurse', order: 1 },
    ];
    expect(lines('99000001', team)).toEqual([
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
