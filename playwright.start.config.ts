import { defineConfig } from '@playwright/test';
import { copyFileSync, existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname } from 'node:path';
import base from './playwright.config';
import { E2E_REFERENCE_DB, settingsFromEnv } from './server/settings';

/**
 * The full dataset is built once in `npm test`: tests/server/volumes.test.ts builds it, before this
 * run, into the file the e2e tests' backend opens, and `npm start`'s database is the same one (the
 * same generator, seed and scale). When `npm start` has no database yet, it is given a copy of that
 * file, so its first start opens the database instead of spending a minute of one core building it
 * again. Without that file (a run of its own) it builds it, as a newcomer's first start does; a copy
 * from an older generator is rebuilt at start as any outdated database is.
 */
function shareTheBuiltDatabase() {
  const start = settingsFromEnv(process.env);
  const built = E2E_REFERENCE_DB;
  // Only the default full dataset is the same database.
  if (start.seed !== settingsFromEnv({}).seed || start.scale !== 'full' || start.database === built) return;
  if (existsSync(start.database) || !existsSync(built) || existsSync(`${built}-wal`)) return;
  mkdirSync(dirname(start.database), { recursive: true });
  copyFileSync(built, `${start.database}.copying`);
  renameSync(`${start.database}.copying`, start.database);
}
shareTheBuiltDatabase();

/**
 * The app as `npm start` serves it to a newcomer: the very command (its install check, the
 * reference backend on 127.0.0.1:4020 with its full dataset, built on the first start unless
 * given as above, and Vite's dev server on 127.0.0.1:5173, which serves the source as modules, not
 * the build), opened in Debian's Chromium (tests/e2e-start). Apart from playwright.config.ts because its servers are
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
