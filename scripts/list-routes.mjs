#!/usr/bin/env node
// Prints the app's routes as JSON: each route file's URL path, its section from the registry, and
// whether it only redirects. Used by the page-speed benchmark to know which pages to measure.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { loadSections, sectionOf } from './lib/registry.mjs';

const root = resolve(import.meta.dirname, '..');
const routesDir = join(root, 'src', 'routes');

/**
 * @param {string} dir
 * @returns {string[]}
 */
function listRouteFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listRouteFiles(path);
    return /\.tsx?$/.test(name) && !name.startsWith('-') && name !== '__root.tsx' ? [relative(routesDir, path)] : [];
  });
}

/**
 * The URL path a route file stands for, following the router's file conventions.
 * @param {string} file
 * @returns {string}
 */
export function routePath(file) {
  const id = file
    .replace(/\.tsx?$/, '')
    .replace(/(^|\/)route$/, '')
    .replace(/(^|\/)index$/, '');
  const segments = id.split('/').filter((segment) => segment && !segment.startsWith('_'));
  return `/${segments.join('/')}`;
}

const sections = await loadSections();
const files = listRouteFiles(routesDir);
const routes = files
  .filter(
    (file) =>
      !files.some(
        (other) => other !== file && other.startsWith(`${file.replace(/\.tsx?$/, '').replace(/\/route$/, '')}/`),
      ),
  )
  .map((file) => {
    const source = readFileSync(join(routesDir, file), 'utf8');
    const path = routePath(file);
    return {
      path,
      file,
      section: sectionOf(sections, path)?.key,
      redirect: /throw redirect\(/.test(source) && !/component:/.test(source),
    };
  })
  .sort((a, b) => a.path.localeCompare(b.path));
process.stdout.write(`${JSON.stringify({ routes }, null, 2)}\n`);
