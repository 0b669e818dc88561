import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ItemBalance } from './ledger';
import { openCents, spreadOverOpen } from './spread';

const item = (rowId: string, open: string): ItemBalance => ({
  type: 'PROCEDURE',
  rowId,
  value: open,
  received: '0.00',
  loss: '0.00',
  glosado: '0.00',
  discount: '0.00',
  over: '0.00',
  open,
});

describe('spreading a guide-level amount over its items', () => {
  it.each([
    ['less than the first item', 5000n, [['a', 5000n]]],
    [
      'exactly the whole guide',
      15000n,
      [
        ['a', 10000n],
        ['b', 5000n],
      ],
    ],
    [
      'more than the guide: the rest on the first item',
      16000n,
      [
        ['a', 10000n],
        ['b', 5000n],
        ['a', 1000n],
      ],
    ],
    ['nothing', 0n, []],
  ])('%s', (_, amount, expected) => {
    const open = openCents([item('a', '100.00'), item('b', '50.00')]);
    expect(spreadOverOpen(open, amount).map((p) => [p.item.rowId, p.cents])).toEqual(expected);
  });

  it('shares the open balance between two amounts of one event (a receipt, then a glosa)', () => {
    const open = openCents([item('a', '100.00'), item('b', '50.00'), item('c', '-3.00')]);
    expect(spreadOverOpen(open, 12000n).map((p) => [p.item.rowId, p.cents])).toEqual([
      ['a', 10000n],
      ['b', 2000n],
    ]);
    expect(spreadOverOpen(open, 3000n).map((p) => [p.item.rowId, p.cents])).toEqual([['b', 3000n]]);
  });

  it('puts exactly the amount on the items, never more than an item had open unless the amount is larger', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 8 }), fc.nat(10_000_000), (opens, amount) => {
        const items = opens.map((cents, i) => item(String(i), (cents / 100).toFixed(2)));
        const parts = spreadOverOpen(openCents(items), BigInt(amount));
        expect(parts.reduce((sum, p) => sum + p.cents, 0n)).toBe(BigInt(amount));
        const total = opens.reduce((a, b) => a + b, 0);
        if (amount <= total) {
          for (const [i, cents] of opens.entries()) {
            const given = parts.filter((p) => p.item === items[i]).reduce((sum, p) => sum + p.cents, 0n);
            expect(given <= BigInt(cents)).toBe(true);
          }
        }
      }),
    );
  });
});
