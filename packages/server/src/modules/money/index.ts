/**
 * The ledger's public door (decision 023): appeals, statements and collections post and cancel
 * entries, and finish events, only through what is exported here.
 */
export {
  cancelEntries,
  finishBalanced,
  loadLedgers,
  postEntries,
  recomputeEventTotals,
  type EventLedger,
  type LedgerActor,
  type LedgerWrite,
  type NewEntry,
} from './ledger.service';
export { finishEvents, typeOfPaymentExists } from './ledger.repository';
export { publishChanges, type TransactionChange } from './transaction-feed';
export { requireBillingAccess } from './money.service';
export { withIdempotency } from './idempotency';
