#!/usr/bin/env node
// `npm start`: the product on its embedded backend. The reference backend (server/: a year of
// generated monitoring data in SQLite, built on the first start) serves on 127.0.0.1:4020 and Vite
// serves the app on 127.0.0.1:5173, proxying /api (cabinet) and /admin-api (console) to it.
//
//   npm start                      the reference backend
//   npm start -- --mock            the Prism mock of the contract instead (on MOCK_PORT, 4010)
//   npm start -- --qa              the reference backend with the QA scenario switch
//   CABINET_API_URL=… ADMIN_API_URL=… npm start    other backends; nothing local starts
//
// The QA scenario switch belongs to QA runs: it is on against the mock (`--mock`) or when asked
// (`--qa`, against the reference backend, which answers its Prefer headers as the mock does), and
// off otherwise, so a customer's tour of `npm start` shows the product as it ships.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { devServerEnv } from './lib/dev-env.mjs';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
const { values } = parseArgs({
  options: {
    mock: { type: 'boolean', default: process.env.BACKEND === 'mock' },
    qa: { type: 'boolean', default: false },
  },
});
const external = Boolean(process.env.CABINET_API_URL && process.env.ADMIN_API_URL);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const referencePort = Number(process.env.REFERENCE_PORT ?? 4020);

/** @type {(what: string) => (code: number | null) => void} */
const stopWith = (what) => (code) => {
  if (code) console.error(`${what} stopped (exit ${code}).`);
  stopAll();
  process.exit(code ?? 1);
};

let backend;
if (external) {
  console.log(`Cabinet backend: ${process.env.CABINET_API_URL}\nAdmin backend: ${process.env.ADMIN_API_URL}`);
} else if (values.mock) {
  start(
    'mock',
    bin('prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(mockPort), join(root, 'generated', 'openapi.yaml')],
    {
      cwd: root,
      quiet: !process.env.MOCK_VERBOSE,
      onExit: stopWith('The mock server'),
    },
  );
  await waitForPort(mockPort);
  backend = `http://127.0.0.1:${mockPort}`;
  console.log(`Mock backend (Prism) on ${backend}`);
} else {
  console.log('Starting the reference backend (the first start builds its database: about a minute)…');
  start('reference', bin('tsx'), [join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { REFERENCE_PORT: String(referencePort) },
    onExit: stopWith('The reference backend'),
  });
  await waitForPort(referencePort, '127.0.0.1', 300_000);
  backend = `http://127.0.0.1:${referencePort}`;
}

start('app', bin('vite'), ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
  cwd: root,
  env: devServerEnv({ backend, mock: values.mock, qa: values.qa, mockPort }),
  onExit: (code) => {
    stopAll();
    process.exit(code ?? 0);
  },
});
await waitForPort(5173);
console.log(
  values.mock || external
    ? '\nOpen http://127.0.0.1:5173 — cabinet: any email and password against the mock; admin console: http://127.0.0.1:5173/admin/login\n'
    : '\nOpen http://127.0.0.1:5173 — cabinet: anna.smirnova@mediagroup.ru / Secret-2026 (every section); console: http://127.0.0.1:5173/admin/login, s.pavlov@mediamonitor.ru / Admin-Secret-2026 (more accounts in the README)\n',
);
