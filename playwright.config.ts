import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests: Debian's Chromium drives the production build (vite preview on
 * 127.0.0.1:4173) whose API proxy goes to Prism serving the contract on 127.0.0.1:4011.
 * Playwright starts both servers and stops them when the run ends.
 */
const MOCK_PORT = process.env.E2E_MOCK_PORT ?? '4011';
const PREVIEW_PORT = process.env.E2E_PREVIEW_PORT ?? '4173';

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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
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
  webServer: [
    {
      command: `node node_modules/@stoplight/prism-cli/dist/index.js mock -h 127.0.0.1 -p ${MOCK_PORT} generated/openapi.yaml`,
      port: Number(MOCK_PORT),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 60_000,
    },
    {
      command: 'node scripts/preview.mjs',
      url: `http://127.0.0.1:${PREVIEW_PORT}/login`,
      reuseExistingServer: false,
      env: { MOCK_PORT, PREVIEW_PORT },
      stdout: 'ignore',
      stderr: 'pipe',
      timeout: 120_000,
    },
  ],
});
