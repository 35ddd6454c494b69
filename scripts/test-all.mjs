#!/usr/bin/env node
// `npm test`: every check of the project, stage by stage, stopping after the first stage that fails. Ends with
// the test runners' combined count in one line ("N passed, N failed").
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureDeps } from './ensure-deps.mjs';
import { runToEnd } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'reports');

/**
 * The steps in stages: the steps of a stage are independent and run side by side (their output
 * is printed whole as each ends, so it never interleaves); a stage starts when the one before it
 * has passed.
 * @typedef {[name: string, command: string, args: string[]]} Step
 * @typedef {{ name: string, steps: Step[], loadsSqlite?: boolean }} Stage
 * @type {Stage[]}
 */
const stages = [
  {
    name: 'static checks',
    steps: [
      ['type-check', 'npm', ['run', '--silent', 'typecheck']],
      ['format (Prettier)', 'npm', ['run', '--silent', 'format:check']],
      ['contract lint', 'npm', ['run', '--silent', 'contract:lint']],
      ['codegen freshness', 'npm', ['run', '--silent', 'codegen:check']],
      ['contract reference (HTML)', 'npm', ['run', '--silent', 'docs']],
      ['i18n catalogs', 'npm', ['run', '--silent', 'i18n:check']],
    ],
  },
  {
    name: 'tests without a browser, and the lint',
    // The first stage that loads the SQLite binding: it waits for the binding's build.
    loadsSqlite: true,
    steps: [
      ['unit, component, contract, server and tooling tests', 'npx', ['vitest', 'run']],
      // The lint is the longest static check by far (about 60 s of one core): beside the other
      // static checks it ran alone for their last 40 s, one core idle; beside the tests it fills
      // the gaps between their files.
      ['lint (code and layer rules)', 'npm', ['run', '--silent', 'lint']],
    ],
  },
  {
    // `npm start` opens a copy of the full database the server tests built in the stage before
    // (playwright.start.config.ts), rather than building the same one again.
    name: 'builds, npm start and the drift check',
    steps: [
      ['production build', 'npm', ['run', '--silent', 'build']],
      ['mock-mode build for the e2e tests', 'npm', ['run', '--silent', 'build:e2e']],
      // `npm start` itself (the dev server and the reference backend), as a newcomer meets it.
      ['npm start in Chromium', 'npx', ['playwright', 'test', '-c', 'playwright.start.config.ts']],
      // `contract:check --include-writes` against the reference backend (scripts/check-reference.mjs).
      ['drift check with writes against the reference backend', 'npm', ['run', '--silent', 'contract:reference']],
    ],
  },
  { name: 'bundle budget', steps: [['bundle budget', 'npm', ['run', '--silent', 'budget']]] },
  { name: 'end-to-end tests', steps: [['end-to-end tests (Chromium)', 'npx', ['playwright', 'test']]] },
];

rmSync(reports, { recursive: true, force: true });
const began = Date.now();
// What a fresh machine lacks first (scripts/ensure-deps.mjs): the programs the tests need, and the
// locked dependencies; the SQLite binding's build goes on beside the static checks, which do not
// load it, and the tests wait for it.
console.log('━━ installs ━━');
const nativeBuilt = await ensureDeps(['compiler', 'headless-chromium', 'nginx']);
const installSeconds = ((Date.now() - began) / 1000).toFixed(1);
const env = { ...process.env, CI: process.env.CI ?? 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', FORCE_COLOR: '0' };
/** @type {string[]} */
const timings = [];
/** @type {string[]} */
const failedSteps = [];

/**
 * Runs one step; alone, its output streams; beside others, it is kept and printed when it ends,
 * under a heading with its time. A step that fails is recorded, not thrown.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<void>}
 */
async function run([name, command, args], alone) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (alone) console.log(`\n━━ ${name} ━━`);
  try {
    await runToEnd(command, args, {
      cwd: root,
      env,
      output: alone ? 'inherit' : 'later',
      onEnd: alone ? undefined : () => console.log(`\n━━ ${name} (${seconds()} s) ━━`),
    });
  } catch {
    failedSteps.push(name);
  }
  timings.push(`${name}: ${seconds()} s`);
}

/** @type {string[]} */
const stageTimings = [`installs: ${installSeconds} s`];
for (const [index, { name, steps, loadsSqlite }] of stages.entries()) {
  if (loadsSqlite) await nativeBuilt;
  const started = Date.now();
  await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  stageTimings.push(`stage ${index + 1}, ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (failedSteps.length > 0) break;
}
const failed = failedSteps.join(', ');

// Colour codes in a message (the reporters are asked for none, but a message may carry its own).
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The failed end-to-end tests with the first lines of their errors, so that a log's tail says why. */
function playwrightFailures() {
  const lines = [];
  for (const name of PLAYWRIGHT_REPORTS) lines.push(...playwrightFailuresIn(join(reports, name)));
  return lines;
}

/** The JSON reports of the Playwright runs: the e2e projects and `npm start`'s. */
const PLAYWRIGHT_REPORTS = ['playwright.json', 'playwright-start.json'];

/**
 * @param {string} file
 * @returns {string[]}
 */
function playwrightFailuresIn(file) {
  if (!existsSync(file)) return [];
  /** @type {string[]} */
  const lines = [];
  /** @param {import('@playwright/test/reporter').JSONReportSuite} suite */
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).filter(
          (result) => result.status !== 'passed' && result.status !== 'skipped',
        );
        if (failed.length === 0) continue;
        lines.push(`✗ [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
        const last = /** @type {import('@playwright/test/reporter').JSONReportTestResult} */ (failed.at(-1));
        const error = last.error ?? last.errors?.[0];
        const message = (error?.message ?? String(last.status)).replace(ANSI, '');
        for (const line of message
          .split('\n')
          .filter((text) => text.trim())
          .slice(0, 8))
          lines.push(`    ${line.slice(0, 200)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  /** @type {import('@playwright/test/reporter').JSONReport} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}

/**
 * The parts of Vitest's JSON report read here.
 * @typedef {object} VitestReport
 * @property {number} [numPassedTests]
 * @property {number} [numFailedTests]
 * @property {number} [numPendingTests]
 * @property {number} [numTodoTests]
 * @property {{ name: string; status: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[]} [testResults]
 */

/**
 * The failed vitest tests with the first lines of their messages.
 * @returns {string[]}
 */
function vitestFailures() {
  const file = join(reports, 'vitest.json');
  if (!existsSync(file)) return [];
  /** @type {string[]} */
  const lines = [];
  /** @type {VitestReport} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && result.status === 'failed')
      lines.push(
        `✗ ${result.name}`,
        `    ${String(result.message ?? '')
          .split('\n')[0]
          .slice(0, 200)}`,
      );
    for (const test of failed) {
      lines.push(`✗ ${result.name.replace(`${root}/`, '')} › ${test.fullName}`);
      const message = (test.failureMessages ?? []).join('\n').replace(ANSI, '');
      for (const line of message
        .split('\n')
        .filter((text) => text.trim())
        .slice(0, 6))
        lines.push(`    ${line.slice(0, 200)}`);
    }
  }
  return lines;
}

function counts() {
  let passed = 0;
  let failures = 0;
  let skipped = 0;
  const vitest = join(reports, 'vitest.json');
  if (existsSync(vitest)) {
    /** @type {VitestReport} */
    const json = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += json.numPassedTests ?? 0;
    failures += json.numFailedTests ?? 0;
    skipped += (json.numPendingTests ?? 0) + (json.numTodoTests ?? 0);
  }
  for (const name of PLAYWRIGHT_REPORTS) {
    const playwright = join(reports, name);
    if (!existsSync(playwright)) continue;
    /** @type {Partial<import('@playwright/test/reporter').JSONReport['stats']>} */
    const stats = JSON.parse(readFileSync(playwright, 'utf8')).stats ?? {};
    passed += stats.expected ?? 0;
    failures += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
    skipped += stats.skipped ?? 0;
  }
  return { passed, failures, skipped };
}

console.log('\n━━ summary ━━');
console.log(
  `all stages: ${((Date.now() - began) / 1000).toFixed(0)} s, the installs included (one after the other; the steps of a stage side by side)`,
);
for (const line of stageTimings) console.log(line);
console.log('steps:');
for (const line of timings) console.log(`  ${line}`);
const { passed, failures, skipped } = counts();
if (failed) {
  for (const line of [...vitestFailures(), ...playwrightFailures()].slice(0, 80)) console.log(line);
  console.log(`FAILED at: ${failed}`);
}
console.log(`tests: ${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
