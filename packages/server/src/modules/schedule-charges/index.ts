/** What the group bills each hospital for the hours its roster covered, and the statements (decision 048). */
export { registerScheduleChargeRoutes } from './schedule-charges.routes';
