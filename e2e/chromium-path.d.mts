/** Debian's Chromium headless shell, which the e2e suite drives (see chromium-path.mjs). */
export declare const E2E_CHROMIUM: string;
