#!/usr/bin/env node
// The drift check against the reference backend, writes included: `npm run contract:reference`
// (a step of `npm test`). Starts the backend on its tiny dataset in a throwaway database with the
// clock pinned, signs in to both sections, and runs `contract:check --include-writes` with every
// check, stateful lifecycle included (the check sends the sign-outs last), twice in a row against
// the same database, the second time with another seed. Passes only with no finding in either
// run. Any argument is passed on to contract:check.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.REFERENCE_CHECK_PORT ?? 4023);
const base = `http://127.0.0.1:${port}`;
const folder = mkdtempSync(join(tmpdir(), 'reference-check-'));

start('reference', join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
  cwd: root,
  quiet: true,
  env: {
    REFERENCE_PORT: String(port),
    REFERENCE_SCALE: 'tiny',
    REFERENCE_DB: join(folder, 'check.sqlite'),
    REFERENCE_FILES: join(folder, 'files'),
    REFERENCE_NOW: '2026-11-27T12:00:00+03:00',
  },
  onExit: (code) => {
    if (code) console.error(`The reference backend stopped (exit ${code}).`);
  },
});

/**
 * @param {string} path
 * @param {unknown} body
 * @param {string} [token]
 * @returns {Promise<unknown>}
 */
async function post(path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Runs a command with this process's output and the given environment added; resolves to its exit status.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>}
 */
function exitOf(command, args, env) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => done(code ?? 1));
  });
}

let status = 1;
try {
  await waitForPort(port, '127.0.0.1', 120_000);
  // Twice against the same database, the second run with another seed: a backend team runs the
  // check every day against a server that keeps what the runs before wrote.
  for (const seed of ['1', '2']) {
    // Each run ends with the sign-outs, which end its tokens: every run signs in anew.
    /** @typedef {{ item: { jwt_token: string } }} CabinetLogin */
    const cabinet = /** @type {CabinetLogin} */ (
      await post('/api/v1/user/login', { email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' })
    ).item.jwt_token;
    const admin = /** @type {{ token: string }} */ (
      await post('/api/v1/signin', { email: 's.pavlov@mediamonitor.ru', password: 'Admin-Secret-2026' })
    ).token;
    // A token that was good once: signed out, it must be refused everywhere.
    const ended = /** @type {CabinetLogin} */ (
      await post('/api/v1/user/login', { email: 'j.carter@radiowatch.co.uk', password: 'Secret-2026' })
    ).item.jwt_token;
    await post('/api/v1/user/logout', undefined, ended);
    console.log(`\n━━ run with seed ${seed} ━━`);
    // Spawned, not run synchronously: this process's connections to the server stay looked after
    // (a kept-alive one the server closes while a run goes on is let go, not reused).
    status = await exitOf(
      process.execPath,
      [
        join(root, 'scripts', 'contract-check.mjs'),
        '--cabinet',
        base,
        '--admin',
        base,
        '--include-writes',
        '--seed',
        seed,
        '--refused-token',
        ended,
        '--report-dir',
        join(root, 'reports', `contract-reference-${seed}`),
        ...process.argv.slice(2),
      ],
      { CONTRACT_CABINET_TOKEN: cabinet, CONTRACT_ADMIN_TOKEN: admin },
    );
    if (status !== 0) break;
  }
} catch (error) {
  console.error(error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : error);
} finally {
  stopAll();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status);
