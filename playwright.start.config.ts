import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The app as `npm start` serves it to a newcomer: the very command (its install check, the
 * reference backend on 127.0.0.1:4020 with its full dataset, built on the first start, and Vite's
 * dev server on 127.0.0.1:5173, which serves the source as modules, not the build), opened in
 * Debian's Chromium (tests/e2e-start). Apart from playwright.config.ts because its servers are
 * started for every test of a configuration: this one needs only its own.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-start',
  // The dev server compiles each module on its first request: the first pages take seconds.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/playwright-start.json' }]] : [['list']],
  use: { ...base.use, baseURL: 'http://127.0.0.1:5173' },
  projects: [{ name: 'start', testDir: 'tests/e2e-start' }],
  webServer: [
    {
      command: 'npm start',
      url: 'http://127.0.0.1:5173/login',
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The first start builds the reference database.
      timeout: 420_000,
      // `npm start` stops the backend and the dev server it started (their own process groups) on
      // SIGTERM; the default SIGKILL would leave them running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  ],
});
