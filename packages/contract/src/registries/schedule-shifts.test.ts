import { describe, expect, it } from 'vitest';
import { scheduleShiftBodySchema, shiftLengthOf, timeOfMinute } from './schedule-shifts';

const valid = { name: 'Plantão diurno', start: '07:00', end: '19:00', slotCategory: 'PLANTAO' };
const issuesOf = (body: Record<string, unknown>) => {
  const parsed = scheduleShiftBodySchema.safeParse({ ...valid, ...body });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('shiftLengthOf (platform.md §5: an end at or before the start is the next day; decision 042)', () => {
  it.each([
    ['07:00', '19:00', 720, 12, false],
    ['19:00', '07:00', 720, 12, true],
    ['07:00', '07:00', 1440, 24, true], // equal times: a 24-hour plantão, never an empty one
    ['22:30', '00:00', 90, 1.5, true],
    ['00:00', '23:59', 1439, 1439 / 60, false],
    ['7:00', '13:30', 390, 6.5, false],
  ])('%s → %s is %i minutes (%s h), next day: %s', (start, end, minutes, hours, crossesMidnight) => {
    expect(shiftLengthOf(start, end)).toEqual({ minutes, hours, crossesMidnight });
  });

  it.each([
    ['24:00', '07:00'],
    ['07:00', '24:00'],
    ['07:60', '19:00'],
    ['7h', '19:00'],
    ['', '19:00'],
  ])('%s → %s has no length (not a time of day)', (start, end) => {
    expect(shiftLengthOf(start, end)).toBeNull();
  });
});

describe('scheduleShiftBodySchema', () => {
  it('answers the times as HH:mm and blanks as null', () => {
    expect(scheduleShiftBodySchema.parse({ ...valid, start: ' 7:00', workplaceId: '', valuePerHour: ' ' })).toEqual({
      ...valid,
      start: '07:00',
      workplaceId: null,
      valuePerHour: null,
      active: true,
    });
    expect(timeOfMinute(0)).toBe('00:00');
    expect(timeOfMinute(1439)).toBe('23:59');
  });

  it.each([
    [{ start: '24:00' }, 'start', 'Hora inválida (HH:mm)'],
    [{ end: '19:60' }, 'end', 'Hora inválida (HH:mm)'],
    [{ end: 1900 }, 'end', 'Hora inválida (HH:mm)'],
    [{ start: '0'.repeat(10_000) }, 'start', 'Hora inválida (HH:mm)'],
    [{ name: '' }, 'name', 'Esse campo é requerido'],
    [{ name: 'x'.repeat(81) }, 'name', 'O tamanho máximo é: 80'],
    [{ slotCategory: 'NOITE' }, 'slotCategory', 'Esse campo é requerido'],
    [{ valuePerHour: '-1' }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [{ valuePerHour: '10.123' }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [{ valuePerHour: 10 }, 'valuePerHour', 'Informe um valor em reais, com até 2 casas decimais'],
    [
      { workplaceId: 'sala-1' },
      'workplaceId',
      'Local de trabalho não encontrado ou excluído: escolha um local da empresa',
    ],
  ])('%j → %s: %s', (body, path, message) => {
    expect(issuesOf(body)[path]).toBe(message);
  });

  it('takes money as decimal text with up to 2 decimals', () => {
    expect(scheduleShiftBodySchema.parse({ ...valid, valuePerHour: '1234.5' }).valuePerHour).toBe('1234.5');
    expect(scheduleShiftBodySchema.parse({ ...valid, valuePerHour: '0' }).valuePerHour).toBe('0');
  });
});
