import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = resolve(import.meta.dirname, '../..');
const contract = parse(readFileSync(join(root, 'generated/openapi.yaml'), 'utf8'));
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const deref = (node: { $ref?: string }): any =>
  node.$ref
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce(
          (value: Record<string, unknown>, key) => value[key.replace(/~1/g, '/')] as Record<string, unknown>,
          contract,
        )
    : node;
const example = (path: string, method: string, name = 'default') =>
  deref(contract.paths[path][method].responses['200'].content['application/json'].examples[name]).value;

function run(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
  );
}

describe('contract:check against a server that drifted', () => {
  let server: Server;
  let base = '';
  const reports = mkdtempSync(join(tmpdir(), 'contract-check-'));

  beforeAll(async () => {
    const json = (
      res: import('node:http').ServerResponse,
      status: number,
      body: unknown,
      type = 'application/json',
    ) => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    server = createServer((req, res) => {
      req.resume();
      if (!req.headers.authorization) return json(res, 401, { message: 'Unauthenticated.', code: 'unauthenticated' });
      const user = example('/api/v1/user/get', 'get', 'all');
      switch (req.url?.split('?')[0]) {
        case '/api/v1/user/get': {
          // A renamed field: first_name became firstName.
          const { first_name, ...rest } = user.item;
          return json(res, 200, { item: { ...rest, firstName: first_name } });
        }
        case '/api/v1/info/themes/top': {
          // A wrong type: count as a string.
          const body = structuredClone(example('/api/v1/info/themes/top', 'post'));
          body.items[0].count = String(body.items[0].count);
          return json(res, 200, body);
        }
        case '/api/v1/theme/list': {
          // A missing required field: the second theme has no name.
          const body = structuredClone(example('/api/v1/theme/list', 'post'));
          delete body.items[1].name;
          return json(res, 200, body);
        }
        case '/api/v1/info/markers/top':
          // An undocumented status.
          return json(res, 418, { message: "I'm a teapot" });
        case '/api/v1/info/channels/top':
          // A wrong content type.
          return json(res, 200, '<html><body>Channels</body></html>', 'text/html');
        case '/api/v1/stream/type/list':
          return json(res, 200, example('/api/v1/stream/type/list', 'post'));
        default:
          return json(res, 404, { message: 'Not found.' });
      }
    });
    base = await listen(server);
  });
  afterAll(() => server.close());

  it('finds each drift and names the operation and the path', async () => {
    const { code, output } = await run(
      'contract-check.mjs',
      [
        '--cabinet',
        base,
        '--only',
        'userGet,infoThemesTop,themeList,infoMarkersTop,infoChannelsTop,streamTypeList',
        '--examples',
        '1',
        '--report-dir',
        reports,
      ],
      {
        CONTRACT_CABINET_TOKEN: 'secret-token-7f3a9c',
      },
    );
    expect(code).toBe(1);
    expect(output).toMatch(/userGet \(cabinet\)\s+drift/);
    expect(output).toMatch(/response_schema_conformance: \$\.item: missing required property "first_name"/);
    expect(output).toMatch(/\$\.item: missing required property "first_name"/);
    expect(output).toMatch(/\$\.item: undocumented property "firstName"/);
    expect(output).toMatch(/infoThemesTop \(cabinet\)\s+drift/);
    expect(output).toMatch(/\$\.items\.0\.count: must be integer/);
    expect(output).toMatch(/themeList \(cabinet\)\s+drift/);
    expect(output).toMatch(/\$\.items\.1: missing required property "name"/);
    expect(output).toMatch(
      /infoMarkersTop \(cabinet\)\s+drift[\s\S]*status_code_conformance: status: status 418 is not documented/,
    );
    expect(output).toMatch(
      /infoChannelsTop \(cabinet\)\s+drift[\s\S]*content_type_conformance: content-type: content type "text\/html" is not documented/,
    );
    expect(output).toMatch(/streamTypeList \(cabinet\)\s+ok/);
    expect(output).toContain('contract:check: 1 ok, 5 drift, 0 unreachable, 0 skipped');
    expect(output).not.toContain('secret-token-7f3a9c');

    const junit = readFileSync(join(reports, 'contract-check.junit.xml'), 'utf8');
    // One test case per operation and check: 6 × 8; the teapot fails two checks (status and
    // positive data); with --examples 1 no invalid request is sent (6 skipped).
    expect(junit).toContain('tests="48" failures="6" errors="0" skipped="6"');
    const json = JSON.parse(readFileSync(join(reports, 'contract-check.json'), 'utf8'));
    expect(json.counts).toEqual({ ok: 1, drift: 5, unreachable: 0, skipped: 0, unauthorized: 0, 'not offered': 0 });
    expect(JSON.stringify(json)).not.toContain('secret-token-7f3a9c');
  }, 60_000);

  it('skips the calls that change data unless told to send them', async () => {
    const { output } = await run('contract-check.mjs', [
      '--cabinet',
      base,
      '--only',
      'userLogin,userLogout',
      '--report-dir',
      reports,
    ]);
    expect(output).toMatch(/userLogin \(cabinet\)\s+skipped\s+changes data \(run with --include-writes\)/);
    expect(output).toMatch(/userLogout \(cabinet\)\s+skipped/);
  }, 60_000);

  it('reports a server that does not answer as unreachable', async () => {
    const closed = createServer();
    const url = await listen(closed);
    await new Promise((done) => closed.close(done));
    const { code, output } = await run('contract-check.mjs', [
      '--cabinet',
      url,
      '--only',
      'userGet',
      '--report-dir',
      reports,
    ]);
    expect(code).toBe(2);
    expect(output).toMatch(/userGet \(cabinet\)\s+unreachable\s+ECONNREFUSED/);
  }, 60_000);
});

describe('contract:check when calls are refused for want of a valid token', () => {
  let server: Server;
  let base = '';
  const reports = mkdtempSync(join(tmpdir(), 'contract-check-'));

  beforeAll(async () => {
    // Answers like a real backend: 401 (or 403, for /api/v1/theme/list) without a token, 401 to
    // the token "expired", and the contract's examples to any other token.
    server = createServer((req, res) => {
      req.resume();
      const path = req.url?.split('?')[0];
      const auth = req.headers.authorization;
      const refuse = (status: number) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            status === 401
              ? { message: 'Unauthenticated.', code: 'unauthenticated' }
              : { message: 'This action is unauthorized.', code: 'forbidden' },
          ),
        );
      };
      if (!auth) return refuse(path === '/api/v1/theme/list' ? 403 : 401);
      if (auth === 'Bearer expired' && path !== '/api/v1/stream/type/list') return refuse(401);
      const body =
        path === '/api/v1/user/get' ? example('/api/v1/user/get', 'get', 'all') : example(path as string, 'post');
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    });
    base = await listen(server);
  });
  afterAll(() => server.close());

  it('reports every call refused without a token as unauthorized, never ok, and exits non-zero', async () => {
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--only', 'userGet,infoThemesTop,themeList', '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: '' },
    );
    expect(code).toBe(3);
    expect(output).toMatch(
      /userGet \(cabinet\)\s+unauthorized\s+GET \/api\/v1\/user\/get → 401, refused: no cabinet token given \(CONTRACT_CABINET_TOKEN or --config\)/,
    );
    expect(output).toMatch(/infoThemesTop \(cabinet\)\s+unauthorized/);
    expect(output).toMatch(/themeList \(cabinet\)\s+unauthorized\s+POST \/api\/v1\/theme\/list → 403/);
    expect(output).not.toMatch(/\s+ok\s+/);
    expect(output).toContain('contract:check: 0 ok, 0 drift, 0 unreachable, 0 skipped, 3 unauthorized');
    expect(output).toContain(
      'every call sent (3) was refused for want of a valid token; check the tokens (CONTRACT_CABINET_TOKEN, or the tokens in --config)',
    );
    const json = JSON.parse(readFileSync(join(reports, 'contract-check.json'), 'utf8'));
    expect(json.counts).toEqual({ ok: 0, drift: 0, unreachable: 0, skipped: 0, unauthorized: 3, 'not offered': 0 });
    expect(readFileSync(join(reports, 'contract-check.junit.xml'), 'utf8')).toContain(
      'tests="24" failures="0" errors="24" skipped="0"',
    );
  }, 60_000);

  it('names the admin token when admin calls are refused', async () => {
    const { code, output } = await run(
      'contract-check.mjs',
      ['--admin', base, '--only', 'geoList', '--report-dir', reports],
      { CONTRACT_ADMIN_TOKEN: '' },
    );
    expect(code).toBe(3);
    expect(output).toMatch(
      /geoList \(admin\)\s+unauthorized\s+.*no admin token given \(CONTRACT_ADMIN_TOKEN or --config\)/,
    );
    expect(output).toContain('check the tokens (CONTRACT_ADMIN_TOKEN, or the tokens in --config)');
  }, 60_000);

  it('reports a refused token, and still checks the calls that were let through', async () => {
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--only', 'userGet,streamTypeList', '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: 'expired' },
    );
    expect(code).toBe(3);
    expect(output).toMatch(/userGet \(cabinet\)\s+unauthorized\s+.*refused: the cabinet token is invalid or expired/);
    expect(output).toMatch(/streamTypeList \(cabinet\)\s+ok/);
    expect(output).toContain('contract:check: 1 ok, 0 drift, 0 unreachable, 0 skipped, 1 unauthorized');
    expect(output).toContain('1 of 2 calls sent were refused for want of a valid token and not checked');
    expect(output).not.toContain('Bearer expired');
  }, 60_000);

  it('passes with a token the server accepts', async () => {
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--only', 'userGet,infoThemesTop', '--examples', '1', '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: 'valid' },
    );
    expect(output).toContain('contract:check: 2 ok, 0 drift, 0 unreachable, 0 skipped, 0 unauthorized');
    expect(code).toBe(0);
  }, 60_000);
});

describe('contract:check against the mock', () => {
  let prism: ChildProcess;
  let base = '';
  beforeAll(async () => {
    const probe = createServer();
    base = await listen(probe);
    await new Promise((done) => probe.close(done));
    const port = base.split(':').pop() as string;
    prism = spawn(
      process.execPath,
      [
        join(root, 'node_modules/@stoplight/prism-cli/dist/index.js'),
        'mock',
        '-h',
        '127.0.0.1',
        '-p',
        port,
        join(root, 'generated/openapi.yaml'),
      ],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 300; i += 1) {
      try {
        await fetch(`${base}/api/v1/user/get`);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }, 70_000);
  afterAll(() => prism?.kill('SIGTERM'));

  it('finds nothing with the default settings: generated requests, every check', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'contract-check-'));
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--admin', base, '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: 'jwt', CONTRACT_ADMIN_TOKEN: 'adm' },
    );
    expect(output).toMatch(/contract:check: 66 ok, 0 drift, 0 unreachable, 28 skipped/);
    expect(output).toMatch(/contract:check: 0 findings, \d+ requests in [\d.]+ s \(seed \d+, --examples 20/);
    expect(code).toBe(0);
  }, 120_000);

  it('reports zero drift, writes included; the stateless mock cannot keep a created channel or alert rule', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'contract-check-'));
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--admin', base, '--include-writes', '--examples', '3', '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: 'jwt', CONTRACT_ADMIN_TOKEN: 'adm' },
    );
    expect(output).toMatch(/contract:check: 92 ok, 2 drift, 0 unreachable, 0 skipped/);
    expect(output).toMatch(
      /channelsCreate \(admin\) POST \/api\/v1\/channels\/create · stateful_lifecycle\n\s+list: channels \d+ was created but channelsList does not list it/,
    );
    expect(output).toMatch(
      /alertsCreate \(cabinet\) POST \/api\/v1\/alerts\/create · stateful_lifecycle\n\s+edit shown: alertsList shows alerts \d+ named "[^"]+", not the edited name/,
    );
    expect(code).toBe(1);
  }, 120_000);

  it('reports no call as ok when no token is given (the mock refuses them all)', async () => {
    const reports = mkdtempSync(join(tmpdir(), 'contract-check-'));
    const { code, output } = await run(
      'contract-check.mjs',
      ['--cabinet', base, '--admin', base, '--report-dir', reports],
      { CONTRACT_CABINET_TOKEN: '', CONTRACT_ADMIN_TOKEN: '' },
    );
    expect(output).toMatch(/contract:check: 0 ok, 0 drift, 0 unreachable, \d+ skipped, [1-9]\d* unauthorized/);
    expect(output).toMatch(
      /every call sent \(\d+\) was refused for want of a valid token; check the tokens \(CONTRACT_CABINET_TOKEN, CONTRACT_ADMIN_TOKEN/,
    );
    expect(code).toBe(3);
  }, 120_000);
});

describe('contract:diff', () => {
  it('sorts the changes between two versions into breaking and additive', async () => {
    const { code, output } = await run('contract-diff.mjs', [
      'tests/tooling/fixtures/contract-v1.yaml',
      'tests/tooling/fixtures/contract-v2.yaml',
    ]);
    expect(code).toBe(1);
    const breaking = output.slice(output.indexOf('Breaking changes'), output.indexOf('Additive'));
    const additive = output.slice(output.indexOf('Additive'), output.indexOf('Other changes'));
    expect(breaking).toMatch(/remove\s+POST \/api\/v1\/items\/remove: \[Removed\] operation/);
    expect(breaking).toMatch(/POST \/api\/v1\/items\/list: .*property `period` in Request Body/);
    expect(breaking).toMatch(/required status to `period`/);
    expect(breaking).toMatch(/possible values of `kind`/);
    expect(breaking).toMatch(/property `note`/);
    expect(breaking).toMatch(/type definition of `items\[\]\.count`/);
    expect(additive).toMatch(/\[Added\] operation POST \/api\/v1\/items\/create/);
    expect(additive).toMatch(/property `country`/);
    expect(output).toContain('contract:diff: 6 breaking, 2 additive, 1 other');
  }, 60_000);

  it('finds no change between the committed contract and itself', async () => {
    const { code, output } = await run('contract-diff.mjs', ['openapi/openapi.yaml', 'openapi/openapi.yaml']);
    expect(code).toBe(0);
    expect(output).toContain('contract:diff: 0 breaking, 0 additive, 0 other');
  }, 60_000);
});
