import { monthlyShiftsCapBodySchema, scheduleLimitBodySchema, type ScheduleLimit } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { hoursText, limitBodyOf, limitFormValues, limitOf, shiftsText, type LimitFormValues } from './limit-values';

const values = (change: Partial<LimitFormValues> = {}): LimitFormValues => ({
  weeklyHours: '60',
  monthlyHours: '200',
  monthlyShifts: '',
  consecutiveNights: ' 2 ',
  ...change,
});
const issueOf = (body: unknown) => scheduleLimitBodySchema.safeParse(body).error?.issues[0];

describe('the limits dialog', () => {
  it('sends whole numbers, and a blank as null (no limit), which the contract takes', () => {
    const body = limitBodyOf(values());
    expect(body).toEqual({ weeklyHours: 60, monthlyHours: 200, monthlyShifts: null, consecutiveNights: 2 });
    expect(scheduleLimitBodySchema.safeParse(body).success).toBe(true);
    expect(scheduleLimitBodySchema.safeParse(limitBodyOf(values({ weeklyHours: '', monthlyHours: '' }))).success).toBe(
      true,
    );
  });

  it.each([
    ['weeklyHours', '0', 'Informe um valor entre 1 e 168'],
    ['weeklyHours', '169', 'Informe um valor entre 1 e 168'],
    ['weeklyHours', '40,5', 'Informe um valor entre 1 e 168'],
    ['monthlyHours', '745', 'Informe um valor entre 1 e 744'],
    ['monthlyShifts', 'dez', 'Informe um valor entre 1 e 999'],
    ['consecutiveNights', '-1', 'Informe um valor entre 1 e 31'],
  ] as const)('leaves %s %j for the contract to refuse with the range message', (field, typed, message) => {
    expect(issueOf(limitBodyOf(values({ [field]: typed })))).toMatchObject({ path: [field], message });
  });

  it('refuses more hours a week than a month, under the weekly hours', () => {
    expect(issueOf(limitBodyOf(values({ weeklyHours: '100', monthlyHours: '99' })))).toMatchObject({
      path: ['weeklyHours'],
      message: 'As horas da semana não podem passar das horas do mês',
    });
  });

  it('reads a blank cap as null and refuses a cap out of range', () => {
    expect(monthlyShiftsCapBodySchema.safeParse({ monthlyShiftsCap: limitOf('  ') }).data).toEqual({
      monthlyShiftsCap: null,
    });
    expect(monthlyShiftsCapBodySchema.safeParse({ monthlyShiftsCap: limitOf('1000') }).success).toBe(false);
  });

  it('shows stored limits pt-BR in the inputs and the table, blanks as "Sem limite"', () => {
    const limit = { weeklyHours: 7.5, monthlyHours: null, monthlyShifts: 12, consecutiveNights: null };
    expect(limitFormValues(limit as ScheduleLimit)).toEqual({
      weeklyHours: '7,5',
      monthlyHours: '',
      monthlyShifts: '12',
      consecutiveNights: '',
    });
    expect(hoursText(40)).toBe('40 h');
    expect(hoursText(null)).toBe('Sem limite');
    expect(shiftsText(12, 20)).toBe('12');
    expect(shiftsText(null, 20)).toBe('20 (da cooperativa)');
    expect(shiftsText(null, null)).toBe('Sem limite');
  });
});
