// The dev and preview servers' API proxy forwards nothing whose path, resolved as a URL parser
// (or a backend that decodes first) would, leaves /api/ or /admin-api/: the rule on its own, and
// the preview server built from vite.config.ts in front of a backend that records what reaches it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfigFromFile, preview, type PreviewServer, type ProxyOptions } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvedPath, staysWithin } from '../../scripts/lib/proxy-guard.mjs';
import { exchange } from '../server/raw-http.js';

describe('staysWithin', () => {
  it.each([
    '/api/v1/user/get',
    '/api/v1/info/reports/501/file?file_format=pdf',
    '/api/v1/x/../user/get',
    '/api/v1/%2e/user/get',
    '/api/StreamHunter/list',
    '/api/v1/search?q=../../dev',
    '/api/v1/a%20b',
  ])('lets %s through', (target) => {
    expect(staysWithin(target, '/api/')).toBe(true);
  });

  it.each([
    '/api/../dev/outbox',
    '/api/%2e%2e/dev/outbox',
    '/api/%2E%2E/dev/sessions/expire',
    '/api/.%2e/dev/outbox',
    '/api/%2e./dev/outbox',
    '/api\\..\\dev\\outbox',
    '/api/..\\dev/outbox',
    '/api/..%5cdev/outbox',
    '/api/..%5c..%5cdev',
    '/api/..%2fdev/outbox',
    '/api/%252e%252e/dev/outbox',
    '/api/v1/../../dev/outbox',
    '/api',
    '/apix/v1',
    '/api%2f..%2fdev',
    '//evil.example/api/v1',
    '/\\evil.example/api/v1',
    '/api/v1/%E0%A4%A',
    '/api/v1/%',
    '/api/%2e%2e%3f/dev/outbox',
  ])('stops %s', (target) => {
    expect(staysWithin(target, '/api/')).toBe(false);
  });

  it('holds the console’s prefix to the same rule', () => {
    expect(staysWithin('/admin-api/api/v1/channels/list', '/admin-api/')).toBe(true);
    expect(staysWithin('/admin-api/%2e%2e/dev/outbox', '/admin-api/')).toBe(false);
    expect(staysWithin('/admin-api/../api/v1/user/get', '/admin-api/')).toBe(false);
  });

  it('resolves as a WHATWG URL parser does', () => {
    expect(resolvedPath('/api/%2e%2e/dev/outbox')).toBe('/dev/outbox');
    expect(resolvedPath('/api\\..\\dev')).toBe('/dev');
    expect(resolvedPath('//evil.example/x')).toBeUndefined();
  });
});

describe('the preview server’s proxy (vite.config.ts)', () => {
  let backend: Server;
  let backendPort: number;
  let server: PreviewServer;
  let port: number;
  let folder: string;
  const reached: string[] = [];

  beforeAll(async () => {
    backend = createServer((request, response) => {
      reached.push(request.url ?? '');
      const body = '{"backend":true}';
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': body.length }).end(body);
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    backendPort = (backend.address() as AddressInfo).port;
    // The config reads where to proxy to from the environment as it is loaded.
    const saved = { CABINET_API_URL: process.env.CABINET_API_URL, ADMIN_API_URL: process.env.ADMIN_API_URL };
    for (const name of Object.keys(saved)) process.env[name] = `http://127.0.0.1:${backendPort}`;
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'production', isPreview: true },
      join(import.meta.dirname, '..', '..', 'vite.config.ts'),
      undefined,
      'silent',
    );
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    const proxy = loaded!.config.preview!.proxy as Record<string, ProxyOptions>;
    folder = mkdtempSync(join(tmpdir(), 'proxy-guard-'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>app</title>');
    server = await preview({
      configFile: false,
      root: folder,
      logLevel: 'silent',
      build: { outDir: folder },
      preview: { host: '127.0.0.1', port: 0, strictPort: false, proxy },
    });
    port = (server.httpServer.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => backend?.close(() => resolve()));
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const get = async (target: string) => {
    const { answers } = await exchange(
      port,
      `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    return answers[0]!;
  };

  it('forwards the API’s paths, the console’s without its prefix', async () => {
    reached.length = 0;
    expect((await get('/api/v1/user/get')).text).toBe('{"backend":true}');
    expect((await get('/admin-api/api/v1/channels/list')).text).toBe('{"backend":true}');
    expect(reached).toEqual(['/api/v1/user/get', '/api/v1/channels/list']);
  });

  it.each([
    '/api/%2e%2e/dev/outbox',
    '/api/%2e%2e/dev/sessions/expire?email=anna.smirnova%40mediagroup.ru',
    '/api/..%5cdev/outbox',
    '/api/..%2fdev/outbox',
    '/admin-api/%2e%2e/dev/outbox',
    '/apix',
  ])('answers %s 400 itself and forwards nothing', async (target) => {
    reached.length = 0;
    const answer = await get(target);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      code: 'validation_failed',
      errors: { path: [expect.any(String)] },
    });
    expect(reached).toEqual([]);
  });
});
