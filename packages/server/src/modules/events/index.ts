/**
 * The events kernel: the one door other modules use into the events (decision 023). Batches,
 * money, invoices, protocols and TISS — and the appeals, collections and transfers to come — read,
 * lock and move events only through what is exported here, and write many events at once with
 * the bulk helper (server/src/bulk/run-bulk.ts). Everything else in this folder is internal.
 */

/** Which events a session may see and change (decision 015). */
export { eventScope, isOwnEvent, ownEvent } from './event-scope';

/** Whose events the production figures add up (the dashboard, the reports; decision 033) and their filters. */
export { checkProductionFilters, productionScope, type ProductionScope } from './production-scope';

/** An event read for a write: locked FOR UPDATE in id order, with the facts the state machine decides on. */
export { hasActiveTransaction, loadTargets as loadActionTargets, type ActionTarget } from './event-actions.repository';

/** One event in the session's scope (404 when not visible), its view, and the stale-version refusal (otherUser). */
export { eventOrFail, loadEventView, staleVersionError } from './events.service';

/** The appeals' writes on events: status, flags, recourse columns, appealsIds, and observations. */
export {
  insertObservations,
  updateAppealEvents,
  type AppealEventColumns,
  type ObservationValues,
} from './event-actions.repository';

/** The status actions (billing.md §4): the user-level checks and the bulk run over locked events (billing.md §8). */
export { actOnTargets, checkRequest, type ActionRequest } from './event-actions.service';

/** The event's insurer when it is one of the visible companies' live insurers. */
export { findInsurer as findEventInsurer } from './events.repository';

/** The event's history (status changes, observations) and its revert copies. */
export { historyRows, revertCopies } from './event-history.repository';

/** The events list (GET /api/events), as the search reads it. */
export { listEvents } from './event-list.service';

/**
 * The spreadsheet import's writes (decision 040): an event found by its guide, its stored
 * input, and the form's own check, price and write of a new or changed event, with the form's
 * reads kept for the import's job (SaveReadsCache).
 */
export {
  findCompany,
  findEventByGuide,
  listProcedures,
  updateEventAtVersion,
  type EventRow,
  type ProcedureRow,
} from './events.repository';
export { findEventsByGuides, listProceduresOf } from './events-many.repository';
export { storedEventInput } from './stored-input';
export { planSave, type SavePlan } from './event-save';
export { SaveReadsCache, type SaveReads } from './save-reads';
export { insurerGuideNumber, type EventInput, type SaveAccess } from './event-validation';
export { assertChangeable, insertPlannedEvent, writePlannedUpdate } from './events.service';
