import { describe, expect, it } from 'vitest';
import { differenceKey, differenceOf, fieldLabel } from './differences';

const ROW = '11111111-1111-4111-8111-111111111111';

describe('a difference of CheckTransactions', () => {
  it.each([
    ['100.00', '90.00', '10.00'],
    ['90', '100.5', '-10.50'],
    ['0.1', '0.2', '-0.10'],
    ['1234567.89', '0', '1234567.89'],
    ['abc', '1', ''],
  ])('stored %s, ledger %s → %s', (stored, ledger, expected) => {
    expect(differenceOf({ field: 'totalReceived', stored, ledger })).toBe(expected);
  });

  it('names event fields, procedure columns, and unknown fields as they are', () => {
    expect(fieldLabel({ field: 'totalReceived', stored: '0', ledger: '0' })).toBe('Total recebido');
    expect(fieldLabel({ field: 'somethingNew', stored: '0', ledger: '0' })).toBe('somethingNew');
    const procedure = { rowId: ROW, idProc: '31003079', name: 'Apendicectomia' };
    expect(fieldLabel({ field: 'glosado', stored: '0', ledger: '0', procedure })).toBe(
      '31003079 Apendicectomia — glosado',
    );
    expect(differenceKey({ field: 'glosado', stored: '0', ledger: '0', procedure })).toBe(`${ROW}:glosado`);
  });
});
