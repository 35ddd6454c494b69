#!/usr/bin/env node
// Installs the locked dependencies when node_modules is missing or older than package-lock.json,
// so that `npm start` and `npm test` work on a fresh clone as the first and only command.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const lock = join(root, 'package-lock.json');
// npm writes this file at the end of every install.
const installed = join(root, 'node_modules', '.package-lock.json');

if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) process.exit(0);

console.log('Installing the locked dependencies (npm ci)…');
execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
