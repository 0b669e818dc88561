import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, multiply, parseDecimal, roundHalfUp, toMoneyText, toText } from './decimal';
import { priceEvent } from './price-event';
import { EDITION_2022, makeContext, VALUATION_2021_10 } from './test-fixtures';
import {
  ANESTHETIC_INDICATORS,
  PORTE_GRADES,
  PRICING_ACCOMMODATIONS,
  PRICING_EVENT_TYPES,
  PROPORTIONS,
  TECHNIQUES,
  type NegotiationTerms,
  type PricingContext,
  type PricingEvent,
  type PricingResult,
  type PricingTeamMember,
} from './types';

/** The knobs a generated negotiation turns; `contextOf` builds the context (and bumped variants). */
interface Knobs {
  band: string;
  feeBasis: 'ANESTHETIC' | 'PROCEDURE';
  automatic: boolean;
  emergency: string;
  apartment: string;
  oneDay: string;
  video: string;
  robotic: string;
  utm: string;
  anesthetistShare: string;
  porteDelta: string;
  factorByAccommodation: boolean;
  notValued: boolean;
}

const factor = (texts: string[]) => fc.constantFrom(...texts);
const knobs: fc.Arbitrary<Knobs> = fc.record({
  band: factor(['-0.2', '-0.1', '0', '0.1', '0.15', '0.2', '0.333']),
  feeBasis: fc.constantFrom('ANESTHETIC' as const, 'PROCEDURE' as const),
  automatic: fc.boolean(),
  emergency: factor(['1', '1.3', '1.5']),
  apartment: factor(['1', '2', '2.5']),
  oneDay: factor(['1', '1.5', '1.75']),
  video: factor(['1', '1.5']),
  robotic: factor(['1', '2', '2.25']),
  utm: factor(['1', '1.17', '1.333']),
  anesthetistShare: factor(['1', '0.8', '0.333']),
  porteDelta: factor(['0', '0.01', '13.37']),
  factorByAccommodation: fc.boolean(),
  notValued: fc.constantFrom(false, false, false, true),
});

const CUSTOM = '99000001';
const UNKNOWN = '12345678';
const codes = [...EDITION_2022.map((p) => p.code), CUSTOM, UNKNOWN];

function contextOf(k: Knobs): PricingContext {
  const portes = Object.fromEntries(
    PORTE_GRADES.map((p) => [p, toText(add(parseDecimal(VALUATION_2021_10.portes[p]), parseDecimal(k.porteDelta)))]),
  ) as typeof VALUATION_2021_10.portes;
  const terms: Partial<NegotiationTerms> = {
    proportion: k.band,
    feeBasis: k.feeBasis,
    automaticProportion: k.automatic,
    emergencyFactor: k.emergency,
    accommodationFactors: {
      APARTMENT: k.apartment,
      ONE_DAY_CLINIC: k.oneDay,
      NURSERY: '1',
      OUTPATIENT: '1',
      NONE: '1',
    },
    techniquesUsed: { KConventional: '1', KVideo: k.video, KRobotic: k.robotic },
    utm: k.utm,
    ucoByType: { Honorario: '0', SPSADT: null, Consulta: '12.5' },
    packages: [{ id: 'p', name: 'Pacote', codes: ['30101026', '30101050'], value: '1500.00' }],
    billingPerHourGroups: [{ id: 'h', name: 'Hora', codes: ['30101212'], hourValue: '250.50' }],
    overridesProcedures: [
      { code: '30205158', kind: 'VALUE', value: '999.99' },
      { code: '30715016', kind: 'PORTE', porte: '11A' },
      { code: '30101166', kind: 'INDICATOR', indicator: 'G' },
    ],
    customsProcedures: [{ code: CUSTOM, description: 'Custom', value: '123.45' }],
    revenueConfigs: [
      { role: 'anesthetist', order: 1, share: k.anesthetistShare, grauPart: '06' },
      { role: 'assistantAnesthetist', order: 1, share: '0.3', grauPart: '07' },
      { role: 'assistantAnesthetist', order: 2, share: '0.1', grauPart: 'nao_fatura_pela_ans' },
      { role: 'assistantSurgeon', order: 1, share: '0.6', grauPart: '01' },
    ],
  };
  const context = makeContext(terms, { factorByAccommodation: k.factorByAccommodation, isNotValued: k.notValued });
  return { ...context, valuation: { portes, ucoValue: '24.24' } };
}

const time = fc.option(
  fc
    .tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 59 }))
    .map(([h, m]) => `${h}:${String(m).padStart(2, '0')}`),
);
const member = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  role: fc.constantFrom(
    'anesthetist' as const,
    'assistantAnesthetist' as const,
    'assistantSurgeon' as const,
    'nurse' as const,
  ),
  order: fc.integer({ min: 1, max: 3 }),
});
const event: fc.Arbitrary<PricingEvent> = fc.record({
  type: fc.constantFrom(...PRICING_EVENT_TYPES),
  dtProcedure: fc.constant('2025-01-01'),
  accommodation: fc.constantFrom(...PRICING_ACCOMMODATIONS),
  isEmergency: fc.boolean(),
  anesthesiaStart: time,
  anesthesiaEnd: time,
  team: fc.array(member, { maxLength: 5 }) as fc.Arbitrary<PricingTeamMember[]>,
  procedures: fc
    .array(
      fc.record({
        code: fc.constantFrom(...codes),
        order: fc.integer({ min: 1, max: 4 }),
        proportion: fc.option(fc.constantFrom(...PROPORTIONS), { nil: undefined }),
        techniqueUsed: fc.option(fc.constantFrom(...TECHNIQUES), { nil: undefined }),
        userCustom: fc.option(fc.boolean(), { nil: undefined }),
        value: fc.option(
          fc.integer({ min: 0, max: 10_000_000 }).map((c) => toMoneyText({ units: BigInt(c), scale: 2 })),
          {
            nil: undefined,
          },
        ),
      }),
      { minLength: 1, maxLength: 5 },
    )
    .map((list) => list.map((p, i) => ({ ...p, rowId: `r${i}` }))),
});

const cents = (text: string) => parseDecimal(text).units;
const MONEY = /^\d+\.\d{2}$/;

function moneyFields(result: PricingResult): string[] {
  return [
    result.total,
    result.totalRevenue,
    ...result.procedures.flatMap((p) => [
      p.valueTable,
      p.valueBase,
      p.valueOriginal,
      p.value,
      ...p.revenueTeam.map((l) => l.revenue),
    ]),
  ];
}

describe('pricing properties', () => {
  it('totals are the sums of their parts; anesthetists share exactly their part', () => {
    fc.assert(
      fc.property(knobs, event, (k, e) => {
        const result = priceEvent(e, contextOf(k));
        expect(cents(result.total)).toBe(result.procedures.reduce((sum, p) => sum + cents(p.value), 0n));
        const billed = result.procedures
          .flatMap((p) => p.revenueTeam)
          .filter((l) => l.grauPart !== 'nao_fatura_pela_ans');
        const sum = (basis: string) =>
          billed.filter((l) => l.basis === basis).reduce((acc, l) => acc + cents(l.revenue), 0n);
        expect(cents(result.totalRevenue)).toBe(sum('fee'));
        expect(cents(result.totalSurgicalRevenue)).toBe(sum('surgical'));
        // Only the anesthesia team shares the anesthesia fee (decision 014, fee basis).
        if (k.feeBasis === 'ANESTHETIC') {
          for (const line of billed) {
            const anesthesiaTeam = ['anesthetist', 'assistantAnesthetist', 'residentAnesthetist'].includes(line.role);
            expect(line.basis).toBe(anesthesiaTeam ? 'fee' : 'surgical');
          }
        } else expect(sum('surgical')).toBe(0n);
        for (const p of result.procedures) {
          const anesthetists = p.revenueTeam.filter((l) => l.role === 'anesthetist');
          if (anesthetists.length === 0) continue;
          const part = roundHalfUp(multiply(parseDecimal(p.value), parseDecimal(k.anesthetistShare))).units;
          expect(anesthetists.reduce((sum, l) => sum + cents(l.revenue), 0n)).toBe(part);
        }
        expect(result.procedures.length + result.problems.filter((x) => x.kind === 'notFound').length).toBe(
          e.procedures.length,
        );
      }),
    );
  });

  it('money has exactly 2 decimals and is never negative', () => {
    fc.assert(
      fc.property(knobs, event, (k, e) => {
        for (const text of moneyFields(priceEvent(e, contextOf(k)))) expect(text).toMatch(MONEY);
      }),
    );
  });

  it('re-pricing the priced procedures gives the same result', () => {
    fc.assert(
      fc.property(knobs, event, (k, e) => {
        const context = contextOf(k);
        const first = priceEvent(e, context);
        const priced = new Map(first.procedures.map((p) => [p.rowId, p]));
        const again: PricingEvent = {
          ...e,
          procedures: e.procedures.map((input) => {
            const p = priced.get(input.rowId);
            if (!p) return input;
            const { rowId, code, order, proportion, techniqueUsed, userCustom, value } = p;
            return { rowId, code, order, proportion, techniqueUsed, userCustom, value };
          }),
        };
        expect(priceEvent(again, context)).toEqual(first);
      }),
    );
  });

  type Bump = [keyof Knobs, string];
  const bumps: Bump[] = [
    ['band', '0.05'],
    ['emergency', '0.2'],
    ['apartment', '0.5'],
    ['oneDay', '0.25'],
    ['video', '0.5'],
    ['robotic', '0.01'],
    ['utm', '0.5'],
    ['porteDelta', '7.5'],
  ];
  it('a larger factor never lowers a value (manual proportions)', () => {
    fc.assert(
      fc.property(knobs, event, fc.constantFrom(...bumps), (k, e, [knob, delta]) => {
        const base = { ...k, automatic: false };
        const bumped = { ...base, [knob]: toText(add(parseDecimal(String(base[knob])), parseDecimal(delta))) };
        const before = priceEvent(e, contextOf(base)).procedures;
        const after = priceEvent(e, contextOf(bumped)).procedures;
        before.forEach((p, i) => {
          const order = compare(parseDecimal(after[i]!.valueOriginal), parseDecimal(p.valueOriginal));
          expect(order, `${p.code} ${knob}`).toBeGreaterThanOrEqual(0);
        });
      }),
    );
  });

  it('every anesthetic indicator is its points × UTM', () => {
    const context = makeContext();
    for (const letter of ANESTHETIC_INDICATORS) {
      const overrides = [{ code: '31602223', kind: 'INDICATOR' as const, indicator: letter }];
      const withOverride = makeContext({ overridesProcedures: overrides });
      const points = context.negotiation.terms.anestheticIndicators[letter];
      const e: PricingEvent = {
        type: 'Honorario',
        dtProcedure: '2025-01-01',
        accommodation: 'NONE',
        isEmergency: false,
        procedures: [{ rowId: 'r', code: '31602223', order: 1 }],
        team: [],
      };
      const expected = toMoneyText(multiply(parseDecimal(points), parseDecimal('1.17')));
      expect(priceEvent(e, withOverride).procedures[0]!.value).toBe(expected);
    }
  });
});
