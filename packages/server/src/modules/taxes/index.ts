/** The company's taxes and fees (billing.md §3 Tax): the routes. */
export { registerTaxRoutes } from './taxes.routes';
