#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first failure. Ends with
// the test runners' combined count in one line ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'reports');
const steps = [
  ['type-check', 'npm', ['run', '--silent', 'typecheck']],
  ['lint (code and layer rules)', 'npm', ['run', '--silent', 'lint']],
  ['contract lint', 'npm', ['run', '--silent', 'contract:lint']],
  ['codegen freshness', 'npm', ['run', '--silent', 'codegen:check']],
  ['contract reference (HTML)', 'npm', ['run', '--silent', 'docs']],
  ['i18n catalogs', 'npm', ['run', '--silent', 'i18n:check']],
  ['unit, component, contract and tooling tests', 'npx', ['vitest', 'run']],
  ['production build', 'npm', ['run', '--silent', 'build']],
  ['bundle budget', 'npm', ['run', '--silent', 'budget']],
  ['mock-mode build for the e2e tests', 'npm', ['run', '--silent', 'build:e2e']],
  ['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']],
];

rmSync(reports, { recursive: true, force: true });
const env = { ...process.env, CI: process.env.CI ?? 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', FORCE_COLOR: '0' };
const timings = [];
let failed;
for (const [name, command, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (result.status !== 0) {
    failed = name;
    break;
  }
}

function counts() {
  let passed = 0;
  let failures = 0;
  let skipped = 0;
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    const json = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failures += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  const playwright = join(reports, 'playwright.json');
  if (existsSync(playwright)) {
    const stats = JSON.parse(readFileSync(playwright, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failures += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    skipped += stats.skipped ?? 0;
  }
  return { passed, failures, skipped };
}

console.log('\n━━ summary ━━');
for (const line of timings) console.log(line);
const { passed, failures, skipped } = counts();
if (failed) console.log(`FAILED at: ${failed}`);
console.log(`tests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
