import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from '../../scripts/lib/contract.mjs';
import { stringifyQuery } from '@lib/query-string';
import { BUNDLE_PATH, contract, operations } from './load';

const prismBin = fileURLToPath(new URL('../../node_modules/@stoplight/prism-cli/dist/index.js', import.meta.url));
let prism: ChildProcess;
let base = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilUp(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error('the mock did not start');
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(process.execPath, [prismBin, 'mock', '-h', '127.0.0.1', '-p', String(port), BUNDLE_PATH], {
    stdio: 'ignore',
  });
  await waitUntilUp(`${base}/api/v1/user/get`);
}, 70_000);

afterAll(() => {
  prism?.kill('SIGTERM');
});

type Op = (typeof operations)[number];

async function send(op: Op, headers: Record<string, string> = {}) {
  const request = exampleRequest(contract, op);
  const query = Object.keys(request.query).length ? `?${stringifyQuery(request.query as Record<string, unknown>)}` : '';
  const secured = !(Array.isArray(op.operation.security) && op.operation.security.length === 0);
  const allHeaders: Record<string, string> = { ...headers };
  if (secured)
    allHeaders.Authorization = `Bearer ${op.section === 'admin' ? 'adm_2001_4e9d1c7b2a8f6e3d5c0b9a71' : 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl'}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    allHeaders['Content-Type'] = 'application/json';
  }
  return fetch(`${base}${request.path}${query}`, { method: request.method, headers: allHeaders, body });
}

const isFile = (op: Op) => Boolean(op.operation.responses['200']?.$ref?.endsWith('/ReportFile'));
const isMultipart = (op: Op) =>
  Boolean(op.operation.requestBody && JSON.stringify(op.operation.requestBody).includes('multipart/form-data'));

describe('the mock serves every operation of the contract from its examples', () => {
  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const response = await send(op);
    const body = await response.text();
    expect(response.headers.get('sl-violations'), body).toBeNull();
    expect(response.status, body).toBe(200);
    if (isFile(op)) {
      expect(response.headers.get('content-type')).toMatch(/pdf|spreadsheet|wordprocessing|csv/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    } else {
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(() => JSON.parse(body)).not.toThrow();
    }
  });

  const withEmpty = operations.filter(
    (op) => !isMultipart(op) && JSON.stringify(op.operation.responses['200'] ?? {}).includes('"empty"'),
  );
  it.each(withEmpty.map((op) => [op.operationId, op] as const))('%s answers its empty scenario', async (_name, op) => {
    const response = await send(op, { Prefer: 'example=empty' });
    expect(response.status).toBe(200);
    expect(response.headers.get('sl-violations')).toBeNull();
  });

  it('rejects a request that breaks the contract', async () => {
    const op = operations.find((o) => o.operationId === 'userLogin') as Op;
    const response = await fetch(`${base}${op.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x', password: '1', extra: true }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('sl-violations')).toMatch(/email|extra/);
  });

  it('rejects a cabinet call without a token', async () => {
    const response = await fetch(`${base}/api/v1/user/get`);
    expect(response.status).toBe(401);
  });
});
