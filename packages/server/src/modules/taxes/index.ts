/** The company's taxes and fees (billing.md §3 Tax): the routes, and the rules in force that transfers read. */
export { registerTaxRoutes } from './taxes.routes';
export { taxRulesInForce } from './taxes-in-force';
