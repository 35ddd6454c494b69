// Lighthouse and the signed-in Chromium profile it runs in, shared by the speed benchmarks
// (bench-lighthouse.mjs against the mock, bench-scale.mjs against the reference backend).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, ensureSystemDeps } from './system-deps.mjs';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * The parts of a Lighthouse report (its JSON output) the benchmarks read.
 * @typedef {object} LighthouseReport
 * @property {Record<string, { numericValue?: number; details?: { items?: ScriptRequest[] } } | undefined>} audits
 * @property {{ performance: { score: number | null } }} categories
 * @property {string} finalDisplayedUrl
 */

/** @typedef {{ url: string; resourceType?: string; transferSize?: number }} ScriptRequest */

/**
 * Chromium's flags for a benchmark run; `tls` accepts the throwaway certificate of nginx --tls.
 * @param {boolean} tls
 * @returns {string[]}
 */
export function chromeFlags(tls) {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(tls ? ['--ignore-certificate-errors'] : []),
  ];
}

/**
 * Chromium in a persistent profile, headless, in Russian (the product's default language).
 * @param {string} profile
 * @param {{ tls: boolean; viewport?: { width: number; height: number } }} options
 */
export async function openProfile(profile, { tls, viewport }) {
  // The full browser, which the browser tests do without (scripts/lib/system-deps.mjs).
  await ensureSystemDeps(['chromium']);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: chromeFlags(tls).slice(1),
    locale: 'ru-RU',
    ignoreHTTPSErrors: tls,
    ...(viewport ? { viewport } : {}),
  });
}

/**
 * Signs in once in a persistent profile (the session stays in its local storage).
 * @param {string} profile
 * @param {string} origin
 * @param {{ tls: boolean; email: string; password: string }} options
 * @returns {Promise<void>}
 */
export async function signInProfile(profile, origin, { tls, email, password }) {
  const context = await openProfile(profile, { tls });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${origin}/login`);
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'), { timeout: 60_000 });
  await context.close();
}

/**
 * Empties a profile's HTTP and code caches, so a run loads the page as a first visit would.
 * @param {string} profile
 */
export function dropCaches(profile) {
  for (const dir of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'])
    rmSync(join(profile, 'Default', dir), { recursive: true, force: true });
}

/**
 * One Lighthouse run (mobile preset, performance only) of `url` in `profile`, its caches dropped
 * first. `keep` (a folder) keeps the report and its trace under `name`.
 * @param {string} url
 * @param {{ profile: string; scratch: string; tls: boolean; keep?: string; name?: string }} options
 * @returns {LighthouseReport}
 */
export function runLighthouse(url, { profile, scratch, tls, keep, name }) {
  dropCaches(profile);
  const output = join(scratch, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--disable-storage-reset',
      // With --keep, the trace is kept too (report-0.trace.json), for the Performance panel.
      ...(keep ? ['--save-assets'] : []),
      ...(process.env.LH_CPU_PROFILE ? ['--additional-trace-categories=disabled-by-default-v8.cpu_profiler'] : []),
      `--chrome-flags=${[...chromeFlags(tls), `--user-data-dir=${profile}`].join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${url}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (keep) {
    mkdirSync(keep, { recursive: true });
    writeFileSync(join(keep, `${name}.json`), JSON.stringify(report));
    const trace = join(scratch, 'report-0.trace.json');
    if (existsSync(trace)) renameSync(trace, join(keep, `${name}.trace.json`));
  }
  return report;
}

/**
 * The figures a benchmark prints from a report.
 * @param {LighthouseReport} report
 */
export function lighthouseFigures(report) {
  const audit = (/** @type {string} */ id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    scripts: (report.audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script'),
    finalUrl: report.finalDisplayedUrl,
  };
}

/** @type {(values: readonly number[]) => number} */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
