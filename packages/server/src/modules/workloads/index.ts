/** Each doctor's contracted hours and the balance of the published roster against them (decision 047). */
export { registerWorkloadRoutes } from './workloads.routes';
