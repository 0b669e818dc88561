import { formatCnpj, formatCpf } from '@honora/domain';
import { describe, expect, it } from 'vitest';
import { digitsOnly, maskCnpj, maskCpf } from './masks';

describe('the CNPJ mask', () => {
  it.each([
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-81', '11.222.333/0001-81'],
    [' 11 222 333 0001 81 ', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['112223330001819999', '11.222.333/0001-81'],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11.', '11'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['1122233300018', '11.222.333/0001-8'],
    ['', ''],
  ])('%s → %s', (typed, shown) => {
    expect(maskCnpj(typed)).toBe(shown);
  });

  it('masks a whole CNPJ as the display does (18 characters, the length rule passes)', () => {
    expect(maskCnpj('11222333000181')).toBe(formatCnpj('11222333000181'));
    expect(maskCnpj('11222333000181')).toHaveLength(18);
  });
});

describe('the CPF mask', () => {
  it.each([
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['1234', '123.4'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['123456789091', '123.456.789-09'],
  ])('%s → %s', (typed, shown) => {
    expect(maskCpf(typed)).toBe(shown);
  });

  it('masks a whole CPF as the display does', () => {
    expect(maskCpf('12345678909')).toBe(formatCpf('12345678909'));
  });
});

describe('a phone typed with its punctuation', () => {
  it('keeps the digits only, up to the limit', () => {
    expect(digitsOnly('(11) 98765-4321', 11)).toBe('11987654321');
  });
});
