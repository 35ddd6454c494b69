#!/usr/bin/env node
// Makes a fresh machine ready, so that `npm start` and `npm test` work on a fresh clone as the first
// and only command:
//   - the system programs named as arguments (`chromium`, `nginx`: scripts/lib/system-deps.mjs),
//     installed with apt-get when run as root, otherwise the command to run is printed and it stops;
//   - the locked dependencies, installed when node_modules is missing or older than package-lock.json.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSystemDeps, SYSTEM_NEEDS } from './lib/system-deps.mjs';

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
ensureSystemDeps(needs);

if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) process.exit(0);

console.log('Installing the locked dependencies (npm ci)…');
execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
