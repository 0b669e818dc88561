import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The specialties and regions registries (platform.md §1 regions, §2 admin specialties; decision 063). */
export const AdminSpecialtiesPage = lazyScreen(
  () => import('../features/specialties-regions/admin-specialties-page'),
  (m) => m.AdminSpecialtiesPage,
);
export const AdminRegionsPage = lazyScreen(
  () => import('../features/specialties-regions/admin-regions-page'),
  (m) => m.AdminRegionsPage,
);
