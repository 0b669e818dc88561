// Debian's Chromium headless shell (package chromium-headless-shell). In a two-core CI run the
// desktop binary's GPU and browser processes cost about a third more time than the shell's
// (measured on the same ten specs: 1.5 min against 1.1 min).
export const E2E_CHROMIUM = '/usr/bin/chromium-headless-shell';
