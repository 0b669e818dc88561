import { describe, expect, it } from 'vitest';
import { fixedTerms, hourlyTerms } from './contract-test-fixtures';
import {
  isContractCurrent,
  overlapsNegotiation,
  validateContractTerms,
  type BillingType,
  type ContractNegotiation,
  type ContractTerms,
  type ContractTermsProblem,
} from './contract-terms';
import { remainingHoursValue } from './installments';

/** A problem as [code, path, otherId?]. */
type Told = [string, string, string?];
const told = (p: ContractTermsProblem): Told => (p.otherId ? [p.code, p.path, p.otherId] : [p.code, p.path]);

type Case = [name: string, terms: ContractTerms, expected: Told[]];
const run = (cases: Case[], existing: ContractNegotiation[] = []) =>
  it.each(cases)('%s', (_name, terms, expected) => {
    expect(validateContractTerms(terms, existing).map(told)).toEqual(expected);
  });

/** Twelve installments of `value`, due on the 10th from February 2025 to January 2026. */
const twelve = (value: bigint) =>
  Array.from({ length: 12 }, (_, i) => ({
    dueOn: i === 11 ? '2026-01-10' : `2025-${String(i + 2).padStart(2, '0')}-10`,
    value,
  }));

describe('validateContractTerms — the validity (platform.md §5 "start before end")', () => {
  run([
    ['a valid fixed contract', fixedTerms(), []],
    ['a valid contract by the hour', hourlyTerms(), []],
    ['start the day before the end', fixedTerms({ startsOn: '2025-12-30' }), []],
    ['start on the end', fixedTerms({ startsOn: '2025-12-31' }), [['startNotBeforeEnd', 'endsOn']]],
    ['start after the end', fixedTerms({ startsOn: '2026-01-01' }), [['startNotBeforeEnd', 'endsOn']]],
    ['a start that is not a date', fixedTerms({ startsOn: '01/01/2025' }), [['invalidDate', 'startsOn']]],
    ['an end that does not exist', fixedTerms({ endsOn: '2025-02-29' }), [['invalidDate', 'endsOn']]],
    ['29 February of a leap year', fixedTerms({ endsOn: '2028-02-29' }), []],
    ['an empty end', fixedTerms({ endsOn: '' }), [['invalidDate', 'endsOn']]],
    [
      'an unknown billing type',
      fixedTerms({ billingType: 'Weekly' as BillingType }),
      [['billingTypeInvalid', 'billingType']],
    ],
  ]);
});

describe('validateContractTerms — the billing day (platform.md §5 "fixed day between 1 and 28")', () => {
  run([
    ['day 1', fixedTerms({ billingDay: 1 }), []],
    ['day 28', fixedTerms({ billingDay: 28 }), []],
    ['day 0', fixedTerms({ billingDay: 0 }), [['billingDayOutOfRange', 'billingDay']]],
    ['day 29', fixedTerms({ billingDay: 29 }), [['billingDayOutOfRange', 'billingDay']]],
    ['day 31', fixedTerms({ billingDay: 31 }), [['billingDayOutOfRange', 'billingDay']]],
    ['day 10.5', fixedTerms({ billingDay: 10.5 }), [['billingDayOutOfRange', 'billingDay']]],
    ['not a number', fixedTerms({ billingDay: Number.NaN }), [['billingDayOutOfRange', 'billingDay']]],
  ]);
});

describe('validateContractTerms — the amounts of each mode', () => {
  run([
    ['a fixed contract without value', fixedTerms({ value: null }), [['valueRequired', 'value']]],
    ['a fixed contract of zero', fixedTerms({ value: 0n }), [['valueRequired', 'value']]],
    ['a fixed contract below zero', fixedTerms({ value: -1n }), [['valueRequired', 'value']]],
    ['by the hour without hours', hourlyTerms({ hoursPerPeriod: null }), [['hoursRequired', 'hoursPerPeriod']]],
    ['by the hour with zero hours', hourlyTerms({ hoursPerPeriod: '0.00' }), [['hoursRequired', 'hoursPerPeriod']]],
    ['hours that are not a number', hourlyTerms({ hoursPerPeriod: '40h' }), [['hoursInvalid', 'hoursPerPeriod']]],
    ['negative hours', hourlyTerms({ hoursPerPeriod: '-4' }), [['hoursInvalid', 'hoursPerPeriod']]],
    ['decimal hours', hourlyTerms({ hoursPerPeriod: '7.5' }), []],
    ['by the hour without rate', hourlyTerms({ ratePerHour: null }), [['rateRequired', 'ratePerHour']]],
    ['by the hour at zero', hourlyTerms({ ratePerHour: 0n }), [['rateRequired', 'ratePerHour']]],
    ['a negative rate', hourlyTerms({ ratePerHour: -100n }), [['rateInvalid', 'ratePerHour']]],
    ['by the hour, a value given is ignored', hourlyTerms({ value: 5n }), []],
  ]);
});

describe('validateContractTerms — the installments (platform.md §5)', () => {
  run([
    ['twelve installments holding the value', fixedTerms({ installments: twelve(100_000n) }), []],
    ['installments holding less than the value', fixedTerms({ installments: twelve(90_000n) }), []],
    [
      'installments one cent over the value',
      fixedTerms({ installments: [...twelve(100_000n), { dueOn: '2025-06-01', value: 1n }] }),
      [['installmentsOverValue', 'installments']],
    ],
    ['a due date the day after the start', fixedTerms({ installments: [{ dueOn: '2025-01-02', value: 1n }] }), []],
    [
      'a due date on the start',
      fixedTerms({ installments: [{ dueOn: '2025-01-01', value: 1n }] }),
      [['installmentBeforeStart', 'installments.0.dueOn']],
    ],
    [
      'a due date before the start',
      fixedTerms({
        installments: [
          { dueOn: '2025-03-01', value: 1n },
          { dueOn: '2024-12-10', value: 1n },
        ],
      }),
      [['installmentBeforeStart', 'installments.1.dueOn']],
    ],
    [
      'a due date that is not a date',
      fixedTerms({ installments: [{ dueOn: '2025-13-01', value: 1n }] }),
      [['invalidDate', 'installments.0.dueOn']],
    ],
    [
      'a negative installment',
      fixedTerms({ installments: [{ dueOn: '2025-03-10', value: -1n }] }),
      [['installmentValueInvalid', 'installments.0.value']],
    ],
    ['a zero installment', fixedTerms({ installments: [{ dueOn: '2025-03-10', value: 0n }] }), []],
    [
      'by the hour, installments over the hours value are no §5 breach',
      hourlyTerms({ installments: twelve(700_000n) }),
      [],
    ],
    [
      'a due date after the start is not checked against an invalid start',
      fixedTerms({ startsOn: 'x', installments: [{ dueOn: '2024-01-01', value: 1n }] }),
      [['invalidDate', 'startsOn']],
    ],
  ]);
});

describe('validateContractTerms — the remaining hours value of a fixed contract (platform.md §5)', () => {
  run([
    ['hours and rate empty', fixedTerms(), []],
    ['hours zero, rate given', fixedTerms({ hoursPerPeriod: '0', ratePerHour: 15_000n }), []],
    ['hours given, rate empty', fixedTerms({ hoursPerPeriod: '40' }), []],
    [
      'hours and rate given',
      fixedTerms({ hoursPerPeriod: '40', ratePerHour: 15_000n }),
      [['remainingHoursValue', 'hoursPerPeriod']],
    ],
    ['hours whose value rounds to nothing', fixedTerms({ hoursPerPeriod: '0.01', ratePerHour: 1n }), []],
    [
      'told with the value missing too',
      fixedTerms({ value: null, hoursPerPeriod: '1', ratePerHour: 100n }),
      [
        ['valueRequired', 'value'],
        ['remainingHoursValue', 'hoursPerPeriod'],
      ],
    ],
    [
      'not told when the dates cannot make periods',
      fixedTerms({ endsOn: '2024-01-01', hoursPerPeriod: '1', ratePerHour: 100n }),
      [['startNotBeforeEnd', 'endsOn']],
    ],
    [
      'told with a wrong billing day (the periods do not need it)',
      fixedTerms({ billingDay: 30, hoursPerPeriod: '1', ratePerHour: 100n }),
      [
        ['billingDayOutOfRange', 'billingDay'],
        ['remainingHoursValue', 'hoursPerPeriod'],
      ],
    ],
  ]);

  it('is the whole hours value of a fixed contract, and what is left to put in installments by the hour', () => {
    expect(remainingHoursValue(fixedTerms({ hoursPerPeriod: '2', ratePerHour: 10_000n }))).toBe(240_000n);
    expect(remainingHoursValue(fixedTerms({ installments: twelve(100_000n) }))).toBe(0n);
    expect(remainingHoursValue(hourlyTerms())).toBe(12n * 600_000n);
    expect(remainingHoursValue(hourlyTerms({ installments: twelve(600_000n) }))).toBe(0n);
    expect(remainingHoursValue(hourlyTerms({ installments: twelve(650_000n) }))).toBe(-600_000n);
  });
});

const negotiation = (over: Partial<ContractNegotiation> = {}): ContractNegotiation => ({
  id: 'c1',
  type: 'cobertura',
  insurerId: null,
  hospitalId: 'h1',
  startsOn: '2025-01-01',
  endsOn: '2025-12-31',
  ...over,
});

describe('overlapsNegotiation (platform.md §5 "the same negotiation twice is refused")', () => {
  const saved = negotiation();
  it.each<[string, Partial<ContractNegotiation>, boolean]>([
    ['a new contract, same everything', { id: null }, true],
    ['another contract sharing one day at the end', { id: 'c2', startsOn: '2025-12-31', endsOn: '2026-12-31' }, true],
    ['another contract sharing one day at the start', { id: 'c2', startsOn: '2024-01-01', endsOn: '2025-01-01' }, true],
    ['the next year, touching', { id: 'c2', startsOn: '2026-01-01', endsOn: '2026-12-31' }, false],
    ['inside it', { id: 'c2', startsOn: '2025-03-01', endsOn: '2025-03-31' }, true],
    ['the same contract (its own update)', {}, false],
    ['another type', { id: 'c2', type: 'horas extras' }, false],
    ['another hospital', { id: 'c2', hospitalId: 'h2' }, false],
    ['an insurer added', { id: 'c2', insurerId: 'i1' }, false],
    ['no hospital against a hospital', { id: 'c2', hospitalId: null }, false],
  ])('%s → %s', (_name, over, expected) => {
    const candidate = negotiation(over);
    expect(overlapsNegotiation(candidate, saved)).toBe(expected);
    if (candidate.id !== null) expect(overlapsNegotiation(saved, candidate)).toBe(expected);
  });

  run(
    [
      [
        'a new contract repeating two saved ones',
        fixedTerms(),
        [
          ['duplicateNegotiation', 'startsOn', 'c1'],
          ['duplicateNegotiation', 'startsOn', 'c3'],
        ],
      ],
      ['the update of c1', fixedTerms({ id: 'c1' }), [['duplicateNegotiation', 'startsOn', 'c3']]],
      [
        'not checked with dates that are not a validity',
        fixedTerms({ endsOn: '2024-12-31' }),
        [['startNotBeforeEnd', 'endsOn']],
      ],
    ],
    [
      negotiation(),
      negotiation({ id: 'c2', startsOn: '2026-01-01', endsOn: '2026-06-30' }),
      negotiation({ id: 'c3', startsOn: '2025-07-01', endsOn: '2026-06-30' }),
    ],
  );
});

describe('isContractCurrent (platform.md §3 current flag)', () => {
  it.each<[string, boolean]>([
    ['2024-12-31', false],
    ['2025-01-01', true],
    ['2025-06-15', true],
    ['2025-12-31', true],
    ['2026-01-01', false],
  ])('%s → %s', (today, expected) => {
    expect(isContractCurrent(fixedTerms(), today)).toBe(expected);
  });
});
