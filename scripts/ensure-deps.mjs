#!/usr/bin/env node
// Makes a fresh machine ready, so that `npm start` and `npm test` work on a fresh clone as the first
// and only command:
//   - the system programs named as arguments (`compiler`, `headless-chromium`, `nginx`, `chromium`:
//     scripts/lib/system-deps.mjs), installed with apt-get when run as root, otherwise the command
//     to run is printed and it stops;
//   - the locked dependencies, installed when node_modules is missing or older than package-lock.json.
// The programs go in beside `npm ci`, apt-get's downloads and unpacking overlapping npm's.
//
// `npm ci` installs without running the packages' install scripts, which are then run here: all but
// the native builds' (NATIVE_BUILDS: the SQLite binding compiles SQLite from source with the compiler,
// about 80 s of one core). Those are built beside `npm ci`, in a scratch folder of their own, while
// npm mostly waits on the network, and their built files are then put in place; one that could not be
// built there is built in node_modules after. Run as a command (`npm start`'s prestart), it returns
// when all is in place; `npm test` (scripts/test-all.mjs) calls ensureDeps and lets the native builds
// finish beside its static checks.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runToEnd } from './lib/processes.mjs';
import { installSystemDeps, missingSystemDeps, SYSTEM_NEEDS } from './lib/system-deps.mjs';

const root = resolve(import.meta.dirname, '..');
const lock = join(root, 'package-lock.json');
// npm writes this file at the end of every install.
const installed = join(root, 'node_modules', '.package-lock.json');

/**
 * The packages whose install script compiles native code from source, each with the file it builds.
 * @type {Record<string, string>}
 */
const NATIVE_BUILDS = { 'better-sqlite3': 'build/Release/better_sqlite3.node' };

/**
 * @param {string} name
 * @returns {name is import('./lib/system-deps.mjs').SystemNeed}
 */
const known = (name) => name in SYSTEM_NEEDS;

/**
 * Makes the machine ready for the named system needs and the locked dependencies. Resolves once
 * node_modules is in place; the promise it resolves with settles once the native builds are in place
 * too (they go on beside what comes next: `npm test`'s static checks do not load them).
 * @param {readonly string[]} system
 * @returns {Promise<Promise<void>>}
 */
export async function ensureDeps(system) {
  const needs = system.filter(known);
  for (const name of system) {
    if (!known(name)) throw new Error(`Unknown system need: ${name} (known: ${Object.keys(SYSTEM_NEEDS).join(', ')})`);
  }
  const missing = missingSystemDeps(needs);
  const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
  // The native builds need the compiler: without it, every program goes in first.
  const programsFirst = !upToDate && missing.includes('compiler');
  if (programsFirst) await installSystemDeps(missing);
  const scratch = upToDate ? undefined : mkdtempSync(join(tmpdir(), 'native-builds-'));
  const aside = Promise.allSettled([scratch ? buildAside(scratch) : undefined]);
  // Both run to their end before a failure of either stops the run, so that neither is cut off halfway.
  const results = await Promise.allSettled([
    programsFirst ? undefined : installSystemDeps(missing, { beside: !upToDate }),
    upToDate ? undefined : install(),
  ]);
  for (const result of results) if (result.status === 'rejected') console.error(String(result.reason));
  if (results.some((result) => result.status === 'rejected')) {
    await aside;
    process.exit(1);
  }
  return aside.then(async ([asideResult]) => {
    if (scratch) {
      if (asideResult?.status === 'rejected')
        console.log(`The native builds beside npm ci failed (${asideResult.reason}).`);
      for (const [name, file] of Object.entries(NATIVE_BUILDS)) {
        const built = join(scratch, 'node_modules', name, file);
        const target = join(root, 'node_modules', name, file);
        if (!existsSync(built) || existsSync(target)) continue;
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(built, target);
      }
      rmSync(scratch, { recursive: true, force: true });
    }
    await buildNative();
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await await ensureDeps(process.argv.slice(2));

/** `npm ci` without install scripts, then every install script but the native builds'. */
async function install() {
  console.log('Installing the locked dependencies (npm ci)…');
  await npm(['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  const scripted = withInstallScripts().filter((name) => !(name in NATIVE_BUILDS));
  if (scripted.length > 0) await npm(['rebuild', ...scripted]);
}

/**
 * Installs the native packages, at their locked versions, into a scratch folder of their own, where
 * their install scripts build them.
 * @param {string} folder
 * @returns {Promise<void>}
 */
function buildAside(folder) {
  /** @type {{ packages: Record<string, { version?: string }> }} */
  const locked = JSON.parse(readFileSync(lock, 'utf8'));
  const specs = Object.keys(NATIVE_BUILDS).map((name) => `${name}@${locked.packages[`node_modules/${name}`]?.version}`);
  const flags = ['--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error'];
  return npm(['install', ...flags, '--prefix', folder, ...specs], { quiet: true });
}

/** Builds the native packages whose built file is missing (a fresh install's, or one cut off). */
async function buildNative() {
  const unbuilt = Object.keys(NATIVE_BUILDS).filter(
    (name) => !existsSync(join(root, 'node_modules', name, NATIVE_BUILDS[name] ?? '')),
  );
  if (unbuilt.length === 0) return;
  console.log(`Building ${unbuilt.join(', ')} (npm rebuild)…`);
  await npm(['rebuild', ...unbuilt]);
}

/**
 * The installed packages that have an install script, by name (npm's record of the install).
 * @returns {string[]}
 */
function withInstallScripts() {
  /** @type {{ packages: Record<string, { hasInstallScript?: boolean }> }} */
  const record = JSON.parse(readFileSync(installed, 'utf8'));
  const names = Object.entries(record.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
  return [...new Set(names)];
}

/**
 * @param {string[]} args
 * @param {{ quiet?: boolean }} [options] Drops npm's output.
 * @returns {Promise<void>}
 */
function npm(args, { quiet = false } = {}) {
  return runToEnd('npm', args, { cwd: root, output: quiet ? 'ignore' : 'inherit' });
}
