import { describe, expect, it } from 'vitest';
import { formatBrazilianPhone, isSamePhone, normalizeBrazilianPhone } from './phone';

describe('normalizeBrazilianPhone', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11 98765 4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['+5511987654321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['0 15 11 98765-4321', '+5511987654321'],
    ['0055 11 98765-4321', '+5511987654321'],
    ['  (21) 3456-7890 ', '+552134567890'],
    ['2134567890', '+552134567890'],
    ['021 3456-7890', '+552134567890'],
    ['+55 (85) 9 9123-4567', '+5585991234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeBrazilianPhone(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['98765-4321'],
    ['(00) 98765-4321'],
    ['(10) 98765-4321'],
    ['(11) 88765-43210'],
    ['(11) 1234-5678'],
    ['+1 415 555 0100'],
    ['+55 11 8765-432'],
    ['11 98765-4321 ramal 2'],
    ['1198765432109876'],
  ])('refuses %j', (input) => {
    expect(normalizeBrazilianPhone(input)).toBeNull();
  });

  it('is idempotent', () => {
    for (const input of ['(11) 98765-4321', '021 3456-7890', '+5585991234567']) {
      const once = normalizeBrazilianPhone(input)!;
      expect(normalizeBrazilianPhone(once)).toBe(once);
    }
  });
});

describe('isSamePhone', () => {
  it('compares however each side was written', () => {
    expect(isSamePhone('(11) 98765-4321', '+55 11 987654321')).toBe(true);
    expect(isSamePhone('011987654321', '11987654321')).toBe(true);
    expect(isSamePhone('(11) 98765-4321', '(11) 98765-4322')).toBe(false);
    expect(isSamePhone('lixo', 'lixo')).toBe(false);
    expect(isSamePhone(null, '11987654321')).toBe(false);
  });
});

describe('formatBrazilianPhone', () => {
  it('shows mobiles and landlines with the area code', () => {
    expect(formatBrazilianPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatBrazilianPhone('552134567890')).toBe('(21) 3456-7890');
    expect(formatBrazilianPhone('12')).toBe('12');
  });
});
