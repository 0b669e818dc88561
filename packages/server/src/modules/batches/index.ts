/**
 * Batches (billing.md §4 Batch): a batch XML file as the contract shows it. The public entry for
 * the other server modules (decision 023).
 */
export { toXmlFileView } from './xml-file-view';
/** The batches list (GET /api/batches), as the search reads it. */
export { listBatches } from './batches.service';
