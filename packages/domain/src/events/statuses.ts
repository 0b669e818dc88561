/**
 * The event's statuses and actions (billing.md §4). The status machine (machine.ts), the
 * action flags (actions.ts) and the contract's schemas are all built on these lists.
 */

export const EVENT_STATUSES = [
  'ProtocolCreated',
  'AwaitingCheck',
  'Custom',
  'WaitSendGuia',
  'WaitPayment',
  'WaitSendRecourse',
  'WaitRecourse',
  'Finished',
  'Received',
  'PartialLosed',
  'Losed',
  'PartialCuted',
  'Cuted',
  'Released',
  'Imported',
  'Pending',
  'CustomInfo',
  'WaitFill',
  'Filled',
  'InternalPending',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** An event's status when it is created (billing.md §3 "status (default AwaitingCheck)"). */
export const INITIAL_EVENT_STATUS: EventStatus = 'AwaitingCheck';

/** The finished group (billing.md §4). */
export const FINISHED_STATUSES = ['Finished', 'Received', 'PartialLosed', 'Losed', 'PartialCuted', 'Cuted'] as const;

/**
 * Statuses of events not yet ready to bill (/client/notReadyEvents; decision 015): guides
 * announced by a protocol report or an import and still to be filled, and events held
 * internally. Every other status belongs to the events list (/client/events).
 */
export const NOT_READY_STATUSES = [
  'ProtocolCreated',
  'Imported',
  'WaitFill',
  'Filled',
  'CustomInfo',
  'InternalPending',
] as const satisfies readonly EventStatus[];

/** The status groups the events list filters by (decision 015), in the filter's order. */
export const EVENT_STATUS_GROUP_NAMES = [
  'notReady',
  'toCheck',
  'toSend',
  'waitingPayment',
  'appeal',
  'finished',
  'released',
] as const;
export type EventStatusGroup = (typeof EVENT_STATUS_GROUP_NAMES)[number];

/** The statuses of each group of EVENT_STATUS_GROUP_NAMES (decision 015). */
export const EVENT_STATUS_GROUPS = {
  notReady: NOT_READY_STATUSES,
  toCheck: ['AwaitingCheck', 'Custom', 'Pending'],
  toSend: ['WaitSendGuia'],
  waitingPayment: ['WaitPayment'],
  appeal: ['WaitSendRecourse', 'WaitRecourse'],
  finished: FINISHED_STATUSES,
  released: ['Released'],
} as const satisfies Record<EventStatusGroup, readonly EventStatus[]>;

/**
 * Every action flag of billing.md §4 "Event actions (flags)", followed by the actions it also
 * lists (receive / lose / cut remainder, send appeal, add invoice).
 */
export const EVENT_ACTIONS = [
  'edit',
  'check',
  'sendGuia',
  'receiveAll',
  'loseAll',
  'recourseIdentify',
  'recourseSend',
  'finalize',
  'cancel',
  'glosaAll',
  'editProcedure',
  'recourseReceived',
  'showHistory',
  'showInvoice',
  'showAdditionalData',
  'revertToAwaitCheck',
  'remove',
  'pending',
  'editValues',
  'addToBatch',
  'customStatus',
  'customStatusAction',
  'showValues',
  'showCustomFields',
  'selectTypeOfPayment',
  'finalizeNotValued',
  'exportContaAzul',
  'addComment',
  'revertStatusToChangeValues',
  'sendToMatriz',
  'internalPending',
  'resolvePending',
  'sendToAwaitCheckEvents',
  'receiveRemainder',
  'loseRemainder',
  'cutRemainder',
  'sendAppeal',
  'addInvoice',
] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];

/**
 * The actions that move an event (POST /api/events/:id/actions and the bulk route) in this
 * issue. The money actions (receive / lose / glosa all, finalize, remainders, cancel) are
 * declared in the machine and carried out by the Money issue; batch, invoice, appeal and
 * accounting actions by theirs.
 */
export const TRANSITION_ACTIONS = [
  'check',
  'sendGuia',
  'recourseIdentify',
  'recourseSend',
  'pending',
  'internalPending',
  'resolvePending',
  'sendToMatriz',
  'sendToAwaitCheckEvents',
  'revertToAwaitCheck',
  'remove',
  'customStatus',
  'customStatusAction',
  'finalizeNotValued',
] as const satisfies readonly EventAction[];
export type TransitionAction = (typeof TRANSITION_ACTIONS)[number];

/** Bulk operation result types (billing.md §8). */
export const BULK_RESULT_TYPES = [
  'success',
  'invalidState',
  'unknown',
  'healthInsuranceNotFound',
  'invalidStatus',
  'partialWithOpenAttendanceFee',
  'cannotMoveToBatch',
] as const;
export type BulkResultType = (typeof BULK_RESULT_TYPES)[number];

/** Attachment kinds of billing.md §3. */
export const ATTACHMENT_KINDS = ['guide', 'record', 'rgo', 'term', 'apa', 'other', '3AFile'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * Observation types: a comment (addComment), and the observations the actions write — pending,
 * internal pending, revert to awaiting check, remove (billing.md §4 "an observation of type
 * Remove"), guide sent and appeal (observationGuideSent, observationRecourse).
 */
export const OBSERVATION_TYPES = [
  'Comment',
  'Pending',
  'InternalPending',
  'Revert',
  'Remove',
  'GuideSent',
  'Recourse',
  'Custom',
] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];
