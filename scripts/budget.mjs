#!/usr/bin/env node
// Reports the gzip size of the JavaScript each route loads in the production build and fails
// when a route is over its budget. A route loads the entry chunk, the split chunks of every
// route file on its way from the root, everything those import statically, the default
// language's catalog and the catalogs of its section. Budgets (KB of gzip): BUDGET_LOGIN_KB (120)
// for the two sign-in pages, BUDGET_SIGN_IN_KB (150) for the other pages of the login layout,
// the section registry's `budgetKb` for a section's pages (src/lib/sections.ts), and
// BUDGET_CABINET_KB (200) for the rest.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadSections, sectionOf } from './lib/registry.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.BUDGET_DIST ?? 'dist');
const budgets = {
  login: Number(process.env.BUDGET_LOGIN_KB ?? 120),
  signIn: Number(process.env.BUDGET_SIGN_IN_KB ?? 150),
  cabinet: Number(process.env.BUDGET_CABINET_KB ?? 200),
};
const LOGIN_ROUTES = /^\/(login|admin\/login)$/;
const SIGN_IN_ROUTES = /^\/(registration|password-recovery|new-password)$/;
const sections = await loadSections();
const DEFAULT_LOCALE_CHUNKS = ['locales/ru/messages.po'];

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const gzipCache = new Map();
const gzipSize = (file) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};

/** The JS files a manifest entry pulls in: its own file and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, files);
  return files;
}

function listRouteFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listRouteFiles(path);
    return /\.tsx?$/.test(name) && !name.startsWith('-') ? [relative(join(root, 'src', 'routes'), path)] : [];
  });
}

/** URL path and layout chain of a route file, following the router's file conventions. */
function describeRoute(file, allFiles) {
  const id = file.replace(/\.tsx?$/, '').replace(/\/route$/, '').replace(/(^|\/)index$/, '');
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
const isLayout = (file) => {
  const id = file.replace(/\.tsx?$/, '').replace(/\/route$/, '');
  return allRouteFiles.some((other) => other !== file && (other.startsWith(`${id}/`) || other.startsWith(`${id}.`)));
};
const routeFiles = allRouteFiles.filter((file) => !isLayout(file));
const base = closure(entryKey);
for (const key of DEFAULT_LOCALE_CHUNKS) if (manifest[key]) closure(key, base);

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
  // The consoles' catalog and each section's own are loaded on entering them.
  const catalogs = [];
  if (kind === 'cabinet' && path !== '/' && path !== '/unauthorized') catalogs.push('cabinet');
  if (section?.catalog) catalogs.push(section.catalog);
  for (const name of catalogs) if (manifest[`locales/ru/${name}.po`]) closure(`locales/ru/${name}.po`, files);
  const bytes = [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0);
  rows.push({ path, file, kind: section?.key ?? kind, kb: Math.round((bytes / 1024) * 10) / 10, budget, files: files.size });
}
rows.sort((a, b) => a.path.localeCompare(b.path));

const over = rows.filter((row) => row.kb > row.budget);
// The QA scenario switch belongs to mock builds only.
const leaked = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes('mediamonitor.qa-scenario'));
if (leaked.length > 0) {
  console.error(`budget: the QA scenario code is in the production build (${leaked.join(', ')})`);
  process.exit(1);
}
console.log('gzip JS loaded per route (production build)');
console.log(`${'route'.padEnd(40)} ${'KB'.padStart(7)} ${'budget'.padStart(7)}  files`);
for (const row of rows) {
  const flag = row.kb > row.budget ? '  OVER BUDGET' : '';
  console.log(`${row.path.padEnd(40)} ${row.kb.toFixed(1).padStart(7)} ${String(row.budget).padStart(7)}  ${row.files}${flag}`);
}
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'bundle-budget.json'), JSON.stringify({ budgets, routes: rows }, null, 2));
if (over.length > 0) {
  console.error(`budget: ${over.length} route(s) over budget: ${over.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
console.log(`budget: every route within budget (login ${budgets.login} KB, other sign-in pages ${budgets.signIn} KB, sections as the registry says)`);
