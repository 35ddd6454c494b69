#!/usr/bin/env node
// Serves the production build on 127.0.0.1:PREVIEW_PORT (4173) for the end-to-end tests,
// building it first when dist/ is missing. The API proxy goes to MOCK_PORT.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const vite = join(root, 'node_modules', '.bin', 'vite');
if (!existsSync(join(root, 'dist', 'index.html'))) execFileSync(vite, ['build'], { cwd: root, stdio: 'inherit' });
const port = process.env.PREVIEW_PORT ?? '4173';
const child = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', port, '--strictPort'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
