/** Transfers (repasses): the routes; the ledger asks whether an entry was passed on. */
export { registerTransferRoutes } from './transfers.routes';

/** The ruled-table PDF of the statements, which the reports print with too. */
export { documentHeading, money, note, PageFlow, percent, renderDocuments, type TableColumn } from './transfer-pdf-kit';
export type { DocumentCompany } from './transfer-documents';
