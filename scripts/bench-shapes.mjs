#!/usr/bin/env node
// Cost of checking answers against the contract's shapes (not a test; docs/decisions/004).
//
//   npm run bench:shapes
//
// Prints the gzip size of what the browser loads for the check (generated/shapes.ts and the
// checker, compiled, before the build minifies them) and, for the largest example answer of each operation,
// the median time one check takes. The examples come from the bundled contract.
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { createJiti } from 'jiti';
import { listOperations, loadContract, resolve } from './lib/contract.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const jiti = createJiti(import.meta.url);
/** @type {typeof import('../generated/shapes.ts')} */
const { RESPONSE_SHAPES } = await jiti.import(`${root}generated/shapes.ts`);
/** @type {typeof import('../src/lib/response-shape.ts')} */
const { shapeFor, shapeProblem } = await jiti.import(`${root}src/lib/response-shape.ts`);
const { readFileSync } = await import('node:fs');

let bytes = 0;
for (const file of ['generated/shapes.ts', 'src/lib/response-shape.ts']) {
  const { outputText } = ts.transpileModule(readFileSync(`${root}${file}`, 'utf8'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, removeComments: true },
  });
  bytes += gzipSync(outputText).length;
}

const contract = loadContract(`${root}generated/openapi.yaml`);
const rows = [];
for (const op of listOperations(contract)) {
  const ok = resolve(contract, contract.paths[op.path][op.method.toLowerCase()].responses?.['200']);
  const examples = Object.values(ok?.content?.['application/json']?.examples ?? {}).map(
    (example) => resolve(contract, example).value,
  );
  if (examples.length === 0) continue;
  const largest = examples.reduce((a, b) => (JSON.stringify(b).length > JSON.stringify(a).length ? b : a));
  const shape = shapeFor(RESPONSE_SHAPES, op.method, op.path);
  if (!shape) continue;
  const times = [];
  for (let run = 0; run < 200; run += 1) {
    const started = performance.now();
    shapeProblem(shape, largest);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  rows.push({ id: op.operationId, size: JSON.stringify(largest).length, median: times[times.length >> 1] });
}
rows.sort((a, b) => b.median - a.median);
console.log(
  `answer shapes: ${(bytes / 1024).toFixed(1)} KB gzip (shapes and checker, before minifying), ${Object.keys(RESPONSE_SHAPES).length} operations`,
);
console.log('slowest checks (median of 200, largest example of each operation):');
for (const row of rows.slice(0, 8))
  console.log(
    `  ${row.id.padEnd(34)} ${String(row.size).padStart(7)} bytes  ${(row.median * 1000).toFixed(1).padStart(7)} µs`,
  );
const total = rows.reduce((sum, row) => sum + row.median, 0);
console.log(`all ${rows.length} operations once: ${(total * 1000).toFixed(0)} µs`);
