#!/usr/bin/env node
// Runs the product on its embedded mock backend: Prism serves the contract on 127.0.0.1:MOCK_PORT
// (4010) and Vite serves the app on 127.0.0.1:5173 with /api and /admin-api proxied to it.
// With CABINET_API_URL and ADMIN_API_URL both set, no mock starts and the proxy goes to them.
import { join, resolve } from 'node:path';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const useMock = !(process.env.CABINET_API_URL && process.env.ADMIN_API_URL);

if (useMock) {
  start('mock', bin('prism'), ['mock', '-h', '127.0.0.1', '-p', String(mockPort), join(root, 'generated', 'openapi.yaml')], {
    cwd: root,
    quiet: !process.env.MOCK_VERBOSE,
    onExit: (code) => {
      if (code) console.error(`The mock server stopped (exit ${code}).`);
      stopAll();
      process.exit(code ?? 1);
    },
  });
  await waitForPort(mockPort);
  console.log(`Mock backend (Prism) on http://127.0.0.1:${mockPort}`);
} else {
  console.log(`Cabinet backend: ${process.env.CABINET_API_URL}\nAdmin backend: ${process.env.ADMIN_API_URL}`);
}

start('app', bin('vite'), ['--host', '127.0.0.1', '--port', '5173', '--strictPort'], {
  cwd: root,
  // Against the mock, the QA scenario switch is on.
  env: { MOCK_PORT: String(mockPort), ...(useMock ? { VITE_MOCK: 'on' } : {}) },
  onExit: (code) => {
    stopAll();
    process.exit(code ?? 0);
  },
});
await waitForPort(5173);
console.log(`\nOpen http://127.0.0.1:5173 — cabinet: any email and password; admin console: http://127.0.0.1:5173/admin/login\n`);
