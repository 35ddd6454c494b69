/**
 * Code generation from the contract: TanStack Query hooks and query options per tag, and MSW
 * handlers whose responses are the contract's own examples. `scripts/codegen.mjs` bundles the
 * contract first and sets CODEGEN_OUT when it checks freshness into a scratch folder.
 */
import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';

const out = process.env.CODEGEN_OUT ?? './generated';
const input = `${out}/openapi.yaml`;

type Operation = { operationId: string; 'x-safe'?: boolean };
type Contract = { paths: Record<string, Record<string, Operation>> };

/**
 * Most of the contract's POST calls read data (tops, lists, statistics) and are marked
 * `x-safe: true`: they become query hooks. Every other POST stays a mutation.
 */
function queryOverrides() {
  const contract = parse(readFileSync(input, 'utf8')) as Contract;
  const operations: Record<string, { query: { useQuery: boolean; useMutation: boolean } }> = {};
  for (const item of Object.values(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (method === 'post' && op['x-safe'] === true) {
        operations[op.operationId] = { query: { useQuery: true, useMutation: false } };
      }
    }
  }
  return operations;
}

export default defineConfig({
  api: {
    input: { target: input },
    output: {
      mode: 'tags-split',
      target: `${out}/api`,
      schemas: `${out}/model`,
      client: 'react-query',
      // Every call goes through the mutator to the ky seam (src/api/http.ts); no axios is
      // generated or installed. 'axios' stays because it is what shapes the mutator's call: one
      // config object ({ url, method, params, data, signal, responseType }). With 'fetch', orval
      // hands the mutator a finished URL (params flattened by URLSearchParams, which the seam's
      // bracket-style query and content hash cannot read back), a JSON.stringify'd body, no
      // responseType for file answers, and types every answer as { data, status, headers }.
      httpClient: 'axios',
      clean: true,
      prettier: false,
      // The mutator is parsed at the app's language level (ES2022: it uses dynamic import()).
      tsconfig: './tsconfig.app.json',
      mock: { type: 'msw', delay: false, useExamples: true },
      override: {
        // A short header: the contract's long description would churn every file on each edit.
        header: (info: { title?: string; version?: string }) => [
          `Generated from the contract (${info.title} ${info.version}) by npm run codegen.`,
          'Do not edit: change openapi/ and regenerate.',
        ],
        mutator: { path: './src/api/request.ts', name: 'apiRequest' },
        operations: queryOverrides(),
        query: {
          signal: true,
          shouldExportQueryKey: true,
          version: 5,
        },
      },
    },
  },
  /**
   * Plain call functions (no hooks) for the pages that start before any query: the sign-in
   * pages call the contract through these, so they load neither TanStack Query nor the hooks of
   * the cabinet's own calls.
   */
  calls: {
    input: { target: input, filters: { tags: ['user', 'admin'] } },
    output: {
      mode: 'tags-split',
      target: `${out}/calls`,
      schemas: `${out}/model`,
      // Plain functions calling the mutator (the same seam): 'axios' here names the call shape only.
      client: 'axios-functions',
      prettier: false,
      tsconfig: './tsconfig.app.json',
      override: {
        header: (info: { title?: string; version?: string }) => [
          `Generated from the contract (${info.title} ${info.version}) by npm run codegen.`,
          'Do not edit: change openapi/ and regenerate.',
        ],
        mutator: { path: './src/api/request.ts', name: 'apiRequest' },
      },
    },
  },
});
