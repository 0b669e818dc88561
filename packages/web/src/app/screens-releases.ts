import { lazyScreen } from '../shared/lazy/lazy-screen';

/** Novidades, Sobre and /admin/Releases (platform.md §2; decision 055), on demand like every screen. */
export const ChangelogPage = lazyScreen(
  () => import('../features/releases/changelog-page'),
  (m) => m.ChangelogPage,
);
export const AboutPage = lazyScreen(
  () => import('../features/releases/about-page'),
  (m) => m.AboutPage,
);
export const ReleasesPage = lazyScreen(
  () => import('../features/releases/releases-page'),
  (m) => m.ReleasesPage,
);
