import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The contract check against a server that honours the contract except for faults planted in it
// (tests/tooling/fixtures/contract-planted-server.mjs): each fault must be named by the check made
// for it, and by no other, and the same server without faults must give no finding.
const root = resolve(import.meta.dirname, '../..');
const fixture = join(root, 'tests/tooling/fixtures/contract-planted-server.mjs');
const generator = join(root, 'scripts/lib/contract-generate.mjs');
const contractLib = join(root, 'scripts/lib/contract.mjs');
const validateLib = join(root, 'scripts/lib/contract-validate.mjs');

type Planted = { url: string; close: () => Promise<void> };
type Finding = {
  check: string;
  operationId: string;
  message: string;
  curl: string;
  status: number;
  request: { body?: unknown; params?: unknown };
  occurrences: number;
};
type Report = {
  findings: Finding[];
  results: { operationId: string; result: string; checks: Record<string, string> }[];
  counts: Record<string, number>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (path: string): Promise<any> => import(path);
const servers: Planted[] = [];
async function plant(faults: string[]): Promise<string> {
  const { startPlantedServer } = await load(fixture);
  const server: Planted = await startPlantedServer(faults);
  servers.push(server);
  return server.url;
}
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

function check(args: string[]): Promise<{ code: number | null; output: string; report: Report }> {
  const reports = mkdtempSync(join(tmpdir(), 'contract-deep-'));
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [join(root, 'scripts/contract-check.mjs'), ...args, '--report-dir', reports],
      {
        cwd: root,
        env: {
          ...process.env,
          CONTRACT_CABINET_TOKEN: 'cabinet-secret-5d1e',
          CONTRACT_ADMIN_TOKEN: 'admin-secret-9b2c',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      done({ code, output, report: JSON.parse(readFileSync(join(reports, 'contract-check.json'), 'utf8')) }),
    );
  });
}

// Each fault is planted in one operation; one run over all of them must name each with its check.
const PLANTED: { fault: string; operationId: string; checks: string[] }[] = [
  { fault: 'server-error-on-boundary', operationId: 'uploadsList', checks: ['not_a_server_error'] },
  { fault: 'accepts-out-of-range', operationId: 'infoThemesTop', checks: ['negative_data_rejection'] },
  { fault: 'ignores-token', operationId: 'themeList', checks: ['ignored_auth'] },
  {
    fault: 'undocumented-status',
    operationId: 'geoList',
    checks: ['positive_data_acceptance', 'status_code_conformance'],
  },
  { fault: 'wrong-content-type', operationId: 'infoChannelsTop', checks: ['content_type_conformance'] },
  { fault: 'missing-header', operationId: 'rspReportDownload', checks: ['response_headers_conformance'] },
  { fault: 'body-off-schema', operationId: 'userGet', checks: ['response_schema_conformance'] },
  { fault: 'loses-channel', operationId: 'channelsCreate', checks: ['stateful_lifecycle'] },
];
const ALL =
  'uploadsList,channelsList,channelsCreate,channelsEdit,channelsDelete,infoThemesTop,themeList,geoList,infoChannelsTop,rspReportDownload,userGet';
const RUN = ['--only', ALL, '--include-writes', '--refused-token', 'revoked', '--seed', '1', '--examples', '12'];

describe('contract:check finds each planted fault with the check made for it', () => {
  let faulty: Awaited<ReturnType<typeof check>>;
  let url = '';
  beforeAll(async () => {
    url = await plant(PLANTED.map(({ fault }) => fault));
    faulty = await check(['--cabinet', url, '--admin', url, ...RUN]);
  }, 60_000);

  it.each(PLANTED)('$fault in $operationId → $checks', ({ operationId, checks }) => {
    const named = faulty.report.findings
      .filter((finding) => finding.operationId === operationId)
      .map((finding) => finding.check);
    expect(named.sort()).toEqual([...checks].sort());
    for (const name of checks)
      expect(faulty.output).toMatch(new RegExp(`${operationId} \\((cabinet|admin)\\) (GET|POST) \\S+ · ${name}`));
  });

  it('names nothing in the operations that have no fault, exits 1 and never prints a token', () => {
    const faultless = new Set(ALL.split(',').filter((id) => !PLANTED.some((planted) => planted.operationId === id)));
    expect(faulty.report.findings.filter((finding) => faultless.has(finding.operationId))).toEqual([]);
    expect(faulty.code).toBe(1);
    expect(faulty.output).not.toContain('cabinet-secret-5d1e');
    expect(faulty.output).not.toContain('admin-secret-9b2c');
    for (const finding of faulty.report.findings) {
      expect(finding.curl).toMatch(/^curl -i -X (GET|POST) 'http:\/\/127\.0\.0\.1:\d+\/api\//);
      expect(finding.status).toBeGreaterThan(0);
    }
  });

  it('shrinks a failure to the smallest request and prints how to send it again', () => {
    const boundary = faulty.report.findings.find((finding) => finding.check === 'not_a_server_error');
    expect(boundary?.request.body).toEqual({ limit: 100 });
    expect(boundary?.curl).toBe(
      `curl -i -X POST '${url}/api/v1/uploads/list' -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' --data-raw '{"limit":100}'`,
    );
    expect(faulty.output).toMatch(/answer: 500; first error: answered 500/);
    const range = faulty.report.findings.find((finding) => finding.check === 'negative_data_rejection');
    // Only the out-of-range value is left: every optional field around it was dropped.
    expect(Object.keys(range?.request.body as Record<string, unknown>)).toHaveLength(1);
    expect(faulty.output).toMatch(/found by negative: \w+: (below the minimum|above the maximum)/);
    const auth = faulty.report.findings.find((finding) => finding.check === 'ignored_auth');
    // Without a token and with the refused one.
    expect(auth?.occurrences).toBe(2);
    expect(auth?.curl).not.toContain('Authorization');
    const lost = faulty.report.findings.find((finding) => finding.check === 'stateful_lifecycle');
    expect(lost?.message).toMatch(/^list: channels \d+ was created but channelsList does not list it/);
  });
});

describe('contract:check against the same server without faults', () => {
  it('finds nothing, every check run, writes and the lifecycle included', async () => {
    const url = await plant([]);
    const { code, output, report } = await check(['--cabinet', url, '--admin', url, ...RUN]);
    expect(report.findings).toEqual([]);
    expect(output).toContain('contract:check: 11 ok, 0 drift, 0 unreachable, 0 skipped, 0 unauthorized');
    expect(code).toBe(0);
    const create = report.results.find((row) => row.operationId === 'channelsCreate');
    expect(create?.checks).toMatchObject({
      stateful_lifecycle: 'passed',
      negative_data_rejection: 'passed',
      positive_data_acceptance: 'passed',
      ignored_auth: 'passed',
    });
  }, 30_000);

  it('writes one JUnit test case per operation and check', async () => {
    const url = await plant(['wrong-content-type']);
    const reports = mkdtempSync(join(tmpdir(), 'contract-deep-'));
    await new Promise((done) => {
      const child = spawn(
        process.execPath,
        [
          join(root, 'scripts/contract-check.mjs'),
          '--cabinet',
          url,
          '--only',
          'infoChannelsTop,themeList',
          '--seed',
          '1',
          '--examples',
          '4',
          '--report-dir',
          reports,
        ],
        { env: { ...process.env, CONTRACT_CABINET_TOKEN: 't' } },
      );
      child.on('close', done);
    });
    const junit = readFileSync(join(reports, 'contract-check.junit.xml'), 'utf8');
    // 2 operations × 8 checks (the lifecycle runs only with --include-writes).
    expect(junit).toContain('tests="16" failures="1" errors="0" skipped="0"');
    expect(junit).toMatch(
      /name="infoChannelsTop \(cabinet\) POST \/api\/v1\/info\/channels\/top · content_type_conformance"[^>]*><failure message="content-type: content type &quot;text\/html&quot; is not documented/,
    );
    expect(junit).toMatch(
      /name="themeList \(cabinet\) POST \/api\/v1\/theme\/list · negative_data_rejection"[^>]*><\/testcase>/,
    );
  }, 30_000);
});

describe('the generated requests', () => {
  it('start with the example, cover valid and invalid data, check each against the contract, and repeat with the seed', async () => {
    const { generateCases, isValidRequest } = await load(generator);
    const { listOperations, loadContract } = await load(contractLib);
    const { createValidator } = await load(validateLib);
    const doc = loadContract(join(root, 'generated/openapi.yaml'));
    const ajv = createValidator(doc);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const op = listOperations(doc).find((candidate: any) => candidate.operationId === 'channelsCreate');
    const first = generateCases(doc, ajv, op, { limit: 20, seed: 42 });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const cases = first.cases as any[];
    expect(cases).toHaveLength(20);
    expect(cases[0].kind).toBe('example');
    expect(cases.filter((c) => c.kind === 'negative').length).toBeGreaterThanOrEqual(5);
    for (const c of cases) expect(isValidRequest(first.shape, c)).toBe(c.kind !== 'negative');
    const labels = cases.map((c) => c.label).join('\n');
    expect(labels).toMatch(/required \w+ missing/);
    expect(labels).toMatch(/unknown field in body/);
    expect(labels).toMatch(/type = "/);
    expect(JSON.stringify(generateCases(doc, ajv, op, { limit: 20, seed: 42 }).cases)).toBe(JSON.stringify(cases));
    expect(JSON.stringify(generateCases(doc, ajv, op, { limit: 20, seed: 43 }).cases)).not.toBe(JSON.stringify(cases));
    expect(generateCases(doc, ajv, op, { limit: 1, seed: 42 }).cases.map((c: { kind: string }) => c.kind)).toEqual([
      'example',
    ]);
  });
});
