/**
 * The batch an event is in (decision 017: events.batches_ids holds the current batch only),
 * below both the events kernel and the batches module (decision 023): automatic batching of
 * checked events, the batch lock on editing, batch labels, batch numbers and the membership
 * reads and writes.
 */
export { autoBatchCheckedEvents, type CheckedEvent } from './auto-batch';
export { batchesCell, batchLabel, batchLabelsOf } from './batch-labels';
export { eventEditLockedByBatch } from './batch-lock';
export { nextBatchCode } from './batch-number';
export {
  batchStatuses,
  codeTaken,
  companyFacts,
  countOf,
  inBatch,
  insertBatch,
  maxNumericCode,
  setEventsBatch,
  type BatchRow,
  type BatchValues,
} from './membership.repository';
