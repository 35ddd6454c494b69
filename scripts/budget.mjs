#!/usr/bin/env node
// Reports the size of the JavaScript each route loads in the production build, as the server
// sends it (brotli, the build's .br copies; gzip alongside, for servers without brotli), and fails
// when a route is over its budget. A route loads the entry chunk, the split chunks of every
// route file on its way from the root, everything those import statically, the default
// language's catalog and the catalogs of its section. Budgets (KB of brotli): BUDGET_LOGIN_KB (110)
// for the two sign-in pages, BUDGET_SIGN_IN_KB (135) for the other pages of the login layout,
// the section registry's `budgetKb` for a section's pages (src/lib/sections.ts), and
// BUDGET_CABINET_KB (180) for the rest.
//
// It also fails when a page outside the admin console loads a chunk holding console code: the
// screens, frame, calls and catalogs of the registry's admin sections. The build writes which
// modules each chunk holds (.vite/chunk-modules.json, vite.config.ts); without that map only the
// manifest's own entries are known. The route table every page carries (route declarations and the
// URL search keys they declare) is not console code.
//
// And it fails when a page's first load holds code that loads later by design (LATER below): the
// animation player (for an overlay that lasts), web-vitals (after the first paint) and the date
// picker (when the calendar opens). And when a chunk that every console page loads imports the filter bar,
// which only the pages showing it (and the report forms sharing its fields) should load.
//
// reports/bundle-budget.json holds every route with the brotli size of each chunk it loads, for
// finding what a change added to a page.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadSections, sectionOf } from './lib/registry.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.BUDGET_DIST ?? 'dist');
const budgets = {
  login: Number(process.env.BUDGET_LOGIN_KB ?? 110),
  signIn: Number(process.env.BUDGET_SIGN_IN_KB ?? 135),
  cabinet: Number(process.env.BUDGET_CABINET_KB ?? 180),
};
const LOGIN_ROUTES = /^\/(login|admin\/login)$/;
const SIGN_IN_ROUTES = /^\/(registration|password-recovery|new-password)$/;
const sections = await loadSections();
const DEFAULT_LOCALE_CHUNKS = ['locales/ru/messages.po'];
const DEFAULT_DATE_LOCALE = 'node_modules/date-fns/locale/ru.js';
// What every console page loads as it starts, after its first paint: the request layer (with the
// first call), the answers' shapes (with the first answer) and the date library's locale table.
const CONSOLE_START = ['src/api/http.ts', 'src/i18n/date-locales.ts'];
/** @type {readonly (string | undefined)[]} */
const CONSOLE_START_CHUNKS = ['shapes'];
// The pages of a section with filters that show the bar load its code as they open, asked for by
// the section's route rather than imported (src/kit/filters/filter-bar-module.ts).
const FILTER_BAR = 'src/kit/filters/filter-bar.tsx';

/** @type {import('vite').Manifest} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
/** @type {Map<string, number>} */
const sizeCache = new Map();
/**
 * A file's size as sent: its .br/.gz copy from the build, or compressed here as the build would.
 * @param {string} file
 * @param {'br' | 'gz'} encoding
 * @returns {number}
 */
function sentSize(file, encoding) {
  const key = `${file}.${encoding}`;
  if (!sizeCache.has(key)) {
    const copy = join(dist, key);
    const source = () => readFileSync(join(dist, file));
    const size = existsSync(copy)
      ? statSync(copy).size
      : encoding === 'br'
        ? brotliCompressSync(source(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
        : gzipSync(source(), { level: 9 }).length;
    sizeCache.set(key, size);
  }
  return /** @type {number} */ (sizeCache.get(key));
}

/**
 * The JS files a manifest entry pulls in: its own file and its static imports, transitively.
 * @param {string | undefined} key
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
function closure(key, files = new Set()) {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function listRouteFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listRouteFiles(path);
    return /\.tsx?$/.test(name) && !name.startsWith('-') ? [relative(join(root, 'src', 'routes'), path)] : [];
  });
}

/**
 * URL path and layout chain of a route file, following the router's file conventions.
 * @param {string} file
 * @param {readonly string[]} allFiles
 */
function describeRoute(file, allFiles) {
  const id = file
    .replace(/\.tsx?$/, '')
    .replace(/\/route$/, '')
    .replace(/(^|\/)index$/, '');
  const segments = id.split(/[/.]/).filter(Boolean);
  const chain = ['__root'];
  for (let i = 1; i < segments.length; i += 1) {
    const prefix = segments.slice(0, i);
    for (const candidate of [`${prefix.join('/')}.tsx`, `${prefix.join('/')}/route.tsx`, `${prefix.join('.')}.tsx`]) {
      if (allFiles.includes(candidate)) chain.push(candidate.replace(/\.tsx$/, ''));
    }
  }
  chain.push(file.replace(/\.tsx?$/, ''));
  const path = `/${segments.filter((s) => !s.startsWith('_')).join('/')}`;
  return { path, chain };
}

const allRouteFiles = listRouteFiles(join(root, 'src', 'routes')).filter((f) => f !== '__root.tsx');
// Layout files (a parent of another route file) are measured as part of their leaves.
const isLayout = (/** @type {string} */ file) => {
  const id = file.replace(/\.tsx?$/, '').replace(/\/route$/, '');
  return allRouteFiles.some((other) => other !== file && (other.startsWith(`${id}/`) || other.startsWith(`${id}.`)));
};
const routeFiles = allRouteFiles.filter((file) => !isLayout(file));
const base = closure(entryKey);
for (const key of DEFAULT_LOCALE_CHUNKS) if (manifest[key]) closure(key, base);

/** Where the admin console's own code lives: the registry's admin sections, their frame, calls and catalogs. */
const adminSections = sections.filter((section) => section.console === 'admin');
const ADMIN_PREFIXES = [
  ...adminSections.flatMap((section) => [
    `src/features/${section.catalog ?? section.key}/`,
    `src/routes${section.path}/`,
  ]),
  'src/features/shell/admin-layout.',
  'generated/api/admin/',
  'generated/calls/admin/',
];
const ADMIN_CATALOGS = new Set(adminSections.flatMap((section) => (section.catalog ? [section.catalog] : [])));
// Route declarations (without the split query) and the URL keys they declare load with the route table.
const ROUTE_TABLE = [/^src\/routes\/[^?]*$/, /^src\/features\/(?:[^/?]+\/)+[a-z-]*search[a-z-]*\.ts$/];
/** @param {string} id */
function isAdminModule(id) {
  if (ROUTE_TABLE.some((pattern) => pattern.test(id))) return false;
  const catalog = /^locales\/[^/]+\/([^/.]+)\.po/.exec(id);
  if (catalog) return ADMIN_CATALOGS.has(catalog[1]);
  return ADMIN_PREFIXES.some((prefix) => id.startsWith(prefix));
}
const modulesFile = join(dist, '.vite', 'chunk-modules.json');
/** @type {Record<string, string[]> | undefined} */
const chunkModules = existsSync(modulesFile) ? JSON.parse(readFileSync(modulesFile, 'utf8')) : undefined;
/**
 * Each chunk holding console code, with the console modules in it.
 * @type {Map<string, string[]>}
 */
const adminChunks = new Map();
for (const [key, chunk] of Object.entries(manifest)) {
  const ids = [key, ...(chunkModules?.[chunk.file] ?? [])];
  const admin = [...new Set(ids.filter(isAdminModule))];
  if (admin.length > 0) adminChunks.set(chunk.file, [...new Set([...(adminChunks.get(chunk.file) ?? []), ...admin])]);
}
const onAdminSide = (/** @type {string} */ path) => path === '/admin' || path.startsWith('/admin/');
/** @type {{ path: string; file: string; modules: string[] }[]} */
const leaks = [];
/**
 * Code that loads after a page's first load, when the person reaches for what needs it: each
 * group's chunks must be on no page's first load. `pattern` matches the modules of the group;
 * `chunks` (the chunks holding them) and `loads` (the pages loading one first) are set below.
 * @typedef {object} LaterGroup
 * @property {string} name
 * @property {RegExp} pattern
 * @property {string} none
 * @property {Set<string>} chunks
 * @property {{ path: string; file: string }[]} loads
 */
const LATER = /** @type {LaterGroup[]} */ ([
  // The loading animation's player and its library load only for an overlay that has lasted 300 ms.
  {
    name: 'the animation player',
    pattern: /^(node_modules\/lottie-web\/|src\/ui\/animation-player\.tsx$)/,
    none: 'no chunk of this build holds the animation player (lottie-web, src/ui/animation-player.tsx)',
  },
  // Real-user speed (web-vitals and its reporter) loads after the first paint, in a build given an endpoint only.
  {
    name: 'web-vitals',
    pattern: /^(node_modules\/web-vitals\/|src\/app\/web-vitals-reporter\.ts$)/,
    none: 'no chunk of this build holds web-vitals (a build without VITE_VITALS_ENDPOINT)',
  },
  // The period's calendar and the calendar library load when the person opens the calendar.
  {
    name: 'the date picker',
    pattern:
      /^(node_modules\/(react-day-picker|@daypicker\/react|@date-fns\/tz)\/|src\/kit\/filters\/calendar-dialog\.tsx$)/,
    none: 'no chunk of this build holds the date picker',
  },
]);
for (const group of LATER) {
  group.chunks = new Set(
    Object.entries(manifest)
      .filter(([key, chunk]) => [key, ...(chunkModules?.[chunk.file] ?? [])].some((id) => group.pattern.test(id)))
      .map(([, chunk]) => chunk.file),
  );
  group.loads = [];
}

/** The manifest's key of the chunk holding the filter bar (its own key, or its group's chunk). */
const filterBarKey = Object.entries(manifest).find(
  ([key, chunk]) => key === FILTER_BAR || (chunkModules?.[chunk.file] ?? []).includes(FILTER_BAR),
)?.[0];

const rows = [];
for (const file of routeFiles) {
  const { path, chain } = describeRoute(file, allRouteFiles);
  const section = LOGIN_ROUTES.test(path) || SIGN_IN_ROUTES.test(path) ? undefined : sectionOf(sections, path);
  const kind = LOGIN_ROUTES.test(path) ? 'login' : SIGN_IN_ROUTES.test(path) ? 'signIn' : 'cabinet';
  const budget = section?.budgetKb ?? budgets[kind];
  const files = new Set(base);
  for (const link of chain) {
    for (const key of Object.keys(manifest)) {
      if (key.startsWith(`src/routes/${link}.tsx?tsr-split`)) closure(key, files);
    }
  }
  // The consoles' catalog and each section's own are loaded on entering them; the sign-in screens' by their routes.
  const catalogs = [];
  if (kind === 'login' || kind === 'signIn') catalogs.push('sign-in');
  if (kind === 'cabinet' && path !== '/' && path !== '/unauthorized') catalogs.push('cabinet');
  if (section?.catalog) catalogs.push(section.catalog);
  const pageEntry = section?.pages.find((page) => page.path === path);
  const pageCatalog = pageEntry?.catalog;
  const bar = Boolean(section?.filters && pageEntry?.filters !== false);
  if (bar && filterBarKey) closure(filterBarKey, files);
  if (pageCatalog) catalogs.push(pageCatalog);
  for (const name of catalogs) if (manifest[`locales/ru/${name}.po`]) closure(`locales/ru/${name}.po`, files);
  // The consoles put the date library in the language with its locale as they start (src/i18n/i18n.ts).
  if (catalogs.includes('cabinet') && manifest[DEFAULT_DATE_LOCALE]) closure(DEFAULT_DATE_LOCALE, files);
  if (kind === 'cabinet' && path !== '/' && path !== '/unauthorized') {
    for (const key of CONSOLE_START) if (manifest[key]) closure(key, files);
    for (const [key, chunk] of Object.entries(manifest))
      if (CONSOLE_START_CHUNKS.includes(chunk.name)) closure(key, files);
  }
  const scripts = [...files].filter((f) => f.endsWith('.js'));
  const kb = (/** @type {'br' | 'gz'} */ encoding) =>
    Math.round((scripts.reduce((sum, f) => sum + sentSize(f, encoding), 0) / 1024) * 10) / 10;
  const chunks = Object.fromEntries(scripts.map((f) => [f, sentSize(f, 'br')]));
  rows.push({
    path,
    file,
    kind: section?.key ?? kind,
    kb: kb('br'),
    gzipKb: kb('gz'),
    budget,
    files: files.size,
    chunks,
    bar,
  });
  if (!onAdminSide(path)) {
    for (const loaded of files) {
      const modules = adminChunks.get(loaded);
      if (modules) leaks.push({ path, file: loaded, modules });
    }
  }
  for (const group of LATER)
    for (const loaded of files) if (group.chunks.has(loaded)) group.loads.push({ path, file: loaded });
}
rows.sort((a, b) => a.path.localeCompare(b.path));

const over = rows.filter((row) => row.kb > row.budget);
// The QA scenario switch belongs to mock builds only.
const leaked = readdirSync(join(dist, 'assets')).filter(
  (file) =>
    file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes('mediamonitor.qa-scenario'),
);
if (leaked.length > 0) {
  console.error(`budget: the QA scenario code is in the production build (${leaked.join(', ')})`);
  process.exit(1);
}
console.log('JS loaded per route (production build), KB as sent: brotli (budgeted) and gzip');
console.log(`${'route'.padEnd(40)} ${'brotli'.padStart(7)} ${'budget'.padStart(7)} ${'gzip'.padStart(7)}  files`);
for (const row of rows) {
  const flag = row.kb > row.budget ? '  OVER BUDGET' : '';
  console.log(
    `${row.path.padEnd(40)} ${row.kb.toFixed(1).padStart(7)} ${String(row.budget).padStart(7)} ${row.gzipKb.toFixed(1).padStart(7)}  ${row.files}${flag}`,
  );
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bundle-budget.json'), JSON.stringify({ budgets, routes: rows }, null, 2));
if (leaks.length > 0) {
  for (const leak of leaks)
    console.error(`budget: ${leak.path} loads admin console code in ${leak.file} (${leak.modules.join(', ')})`);
}
if (over.length > 0) {
  console.error(`budget: ${over.length} route(s) over budget: ${over.map((r) => r.path).join(', ')}`);
}
// The filter bar loads with the pages that show it and the report forms that share its fields (their
// own page chunk imports it). A page without the bar that gets it through a shared chunk fails: a date
// field grouped with the kit once put the whole bar, ~5 KB, on every console page.
const barFile = filterBarKey ? manifest[filterBarKey].file : undefined;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const barCarriers = rows.flatMap((row) =>
  row.bar || !barFile
    ? []
    : Object.keys(row.chunks)
        .filter((file) => !keyOfFile.get(file)?.includes('?tsr-split'))
        .filter((file) => {
          const key = keyOfFile.get(file);
          return (key === undefined ? [] : (manifest[key]?.imports ?? [])).some(
            (one) => manifest[one]?.file === barFile,
          );
        })
        .map((file) => ({ path: row.path, file })),
);
for (const carrier of barCarriers)
  console.error(`budget: ${carrier.path} shows no filter bar but loads it (${barFile}) through ${carrier.file}`);
const early = LATER.flatMap((group) => group.loads.map((load) => ({ ...load, name: group.name })));
for (const load of early) console.error(`budget: ${load.path} loads ${load.name} (${load.file}) on its first load`);
if (over.length > 0 || leaks.length > 0 || early.length > 0 || barCarriers.length > 0) process.exit(1);
const adminSource = chunkModules
  ? 'by the modules of every chunk'
  : 'by the manifest entries only: the build wrote no chunk module map';
console.log(
  `budget: no page outside the admin console loads its code (${adminChunks.size} console chunks, known ${adminSource})`,
);
for (const group of LATER) {
  const kb =
    Math.round(
      ([...group.chunks].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + sentSize(file, 'br'), 0) /
        1024) *
        10,
    ) / 10;
  console.log(
    group.chunks.size > 0
      ? `budget: ${group.name} (${group.chunks.size} chunks, ${kb} KB) is on no page's first load`
      : `budget: ${group.none}`,
  );
}
console.log(
  `budget: every route within budget (login ${budgets.login} KB, other sign-in pages ${budgets.signIn} KB, sections as the registry says)`,
);
