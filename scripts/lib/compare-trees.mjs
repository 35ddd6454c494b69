// Byte-for-byte comparison of two folders; returns one line per difference.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * @param {string} dir
 * @param {string} [base]
 * @returns {string[]}
 */
function listFiles(dir, base = dir) {
  /** @type {string[]} */
  let files = [];
  /** @type {string[]} */
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return files;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files = files.concat(listFiles(path, base));
    else files.push(relative(base, path));
  }
  return files.sort();
}

/**
 * @param {string} expectedDir
 * @param {string} actualDir
 * @returns {string[]}
 */
export function compareTrees(expectedDir, actualDir) {
  const expected = new Set(listFiles(expectedDir));
  const actual = new Set(listFiles(actualDir));
  const diffs = [];
  for (const file of actual) {
    if (!expected.has(file)) diffs.push(`missing: ${file}`);
    else if (!readFileSync(join(expectedDir, file)).equals(readFileSync(join(actualDir, file))))
      diffs.push(`differs: ${file}`);
  }
  for (const file of expected) if (!actual.has(file)) diffs.push(`not generated: ${file}`);
  return diffs;
}
