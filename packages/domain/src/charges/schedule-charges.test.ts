import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeAmount, chargeLines, chargeTotals, slotShare, type ChargeSlot } from './schedule-charges';

const slot = (over: Partial<ChargeSlot> = {}): ChargeSlot => ({
  workplace: 'Maternidade',
  shift: 'Plantão diurno',
  category: 'PLANTAO',
  exclusive: true,
  minutes: 720,
  valuePerHour: 15_000n,
  onCallPercentage: null,
  ...over,
});

describe('chargeAmount', () => {
  it.each([
    ['12 h at R$ 150,00', 720, 15_000n, '100', 180_000n],
    ['12 h of sobreaviso at 30 %', 720, 15_000n, '30', 54_000n],
    ['12 h at 33.33 %', 720, 15_000n, '33.33', 59_994n],
    ['7 min at R$ 100,00 (R$ 11,666… → 11,67)', 7, 10_000n, '100', 1_167n],
    ['1 min at R$ 0,01 (0,000166… → 0,00)', 1, 1n, '100', 0n],
    ['30 min at R$ 0,01 (0,005 → 0,01, half-up)', 30, 1n, '100', 1n],
    ['no rate', 720, 0n, '100', 0n],
  ])('%s', (_, minutes, rate, share, cents) => {
    expect(chargeAmount(minutes, rate, share)).toBe(cents);
  });
});

describe('slotShare', () => {
  it('pays presential slots whole and sobreaviso its line percentage, whole when none is set', () => {
    expect(slotShare({ exclusive: true, onCallPercentage: '30' })).toBe('100');
    expect(slotShare({ exclusive: false, onCallPercentage: '30.00' })).toBe('30');
    expect(slotShare({ exclusive: false, onCallPercentage: '33.50' })).toBe('33.5');
    expect(slotShare({ exclusive: false, onCallPercentage: null })).toBe('100');
  });
});

describe('chargeLines', () => {
  it('groups by workplace, shift, category, rate and share; the contract rate fills a shift without one', () => {
    const lines = chargeLines(
      [
        slot(),
        slot(),
        slot({ shift: 'Sobreaviso noturno', category: 'SOBREAVISO', exclusive: false, onCallPercentage: '30' }),
        slot({ workplace: 'Hospital Central', valuePerHour: null, minutes: 360 }),
      ],
      12_000n,
    );
    expect(lines).toEqual([
      {
        workplace: 'Hospital Central',
        shift: 'Plantão diurno',
        category: 'PLANTAO',
        ratePerHour: 12_000n,
        rateSource: 'contract',
        share: '100',
        slots: 1,
        minutes: 360,
        amount: 72_000n,
      },
      {
        workplace: 'Maternidade',
        shift: 'Plantão diurno',
        category: 'PLANTAO',
        ratePerHour: 15_000n,
        rateSource: 'shift',
        share: '100',
        slots: 2,
        minutes: 1440,
        amount: 360_000n,
      },
      {
        workplace: 'Maternidade',
        shift: 'Sobreaviso noturno',
        category: 'SOBREAVISO',
        ratePerHour: 15_000n,
        rateSource: 'shift',
        share: '30',
        slots: 1,
        minutes: 720,
        amount: 54_000n,
      },
    ]);
    expect(chargeTotals(lines)).toEqual({ minutes: 2520, total: 486_000n });
  });

  it('marks a line without any rate, at zero', () => {
    const [line] = chargeLines([slot({ valuePerHour: null })], null);
    expect(line).toMatchObject({ rateSource: 'none', ratePerHour: 0n, amount: 0n });
  });

  it('the total is the exact sum of the lines, and each line within half a cent of its exact value', () => {
    const arbitrarySlot = fc.record({
      workplace: fc.constantFrom('A', 'B'),
      shift: fc.constantFrom('Dia', 'Noite'),
      category: fc.constantFrom('PLANTAO', 'SOBREAVISO'),
      exclusive: fc.boolean(),
      minutes: fc.integer({ min: 1, max: 1440 }),
      valuePerHour: fc.option(fc.bigInt({ min: 0n, max: 100_000n })),
      onCallPercentage: fc.option(fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2))),
    });
    fc.assert(
      fc.property(
        fc.array(arbitrarySlot, { maxLength: 40 }),
        fc.option(fc.bigInt({ min: 1n, max: 50_000n })),
        (slots, rate) => {
          const lines = chargeLines(slots, rate);
          expect(lines.reduce((s, l) => s + l.slots, 0)).toBe(slots.length);
          const { total, minutes } = chargeTotals(lines);
          expect(total).toBe(lines.reduce((s, l) => s + l.amount, 0n));
          expect(minutes).toBe(slots.reduce((s, x) => s + x.minutes, 0));
          for (const l of lines) {
            const exact = (l.minutes * Number(l.ratePerHour) * Number(l.share)) / 6000;
            expect(Math.abs(Number(l.amount) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          }
        },
      ),
    );
  });
});
