#!/usr/bin/env node
// Writes src/app/route-tree.gen.ts from src/routes/ with the same generator and tsr.config.json
// the Vite plugin uses, so type-checking does not need a dev server or a build first.
import { Generator, getConfig } from '@tanstack/router-generator';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const config = getConfig({}, root);
await new Generator({ config, root }).run();
