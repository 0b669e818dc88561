import { lazyScreen } from '../shared/lazy/lazy-screen';

/** /admin/QueryInFirestore, the super admins' read-only query console (decision 061), on demand. */
export const AdminQueryPage = lazyScreen(
  () => import('../features/admin-query/console-page'),
  (m) => m.AdminQueryPage,
);
