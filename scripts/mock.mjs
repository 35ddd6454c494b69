#!/usr/bin/env node
// The mock backend alone: Prism serving the contract's bundle on 127.0.0.1:MOCK_PORT (4010).
import { join, resolve } from 'node:path';
import { start } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const port = process.env.MOCK_PORT ?? '4010';
start(
  'mock',
  join(root, 'node_modules', '.bin', 'prism'),
  ['mock', '-h', '127.0.0.1', '-p', port, join(root, 'generated', 'openapi.yaml')],
  {
    cwd: root,
    onExit: (/** @type {number | null} */ code) => process.exit(code ?? 0),
  },
);
