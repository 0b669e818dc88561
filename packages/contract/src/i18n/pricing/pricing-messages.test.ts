import { describe, expect, it } from 'vitest';
import { validityParams } from '../../pricing/negotiations';
import { messages } from '../catalog';
import { fmt } from '../format';

const n = messages.screens.negotiations;

describe('pricing messages with plural and select', () => {
  it.each([
    ['01/01/2026', '31/12/2026', '01/01/2026 a 31/12/2026'],
    ['01/01/2026', null, '01/01/2026 em aberto'],
    [null, '31/12/2026', 'desde sempre até 31/12/2026'],
    [null, null, 'desde sempre, em aberto'],
  ])('the list shows the validity %s – %s as "%s"', (start, end, text) => {
    expect(fmt(n.screen.validity, validityParams(start, end))).toBe(text);
  });

  it.each([
    ['01/01/2026', '31/12/2026', '"A" (01/01/2026 a 31/12/2026)'],
    ['01/01/2026', null, '"A" (a partir de 01/01/2026)'],
    [null, '31/12/2026', '"A" (até 31/12/2026)'],
    [null, null, '"A" (sem início nem fim)'],
  ])('an overlapping negotiation %s – %s reads %s', (start, end, text) => {
    expect(fmt(n.errors.period, { name: 'A', ...validityParams(start, end) })).toBe(text);
  });

  it('counts negotiations and hours as the old functions did (=0 and =1 exact)', () => {
    const c = messages.screens.cbhpm;
    expect(fmt(c.inUseCount, { count: 0 })).toBe('Não usada');
    expect(fmt(c.inUseCount, { count: 1 })).toBe('1 negociação(ões)');
    const hours = messages.screens.pricing.steps.hours;
    expect(fmt(hours, { hours: 1, minutes: 45, hourValue: 'R$ 10,00', value: 'R$ 10,00' })).toBe(
      '1 hora (45 min de anestesia) × R$ 10,00 = R$ 10,00',
    );
    expect(fmt(hours, { hours: 0, minutes: 0, hourValue: 'R$ 10,00', value: 'R$ 0,00' })).toMatch(/^0 horas/);
    expect(fmt(hours, { hours: 2, minutes: 100, hourValue: 'R$ 10,00', value: 'R$ 20,00' })).toMatch(/^2 horas/);
  });
});
