import { lazyScreen } from '../shared/lazy/lazy-screen';

/** /tools/Language (platform.md §2; decision 062), on demand like every screen. */
export const LanguagePage = lazyScreen(
  () => import('../features/language/language-page'),
  (m) => m.LanguagePage,
);
