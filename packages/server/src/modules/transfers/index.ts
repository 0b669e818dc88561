/** Transfers (repasses): the routes; the ledger asks whether an entry was passed on. */
export { registerTransferRoutes } from './transfers.routes';
