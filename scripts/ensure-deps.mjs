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
// about 80 s of one core while the other waits), which run last. `npm test` defers those with
// `--native-later` and builds them beside its static checks, which do not load them: its first stage
// runs this script with `--native-only` (scripts/test-all.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
const FLAGS = ['--native-later', '--native-only'];
const later = process.argv.includes('--native-later');
if (process.argv.includes('--native-only')) {
  await buildNative();
  process.exit(0);
}
const system = process.argv.slice(2).filter((arg) => !FLAGS.includes(arg));
const needs = system.filter(known);
for (const name of system) {
  if (!known(name)) throw new Error(`Unknown system need: ${name} (known: ${Object.keys(SYSTEM_NEEDS).join(', ')})`);
}
const missing = missingSystemDeps(needs);
const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
// Both run to their end before a failure of either stops the run, so that neither is cut off halfway.
const results = await Promise.allSettled([
  installSystemDeps(missing, { beside: !upToDate }),
  upToDate ? undefined : install(),
]);
for (const result of results) if (result.status === 'rejected') console.error(String(result.reason));
if (results.some((result) => result.status === 'rejected')) process.exit(1);
if (!later) await buildNative();

/** `npm ci` without install scripts, then every install script but the native builds'. */
async function install() {
  console.log('Installing the locked dependencies (npm ci)…');
  await npm(['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
  const scripted = withInstallScripts().filter((name) => !(name in NATIVE_BUILDS));
  if (scripted.length > 0) await npm(['rebuild', ...scripted]);
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
 * @returns {Promise<void>}
 */
function npm(args) {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`npm ${args.join(' ')} exited with ${code}`))));
  });
}
