import type {
  ATTACHMENT_KIND_VALUES,
  BULK_RESULT_VALUES,
  EVENT_ACTION_VALUES,
  EVENT_STATUS_GROUP_VALUES,
  EVENT_STATUS_VALUES,
  OBSERVATION_TYPE_VALUES,
  TRANSITION_ACTION_VALUES,
} from '@honora/contract';
import type {
  ATTACHMENT_KINDS,
  BULK_RESULT_TYPES,
  EVENT_ACTIONS,
  EVENT_STATUS_GROUP_NAMES,
  EVENT_STATUSES,
  OBSERVATION_TYPES,
  TRANSITION_ACTIONS,
} from '@honora/domain';

/**
 * The contract (zod) and the domain (status machine) list the event's statuses, actions and
 * kinds separately, since neither may import the other: these lines stop the build when the
 * lists drift apart (same members in the same order).
 */
type Assert<T extends true> = T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type StatusesMatch = Assert<Same<typeof EVENT_STATUS_VALUES, typeof EVENT_STATUSES>>;
export type ActionsMatch = Assert<Same<typeof EVENT_ACTION_VALUES, typeof EVENT_ACTIONS>>;
export type TransitionsMatch = Assert<Same<typeof TRANSITION_ACTION_VALUES, typeof TRANSITION_ACTIONS>>;
export type BulkResultsMatch = Assert<Same<typeof BULK_RESULT_VALUES, typeof BULK_RESULT_TYPES>>;
export type AttachmentKindsMatch = Assert<Same<typeof ATTACHMENT_KIND_VALUES, typeof ATTACHMENT_KINDS>>;
export type ObservationTypesMatch = Assert<Same<typeof OBSERVATION_TYPE_VALUES, typeof OBSERVATION_TYPES>>;
export type StatusGroupsMatch = Assert<
  Same<(typeof EVENT_STATUS_GROUP_VALUES)[number], (typeof EVENT_STATUS_GROUP_NAMES)[number]>
>;
