import { demandBodySchema, type Demand } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import {
  coveragePercent,
  coverageText,
  defaultPeriod,
  demandBodyOf,
  demandsQueryOf,
  initialDemandValues,
  lineText,
  NO_TAG,
  periodText,
  shiftsFor,
  tagChoices,
} from './demand-values';

const W = '6f2d1c6e-95a3-4b5b-9d8e-0c4c6a1f0a01';
const S = '6f2d1c6e-95a3-4b5b-9d8e-0c4c6a1f0a02';
const TAG = '6f2d1c6e-95a3-4b5b-9d8e-0c4c6a1f0a03';

const demand: Demand = {
  id: '6f2d1c6e-95a3-4b5b-9d8e-0c4c6a1f0a04',
  workplace: { id: W, name: 'Hospital Central' },
  shift: { id: S, name: 'Noite', start: '19:00', end: '07:00', slotCategory: 'PLANTAO' },
  startsOn: '2027-03-10',
  endsOn: '2027-03-16',
  doctorsNeeded: 2,
  requiredTag: { id: TAG, name: 'Pediátrica', color: 'BLUE' },
  priority: 'HIGH',
  description: null,
  lineId: null,
  status: 'OPEN',
  state: 'OPEN',
  coverage: { filled: 12, needed: 14 },
  pending: 0,
  createdByName: 'Gestora',
  createdAt: '2027-03-01T12:00:00.000Z',
};

describe('the demand form', () => {
  it('starts a new demand today, one day, one doctor, normal priority, no tag', () => {
    expect(initialDemandValues(null, '2027-03-01')).toEqual({
      workplaceId: '',
      shiftId: '',
      startsOn: '2027-03-01',
      endsOn: '2027-03-01',
      doctorsNeeded: '1',
      requiredTagId: '',
      priority: 'NORMAL',
      description: '',
    });
  });

  it('gives back a demand being changed as it is, and the schema takes its body', () => {
    const body = demandBodyOf(initialDemandValues(demand, '2027-03-01'));
    expect(body).toEqual({
      workplaceId: W,
      shiftId: S,
      startsOn: '2027-03-10',
      endsOn: '2027-03-16',
      doctorsNeeded: 2,
      requiredTagId: TAG,
      priority: 'HIGH',
      description: '',
    });
    expect(demandBodySchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['', Number.NaN],
    ['abc', Number.NaN],
    [' 3 ', 3],
    ['1.5', 1.5],
  ])('reads "%s" doctors a day as %s, for the schema to judge', (typed, count) => {
    const values = { ...initialDemandValues(null, '2027-03-01'), doctorsNeeded: typed };
    expect(demandBodyOf(values).doctorsNeeded).toBe(count);
  });

  it('offers the shifts of any workplace and of the chosen one', () => {
    const shifts = [
      { id: 'a', name: 'Dia', start: '07:00', end: '19:00', slotCategory: 'PLANTAO' as const, workplaceId: null },
      { id: 'b', name: 'Sala 3', start: '07:00', end: '13:00', slotCategory: 'ELETIVA' as const, workplaceId: W },
      { id: 'c', name: 'Outro', start: '07:00', end: '13:00', slotCategory: 'ELETIVA' as const, workplaceId: 'x' },
    ];
    expect(shiftsFor(shifts, W).map((s) => s.id)).toEqual(['a', 'b']);
    expect(shiftsFor(shifts, '').map((s) => s.id)).toEqual(['a']);
  });

  it('offers "no tag", the active tags, and keeps an inactive tag the demand asks for', () => {
    const active = [{ id: 'x', name: 'Cardíaca', color: 'RED' as const }];
    expect(tagChoices(active, null).map((c) => c.value)).toEqual([NO_TAG, 'x']);
    expect(tagChoices(active, demand).map((c) => c.label)).toEqual(['Nenhuma', 'Cardíaca', 'Pediátrica']);
  });
});

describe('how a demand is shown', () => {
  it('names its line, period and coverage', () => {
    expect(lineText(demand)).toBe('Hospital Central — Noite');
    expect(periodText(demand)).toBe('10/03/2027 a 16/03/2027');
    expect(periodText({ startsOn: '2027-03-10', endsOn: '2027-03-10' })).toBe('10/03/2027');
    expect(coverageText(demand.coverage)).toBe('12 de 14 plantões cobertos');
    expect(coveragePercent(demand.coverage)).toBe(86);
    expect(coveragePercent({ filled: 0, needed: 0 })).toBe(0);
  });

  it('lists from today a quarter ahead, and leaves out of the query a date being typed', () => {
    expect(defaultPeriod('2027-03-01')).toEqual({ from: '2027-03-01', to: '2027-05-31' });
    expect(demandsQueryOf({ from: '2027-03-01', to: '31/0' }, 'ALL')).toEqual({ from: '2027-03-01' });
    expect(demandsQueryOf({ from: '', to: '2027-04-01' }, 'COVERED')).toEqual({ to: '2027-04-01', status: 'COVERED' });
  });
});
