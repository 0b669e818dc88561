import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The forms' screens (platform.md §2 client Forms and FormsResponses, admin Forms, FormsCategories, FormsResponses, public /response; decision 057). */
export const PublicResponsePage = lazyScreen(
  () => import('../features/forms/public-response-page'),
  (m) => m.PublicResponsePage,
);
export const FormsPage = lazyScreen(
  () => import('../features/forms/forms-page'),
  (m) => m.FormsPage,
);
export const ClientFormsResponsesPage = lazyScreen(
  () => import('../features/forms/forms-responses-pages'),
  (m) => m.ClientFormsResponsesPage,
);
export const AdminFormsResponsesPage = lazyScreen(
  () => import('../features/forms/forms-responses-pages'),
  (m) => m.AdminFormsResponsesPage,
);
export const AdminFormsPage = lazyScreen(
  () => import('../features/forms/admin-forms-page'),
  (m) => m.AdminFormsPage,
);
export const AdminFormCategoriesPage = lazyScreen(
  () => import('../features/forms/admin-form-categories-page'),
  (m) => m.AdminFormCategoriesPage,
);
