import { messages, type EventListItem, type EventRepricePreviewItem } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import type { Can } from '../../../shared/auth/use-can';
import { canBulkReprice, formatDifference, repricePlan } from './bulk-reprice-plan';

const r = messages.screens.events.list.reprice;
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';
const ID_C = '33333333-3333-4333-8333-333333333333';

const item = (over: Partial<EventRepricePreviewItem>): EventRepricePreviewItem => ({
  eventId: ID_A,
  numGuide: '1001',
  result: 'success',
  message: null,
  version: 3,
  totalBefore: '1000.00',
  totalAfter: '1234.56',
  totalDifference: '234.56',
  ...over,
});

/** A preview item as the server answers a user who may not see values: no total* field at all. */
const stripped = (over: Partial<EventRepricePreviewItem>): EventRepricePreviewItem => {
  const { totalBefore: _b, totalAfter: _a, totalDifference: _d, ...rest } = item(over);
  return rest;
};

const known = new Map([[ID_A, { id: ID_A, numGuide: '1001', patientName: 'Maria Paciente' } as EventListItem]]);

describe('repricePlan', () => {
  it('applies an event that changes at its previewed version, with the old, new and difference shown', () => {
    const plan = repricePlan([item({})], known);
    expect(plan.toApply).toEqual([{ id: ID_A, version: 3 }]);
    expect(plan.rows).toEqual([
      {
        id: ID_A,
        guide: '1001',
        patient: 'Maria Paciente',
        state: 'change',
        totalBefore: '1000.00',
        totalAfter: '1234.56',
        difference: '234.56',
        note: r.willChange,
      },
    ]);
    expect(plan.hasValues).toBe(true);
    expect(plan.refused).toEqual([]);
  });

  it('leaves an event whose total stays the same out of the apply, saying so', () => {
    const plan = repricePlan(
      [item({}), item({ eventId: ID_B, totalBefore: '50.00', totalAfter: '50.00', totalDifference: '0.00' })],
      known,
    );
    expect(plan.toApply.map((e) => e.id)).toEqual([ID_A]);
    expect(plan.rows[1]).toMatchObject({ state: 'unchanged', note: r.unchanged });
    expect(plan.refused).toEqual([]);
  });

  it('keeps a refused event out of the apply with its reason, and reports it as a result', () => {
    const refused = item({
      eventId: ID_B,
      numGuide: null,
      result: 'invalidStatus',
      message: 'Status inválido para esta operação',
      totalAfter: null,
      totalDifference: null,
    });
    const plan = repricePlan([item({}), refused, item({ eventId: ID_C, result: 'unknown', message: null })], known);
    expect(plan.toApply.map((e) => e.id)).toEqual([ID_A]);
    expect(plan.rows[1]).toMatchObject({
      guide: messages.screens.events.list.noGuide,
      patient: '',
      state: 'refused',
      totalBefore: '1000.00',
      totalAfter: undefined,
      difference: undefined,
      note: 'Status inválido para esta operação',
    });
    // Without a message the result type names the reason (billing.md §8).
    expect(plan.rows[2]!.note).toBe(messages.screens.events.bulkResults.unknown);
    expect(plan.refused).toEqual([
      { eventId: ID_B, numGuide: null, result: 'invalidStatus', message: 'Status inválido para esta operação' },
      { eventId: ID_C, numGuide: '1001', result: 'unknown', message: null },
    ]);
  });

  it('sums the differences of the applied events in cents, gains and losses alike', () => {
    const plan = repricePlan(
      [
        item({ totalDifference: '0.10' }),
        item({ eventId: ID_B, totalDifference: '0.20' }),
        item({ eventId: ID_C, totalDifference: '-1000.05' }),
      ],
      known,
    );
    // 0.1 + 0.2 in floating point is 0.30000000000000004; cents are exact.
    expect(plan.totalDifference).toBe('-999.75');
  });

  it('does not count a refused event in the total of the differences', () => {
    const plan = repricePlan(
      [item({ totalDifference: '10.00' }), item({ eventId: ID_B, result: 'invalidState', totalDifference: '99.00' })],
      known,
    );
    expect(plan.totalDifference).toBe('10.00');
  });

  it('without values shows no amount and no total (never R$ 0,00), and applies every accepted event', () => {
    const plan = repricePlan(
      [stripped({}), stripped({ eventId: ID_B, result: 'invalidState', message: 'Evento alterado' })],
      known,
    );
    expect(plan.hasValues).toBe(false);
    expect(plan.totalDifference).toBeUndefined();
    expect(plan.toApply).toEqual([{ id: ID_A, version: 3 }]);
    for (const row of plan.rows) {
      expect(row.totalBefore).toBeUndefined();
      expect(row.totalAfter).toBeUndefined();
      expect(row.difference).toBeUndefined();
    }
    expect(plan.rows.map((row) => row.note)).toEqual([r.willChange, 'Evento alterado']);
  });

  it('applies nothing when nothing changes', () => {
    const plan = repricePlan([item({ totalAfter: '1000.00', totalDifference: '0.00' })], known);
    expect(plan.toApply).toEqual([]);
    expect(plan.totalDifference).toBe('0.00');
  });
});

describe('formatDifference', () => {
  it.each([
    ['234.56', '+R$ 234,56'],
    ['1234567.8', '+R$ 1.234.567,80'],
    ['-5.5', '-R$ 5,50'],
    ['0.00', 'R$ 0,00'],
    ['-0.00', 'R$ 0,00'],
  ])('%s → %s', (text, shown) => {
    expect(formatDifference(text)).toBe(shown);
  });
});

describe('canBulkReprice', () => {
  const canOf =
    (granted: string[]): Can =>
    (module, action) =>
      granted.includes(`${module}.${action}`);

  it.each([
    [['events.write', 'billing.write'], true],
    [['events.writeOwn', 'billing.write'], true],
    [['events.write'], false],
    [['billing.write'], false],
    [['events.read', 'events.readValues', 'billing.read'], false],
  ])('%j → %s', (granted, allowed) => {
    expect(canBulkReprice(canOf(granted))).toBe(allowed);
  });
});
