import { messages, scheduleExceptionBodySchema, type ScheduleException } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  exceptionBodyOf,
  exceptionStatus,
  filterErrors,
  initialExceptionValues,
  periodText,
  targetOf,
  type ExceptionFormValues,
} from './exception-form-values';

const DOCTOR = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f41';
const PLACE = '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f42';
const v = messages.validation;

const values = (change: Partial<ExceptionFormValues> = {}): ExceptionFormValues => ({
  kind: 'DOCTOR',
  doctorId: DOCTOR,
  workplaceId: PLACE,
  startsOn: '2027-03-10',
  endsOn: '2027-03-12',
  reason: 'Congresso',
  ...change,
});

const exception = (change: Partial<ScheduleException> = {}): ScheduleException => ({
  id: '6a1f6b1e-0d2c-4b7a-9a55-0a5c1d2e3f43',
  kind: 'WORKPLACE',
  doctorId: null,
  doctorName: null,
  workplaceId: PLACE,
  workplaceName: 'Hospital Central',
  startsOn: '2027-03-10',
  endsOn: '2027-03-12',
  reason: 'Reforma',
  inForce: false,
  past: false,
  ...change,
});

describe('the exception form', () => {
  it('starts blank as a doctor exception, or with the values of the one being changed', () => {
    expect(initialExceptionValues(null)).toEqual({
      kind: 'DOCTOR',
      doctorId: '',
      workplaceId: '',
      startsOn: '',
      endsOn: '',
      reason: '',
    });
    expect(initialExceptionValues(exception())).toMatchObject({ kind: 'WORKPLACE', workplaceId: PLACE, doctorId: '' });
  });

  it("sends only the kind's own target, so a switch of kind leaves no stale choice behind", () => {
    expect(exceptionBodyOf(values())).toMatchObject({ doctorId: DOCTOR, workplaceId: null });
    expect(exceptionBodyOf(values({ kind: 'WORKPLACE' }))).toMatchObject({ doctorId: null, workplaceId: PLACE });
    expect(scheduleExceptionBodySchema.safeParse(exceptionBodyOf(values())).success).toBe(true);
  });

  it.each([
    [{ doctorId: '' }, 'doctorId', 'Escolha o médico'],
    [{ kind: 'WORKPLACE' as const, workplaceId: '' }, 'workplaceId', 'Escolha o local de trabalho'],
    [{ endsOn: '2027-03-09' }, 'endsOn', v.dateRange],
    [{ startsOn: '31/02/2027' }, 'startsOn', v.invalidDate],
    [{ reason: '  ' }, 'reason', v.required],
  ])('%j is refused on %s before it is sent', (change, path, message) => {
    const parsed = scheduleExceptionBodySchema.safeParse(exceptionBodyOf(values(change)));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.find((issue) => issue.path.join('.') === path)?.message).toBe(message);
  });
});

describe('an exception in the list', () => {
  it('names its target and period, DD/MM/AAAA', () => {
    expect(targetOf(exception())).toBe('Hospital Central');
    expect(targetOf(exception({ kind: 'DOCTOR', doctorName: 'Ana Souza', workplaceName: null }))).toBe('Ana Souza');
    expect(periodText(exception())).toBe('10/03/2027 a 12/03/2027');
  });

  it('is in force, ended or upcoming', () => {
    expect(exceptionStatus(exception({ inForce: true }))).toBe('inForce');
    expect(exceptionStatus(exception({ past: true }))).toBe('past');
    expect(exceptionStatus(exception())).toBe('upcoming');
  });
});

describe('the period filter', () => {
  it.each([
    ['', '', {}],
    ['2027-03-01', '', {}],
    ['2027-03-01', '2027-03-01', {}],
    ['2027-03-02', '2027-03-01', { until: v.dateRange }],
    ['31/02', '', { from: v.invalidDate }],
    ['', '99/99/9999', { until: v.invalidDate }],
  ])('from %j until %j → %j', (from, until, errors) => {
    expect(filterErrors(from, until)).toEqual(errors);
  });
});
