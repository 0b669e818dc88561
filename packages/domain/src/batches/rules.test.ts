import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, type EventStatus } from '../events/statuses';
import {
  applyBatchStatusAction,
  autoBatchFits,
  batchActionFlags,
  batchAddWarning,
  batchLocksEditing,
  batchMaxEvents,
  batchRemoveWarning,
  competenceCovers,
  competenceOf,
  invoiceEventRefusal,
  newAutoBatchCompetence,
  type AutoBatchCandidate,
  type AutoBatchEvent,
  type AutoBatchSettings,
  type BatchEventFacts,
  type BatchFacts,
  type BatchStatusActionName,
  type BatchStatusValue,
} from './rules';

const batch: BatchFacts = { id: 'b1', status: 'OPEN', type: 'Honorario', healthInsuranceId: 'i1' };
const event: BatchEventFacts = {
  active: true,
  status: 'WaitSendGuia',
  type: 'Honorario',
  healthInsuranceId: 'i1',
  hasTransactions: false,
  currentBatchId: null,
  currentBatchStatus: null,
};
const room = { activeCount: 0, maxEvents: 99 };
const BATCH_STATUSES: BatchStatusValue[] = ['OPEN', 'CLOSED', 'ON_GOING', 'ACCEPTED'];
const ALLOWED: EventStatus[] = ['AwaitingCheck', 'Custom', 'Pending', 'WaitSendGuia', 'WaitPayment'];

describe('batchMaxEvents (billing.md §9)', () => {
  it.each([
    [undefined, 99],
    [null, 99],
    [10, 10],
    [100, 100],
    [150, 100],
    [0, 99],
    [Number.NaN, 99],
  ])('configured %s → %s', (configured, expected) => {
    expect(batchMaxEvents(configured)).toBe(expected);
  });
  it('never exceeds a TISS lote', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 10_000 }), (n) => batchMaxEvents(n) <= 100 && batchMaxEvents(n) >= 1),
    );
  });
});

describe('batchAddWarning (billing.md §4 Batch, §8 warnings)', () => {
  it.each<[string, Partial<BatchFacts>, Partial<BatchEventFacts>, Partial<typeof room>, string | null]>([
    ['goes in', {}, {}, {}, null],
    ['batch closed', { status: 'CLOSED' }, {}, {}, 'closed'],
    ['batch on going', { status: 'ON_GOING' }, {}, {}, 'closed'],
    ['batch accepted', { status: 'ACCEPTED' }, {}, {}, 'closed'],
    ['batch without insurer', { healthInsuranceId: null }, {}, {}, 'noInsurer'],
    ['removed event', {}, { active: false }, {}, 'inactive'],
    ['already here', {}, { currentBatchId: 'b1', currentBatchStatus: 'OPEN' }, {}, 'alreadyInBatch'],
    ['type differs', {}, { type: 'SPSADT' }, {}, 'typeMismatch'],
    ['insurer differs', {}, { healthInsuranceId: 'i2' }, {}, 'insurerMismatch'],
    ['event without insurer', {}, { healthInsuranceId: null }, {}, 'insurerMismatch'],
    ['status Finished', {}, { status: 'Finished' }, {}, 'status'],
    ['status WaitRecourse', {}, { status: 'WaitRecourse' }, {}, 'status'],
    ['transactions', {}, { hasTransactions: true }, {}, 'hasTransactions'],
    ['moves from an open batch', {}, { currentBatchId: 'b2', currentBatchStatus: 'OPEN' }, {}, null],
    ['old batch closed', {}, { currentBatchId: 'b2', currentBatchStatus: 'CLOSED' }, {}, 'closed'],
    ['old batch removed', {}, { currentBatchId: 'b2', currentBatchStatus: null }, {}, null],
    ['full', {}, {}, { activeCount: 99 }, 'full'],
    ['last place', {}, {}, { activeCount: 98 }, null],
  ])('%s', (_label, b, e, r, expected) => {
    expect(batchAddWarning({ ...batch, ...b }, { ...event, ...e }, { ...room, ...r })).toBe(expected);
  });

  it('every allowed status goes in; every other is refused with status', () => {
    for (const status of EVENT_STATUSES) {
      const warning = batchAddWarning(batch, { ...event, status }, room);
      expect(warning).toBe(ALLOWED.includes(status) ? null : 'status');
    }
  });

  it('an event goes in only into an open batch with room, of its type and insurer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BATCH_STATUSES),
        fc.constantFrom(...EVENT_STATUSES),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 100 }),
        fc.constantFrom('Honorario', 'SPSADT', 'Consulta') as fc.Arbitrary<BatchFacts['type']>,
        (status, eventStatus, active, tx, count, max, type) => {
          const warning = batchAddWarning(
            { ...batch, status },
            { ...event, status: eventStatus, active, hasTransactions: tx, type },
            { activeCount: count, maxEvents: max },
          );
          if (warning === null) {
            expect(status).toBe('OPEN');
            expect(active && !tx && ALLOWED.includes(eventStatus) && type === batch.type && count < max).toBe(true);
          }
        },
      ),
    );
  });
});

describe('batchRemoveWarning', () => {
  const inBatch = { ...event, currentBatchId: 'b1', currentBatchStatus: 'OPEN' as const };
  it.each<[string, Partial<BatchFacts>, Partial<BatchEventFacts>, string | null]>([
    ['leaves', {}, {}, null],
    ['batch closed', { status: 'CLOSED' }, {}, 'closed'],
    ['not in the batch', {}, { currentBatchId: 'b2' }, 'notInBatch'],
    ['in no batch', {}, { currentBatchId: null }, 'notInBatch'],
    ['status', {}, { status: 'Received' }, 'status'],
    ['transactions', {}, { hasTransactions: true }, 'hasTransactions'],
    ['a removed event may leave', {}, { active: false }, null],
  ])('%s', (_label, b, e, expected) => {
    expect(batchRemoveWarning({ ...batch, ...b }, { ...inBatch, ...e })).toBe(expected);
  });
});

describe('applyBatchStatusAction (billing.md §4 Batch)', () => {
  const table: [
    BatchStatusActionName,
    BatchStatusValue,
    boolean,
    BatchStatusValue | 'statusAction' | 'acceptLocked',
  ][] = [
    ['close', 'OPEN', false, 'CLOSED'],
    ['close', 'CLOSED', false, 'statusAction'],
    ['close', 'ON_GOING', false, 'statusAction'],
    ['close', 'ACCEPTED', false, 'statusAction'],
    ['reopen', 'CLOSED', false, 'OPEN'],
    ['reopen', 'ON_GOING', false, 'OPEN'],
    ['reopen', 'OPEN', false, 'statusAction'],
    ['reopen', 'ACCEPTED', false, 'statusAction'],
    ['startChecking', 'OPEN', false, 'ON_GOING'],
    ['startChecking', 'CLOSED', false, 'ON_GOING'],
    ['startChecking', 'ON_GOING', false, 'statusAction'],
    ['startChecking', 'ACCEPTED', false, 'statusAction'],
    ['accept', 'OPEN', false, 'ACCEPTED'],
    ['accept', 'CLOSED', true, 'ACCEPTED'],
    ['accept', 'ON_GOING', false, 'ACCEPTED'],
    ['accept', 'ACCEPTED', false, 'statusAction'],
    ['unaccept', 'ACCEPTED', false, 'CLOSED'],
    ['unaccept', 'ACCEPTED', true, 'acceptLocked'],
    ['unaccept', 'CLOSED', false, 'statusAction'],
  ];
  it.each(table)('%s from %s (xml %s) → %s', (action, status, xml, expected) => {
    const outcome = applyBatchStatusAction(action, { status, closed: status !== 'OPEN', accepted: false }, xml);
    expect(outcome.ok ? outcome.state.status : outcome.reason).toBe(expected);
  });

  it('accepted means closed and accepted; only ACCEPTED is accepted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<BatchStatusActionName>('close', 'reopen', 'startChecking', 'accept', 'unaccept'),
        fc.constantFrom(...BATCH_STATUSES),
        fc.boolean(),
        (action, status, xml) => {
          const outcome = applyBatchStatusAction(action, { status, closed: false, accepted: false }, xml);
          if (!outcome.ok) return;
          expect(outcome.state.accepted).toBe(outcome.state.status === 'ACCEPTED');
          if (outcome.state.status === 'OPEN') expect(outcome.state.closed).toBe(false);
          if (outcome.state.status === 'CLOSED' || outcome.state.status === 'ACCEPTED') {
            expect(outcome.state.closed).toBe(true);
          }
        },
      ),
    );
  });
});

describe('batchLocksEditing', () => {
  it.each(BATCH_STATUSES.flatMap((s) => [true, false].map((flag) => [s, flag] as const)))('%s flag %s', (s, flag) => {
    expect(batchLocksEditing(s, flag)).toBe(flag && (s === 'CLOSED' || s === 'ACCEPTED'));
  });
});

describe('batchActionFlags', () => {
  const state = {
    status: 'OPEN' as BatchStatusValue,
    active: true,
    xmlGenerated: false,
    activeEvents: 2,
    allEvents: 2,
  };
  const subject = { canWrite: true, hasBillingAccess: true };
  it('an open batch with events', () => {
    expect(batchActionFlags(state, subject)).toEqual({
      edit: true,
      addEvents: true,
      removeEvents: true,
      close: true,
      reopen: false,
      startChecking: true,
      accept: true,
      unaccept: false,
      sendGuides: true,
      generateXml: true,
      remove: false,
    });
  });
  it('an empty open batch may be removed', () => {
    expect(batchActionFlags({ ...state, activeEvents: 0, allEvents: 0 }, subject).remove).toBe(true);
  });
  it('an accepted batch with an XML cannot be unaccepted', () => {
    expect(batchActionFlags({ ...state, status: 'ACCEPTED', xmlGenerated: true }, subject).unaccept).toBe(false);
    expect(batchActionFlags({ ...state, status: 'ACCEPTED' }, subject).unaccept).toBe(true);
  });
  it('a reader is offered nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BATCH_STATUSES), fc.boolean(), (status, xml) => {
        const flags = batchActionFlags(
          { ...state, status, xmlGenerated: xml },
          { canWrite: false, hasBillingAccess: true },
        );
        expect(Object.values(flags).every((f) => f === false)).toBe(true);
      }),
    );
  });
});

describe('automatic batching by month / year', () => {
  it.each([
    ['2024-03', '2024-03-15', 1, true],
    ['2024-03', '2024-04-01', 1, false],
    ['2024-03', '2024-04-01', 2, true],
    ['2024-03', '2024-02-28', 3, false],
    ['2024-11', '2025-01-10', 3, true],
    ['2024-11', '2025-02-10', 3, false],
    [null, '2024-03-01', 1, false],
    ['2024-03', null, 1, false],
  ] as const)('competence %s covers %s in %s months: %s', (competence, date, months, expected) => {
    expect(competenceCovers(competence, date, months)).toBe(expected);
  });

  it('a new batch covers its own procedure month', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        (date, months) => {
          const day = date.toISOString().slice(0, 10);
          const ev: AutoBatchEvent = {
            companyId: 'c',
            type: 'Honorario',
            healthInsuranceId: 'i',
            hospitalId: null,
            dtProcedure: day,
          };
          expect(competenceCovers(newAutoBatchCompetence(ev, '2020-01-01'), day, months)).toBe(true);
        },
      ),
    );
  });

  it('competenceOf', () => {
    expect(competenceOf('2024-05-09')).toBe('2024-05');
    expect(competenceOf(null)).toBe(null);
    expect(
      newAutoBatchCompetence(
        { companyId: 'c', type: 'Honorario', healthInsuranceId: 'i', hospitalId: null, dtProcedure: null },
        '2024-07-01',
      ),
    ).toBe('2024-07');
  });

  const candidate: AutoBatchCandidate = {
    id: 'b',
    companyId: 'c',
    status: 'OPEN',
    active: true,
    automatic: true,
    type: 'Honorario',
    healthInsuranceId: 'i',
    hospitalId: 'h1',
    competence: '2024-03',
    activeCount: 0,
  };
  const ev: AutoBatchEvent = {
    companyId: 'c',
    type: 'Honorario',
    healthInsuranceId: 'i',
    hospitalId: 'h2',
    dtProcedure: '2024-05-01',
  };
  const settings: AutoBatchSettings = {
    autoBatch: true,
    autoBatchByMonthYear: false,
    batchByHospital: false,
    monthQuantity: 1,
    maxEvents: 99,
  };
  it.each<[string, Partial<AutoBatchCandidate>, Partial<AutoBatchSettings>, boolean]>([
    ['fits', {}, {}, true],
    ['not automatic', { automatic: false }, {}, false],
    ['closed', { status: 'CLOSED' }, {}, false],
    ['removed', { active: false }, {}, false],
    ['other company', { companyId: 'x' }, {}, false],
    ['other insurer', { healthInsuranceId: 'x' }, {}, false],
    ['other type', { type: 'SPSADT' }, {}, false],
    ['other hospital, by hospital', {}, { batchByHospital: true }, false],
    ['same hospital, by hospital', { hospitalId: 'h2' }, { batchByHospital: true }, true],
    ['other month, by month', {}, { autoBatchByMonthYear: true }, false],
    ['within 3 months', {}, { autoBatchByMonthYear: true, monthQuantity: 3 }, true],
    ['full', { activeCount: 99 }, {}, false],
    ['full at its own max', { activeCount: 5 }, { maxEvents: 5 }, false],
  ])('%s', (_label, c, s, expected) => {
    expect(autoBatchFits({ ...candidate, ...c }, ev, { ...settings, ...s })).toBe(expected);
  });
});

describe('invoiceEventRefusal', () => {
  it('only the payer’s events in WaitSendGuia, WaitPayment, WaitSendRecourse or WaitRecourse', () => {
    const allowed: EventStatus[] = ['WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse'];
    for (const status of EVENT_STATUSES) {
      expect(invoiceEventRefusal('p', { healthInsuranceId: 'p', status, active: true })).toBe(
        allowed.includes(status) ? null : 'eventStatus',
      );
      expect(invoiceEventRefusal('p', { healthInsuranceId: 'q', status, active: true })).toBe('eventPayer');
    }
    expect(invoiceEventRefusal('p', { healthInsuranceId: 'p', status: 'WaitPayment', active: false })).toBe(
      'eventStatus',
    );
  });
});
