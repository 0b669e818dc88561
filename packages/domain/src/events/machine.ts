import type { ActionEventState } from './actions';
import {
  EVENT_STATUSES,
  FINISHED_STATUSES,
  type EventAction,
  type EventStatus,
  type ObservationType,
  type TransitionAction,
} from './statuses';

/**
 * The event status machine (billing.md §4 "Transitions"): for every action of EVENT_ACTIONS the
 * statuses it may start from and, for the actions this issue carries out (TRANSITION_ACTIONS),
 * the status object it leaves. Pure: the server loads the event, asks `applyEventAction`, and
 * writes the changes, the observation and the revert copy it answers.
 */

/** Why an action is refused; the server maps each code to its catalog text. */
export type ActionRefusal =
  /** Wrong starting status (billing.md §8 status errors). */
  | 'statusInvalid'
  | 'statusInvalidCheck'
  | 'statusInvalidSendGuia'
  | 'statusInvalidFinalize'
  /** The event is locked (finished or held) and the action is not a revert / read. */
  | 'locked'
  /** The event was removed (active = false). */
  | 'inactive'
  /** The action depends on the insurer's settings and the event has none. */
  | 'healthInsuranceNotFound'
  /** The action needs a confirmation message (observation) and none was given. */
  | 'observationRequired'
  /** customStatus / customStatusAction need the custom status label. */
  | 'customStatusRequired';

export type StatusRefusal = Extract<
  ActionRefusal,
  'statusInvalid' | 'statusInvalidCheck' | 'statusInvalidSendGuia' | 'statusInvalidFinalize'
>;

const ALL: readonly EventStatus[] = EVENT_STATUSES;
const FINISHED: readonly EventStatus[] = FINISHED_STATUSES;
const NOT_FINISHED = ALL.filter((s) => !FINISHED.includes(s));
/** Not-ready statuses an event leaves through "send to awaiting check" (decision 015). */
const TO_AWAIT_CHECK: readonly EventStatus[] = ['ProtocolCreated', 'Imported', 'WaitFill', 'Filled', 'CustomInfo'];
const MONEY_FROM: readonly EventStatus[] = ['WaitPayment', 'WaitRecourse', 'Pending'];
/** billing.md §4 Batch: "changing or removing an event's batch is allowed only in …". */
const BATCH_FROM: readonly EventStatus[] = ['AwaitingCheck', 'Custom', 'Pending', 'WaitSendGuia', 'WaitPayment'];
/**
 * exportContaAzul (decision 054): a receivable exists from the moment the event is checked and
 * billable — waiting for its guide to be sent — until and after it is finished.
 */
export const CONTA_AZUL_EXPORT_STATUSES: readonly EventStatus[] = [
  'WaitSendGuia',
  'WaitPayment',
  'WaitSendRecourse',
  'WaitRecourse',
  'Pending',
  ...FINISHED_STATUSES,
];

/** How one action behaves in the machine. */
export interface ActionDefinition {
  /** The statuses the action may start from. */
  from: readonly EventStatus[];
  /** The refusal for any other starting status. */
  statusRefusal: StatusRefusal;
  /** Offered on a locked or removed event (reads, comments, reverts, the accounting export). */
  allowedWhenLocked: boolean;
  /** Needs the event's insurer (its settings decide). */
  needsInsurer: boolean;
  /** A further condition on the event (a filial's event, a not-valued insurer, money already moved…). */
  when?: (state: ActionEventState) => boolean;
}

const def = (from: readonly EventStatus[], extra: Partial<Omit<ActionDefinition, 'from'>> = {}): ActionDefinition => ({
  from,
  statusRefusal: 'statusInvalid',
  allowedWhenLocked: false,
  needsInsurer: false,
  ...extra,
});
const read = def(ALL, { allowedWhenLocked: true });

/** The machine's table: every action of EVENT_ACTIONS (billing.md §4 "Transitions" and "Event actions"). */
export const ACTION_DEFINITIONS: Record<EventAction, ActionDefinition> = {
  edit: def(NOT_FINISHED),
  editProcedure: def(NOT_FINISHED),
  editValues: def(NOT_FINISHED),
  showHistory: read,
  showInvoice: read,
  showAdditionalData: read,
  showValues: read,
  showCustomFields: read,
  addComment: read,
  check: def(['AwaitingCheck', 'WaitRecourse', 'Pending', 'Custom'], {
    statusRefusal: 'statusInvalidCheck',
    needsInsurer: true,
  }),
  sendGuia: def(['AwaitingCheck', 'Pending', 'WaitSendGuia', 'WaitRecourse'], {
    statusRefusal: 'statusInvalidSendGuia',
  }),
  recourseIdentify: def(['WaitPayment', 'Pending']),
  recourseSend: def(['WaitSendRecourse', 'WaitPayment', 'WaitSendGuia']),
  receiveAll: def(MONEY_FROM),
  loseAll: def(MONEY_FROM),
  glosaAll: def(MONEY_FROM),
  finalize: def(MONEY_FROM, { statusRefusal: 'statusInvalidFinalize', needsInsurer: true }),
  receiveRemainder: def(MONEY_FROM, { when: (s) => s.hasTransactions }),
  loseRemainder: def(MONEY_FROM, { when: (s) => s.hasTransactions }),
  cutRemainder: def(MONEY_FROM, { when: (s) => s.hasTransactions }),
  cancel: def(['WaitPayment', 'WaitSendRecourse', 'WaitRecourse', 'Pending'], { when: (s) => s.hasTransactions }),
  selectTypeOfPayment: def(MONEY_FROM, { needsInsurer: true, when: (s) => s.insurer?.isParticular === true }),
  recourseReceived: def(['WaitRecourse']),
  sendAppeal: def(['WaitSendRecourse']),
  addToBatch: def(BATCH_FROM, { when: (s) => !s.hasTransactions }),
  addInvoice: def(['WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse']),
  exportContaAzul: def(CONTA_AZUL_EXPORT_STATUSES, { allowedWhenLocked: true }),
  revertStatusToChangeValues: def(FINISHED, { allowedWhenLocked: true }),
  pending: def(['AwaitingCheck', 'Custom', 'WaitSendGuia', 'WaitPayment', 'WaitSendRecourse', 'WaitRecourse']),
  internalPending: def([...TO_AWAIT_CHECK, 'AwaitingCheck']),
  resolvePending: def(['Pending', 'InternalPending']),
  sendToMatriz: def(TO_AWAIT_CHECK, { when: (s) => s.companyIsFilial }),
  sendToAwaitCheckEvents: def(TO_AWAIT_CHECK),
  // Everything but an event already active in AwaitingCheck (nothing to revert); a removed
  // AwaitingCheck event may be reverted: it comes back active.
  revertToAwaitCheck: def(ALL, { allowedWhenLocked: true, when: (s) => !(s.active && s.status === 'AwaitingCheck') }),
  remove: def(
    ALL.filter((s) => !FINISHED.includes(s) && s !== 'Released'),
    {},
  ),
  customStatus: def(['AwaitingCheck', 'Pending']),
  customStatusAction: def(['Custom']),
  finalizeNotValued: def(['WaitPayment'], { needsInsurer: true, when: (s) => s.insurer?.isNotValued === true }),
};

/** billing.md §4: actions that ask for a confirmation. */
export const CONFIRMATION_ACTIONS = [
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
] as const satisfies readonly EventAction[];

/** billing.md §4: actions that need a confirmation message (an observation). */
export const OBSERVATION_ACTIONS = [
  'pending',
  'revertToAwaitCheck',
  'remove',
  'internalPending',
] as const satisfies readonly EventAction[];

/** billing.md §4: actions that need billing access (permission billing/write). */
export const BILLING_ACCESS_ACTIONS = [
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
] as const satisfies readonly EventAction[];

/** Actions that need a custom status label. */
export const CUSTOM_STATUS_ACTIONS = ['customStatus', 'customStatusAction'] as const satisfies readonly EventAction[];

export const needsConfirmation = (action: EventAction): boolean =>
  (CONFIRMATION_ACTIONS as readonly EventAction[]).includes(action);
export const needsObservation = (action: EventAction): boolean =>
  (OBSERVATION_ACTIONS as readonly EventAction[]).includes(action);
export const needsBillingAccess = (action: EventAction): boolean =>
  (BILLING_ACCESS_ACTIONS as readonly EventAction[]).includes(action);
export const needsCustomStatus = (action: EventAction): boolean =>
  (CUSTOM_STATUS_ACTIONS as readonly EventAction[]).includes(action);

/**
 * Whether the event's state lets the action start (status, lock, insurer, conditions) — the
 * user's permissions are not looked at here (see eventActionFlags and the server's checks).
 */
export function canStart(
  action: EventAction,
  state: ActionEventState,
): { ok: true } | { ok: false; reason: ActionRefusal } {
  const definition = ACTION_DEFINITIONS[action];
  if (!definition.allowedWhenLocked) {
    if (!state.active) return { ok: false, reason: 'inactive' };
    if (state.isLocked) return { ok: false, reason: 'locked' };
  }
  if (!definition.from.includes(state.status)) return { ok: false, reason: definition.statusRefusal };
  if (definition.needsInsurer && !state.insurer) return { ok: false, reason: 'healthInsuranceNotFound' };
  if (definition.when && !definition.when(state)) return { ok: false, reason: definition.statusRefusal };
  return { ok: true };
}

/** The event's status object as the machine reads and writes it. */
export interface EventMachineState extends ActionEventState {
  received: boolean;
  guiaSent: boolean;
  recourseSent: boolean;
  recourseIdentify: boolean;
  /** The label of the Custom status (null outside Custom). */
  customStatus: string | null;
}

export type StatusField =
  | 'status'
  | 'active'
  | 'isLocked'
  | 'isProcessing'
  | 'received'
  | 'guiaSent'
  | 'recourseSent'
  | 'recourseIdentify'
  | 'customStatus';
export const STATUS_FIELDS: readonly StatusField[] = [
  'status',
  'active',
  'isLocked',
  'isProcessing',
  'received',
  'guiaSent',
  'recourseSent',
  'recourseIdentify',
  'customStatus',
];
export type StatusChanges = Partial<Pick<EventMachineState, StatusField>>;

/** What the user typed with the action. */
export interface ActionInput {
  observation?: string | undefined;
  customStatus?: string | undefined;
}

/** The observation an action writes with the event (its column and/or an observation row). */
export interface ActionObservation {
  type: ObservationType;
  text: string;
  /** The event column that also keeps the text (billing.md §3 observationGuideSent / observationRecourse). */
  column: 'observationGuideSent' | 'observationRecourse' | null;
}

export type ActionOutcome =
  | {
      ok: true;
      /** The status fields that change (only those that differ from the state). */
      changes: StatusChanges;
      observation: ActionObservation | null;
      /** Revert: keep a copy of the event as it was in the changed-events history. */
      saveCopy: boolean;
    }
  | { ok: false; reason: ActionRefusal };

const OBSERVATION_TYPE_OF: Partial<Record<TransitionAction, ObservationType>> = {
  pending: 'Pending',
  internalPending: 'InternalPending',
  revertToAwaitCheck: 'Revert',
  remove: 'Remove',
  customStatus: 'Custom',
  customStatusAction: 'Custom',
  sendGuia: 'GuideSent',
  recourseSend: 'Recourse',
};

function target(action: TransitionAction, state: EventMachineState, input: ActionInput): StatusChanges {
  switch (action) {
    case 'check':
      return {
        status: state.insurer?.hasSendGuia && state.status !== 'WaitRecourse' ? 'WaitSendGuia' : 'WaitPayment',
      };
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
      return { status: state.status === 'Pending' ? 'AwaitingCheck' : 'Filled' };
    case 'sendToMatriz':
    case 'sendToAwaitCheckEvents':
      return { status: 'AwaitingCheck' };
    case 'revertToAwaitCheck':
      return { status: 'AwaitingCheck', isProcessing: false, isLocked: false, received: false, active: true };
    case 'remove':
      return { active: false };
    case 'customStatus':
    case 'customStatusAction':
      return { status: 'Custom', customStatus: input.customStatus ?? null };
    case 'finalizeNotValued':
      return { status: 'Finished', isLocked: true };
  }
}

/**
 * Applies a transition action to an event: refused (with the reason, nothing changes) or the
 * status fields that change, the observation to write and whether to save a revert copy.
 * Deterministic and pure.
 */
export function applyEventAction(
  action: TransitionAction,
  state: EventMachineState,
  input: ActionInput = {},
): ActionOutcome {
  const start = canStart(action, state);
  if (!start.ok) return start;
  const observation = input.observation?.trim() || undefined;
  const customStatus = input.customStatus?.trim() || undefined;
  if (needsObservation(action) && !observation) return { ok: false, reason: 'observationRequired' };
  if (needsCustomStatus(action) && !customStatus) return { ok: false, reason: 'customStatusRequired' };

  const wanted = target(action, state, { observation, customStatus });
  // A status other than Custom carries no custom label.
  const status = wanted.status ?? state.status;
  if (status !== 'Custom') wanted.customStatus = null;
  const changes: StatusChanges = {};
  for (const field of STATUS_FIELDS) {
    const value = wanted[field];
    if (value !== undefined && value !== state[field]) (changes as Record<string, unknown>)[field] = value;
  }

  const type = OBSERVATION_TYPE_OF[action] ?? 'Comment';
  const text = observation ?? (type === 'Custom' ? customStatus : undefined);
  const column =
    action === 'sendGuia' ? 'observationGuideSent' : action === 'recourseSend' ? 'observationRecourse' : null;
  return {
    ok: true,
    changes,
    observation: text ? { type, text, column } : null,
    saveCopy: action === 'revertToAwaitCheck',
  };
}

/** The event after the changes (for callers that keep the state in memory). */
export function withChanges<T extends EventMachineState>(state: T, changes: StatusChanges): T {
  return { ...state, ...changes };
}
