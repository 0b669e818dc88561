/**
 * The event's statuses, actions and kinds (billing.md §3, §4, §8), repeated from the domain's
 * events/statuses.ts for the schemas (the contract imports nothing of ours); the server
 * asserts the lists are the same (modules/events/values-compat.ts).
 */

export const EVENT_STATUS_VALUES = [
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
export type EventStatusValue = (typeof EVENT_STATUS_VALUES)[number];

export const EVENT_STATUS_GROUP_VALUES = [
  'notReady',
  'toCheck',
  'toSend',
  'waitingPayment',
  'appeal',
  'finished',
  'released',
] as const;
export type EventStatusGroupValue = (typeof EVENT_STATUS_GROUP_VALUES)[number];

export const EVENT_ACTION_VALUES = [
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
export type EventActionValue = (typeof EVENT_ACTION_VALUES)[number];

export const TRANSITION_ACTION_VALUES = [
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
] as const;
export type TransitionActionValue = (typeof TRANSITION_ACTION_VALUES)[number];

export const BULK_RESULT_VALUES = [
  'success',
  'invalidState',
  'unknown',
  'healthInsuranceNotFound',
  'invalidStatus',
  'partialWithOpenAttendanceFee',
  'cannotMoveToBatch',
] as const;
export type BulkResultValue = (typeof BULK_RESULT_VALUES)[number];

export const ATTACHMENT_KIND_VALUES = ['guide', 'record', 'rgo', 'term', 'apa', 'other', '3AFile'] as const;
export type AttachmentKindValue = (typeof ATTACHMENT_KIND_VALUES)[number];

export const OBSERVATION_TYPE_VALUES = [
  'Comment',
  'Pending',
  'InternalPending',
  'Revert',
  'Remove',
  'GuideSent',
  'Recourse',
  'Custom',
] as const;
export type ObservationTypeValue = (typeof OBSERVATION_TYPE_VALUES)[number];
