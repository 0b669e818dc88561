/** The roster checked against the billing: shifts without production, events without the doctor on the roster (decision 050). */
export { registerScheduleBillingRoutes } from './schedule-billing.routes';
