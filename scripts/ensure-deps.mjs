#!/usr/bin/env node
// Makes a fresh machine ready, so that `npm start` and `npm test` work on a fresh clone as the first
// and only command:
//   - the system programs named as arguments (`compiler`, `headless-chromium`, `nginx`, `chromium`:
//     scripts/lib/system-deps.mjs),
//     installed with apt-get when run as root, otherwise the command to run is printed and it stops;
//   - the locked dependencies, installed when node_modules is missing or older than package-lock.json.
// The compiler goes in first (`npm ci` builds with it); the other programs go in beside `npm ci`,
// apt-get's downloads and unpacking overlapping npm's.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { installSystemDeps, missingSystemDeps, SYSTEM_NEEDS } from './lib/system-deps.mjs';

const root = resolve(import.meta.dirname, '..');
const lock = join(root, 'package-lock.json');
// npm writes this file at the end of every install.
const installed = join(root, 'node_modules', '.package-lock.json');

/**
 * @param {string} name
 * @returns {name is import('./lib/system-deps.mjs').SystemNeed}
 */
const known = (name) => name in SYSTEM_NEEDS;
const system = process.argv.slice(2);
const needs = system.filter(known);
for (const name of system) {
  if (!known(name)) throw new Error(`Unknown system need: ${name} (known: ${Object.keys(SYSTEM_NEEDS).join(', ')})`);
}
const missing = missingSystemDeps(needs);
const upToDate = existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
/** @type {import('./lib/system-deps.mjs').SystemNeed[]} */
const forNpm = upToDate ? [] : missing.filter((name) => name === 'compiler');
await installSystemDeps(forNpm);
// Both run to their end before a failure of either stops the run, so that neither is cut off halfway.
const results = await Promise.allSettled([
  installSystemDeps(
    missing.filter((name) => !forNpm.includes(name)),
    { beside: !upToDate },
  ),
  upToDate ? undefined : npmCi(),
]);
for (const result of results) if (result.status === 'rejected') console.error(String(result.reason));
if (results.some((result) => result.status === 'rejected')) process.exit(1);

/** @returns {Promise<void>} */
function npmCi() {
  console.log('Installing the locked dependencies (npm ci)…');
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`npm ci exited with ${code}`))));
  });
}
