import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumCents } from '../money/cents';
import { splitProblems, TRANSFER_ACTIONS, transferActionProblem } from './transfer-rules';
import { TRANSFER_STATUSES } from './vocabulary';

describe('splitProblems', () => {
  it.each([
    ['one part, the whole liquid', 1000n, [1000n], []],
    ['three parts', 1000n, [500n, 300n, 200n], []],
    ['no part', 1000n, [], [{ code: 'splitEmpty' }]],
    ['a zero part', 1000n, [1000n, 0n], [{ code: 'splitNotPositive', index: 1 }]],
    ['a negative part', 1000n, [1100n, -100n], [{ code: 'splitNotPositive', index: 1 }]],
    ['a sum short by a cent', 1000n, [500n, 499n], [{ code: 'splitSum', sum: 999n, liquid: 1000n }]],
  ])('%s', (_name, liquid, parts, problems) => {
    expect(splitProblems(liquid, parts)).toEqual(problems);
  });

  const split = fc
    .array(fc.bigInt({ min: 1n, max: 10_000_000n }), { minLength: 1, maxLength: 8 })
    .map((parts) => ({ parts, liquid: sumCents(parts) }));

  it('a valid split passes; one part off by a cent fails', () => {
    fc.assert(
      fc.property(split, fc.nat(), fc.boolean(), ({ parts, liquid }, pick, up) => {
        expect(splitProblems(liquid, parts)).toEqual([]);
        const index = pick % parts.length;
        const perturbed = parts.map((p, i) => (i === index ? p + (up ? 1n : -1n) : p));
        const codes = splitProblems(liquid, perturbed).map((p) => p.code);
        expect(codes).toContain('splitSum');
      }),
    );
  });
});

describe('transferActionProblem', () => {
  it.each([
    ['OPEN', 'addEntries', false, null],
    ['OPEN', 'change', false, null],
    ['OPEN', 'lock', false, null],
    ['OPEN', 'pay', false, 'transferMustBeLocked'],
    ['OPEN', 'unlock', false, 'transferMustBeLocked'],
    ['LOCKED', 'addEntries', false, 'transferLocked'],
    ['LOCKED', 'change', false, 'transferLocked'],
    ['LOCKED', 'lock', false, 'transferLocked'],
    ['LOCKED', 'pay', false, null],
    ['LOCKED', 'pay', true, 'transferPaid'],
    ['LOCKED', 'unlock', false, null],
    ['LOCKED', 'unlock', true, 'transferPaid'],
    ['LOCKED', 'change', true, 'transferLocked'],
  ] as const)('%s %s (paid %s) → %s', (status, action, isPaid, problem) => {
    expect(transferActionProblem(status, action, isPaid)).toBe(problem);
  });

  it('answers every status × action', () => {
    for (const status of TRANSFER_STATUSES) {
      for (const action of TRANSFER_ACTIONS) {
        for (const isPaid of [false, true]) {
          const problem = transferActionProblem(status, action, isPaid);
          expect([null, 'transferLocked', 'transferMustBeLocked', 'transferPaid']).toContain(problem);
        }
      }
    }
  });
});
