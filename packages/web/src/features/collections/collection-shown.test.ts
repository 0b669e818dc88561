import { describe, expect, it } from 'vitest';
import { acceptsPayments, dateOf, moneyOf, pagesOf } from './collection-shown';

describe('how the collection screens write values', () => {
  it('writes money as R$ pt-BR, blank when stripped', () => {
    expect(moneyOf('1234.5')).toBe('R$ 1.234,50');
    expect(moneyOf('0')).toBe('R$ 0,00');
    expect(moneyOf(undefined)).toBe('');
    expect(moneyOf(null)).toBe('');
  });

  it('writes dates DD/MM/YYYY, a dash when there is none', () => {
    expect(dateOf('2026-03-05')).toBe('05/03/2026');
    expect(dateOf('2026-03-05T00:00:00.000Z')).toBe('05/03/2026');
    expect(dateOf(null)).toBe('—');
  });

  it('takes payments only on an open, active collection, from who may write billing', () => {
    expect(acceptsPayments({ status: 'OPEN', active: true }, true)).toBe(true);
    expect(acceptsPayments({ status: 'OPEN', active: true }, false)).toBe(false);
    expect(acceptsPayments({ status: 'SETTLED', active: true }, true)).toBe(false);
    expect(acceptsPayments({ status: 'CANCELED', active: false }, true)).toBe(false);
  });

  it('counts pages', () => {
    expect(pagesOf(0, 100)).toBe(1);
    expect(pagesOf(100, 100)).toBe(1);
    expect(pagesOf(101, 100)).toBe(2);
    expect(pagesOf(5000, 100)).toBe(50);
  });
});
