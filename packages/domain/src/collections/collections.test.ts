import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collectionAmounts, collectionOpen, collectionStatus, isChargeable } from './collections';

describe('which events a collection may take', () => {
  it.each([
    [{ status: 'WaitPayment', active: true, isLocked: false }, true],
    [{ status: 'Pending', active: true, isLocked: false }, true],
    [{ status: 'WaitRecourse', active: true, isLocked: false }, false],
    [{ status: 'WaitSendGuia', active: true, isLocked: false }, false],
    [{ status: 'Received', active: true, isLocked: false }, false],
    [{ status: 'WaitPayment', active: false, isLocked: false }, false],
    [{ status: 'WaitPayment', active: true, isLocked: true }, false],
  ])('%o → %s', (facts, expected) => {
    expect(isChargeable(facts)).toBe(expected);
  });
});

describe('a collection in figures', () => {
  it('is open, settled or canceled', () => {
    expect(collectionStatus({ active: true, dtBaixa: null })).toBe('OPEN');
    expect(collectionStatus({ active: true, dtBaixa: '2026-11-01' })).toBe('SETTLED');
    expect(collectionStatus({ active: false, dtBaixa: '2026-11-01' })).toBe('CANCELED');
  });

  it.each([
    ['1000.00', '600.00', '100.00', '300.00'],
    ['1000.00', '1000.00', '0.00', '0.00'],
    ['1000.00', '900.00', '200.00', '0.00'], // paid over: nothing open, never negative
    ['0.00', '0.00', '0.00', '0.00'],
  ])('charged %s, paid %s, cut %s → open %s', (charged, paid, cut, open) => {
    expect(collectionOpen({ charged, paid, cut })).toBe(open);
  });

  it('charges the open balance of its events and counts their production', () => {
    expect(
      collectionAmounts([
        { totalProduced: '1500.00', totalInProcessing: '1500.00' },
        { totalProduced: '800.50', totalInProcessing: '300.25' },
        { totalProduced: '100.00', totalInProcessing: '-5.00' },
      ]),
    ).toEqual({ value: '2400.50', charged: '1800.25' });
  });

  it('open + paid + cut covers the charge exactly while nothing is paid over', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (charged, paid, cut) => {
        fc.pre(paid + cut <= charged);
        const text = (n: number) => (n / 100).toFixed(2);
        const open = collectionOpen({ charged: text(charged), paid: text(paid), cut: text(cut) });
        expect(Math.round(Number(open) * 100) + paid + cut).toBe(charged);
      }),
    );
  });
});
