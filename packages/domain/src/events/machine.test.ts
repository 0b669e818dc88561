import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventActionFlags, type ActionEventState, type ActionSubject } from './actions';
import {
  ACTION_DEFINITIONS,
  BILLING_ACCESS_ACTIONS,
  CONFIRMATION_ACTIONS,
  OBSERVATION_ACTIONS,
  STATUS_FIELDS,
  applyEventAction,
  canStart,
  type ActionInput,
  type EventMachineState,
  type StatusChanges,
} from './machine';
import { finalOutcome } from './finalize';
import {
  EVENT_ACTIONS,
  EVENT_STATUSES,
  FINISHED_STATUSES,
  TRANSITION_ACTIONS,
  type EventAction,
  type EventStatus,
  type TransitionAction,
} from './statuses';

const S = EVENT_STATUSES;
const FINISHED: readonly EventStatus[] = FINISHED_STATUSES;
const NOT_FINISHED = S.filter((s) => !FINISHED.includes(s));
const TO_AWAIT: EventStatus[] = ['ProtocolCreated', 'Imported', 'WaitFill', 'Filled', 'CustomInfo'];
const MONEY: EventStatus[] = ['WaitPayment', 'WaitRecourse', 'Pending'];

/**
 * The expected starting statuses of every action, written out from billing.md §4 (and decision
 * 015 for what the spec leaves open) — not derived from the implementation.
 */
const EXPECTED_FROM: Record<EventAction, readonly EventStatus[]> = {
  edit: NOT_FINISHED,
  editProcedure: NOT_FINISHED,
  editValues: NOT_FINISHED,
  showHistory: S,
  showInvoice: S,
  showAdditionalData: S,
  showValues: S,
  showCustomFields: S,
  addComment: S,
  check: ['AwaitingCheck', 'WaitRecourse', 'Pending', 'Custom'],
  sendGuia: ['AwaitingCheck', 'Pending', 'WaitSendGuia', 'WaitRecourse'],
  recourseIdentify: ['WaitPayment', 'Pending'],
  recourseSend: ['WaitSendRecourse', 'WaitPayment', 'WaitSendGuia'],
  receiveAll: MONEY,
  loseAll: MONEY,
  glosaAll: MONEY,
  finalize: MONEY,
  receiveRemainder: MONEY,
  loseRemainder: MONEY,
  cutRemainder: MONEY,
  cancel: ['WaitPayment', 'WaitSendRecourse', 'WaitRecourse', 'Pending'],
  selectTypeOfPayment: MONEY,
  recourseReceived: ['WaitRecourse'],
  sendAppeal: ['WaitSendRecourse'],
  addToBatch: ['AwaitingCheck', 'Custom', 'Pending', 'WaitSendGuia', 'WaitPayment'],
  addInvoice: ['WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse'],
  exportContaAzul: ['WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse', 'Pending', ...FINISHED],
  revertStatusToChangeValues: FINISHED,
  pending: ['AwaitingCheck', 'Custom', 'WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse'],
  internalPending: [...TO_AWAIT, 'AwaitingCheck'],
  resolvePending: ['Pending', 'InternalPending'],
  sendToMatriz: TO_AWAIT,
  sendToAwaitCheckEvents: TO_AWAIT,
  revertToAwaitCheck: S,
  remove: S.filter((s) => !FINISHED.includes(s) && s !== 'Released'),
  customStatus: ['AwaitingCheck', 'Pending'],
  customStatusAction: ['Custom'],
  finalizeNotValued: ['WaitPayment'],
};

const STATUS_MESSAGE: Partial<Record<EventAction, string>> = {
  check: 'statusInvalidCheck',
  sendGuia: 'statusInvalidSendGuia',
  finalize: 'statusInvalidFinalize',
};

/** An event in `status` whose other facts meet every action's condition (for the status table). */
function stateFor(action: EventAction, status: EventStatus, over: Partial<EventMachineState> = {}): EventMachineState {
  return {
    status,
    customStatus: status === 'Custom' ? 'Aguardando auditoria' : null,
    active: true,
    isLocked: false,
    isProcessing: false,
    received: false,
    guiaSent: false,
    recourseSent: false,
    recourseIdentify: false,
    insurer: { hasSendGuia: false, isNotValued: true, isParticular: true },
    hasTransactions: !['addToBatch'].includes(action),
    companyIsFilial: true,
    ...over,
  };
}

const INPUT: ActionInput = { observation: 'Falta a assinatura do paciente', customStatus: 'Em auditoria' };

/** The expected status object after each transition from `from` (billing.md §4 "Transitions"). */
function expectedAfter(action: TransitionAction, from: EventMachineState): Partial<EventMachineState> {
  switch (action) {
    case 'check':
      return { status: from.insurer!.hasSendGuia && from.status !== 'WaitRecourse' ? 'WaitSendGuia' : 'WaitPayment' };
    case 'sendGuia':
      return { status: 'WaitPayment', guiaSent: true };
    case 'recourseIdentify':
      return { status: 'WaitSendRecourse', recourseIdentify: true };
    case 'recourseSend':
      return { status: 'WaitRecourse', recourseSent: true };
    case 'pending':
      return { status: 'Pending', isLocked: false };
    case 'internalPending':
      return { status: 'InternalPending' };
    case 'resolvePending':
      return { status: from.status === 'Pending' ? 'AwaitingCheck' : 'Filled' };
    case 'sendToMatriz':
    case 'sendToAwaitCheckEvents':
      return { status: 'AwaitingCheck' };
    case 'revertToAwaitCheck':
      return { status: 'AwaitingCheck', isProcessing: false, isLocked: false, received: false, active: true };
    case 'remove':
      return { active: false };
    case 'customStatus':
    case 'customStatusAction':
      return { status: 'Custom', customStatus: 'Em auditoria' };
    case 'finalizeNotValued':
      return { status: 'Finished', isLocked: true };
  }
}

const apply = (state: EventMachineState, changes: StatusChanges): EventMachineState => ({ ...state, ...changes });

describe('status machine: the whole status × action table', () => {
  it('defines every action of EVENT_ACTIONS', () => {
    expect(Object.keys(ACTION_DEFINITIONS).sort()).toEqual([...EVENT_ACTIONS].sort());
  });

  const cells = EVENT_ACTIONS.flatMap((action) => S.map((status) => [action, status] as const));
  it.each(cells)('%s from %s', (action, status) => {
    // revertToAwaitCheck has nothing to revert on an active AwaitingCheck event: try it removed.
    const over = action === 'revertToAwaitCheck' && status === 'AwaitingCheck' ? { active: false } : {};
    const state = stateFor(action, status, over);
    const allowed = EXPECTED_FROM[action].includes(status);
    const start = canStart(action, state);
    expect(start.ok).toBe(allowed);
    if (!start.ok) expect(start.reason).toBe(STATUS_MESSAGE[action] ?? 'statusInvalid');

    if (!(TRANSITION_ACTIONS as readonly string[]).includes(action)) return;
    const transition = action as TransitionAction;
    for (const hasSendGuia of [false, true]) {
      const s = { ...state, insurer: { ...state.insurer!, hasSendGuia } };
      const outcome = applyEventAction(transition, s, INPUT);
      if (!allowed) {
        expect(outcome).toEqual({ ok: false, reason: STATUS_MESSAGE[action] ?? 'statusInvalid' });
        continue;
      }
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) continue;
      const after = apply(s, outcome.changes);
      const expected = expectedAfter(transition, s);
      expect(after).toMatchObject(expected);
      // Leaving Custom drops its label; nothing else but the expected fields moves.
      if (after.status !== 'Custom') expect(after.customStatus).toBeNull();
      for (const field of STATUS_FIELDS) {
        if (field in expected || field === 'customStatus') continue;
        expect(after[field], field).toBe(s[field]);
      }
      expect(outcome.saveCopy).toBe(action === 'revertToAwaitCheck');
    }
  });
});

describe('status machine: rules', () => {
  it('check goes to WaitSendGuia only for an insurer that sends guides and not from WaitRecourse', () => {
    const sends = { hasSendGuia: true, isNotValued: false, isParticular: false };
    const at = (status: EventStatus) => applyEventAction('check', stateFor('check', status, { insurer: sends }));
    expect(at('AwaitingCheck')).toMatchObject({ ok: true, changes: { status: 'WaitSendGuia' } });
    expect(at('Custom')).toMatchObject({ ok: true, changes: { status: 'WaitSendGuia', customStatus: null } });
    expect(at('WaitRecourse')).toMatchObject({ ok: true, changes: { status: 'WaitPayment' } });
    expect(applyEventAction('check', stateFor('check', 'AwaitingCheck', { insurer: null }))).toEqual({
      ok: false,
      reason: 'healthInsuranceNotFound',
    });
  });

  it('refuses everything but reads, comments and reverts on locked or removed events', () => {
    for (const over of [{ isLocked: true }, { active: false }]) {
      for (const action of EVENT_ACTIONS) {
        const start = canStart(action, stateFor(action, 'WaitPayment', over));
        const open = ['show', 'addComment', 'revert', 'exportContaAzul'].some((p) => action.startsWith(p));
        if (!open) expect(start, action).toEqual({ ok: false, reason: over.isLocked ? 'locked' : 'inactive' });
      }
    }
    expect(canStart('revertToAwaitCheck', stateFor('revertToAwaitCheck', 'Received', { isLocked: true })).ok).toBe(
      true,
    );
  });

  it('revert brings back a removed or finished event, unlocked, and asks for a copy', () => {
    const removed = stateFor('revertToAwaitCheck', 'Cuted', { active: false, isLocked: true, received: true });
    const outcome = applyEventAction('revertToAwaitCheck', removed, { observation: 'Reabrir para corrigir' });
    expect(outcome).toEqual({
      ok: true,
      changes: { status: 'AwaitingCheck', active: true, isLocked: false, received: false },
      observation: { type: 'Revert', text: 'Reabrir para corrigir', column: null },
      saveCopy: true,
    });
    expect(canStart('revertToAwaitCheck', stateFor('revertToAwaitCheck', 'AwaitingCheck')).ok).toBe(false);
  });

  it('needs the observation of the spec and the custom status label', () => {
    for (const action of ['pending', 'internalPending', 'remove', 'revertToAwaitCheck'] as const) {
      const from = EXPECTED_FROM[action][0]!;
      const state = stateFor(action, from, action === 'revertToAwaitCheck' ? { active: false } : {});
      expect(applyEventAction(action, state, { observation: '  ' })).toEqual({
        ok: false,
        reason: 'observationRequired',
      });
    }
    expect(applyEventAction('customStatus', stateFor('customStatus', 'Pending'))).toEqual({
      ok: false,
      reason: 'customStatusRequired',
    });
  });

  it('writes the observations of the actions', () => {
    const obs = (action: TransitionAction, status: EventStatus, input: ActionInput) => {
      const outcome = applyEventAction(action, stateFor(action, status), input);
      return outcome.ok ? outcome.observation : null;
    };
    expect(obs('remove', 'AwaitingCheck', { observation: 'Duplicado' })).toEqual({
      type: 'Remove',
      text: 'Duplicado',
      column: null,
    });
    expect(obs('sendGuia', 'AwaitingCheck', { observation: 'Protocolo 123' })).toEqual({
      type: 'GuideSent',
      text: 'Protocolo 123',
      column: 'observationGuideSent',
    });
    expect(obs('sendGuia', 'AwaitingCheck', {})).toBeNull();
    expect(obs('recourseSend', 'WaitPayment', { observation: 'Recurso 9' })).toMatchObject({
      type: 'Recourse',
      column: 'observationRecourse',
    });
    expect(obs('customStatus', 'AwaitingCheck', { customStatus: 'Auditoria' })).toEqual({
      type: 'Custom',
      text: 'Auditoria',
      column: null,
    });
    expect(obs('check', 'AwaitingCheck', { observation: 'Conferido com a ficha' })).toMatchObject({ type: 'Comment' });
  });

  it('sends to the matriz only a filial event, finalizes without value only a not-valued insurer', () => {
    expect(canStart('sendToMatriz', stateFor('sendToMatriz', 'Filled', { companyIsFilial: false })).ok).toBe(false);
    const valued = { hasSendGuia: false, isNotValued: false, isParticular: false };
    expect(canStart('finalizeNotValued', stateFor('finalizeNotValued', 'WaitPayment', { insurer: valued })).ok).toBe(
      false,
    );
    expect(applyEventAction('finalizeNotValued', stateFor('finalizeNotValued', 'WaitPayment'))).toMatchObject({
      ok: true,
      changes: { status: 'Finished', isLocked: true },
    });
  });

  it('lists the confirmation, observation and billing access actions of the spec', () => {
    expect(CONFIRMATION_ACTIONS).toEqual([
      'check',
      'sendGuia',
      'receiveAll',
      'loseAll',
      'recourseIdentify',
      'recourseSend',
      'recourseReceived',
      'finalize',
      'remove',
      'customStatus',
      'customStatusAction',
    ]);
    expect(OBSERVATION_ACTIONS).toEqual(['pending', 'revertToAwaitCheck', 'remove', 'internalPending']);
    expect(BILLING_ACCESS_ACTIONS).toEqual([
      'check',
      'sendGuia',
      'receiveAll',
      'loseAll',
      'recourseIdentify',
      'recourseSend',
      'recourseReceived',
      'finalize',
      'revertToAwaitCheck',
      'remove',
      'editProcedure',
    ]);
  });
});

// ——— property tests ———

const statusArb = fc.constantFrom(...EVENT_STATUSES);
const insurerArb = fc.option(
  fc.record({ hasSendGuia: fc.boolean(), isNotValued: fc.boolean(), isParticular: fc.boolean() }),
  { nil: null },
);
const stateArb: fc.Arbitrary<EventMachineState> = fc
  .record({
    status: statusArb,
    active: fc.boolean(),
    isLocked: fc.boolean(),
    isProcessing: fc.boolean(),
    received: fc.boolean(),
    guiaSent: fc.boolean(),
    recourseSent: fc.boolean(),
    recourseIdentify: fc.boolean(),
    insurer: insurerArb,
    hasTransactions: fc.boolean(),
    companyIsFilial: fc.boolean(),
    customStatus: fc.constant<string | null>(null),
  })
  .map((s) => ({ ...s, customStatus: s.status === 'Custom' ? 'Auditoria' : null }));
const inputArb: fc.Arbitrary<ActionInput> = fc.record({
  observation: fc.option(fc.constantFrom('Obs', '  ', ''), { nil: undefined }),
  customStatus: fc.option(fc.constantFrom('Auditoria', 'Revisão', ''), { nil: undefined }),
});
const transitionArb = fc.constantFrom(...TRANSITION_ACTIONS);

describe('status machine: properties', () => {
  it('apply is deterministic and never mutates the state', () => {
    fc.assert(
      fc.property(transitionArb, stateArb, inputArb, (action, state, input) => {
        const copy = JSON.parse(JSON.stringify(state)) as EventMachineState;
        expect(applyEventAction(action, state, input)).toEqual(applyEventAction(action, state, input));
        expect(state).toEqual(copy);
      }),
    );
  });

  it('a refused action changes nothing; an allowed one only changes fields that differ', () => {
    fc.assert(
      fc.property(transitionArb, stateArb, inputArb, (action, state, input) => {
        const outcome = applyEventAction(action, state, input);
        if (!outcome.ok) {
          expect(Object.keys(outcome)).toEqual(['ok', 'reason']);
          return;
        }
        for (const [field, value] of Object.entries(outcome.changes)) {
          expect(value).not.toEqual(state[field as keyof EventMachineState]);
        }
      }),
    );
  });

  it('no transition leaves an active event locked outside the finished group', () => {
    fc.assert(
      fc.property(transitionArb, stateArb, inputArb, (action, state, input) => {
        const outcome = applyEventAction(action, state, input);
        if (!outcome.ok) return;
        const after = apply(state, outcome.changes);
        if (after.active && after.isLocked) expect(FINISHED).toContain(after.status);
      }),
    );
  });

  it('a locked or removed event only moves by a revert', () => {
    fc.assert(
      fc.property(transitionArb, stateArb, inputArb, (action, state, input) => {
        fc.pre(state.isLocked || !state.active);
        const outcome = applyEventAction(action, state, input);
        if (outcome.ok) expect(action).toBe('revertToAwaitCheck');
      }),
    );
  });

  it('only the Custom status carries a custom label', () => {
    fc.assert(
      fc.property(transitionArb, stateArb, inputArb, (action, state, input) => {
        const outcome = applyEventAction(action, state, input);
        if (!outcome.ok) return;
        const after = apply(state, outcome.changes);
        expect(after.customStatus !== null).toBe(after.status === 'Custom');
      }),
    );
  });

  it('flags offer an action only when the machine lets it start', () => {
    const subjectArb: fc.Arbitrary<ActionSubject> = fc.record({
      canWrite: fc.boolean(),
      hasBillingAccess: fc.boolean(),
      canRevertStatus: fc.boolean(),
      canRemove: fc.boolean(),
      canSeeValues: fc.boolean(),
    });
    fc.assert(
      fc.property(stateArb, subjectArb, (state, subject) => {
        const flags = eventActionFlags(state, subject);
        for (const action of EVENT_ACTIONS) {
          if (flags[action]) expect(canStart(action, state).ok).toBe(true);
          if (flags[action] && BILLING_ACCESS_ACTIONS.includes(action as never)) {
            expect(subject.hasBillingAccess).toBe(true);
          }
        }
      }),
    );
  });
});

describe('eventActionFlags', () => {
  const base: ActionEventState = {
    status: 'AwaitingCheck',
    active: true,
    isLocked: false,
    isProcessing: false,
    insurer: { hasSendGuia: false, isNotValued: false, isParticular: false },
    hasTransactions: false,
    companyIsFilial: false,
  };
  const all: ActionSubject = {
    canWrite: true,
    hasBillingAccess: true,
    canRevertStatus: true,
    canRemove: true,
    canSeeValues: true,
  };
  const offered = (state: ActionEventState, subject: ActionSubject) =>
    Object.entries(eventActionFlags(state, subject))
      .filter(([, on]) => on)
      .map(([action]) => action)
      .sort();

  it('answers every action', () => {
    expect(Object.keys(eventActionFlags(base, all)).sort()).toEqual([...EVENT_ACTIONS].sort());
  });

  it('offers a biller with every permission the actions of an event to check', () => {
    expect(offered(base, all)).toEqual(
      [
        'addComment',
        'addToBatch',
        'check',
        'customStatus',
        'edit',
        'editProcedure',
        'editValues',
        'internalPending',
        'pending',
        'remove',
        'sendGuia',
        'showAdditionalData',
        'showCustomFields',
        'showHistory',
        'showInvoice',
        'showValues',
      ].sort(),
    );
  });

  it('takes the billing actions from a user without billing access, and the rest from a reader', () => {
    const noBilling = offered(base, { ...all, hasBillingAccess: false });
    expect(noBilling).not.toContain('check');
    expect(noBilling).not.toContain('editProcedure');
    expect(noBilling).not.toContain('remove');
    expect(noBilling).toContain('edit');
    expect(noBilling).toContain('pending');
    expect(offered(base, { ...all, canWrite: false })).toEqual(
      ['showAdditionalData', 'showCustomFields', 'showHistory', 'showInvoice', 'showValues'].sort(),
    );
    expect(offered(base, { ...all, canWrite: false, canSeeValues: false })).not.toContain('showValues');
  });

  it('offers on a finished, locked event only reads, comments, reverts and the export', () => {
    expect(offered({ ...base, status: 'Received', isLocked: true }, all)).toEqual(
      [
        'addComment',
        'exportContaAzul',
        'revertStatusToChangeValues',
        'revertToAwaitCheck',
        'showAdditionalData',
        'showCustomFields',
        'showHistory',
        'showInvoice',
        'showValues',
      ].sort(),
    );
    expect(offered({ ...base, status: 'Received', isLocked: true }, { ...all, canRevertStatus: false })).not.toContain(
      'revertToAwaitCheck',
    );
  });
});

describe('finalOutcome (billing.md §4 finalizing)', () => {
  const totals = (received: string, loss: string, glosa: string, inProcessing = '0.00') => ({
    totalReceived: received,
    totalLoss: loss,
    totalGlosado: glosa,
    totalInProcessing: inProcessing,
  });
  const normal = { forced: false, isParticular: false };

  it.each([
    ['100.00', '50.00', '0.00', 'PartialLosed'],
    ['0.00', '50.00', '0.00', 'Losed'],
    ['100.00', '0.00', '20.00', 'PartialCuted'],
    ['0.00', '0.00', '20.00', 'Cuted'],
    ['100.00', '0.00', '0.00', 'Received'],
    ['0.00', '0.00', '0.00', 'Received'],
    ['100.00', '0.05', '0.05', 'Received'],
    ['100.00', '0.06', '0.00', 'PartialLosed'],
  ])('received %s, loss %s, glosa %s → %s', (received, loss, glosa, status) => {
    expect(finalOutcome(totals(received, loss, glosa), normal)).toEqual({
      ok: true,
      status,
      isLocked: true,
      remainder: null,
    });
  });

  it('finishes only when what remains in processing is within 0.05', () => {
    expect(finalOutcome(totals('100.00', '0', '0', '0.05'), normal)).toMatchObject({ ok: true, status: 'Received' });
    expect(finalOutcome(totals('100.00', '0', '0', '0.06'), normal)).toEqual({ ok: false, reason: 'notBalanced' });
  });

  it('a forced finalization turns the remainder into glosa (insurer) or loss (particular)', () => {
    expect(finalOutcome(totals('100.00', '0', '0', '33.10'), { forced: true, isParticular: false })).toEqual({
      ok: true,
      status: 'Cuted',
      isLocked: true,
      remainder: { kind: 'glosa', amount: '33.10' },
    });
    expect(finalOutcome(totals('100.00', '0', '0', '33.1'), { forced: true, isParticular: true })).toEqual({
      ok: true,
      status: 'Losed',
      isLocked: true,
      remainder: { kind: 'loss', amount: '33.10' },
    });
  });

  it('refuses an unpaid co-participation fee beyond 0.05', () => {
    expect(finalOutcome({ ...totals('100', '0', '0'), attendanceFeeOpen: '10.00' }, normal)).toEqual({
      ok: false,
      reason: 'attendanceFeeOpen',
    });
    expect(finalOutcome({ ...totals('100', '0', '0'), attendanceFeeOpen: '0.05' }, normal)).toMatchObject({
      ok: true,
    });
  });

  it('is exact on decimal text (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const outcome = finalOutcome(totals('0', '0', '0', text), normal);
        expect(outcome.ok).toBe(cents <= 5);
      }),
    );
  });
});
