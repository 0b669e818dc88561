import { lazyScreen } from '../shared/lazy/lazy-screen';

/** The public site (platform.md §2; decision 059): /contact, /tools/img, /test, /test2, /test3, on demand. */
export const ContactPage = lazyScreen(
  () => import('../features/contact/contact-page'),
  (m) => m.ContactPage,
);
export const ImageToolPage = lazyScreen(
  () => import('../features/image-tool/image-tool-page'),
  (m) => m.ImageToolPage,
);
export const VersionTestPage = lazyScreen(
  () => import('../features/diagnostics/version-test-page'),
  (m) => m.VersionTestPage,
);
export const BrowserTestPage = lazyScreen(
  () => import('../features/diagnostics/browser-test-page'),
  (m) => m.BrowserTestPage,
);
export const ConnectionTestPage = lazyScreen(
  () => import('../features/diagnostics/connection-test-page'),
  (m) => m.ConnectionTestPage,
);
