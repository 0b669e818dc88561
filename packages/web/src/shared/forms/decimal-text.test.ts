import { describe, expect, it } from 'vitest';
import {
  decimalShown,
  decimalText,
  fractionToPercent,
  moneyShown,
  moneyText,
  percentToFraction,
  typedDecimals,
} from './decimal-text';

describe('moneyText', () => {
  it.each([
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['1234.56', '1234.56'],
    ['1.500', '1500'],
    ['1.500.000,1', '1500000.1'],
    ['R$ 10', '10'],
    [' 0,50 ', '0.5'],
    ['0', '0'],
    ['00012,30', '12.3'],
    ['12.5', '12.5'],
    ['', ''],
    ['abc', 'abc'],
    ['1,2,3', '1,2,3'],
  ])('%s → %s', (typed, text) => expect(moneyText(typed)).toBe(text));
});

describe('moneyShown', () => {
  it.each([
    ['1234.56', '1.234,56'],
    ['1234.5', '1.234,50'],
    ['0', '0,00'],
    ['1000000', '1.000.000,00'],
    ['', ''],
  ])('%s → %s', (text, shown) => expect(moneyShown(text)).toBe(shown));

  it('shows what it reads back', () => {
    for (const text of ['0.01', '99.9', '123456789012.34']) expect(moneyText(moneyShown(text))).toBe(text);
  });
});

describe('factors', () => {
  it.each([
    ['1,3', '1.3'],
    ['1.3', '1.3'],
    ['2', '2'],
    ['1,500000', '1.5'],
    ['x', 'x'],
  ])('%s → %s', (typed, text) => expect(decimalText(typed)).toBe(text));

  it('shows a comma', () => {
    expect(decimalShown('1.17')).toBe('1,17');
    expect(decimalShown('2670')).toBe('2670');
    expect(decimalShown(null)).toBe('');
  });
});

describe('percent ×100 by moving the point', () => {
  it.each([
    ['10', '0.1'],
    ['-10', '-0.1'],
    ['20,5', '0.205'],
    ['0,015', '0.00015'],
    ['100', '1'],
    ['-2,5', '-0.025'],
    ['0', '0'],
    ['-0', '0'],
    ['999,999', '9.99999'],
    ['', ''],
    ['dez', 'dez'],
  ])('%s %% → %s', (typed, fraction) => expect(percentToFraction(typed)).toBe(fraction));

  it.each([
    ['0.1', '10'],
    ['-0.105', '-10,5'],
    ['0.00015', '0,015'],
    ['1', '100'],
    ['0', '0'],
    ['0.3', '30'],
  ])('%s → %s %%', (fraction, shown) => expect(fractionToPercent(fraction)).toBe(shown));

  it('counts the decimals typed', () => {
    expect(typedDecimals('10,125')).toBe(3);
    expect(typedDecimals('10,1250')).toBe(3);
    expect(typedDecimals('10')).toBe(0);
  });
});
