import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { E2E_CHROMIUM } from './chromium-path.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const isCI = Boolean(process.env.CI);

/** Debian's Chromium headless shell, never a downloaded browser (see ensure-chromium.mjs). */
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  // CI runs the whole suite on two cores with two browsers, a server and PostgreSQL: a long flow
  // that takes 15 s alone can take over 30 s there (seen: a 160,000-row import, the admin flow).
  timeout: isCI ? 60_000 : 30_000,
  expect: { timeout: isCI ? 15_000 : 10_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]] : 'list',
  use: {
    baseURL,
    headless: true,
    browserName: 'chromium',
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A trace records a screencast of every page: on two cores it doubled each test's time (the
    // GPU and browser processes encoding frames). Traced only on the retry of a failed test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: E2E_CHROMIUM, args: chromiumArgs },
  },
  webServer: {
    command: 'node e2e/start-app.mjs',
    cwd: repoRoot,
    url: `${baseURL}/ping.json`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
