import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The FAQ and help screens (platform.md §2 admin Help and HelpCategories, client faq, public /faq; decision 056). */
export const PublicFaqPage = lazyScreen(
  () => import('../features/help/public-faq-page'),
  (m) => m.PublicFaqPage,
);
export const FaqPage = lazyScreen(
  () => import('../features/help/faq-page'),
  (m) => m.FaqPage,
);
export const AdminHelpPage = lazyScreen(
  () => import('../features/help/admin-help-page'),
  (m) => m.AdminHelpPage,
);
export const AdminHelpCategoriesPage = lazyScreen(
  () => import('../features/help/admin-help-categories-page'),
  (m) => m.AdminHelpCategoriesPage,
);
