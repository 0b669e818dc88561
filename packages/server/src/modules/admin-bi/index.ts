/**
 * /admin/BI and /admin/Map (platform.md §2; decision 038): every company's production from the
 * production summaries, by company, month, state and city.
 */
export { registerAdminBiRoutes } from './admin-bi.routes';
