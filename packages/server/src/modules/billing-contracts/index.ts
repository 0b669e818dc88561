/** The group's contract with its billing company and its monthly statements (decision 052). */
export { registerBillingContractRoutes } from './billing-contracts.routes';
