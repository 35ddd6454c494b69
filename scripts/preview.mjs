#!/usr/bin/env node
// Serves the mock-mode build (dist-e2e/: the production build plus the QA scenario switch) on
// 127.0.0.1:PREVIEW_PORT (4173) for the end-to-end tests, building it first when it is missing.
// The API proxy goes to MOCK_PORT.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const vite = join(root, 'node_modules', '.bin', 'vite');
if (!existsSync(join(root, 'dist-e2e', 'index.html')))
  execFileSync(vite, ['build', '--mode', 'mock', '--outDir', 'dist-e2e'], { cwd: root, stdio: 'inherit' });
const port = process.env.PREVIEW_PORT ?? '4173';
const child = spawn(vite, ['preview', '--outDir', 'dist-e2e', '--host', '127.0.0.1', '--port', port, '--strictPort'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
