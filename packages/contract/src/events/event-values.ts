/**
 * The event's statuses, actions and kinds (billing.md §3, §4, §8) under the contract's names:
 * the very lists of the domain's events/statuses.ts, imported from that module directly so
 * the web's bundle takes only these arrays (decision 022).
 */
export {
  ATTACHMENT_KINDS as ATTACHMENT_KIND_VALUES,
  BULK_RESULT_TYPES as BULK_RESULT_VALUES,
  EVENT_ACTIONS as EVENT_ACTION_VALUES,
  EVENT_STATUS_GROUP_NAMES as EVENT_STATUS_GROUP_VALUES,
  EVENT_STATUSES as EVENT_STATUS_VALUES,
  OBSERVATION_TYPES as OBSERVATION_TYPE_VALUES,
  TRANSITION_ACTIONS as TRANSITION_ACTION_VALUES,
  type AttachmentKind as AttachmentKindValue,
  type BulkResultType as BulkResultValue,
  type EventAction as EventActionValue,
  type EventStatus as EventStatusValue,
  type EventStatusGroup as EventStatusGroupValue,
  type ObservationType as ObservationTypeValue,
  type TransitionAction as TransitionActionValue,
} from '@honora/domain/events/statuses';
