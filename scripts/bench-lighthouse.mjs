#!/usr/bin/env node
// Page speed benchmark (not a test): Lighthouse, mobile preset, on the production build served
// as it is deployed (nginx with deploy/'s configuration, scripts/serve-nginx.mjs; `--server
// preview` for `vite preview`) against the mock backend, for /login (signed out) and every route
// the section registry lists for the chosen sections (signed in). Prints the median of RUNS runs
// per page: performance score, LCP, TBT, CLS, FCP and the JS the page loaded (as transferred,
// with HTTP headers: brotli through nginx), then each page against the targets (score 97,
// JS 110 KB on /login and 180 KB elsewhere).
//
//   npm run bench:lighthouse                    (build, then /login and every cabinet section's routes)
//   npm run bench:lighthouse -- --no-build --runs 1 /cabinet/info/persons
//   BENCH_SECTIONS=info,music npm run bench:lighthouse
//
// Signing in happens once, with Playwright in a persistent Chromium profile; Lighthouse then
// runs in that profile with --disable-storage-reset, so the cabinet pages open signed in.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const RUNS = Number(option('--runs', process.env.BENCH_RUNS ?? 3));
const noBuild = args.includes('--no-build');
const server = option('--server', process.env.BENCH_SERVER ?? 'nginx');
if (!['nginx', 'preview'].includes(server)) throw new Error(`--server is nginx or preview, not ${server}`);
const TARGET = { score: 97, loginKb: 110, pageKb: 180 };
// Keeps each page's last full report (for its traces and diagnostics) in this folder.
const keep = option('--keep', undefined);
const pagesAsked = args.filter((arg) => arg.startsWith('/'));
const MOCK_PORT = process.env.BENCH_MOCK_PORT ?? '4012';
const PREVIEW_PORT = process.env.BENCH_PREVIEW_PORT ?? '4176';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Through nginx over HTTPS and HTTP/2 (a throwaway certificate the browser is told to accept), as
// visitors meet the app behind TLS: browsers ask for brotli over HTTPS only.
const origin = `${server === 'nginx' ? 'https' : 'http'}://127.0.0.1:${PREVIEW_PORT}`;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(server === 'nginx' ? ['--ignore-certificate-errors'] : []),
];

/** Pages that show one item need one: the contract's example is what the mock answers. */
const EXAMPLE_SEARCH = { '/cabinet/reports/transcription/report': '?id=908' };

/** The cabinet routes of the chosen sections, from the route files (the registry's paths). */
function sectionRoutes(sections) {
  const { routes } = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts', 'list-routes.mjs')], { cwd: root, encoding: 'utf8' }),
  );
  return routes
    .filter((route) => route.path.startsWith('/cabinet/') && sections.includes(route.section) && !route.redirect)
    .map((route) => `${route.path}${EXAMPLE_SEARCH[route.path] ?? ''}`);
}

const sections = (process.env.BENCH_SECTIONS ?? 'info,music,video,reports')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const pages = pagesAsked.length > 0 ? pagesAsked : ['/login', ...sectionRoutes(sections)];

if (!noBuild) execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], { cwd: root, stdio: 'inherit' });

start(
  'mock',
  join(root, 'node_modules', '.bin', 'prism'),
  ['mock', '-h', '127.0.0.1', '-p', MOCK_PORT, join(root, 'generated', 'openapi.yaml')],
  { cwd: root, quiet: true },
);
if (server === 'nginx') {
  const backend = `http://127.0.0.1:${MOCK_PORT}`;
  start('nginx', process.execPath, [join(root, 'scripts', 'serve-nginx.mjs'), '--no-mock', '--tls'], {
    cwd: root,
    quiet: true,
    env: { NGINX_PORT: PREVIEW_PORT, CABINET_API_URL: backend, ADMIN_API_URL: backend },
  });
} else {
  start(
    'preview',
    join(root, 'node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', PREVIEW_PORT, '--strictPort'],
    {
      cwd: root,
      quiet: true,
      env: { MOCK_PORT },
    },
  );
}
await Promise.all([waitForPort(Number(MOCK_PORT)), waitForPort(Number(PREVIEW_PORT))]);

const scratch = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const signedIn = join(scratch, 'signed-in');
const signedOut = join(scratch, 'signed-out');
mkdirSync(signedOut);

// Sign in once; the profile keeps the session in local storage.
const context = await chromium.launchPersistentContext(signedIn, {
  executablePath: CHROME,
  headless: true,
  args: CHROME_FLAGS.slice(1),
  locale: 'ru-RU',
  ignoreHTTPSErrors: server === 'nginx',
});
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${origin}/login`);
await page.getByLabel('Эл. почта').fill('anna.smirnova@mediagroup.ru');
await page.getByLabel('Пароль').fill('Secret-2026');
await page.getByRole('button', { name: 'Войти' }).click();
await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
await context.close();

/** Empties the profile's HTTP and code caches, so each run loads the page as a first visit would. */
function dropCaches(profile) {
  for (const dir of ['Cache', 'Code Cache', 'GPUCache', 'Service Worker'])
    rmSync(join(profile, 'Default', dir), { recursive: true, force: true });
}

function lighthouse(path, profile) {
  dropCaches(profile);
  const output = join(scratch, 'report.json');
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      `${origin}${path}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--disable-storage-reset',
      // With --keep, the trace is kept too (report-0.trace.json), for the Performance panel.
      ...(keep ? ['--save-assets'] : []),
      ...(process.env.LH_CPU_PROFILE ? ['--additional-trace-categories=disabled-by-default-v8.cpu_profiler'] : []),
      `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`lighthouse failed on ${path}: ${result.stderr.slice(-2000)}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  if (keep) {
    mkdirSync(keep, { recursive: true });
    const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    writeFileSync(join(keep, `${name}.json`), JSON.stringify(report));
    const trace = join(scratch, 'report-0.trace.json');
    if (existsSync(trace)) renameSync(trace, join(keep, `${name}.trace.json`));
  }
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    // The gzip size of the scripts' bodies (as scripts/budget.mjs counts), and what crossed the
    // wire with their HTTP headers (the preview server sends the security headers with each).
    js: scripts.reduce((sum, item) => sum + scriptGzip(item.url), 0),
    transfer: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    finalUrl: report.finalDisplayedUrl,
  };
}

const gzipSizes = new Map();
function scriptGzip(url) {
  const file = join(root, 'dist', new URL(url).pathname);
  if (!gzipSizes.has(file))
    gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipSizes.get(file);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const rows = [];
try {
  for (const path of pages) {
    const profile = path === '/login' ? signedOut : signedIn;
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(lighthouse(path, profile));
    const landed = new URL(runs[0].finalUrl).pathname;
    if (landed !== new URL(path, origin).pathname) console.warn(`warning: ${path} ended on ${landed}`);
    const row = {
      page: path,
      score: median(runs.map((r) => r.score)),
      lcp: median(runs.map((r) => r.lcp)),
      tbt: median(runs.map((r) => r.tbt)),
      cls: median(runs.map((r) => r.cls)),
      fcp: median(runs.map((r) => r.fcp)),
      js: median(runs.map((r) => r.js)),
      transfer: median(runs.map((r) => r.transfer)),
      scores: runs.map((r) => r.score),
    };
    rows.push(row);
    console.log(
      `${row.page.padEnd(34)} score ${String(row.score).padStart(3)}  LCP ${(row.lcp / 1000).toFixed(2)} s  TBT ${String(Math.round(row.tbt)).padStart(4)} ms  CLS ${row.cls.toFixed(3)}  FCP ${(row.fcp / 1000).toFixed(2)} s  JS ${(row.transfer / 1024).toFixed(1)} KB transferred (${(row.js / 1024).toFixed(1)} KB gzip bodies)  runs ${row.scores.join('/')}`,
    );
  }
} finally {
  stopAll();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\n${'page'.padEnd(40)} ${'score'.padStart(5)} ${'LCP s'.padStart(6)} ${'JS KB'.padStart(6)}  targets: score ${TARGET.score}, JS ${TARGET.loginKb} KB on /login, ${TARGET.pageKb} KB elsewhere`,
);
let missed = 0;
for (const row of rows) {
  const limit = row.page === '/login' ? TARGET.loginKb : TARGET.pageKb;
  const kb = row.transfer / 1024;
  const misses = [row.score < TARGET.score ? 'score' : '', kb > limit ? 'JS' : ''].filter(Boolean);
  if (misses.length > 0) missed += 1;
  console.log(
    `${row.page.padEnd(40)} ${String(row.score).padStart(5)} ${(row.lcp / 1000).toFixed(2).padStart(6)} ${kb.toFixed(1).padStart(6)}  ${misses.length > 0 ? `MISSES ${misses.join(', ')}` : 'meets'}`,
  );
}
console.log(`${rows.length - missed} of ${rows.length} pages meet the targets (served by ${server})`);
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(
  join(root, 'reports', 'lighthouse.json'),
  JSON.stringify({ server, runs: RUNS, targets: TARGET, pages: rows }, null, 2),
);
console.log(
  `\nLighthouse ${JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile, median of ${RUNS}; written to reports/lighthouse.json`,
);
process.exit(0);
