/** The read-only query console /admin/QueryInFirestore (decision 061). */
export { registerAdminQueryRoutes } from './admin-query.routes';
