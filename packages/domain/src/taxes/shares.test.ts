import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsText, sumCents, toCents } from '../money/cents';
import { parseDecimal, pow10 } from '../pricing/decimal';
import { TEAM_ROLES, type TeamRole } from '../pricing/types';
import { largestRemainder, receiverShares, ROLE_RECEIVER_TYPES, teamShareText, type ShareLine } from './shares';

const line = (actorId: string, role: TeamRole, revenue: string, basis: 'fee' | 'surgical' = 'fee'): ShareLine => ({
  actorId,
  role,
  order: 1,
  revenue,
  basis,
});

const fallback = { receiverId: 'anest-1', receiverType: 'anesthetist' as const };

/** The parts as [receiverType, receiverId, value text]. */
const parts = (value: string, lines: ShareLine[]) =>
  receiverShares(toCents(value), fallback, lines).map((s) => [s.receiverType, s.receiverId, centsText(s.value)]);

describe('receiverShares', () => {
  it('gives everything to the only anesthetist', () => {
    expect(parts('850.00', [line('a', 'anesthetist', '850.00')])).toEqual([['anesthetist', 'a', '850.00']]);
  });

  it('splits by revenue; the cent left goes to the largest remainder', () => {
    // 1.000,00 × 1.000/1.300 = 769,2307… → 769,23; × 300/1.300 = 230,7692… → 230,76 + the cent
    // left (remainder 0,92 > 0,07) → 230,77.
    const lines = [line('a', 'anesthetist', '1000.00'), line('b', 'assistantAnesthetist', '300.00')];
    expect(parts('1000.00', lines)).toEqual([
      ['anesthetist', 'a', '769.23'],
      ['anesthetist', 'b', '230.77'],
    ]);
  });

  it('breaks a tie of remainders by line order', () => {
    // 123,45 over 850 / 255 / 255: floors 77,15 / 23,14 / 23,14 (sum 123,43); the two cents go to
    // the equal largest remainders, the second and third lines.
    const lines = [
      line('a', 'anesthetist', '850.00'),
      line('b', 'surgeon', '255.00'),
      line('c', 'assistantSurgeon', '255.00'),
    ];
    expect(parts('123.45', lines)).toEqual([
      ['anesthetist', 'a', '77.15'],
      ['surgeon', 'b', '23.15'],
      ['surgeon', 'c', '23.15'],
    ]);
    // 1 cent over two equal halves: the first line.
    expect(parts('0.01', [line('a', 'anesthetist', '425.00'), line('b', 'anesthetist', '425.00')])).toEqual([
      ['anesthetist', 'a', '0.01'],
      ['anesthetist', 'b', '0.00'],
    ]);
  });

  it('splits thirds exactly', () => {
    const lines = ['a', 'b', 'c'].map((id) => line(id, 'anesthetist', '283.33'));
    expect(parts('100.00', lines).map((p) => p[2])).toEqual(['33.34', '33.33', '33.33']);
  });

  it('merges a receiver that appears twice', () => {
    const lines = [
      line('a', 'anesthetist', '500.00'),
      line('b', 'anesthetist', '250.00'),
      line('a', 'assistantAnesthetist', '250.00'),
    ];
    const shares = receiverShares(toCents('100.00'), fallback, lines);
    expect(shares.map((s) => [s.receiverId, s.role, centsText(s.value), s.weight])).toEqual([
      ['a', 'anesthetist', '75.00', '750.00'],
      ['b', 'anesthetist', '25.00', '250.00'],
    ]);
  });

  it('keeps the nursing team for the group, and maps residents and surgeons', () => {
    const lines = [
      line('a', 'anesthetist', '600.00'),
      line('n1', 'scrubNurse', '100.00'),
      line('n2', 'nurse', '100.00'),
      line('r', 'residentAnesthetist', '100.00'),
      line('s', 'surgeon', '100.00'),
    ];
    expect(parts('1000.00', lines)).toEqual([
      ['anesthetist', 'a', '600.00'],
      ['company', null, '200.00'],
      ['resident', 'r', '100.00'],
      ['surgeon', 's', '100.00'],
    ]);
  });

  it('ignores surgical-basis and zero lines; with none left, the fallback takes it all', () => {
    const only = [line('s', 'surgeon', '500.00', 'surgical'), line('b', 'assistantAnesthetist', '0.00')];
    expect(receiverShares(toCents('321.00'), fallback, only)).toEqual([
      { receiverId: 'anest-1', receiverType: 'anesthetist', role: null, value: 32100n, weight: '1' },
    ]);
    expect(parts('10.00', [...only, line('a', 'anesthetist', '1.00')])).toEqual([['anesthetist', 'a', '10.00']]);
    expect(parts('10.00', [])).toEqual([['anesthetist', 'anest-1', '10.00']]);
  });

  it('splits a negative value (a counter-entry) as its opposite', () => {
    const lines = [line('a', 'anesthetist', '1000.00'), line('b', 'assistantAnesthetist', '300.00')];
    expect(parts('-1000.00', lines).map((p) => p[2])).toEqual(['-769.23', '-230.77']);
  });

  it('maps every team role', () => {
    expect(Object.keys(ROLE_RECEIVER_TYPES).sort()).toEqual([...TEAM_ROLES].sort());
  });
});

describe('receiverShares (property)', () => {
  const revenue = fc.oneof(
    fc.bigInt({ min: 0n, max: 5_000_000n }).map((c) => centsText(c)),
    fc.bigInt({ min: 1n, max: 50_000_000n }).map((u) => `${u / 1000n}.${String(u % 1000n).padStart(3, '0')}`),
  );
  const shareLine = fc.record({
    actorId: fc.constantFrom('a', 'b', 'c', 'd'),
    role: fc.constantFrom(...TEAM_ROLES),
    order: fc.integer({ min: 1, max: 3 }),
    revenue,
    basis: fc.constantFrom<'fee' | 'surgical'>('fee', 'fee', 'surgical'),
  });

  it('parts sum exactly to the value, none negative, each within 1 cent of its exact proportion', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 100_000_000_00n }),
        fc.array(shareLine, { maxLength: 9 }),
        (value, lines) => {
          const shares = receiverShares(value, fallback, lines);
          expect(sumCents(shares.map((s) => s.value))).toBe(value);
          for (const s of shares) expect(s.value >= 0n).toBe(true);
          // Exact share = value × w / W. With every weight on one scale (6 decimals):
          // |part − value × w / W| < 1 cent  ⇔  |part × W − value × w| < W.
          const weights = shares.map((s) => {
            const d = parseDecimal(s.weight);
            return d.units * pow10(6 - d.scale);
          });
          const total = sumCents(weights);
          shares.forEach((s, i) => {
            const error = s.value * total - value * weights[i]!;
            expect(error < total && -error < total).toBe(true);
          });
          expect(new Set(shares.map((s) => `${s.receiverType}/${s.receiverId}`)).size).toBe(shares.length);
        },
      ),
    );
  });
});

describe('largestRemainder', () => {
  it('keeps every part at the floor or one above it', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 9n }), { minLength: 1, maxLength: 10 }),
        (total, weights) => {
          const sum = sumCents(weights);
          const result = largestRemainder(total, weights);
          expect(sumCents(result)).toBe(total);
          result.forEach((part, i) => {
            const floor = (total * weights[i]!) / sum;
            expect(part === floor || part === floor + 1n).toBe(true);
          });
        },
      ),
    );
  });
});

describe('teamShareText', () => {
  it.each([
    ['1200.00 / 1500.00', '80%'],
    ['500.00 / 650.00', '76,9%'],
    ['1 / 3', '33,3%'],
    ['2 / 3', '66,7%'],
    ['1234.5678 / 1234.5678', '100%'],
  ])('%s → %s', (weight, shown) => {
    expect(teamShareText(weight)).toBe(shown);
  });

  it('is null for an entry that was the receiver alone, or a weight that is not one', () => {
    for (const weight of [null, '', '1200.00', 'a / b', '1 / 0']) expect(teamShareText(weight)).toBeNull();
  });
});
