import { defineConfig } from '@playwright/test';
import { TEST_CHROMIUM } from './scripts/lib/system-deps.mjs';
import { E2E_REFERENCE_DB } from './server/settings';

/**
 * End-to-end tests: Debian's Chromium drives the mock-mode build (vite preview on 127.0.0.1:4173)
 * whose API proxy goes to Prism serving the contract on 127.0.0.1:4011 (tests/e2e), and the
 * production build served by nginx as the image serves it on 127.0.0.1:4180, proxying to the same
 * Prism (tests/e2e-nginx; a second Prism on 4012 is the "other backend" one test configures); and
 * the same mock-mode build under a second preview (127.0.0.1:4175) whose proxy goes to the
 * reference backend on its full dataset (127.0.0.1:4025, tests/e2e-reference; its database is
 * kept in node_modules/.cache between runs, apart from the one `npm start` uses); and that build
 * once more (127.0.0.1:4186) before a reference backend of its own (127.0.0.1:4028, tests/e2e-alerts)
 * on the tiny dataset in memory with its clock pinned, which the alerts' tests move on.
 * scripts/e2e-servers.mjs starts the servers side by side; Playwright stops them when the run ends.
 */
const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '4011';
const OTHER_MOCK_PORT = process.env.E2E_OTHER_MOCK_PORT ?? '4012';
const PREVIEW_PORT = process.env.E2E_PREVIEW_PORT ?? '4173';
const NGINX_PORT = process.env.E2E_NGINX_PORT ?? '4180';
const REFERENCE_PORT = process.env.E2E_REFERENCE_PORT ?? '4025';
const REFERENCE_PREVIEW_PORT = process.env.E2E_REFERENCE_PREVIEW_PORT ?? '4175';
const ALERTS_PORT = process.env.E2E_ALERTS_PORT ?? '4028';
const ALERTS_PREVIEW_PORT = process.env.E2E_ALERTS_PREVIEW_PORT ?? '4186';
/** Where scripts/e2e-servers.mjs says that every server answers. */
const READY_PORT = process.env.E2E_READY_PORT ?? '4031';
/** The alerts backend's pinned now: a Friday noon, two days before the spike planted ahead of it. */
const ALERTS_NOW = '2026-11-27T12:00:00+03:00';
const prism = (port: string) =>
  `node node_modules/@stoplight/prism-cli/dist/index.js mock -h 127.0.0.1 -p ${port} generated/openapi.yaml`;

/** The mock-mode build under a preview whose API proxy goes to the backend on `apiPort`. */
const previewBefore = (name: string, previewPort: string, apiPort: string) => ({
  name: `preview before the ${name}`,
  command: 'node scripts/preview.mjs',
  url: `http://127.0.0.1:${previewPort}/login`,
  env: {
    PREVIEW_PORT: previewPort,
    CABINET_API_URL: `http://127.0.0.1:${apiPort}`,
    ADMIN_API_URL: `http://127.0.0.1:${apiPort}`,
  },
});

/** The servers the tests need (scripts/e2e-servers.mjs starts them side by side). */
const servers = [
  { name: 'Prism', command: prism(MOCK_PORT), port: Number(MOCK_PORT) },
  {
    name: 'preview before Prism',
    command: 'node scripts/preview.mjs',
    url: `http://127.0.0.1:${PREVIEW_PORT}/login`,
    env: { MOCK_PORT, PREVIEW_PORT },
  },
  { name: 'the other Prism', command: prism(OTHER_MOCK_PORT), port: Number(OTHER_MOCK_PORT) },
  {
    name: 'reference backend',
    command: 'node node_modules/tsx/dist/cli.mjs server/main.ts',
    url: `http://127.0.0.1:${REFERENCE_PORT}/health`,
    env: {
      REFERENCE_PORT,
      REFERENCE_DB: E2E_REFERENCE_DB,
      REFERENCE_APP_ORIGIN: `http://127.0.0.1:${REFERENCE_PREVIEW_PORT}`,
    },
  },
  previewBefore('reference backend', REFERENCE_PREVIEW_PORT, REFERENCE_PORT),
  {
    name: 'alerts backend',
    command: 'node node_modules/tsx/dist/cli.mjs server/main.ts',
    url: `http://127.0.0.1:${ALERTS_PORT}/health`,
    env: {
      REFERENCE_PORT: ALERTS_PORT,
      REFERENCE_SCALE: 'tiny',
      REFERENCE_DB: ':memory:',
      REFERENCE_NOW: ALERTS_NOW,
      REFERENCE_APP_ORIGIN: `http://127.0.0.1:${ALERTS_PREVIEW_PORT}`,
    },
  },
  previewBefore('alerts backend', ALERTS_PREVIEW_PORT, ALERTS_PORT),
  {
    name: 'nginx',
    command: 'node scripts/serve-nginx.mjs --no-mock',
    url: `http://127.0.0.1:${NGINX_PORT}/healthz`,
    env: {
      MOCK_PORT,
      NGINX_PORT,
      CABINET_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
      ADMIN_API_URL: `http://127.0.0.1:${MOCK_PORT}`,
    },
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright.json' }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PREVIEW_PORT}`,
    browserName: 'chromium',
    locale: 'ru-RU',
    // A trace's screenshots are a screencast of every test (a quarter of the run's CPU on two cores)
    // and its DOM snapshots another tenth; in CI, where nobody opens a trace, none is recorded.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The projects whose tests are long or run one after another come first, so that the many short
  // tests of the mock project fill both workers to the end instead of one worker finishing alone.
  projects: [
    { name: 'alerts', testDir: 'tests/e2e-alerts', use: { baseURL: `http://127.0.0.1:${ALERTS_PREVIEW_PORT}` } },
    {
      name: 'reference',
      testDir: 'tests/e2e-reference',
      use: { baseURL: `http://127.0.0.1:${REFERENCE_PREVIEW_PORT}` },
    },
    { name: 'nginx', testDir: 'tests/e2e-nginx', use: { baseURL: `http://127.0.0.1:${NGINX_PORT}` } },
    { name: 'preview', testDir: 'tests/e2e' },
  ],
  // One web server, which starts the servers below side by side (scripts/e2e-servers.mjs).
  webServer: [
    {
      command: 'node scripts/e2e-servers.mjs',
      url: `http://127.0.0.1:${READY_PORT}/`,
      reuseExistingServer: false,
      env: { E2E_SERVERS: JSON.stringify(servers), E2E_READY_PORT: READY_PORT },
      stdout: 'ignore',
      stderr: 'pipe',
      // In `npm test` the reference database is built by then (tests/server/volumes.test.ts opens
      // it); a run of its own builds it first.
      timeout: 300_000,
    },
  ],
});
