import { describe, expect, it } from 'vitest';
import { hoursText, initialWorkloadValues, perPeriodText, validityText, workloadBodyOf } from './workload-values';

const workload = {
  id: '5b1c0b8e-2c1d-4c8b-9a55-0a5c1d2e3f40',
  doctor: { id: 'd1', name: 'Ana Souza', initials: 'AS', isResident: false },
  hoursPerPeriod: '7.50',
  period: 'WEEK' as const,
  startsOn: '2027-03-01',
  endsOn: null,
  notes: null,
};

describe('workload values', () => {
  it('starts a new workload monthly from the month on screen and keeps a stored one as it is', () => {
    expect(initialWorkloadValues(null, '2027-05')).toEqual({
      doctorId: '',
      hoursPerPeriod: '',
      period: 'MONTH',
      startsOn: '2027-05-01',
      endsOn: '',
      notes: '',
    });
    expect(initialWorkloadValues(workload, '2027-05')).toMatchObject({
      doctorId: 'd1',
      hoursPerPeriod: '7,5',
      period: 'WEEK',
    });
  });

  it('sends hours with a dot and an empty end as open-ended', () => {
    expect(workloadBodyOf({ ...initialWorkloadValues(workload, '2027-05'), hoursPerPeriod: '12,25' })).toEqual({
      doctorId: 'd1',
      hoursPerPeriod: '12.25',
      period: 'WEEK',
      startsOn: '2027-03-01',
      endsOn: null,
      notes: '',
    });
  });

  it.each([
    [0, false, '0h00'],
    [2160, false, '36h00'],
    [-240, true, '−4h00'],
    [150, true, '+2h30'],
    [0, true, '0h00'],
  ])('%i minutes (signed %s) are %s', (minutes, signed, text) => {
    expect(hoursText(minutes, signed)).toBe(text);
  });

  it('writes the period and the validity in words', () => {
    expect(perPeriodText(workload)).toBe('7,5 h por semana');
    expect(validityText(workload)).toBe('a partir de 01/03/2027');
    expect(validityText({ startsOn: '2027-03-01', endsOn: '2027-12-31' })).toBe('01/03/2027 a 31/12/2027');
  });
});
