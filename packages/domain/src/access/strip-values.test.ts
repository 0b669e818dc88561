import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripValues } from './strip-values';

describe('stripValues', () => {
  it('removes the money fields of an event at every depth and keeps the rest', () => {
    const event = {
      id: 'e1',
      status: { status: 'WaitPayment', received: false },
      totalProduced: 1234.56,
      totalReceived: 0,
      expensesReceived: 10,
      procedures: [
        { idProc: '31009123', name: 'Anestesia', porte: '3A', value: 500, valueOriginal: 450, totals: { received: 0 } },
      ],
      actors: [{ id: 'u1', type: 'anesthetist', revenue: 100, percentRevenue: 0.3 }],
      attachments: { guide: { url: '/x', mime: 'application/pdf' } },
      dtProcedure: new Date('2026-11-01T10:00:00Z'),
    };
    expect(stripValues(event)).toEqual({
      id: 'e1',
      status: { status: 'WaitPayment', received: false },
      procedures: [{ idProc: '31009123', name: 'Anestesia', porte: '3A' }],
      actors: [{ id: 'u1', type: 'anesthetist' }],
      attachments: { guide: { url: '/x', mime: 'application/pdf' } },
      dtProcedure: new Date('2026-11-01T10:00:00Z'),
    });
    expect(event.totalProduced).toBe(1234.56);
  });

  it('never leaves a number under a money key (property)', () => {
    const moneyKey = fc.constantFrom('value', 'totalReceived', 'expensesGlosado', 'liquid', 'revenue');
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.integer(),
        fc.string(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.oneof(moneyKey, fc.string({ minLength: 1, maxLength: 5 })), tie('node'), { maxKeys: 4 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, (input) => {
        const json = JSON.stringify(stripValues(input));
        expect(json).not.toMatch(/"(value|totalReceived|expensesGlosado|liquid|revenue)":/);
      }),
    );
  });
});
