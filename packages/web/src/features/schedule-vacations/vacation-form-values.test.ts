import { scheduleVacationBodySchema, vacationSettingsBodySchema, type ScheduleVacation } from '@honora/contract';
import { scheduleVacationsScreenMessages as t } from '@honora/contract/screen-texts/schedule-absences';
import { describe, expect, it } from 'vitest';
import {
  capOf,
  initialVacationValues,
  periodText,
  rowParams,
  vacationBodyOf,
  vacationStatus,
} from './vacation-form-values';

const DOCTOR = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f41';
const vacation = (change: Partial<ScheduleVacation> = {}): ScheduleVacation => ({
  id: '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f43',
  doctorId: DOCTOR,
  doctorName: 'Ana Souza',
  startsOn: '2027-03-10',
  endsOn: '2027-03-24',
  notes: null,
  days: 15,
  ...change,
});

describe('the vacation form', () => {
  it('starts blank, or with the values of the vacation being changed', () => {
    expect(initialVacationValues(null)).toEqual({ doctorId: '', startsOn: '', endsOn: '', notes: '' });
    expect(initialVacationValues(vacation({ notes: 'Viagem' }))).toEqual({
      doctorId: DOCTOR,
      startsOn: '2027-03-10',
      endsOn: '2027-03-24',
      notes: 'Viagem',
    });
  });

  it('sends blank notes as none and refuses an end before the start', () => {
    const parsed = scheduleVacationBodySchema.safeParse(vacationBodyOf(initialVacationValues(vacation())));
    expect(parsed.data).toMatchObject({ notes: null });
    const reversed = scheduleVacationBodySchema.safeParse(
      vacationBodyOf({ ...initialVacationValues(vacation()), endsOn: '2027-03-01' }),
    );
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['endsOn'],
      message: 'A data final precisa ser depois da inicial',
    });
  });
});

describe('a vacation in the list', () => {
  it('has ended, is under way or is ahead', () => {
    expect(vacationStatus(vacation(), '2027-03-25')).toBe('ended');
    expect(vacationStatus(vacation(), '2027-03-24')).toBe('ongoing');
    expect(vacationStatus(vacation(), '2027-03-10')).toBe('ongoing');
    expect(vacationStatus(vacation(), '2027-03-09')).toBe('upcoming');
  });

  it('names its doctor and period DD/MM/AAAA', () => {
    expect(periodText(vacation())).toBe('10/03/2027 a 24/03/2027');
    expect(rowParams(vacation())).toEqual({ doctor: 'Ana Souza', start: '10/03/2027', end: '24/03/2027' });
  });
});

describe('the cap', () => {
  it.each([
    ['', null, true],
    [' 3 ', 3, true],
    ['999', 999, true],
    ['0', 0, false],
    ['1000', 1000, false],
    ['2,5', Number.NaN, false],
    ['dois', Number.NaN, false],
  ])('%j → %j (valid: %s)', (typed, value, isValid) => {
    expect(capOf(typed)).toEqual(value);
    const parsed = vacationSettingsBodySchema.safeParse({ maxConcurrentVacations: capOf(typed) });
    expect(parsed.success).toBe(isValid);
    if (!isValid) expect(parsed.error?.issues[0]?.message).toBe(t.errors.capRange);
  });
});
