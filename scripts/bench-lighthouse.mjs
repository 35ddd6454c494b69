#!/usr/bin/env node
// Page speed benchmark (not a test): Lighthouse, mobile preset, on the production build served
// as it is deployed (nginx with deploy/'s configuration, scripts/serve-nginx.mjs; `--server
// preview` for `vite preview`) against the mock backend, for /login (signed out) and every route
// the section registry lists for the chosen sections (signed in). Prints the median of RUNS runs
// per page: performance score, LCP, TBT, CLS, FCP and the JS the page loaded (as transferred,
// with HTTP headers: brotli through nginx), then each page against the targets (score 97,
// JS 110 KB on /login and 180 KB elsewhere).
//
//   npm run bench:lighthouse                    (build, then /login, every cabinet section's routes and the alerts page)
//   npm run bench:lighthouse -- --no-build --runs 1 /cabinet/info/persons
//   BENCH_SECTIONS=info,music npm run bench:lighthouse
//
// Signing in happens once, with Playwright in a persistent Chromium profile; Lighthouse then
// runs in that profile with --disable-storage-reset, so the cabinet pages open signed in.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { lighthouseFigures, median, runLighthouse, signInProfile } from './lib/lighthouse.mjs';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
/** @type {<T>(name: string, fallback: T) => string | T} */
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
// Through nginx over HTTPS and HTTP/2 (a throwaway certificate the browser is told to accept), as
// visitors meet the app behind TLS: browsers ask for brotli over HTTPS only.
const tls = server === 'nginx';
const origin = `${tls ? 'https' : 'http'}://127.0.0.1:${PREVIEW_PORT}`;

/**
 * Pages that show one item need one: the contract's example is what the mock answers.
 * @type {Record<string, string>}
 */
const EXAMPLE_SEARCH = { '/cabinet/reports/transcription/report': '?id=908' };

/**
 * The cabinet routes of the chosen sections, from the route files (the registry's paths).
 * @param {readonly string[]} sections
 * @returns {string[]}
 */
function sectionRoutes(sections) {
  /** @type {{ routes: { path: string; section?: string; redirect: boolean }[] }} */
  const { routes } = JSON.parse(
    execFileSync(process.execPath, [join(root, 'scripts', 'list-routes.mjs')], { cwd: root, encoding: 'utf8' }),
  );
  return routes
    .filter((route) => route.path.startsWith('/cabinet/') && sections.includes(route.section ?? '') && !route.redirect)
    .map((route) => `${route.path}${EXAMPLE_SEARCH[route.path] ?? ''}`);
}

const sections = (process.env.BENCH_SECTIONS ?? 'info,music,video,reports')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
// The cabinet's pages outside the sections: the alerts page (decision 027).
const OTHER_PAGES = ['/cabinet/alerts'];
const pages = pagesAsked.length > 0 ? pagesAsked : ['/login', ...sectionRoutes(sections), ...OTHER_PAGES];

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
await signInProfile(signedIn, origin, { tls, email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' });

/**
 * @param {string} path
 * @param {string} profile
 */
function lighthouse(path, profile) {
  const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
  const figures = lighthouseFigures(runLighthouse(`${origin}${path}`, { profile, scratch, tls, keep, name }));
  return {
    ...figures,
    // The gzip size of the scripts' bodies (as scripts/budget.mjs counts), and what crossed the
    // wire with their HTTP headers (the preview server sends the security headers with each).
    js: figures.scripts.reduce((sum, item) => sum + scriptGzip(item.url), 0),
    transfer: figures.scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/** @type {Map<string, number>} */
const gzipSizes = new Map();
/**
 * @param {string} url
 * @returns {number}
 */
function scriptGzip(url) {
  const file = join(root, 'dist', new URL(url).pathname);
  if (!gzipSizes.has(file))
    gzipSizes.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipSizes.get(file) ?? 0;
}

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
