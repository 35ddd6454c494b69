import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '../e2e/guard';
import { signInToConsole } from '../e2e/admin-helpers';
import { preferOnce, signedInToCabinet, toneWav } from '../e2e/helpers';
import security from '../../deploy/security-headers.json' with { type: 'json' };

/**
 * The production build (dist/) served as the image serves it: Debian's nginx with deploy/nginx.conf
 * and the template filled by deploy/docker-entrypoint.sh (scripts/serve-nginx.mjs), proxying to the
 * mock. A smoke set over what only the real server does: its headers, compression, caching, the
 * SPA fallback and its limits, the deployment's settings, and the app working through it.
 */
const root = resolve(import.meta.dirname, '../..');
const OTHER_MOCK_PORT = process.env.E2E_OTHER_MOCK_PORT ?? '4012';
const DIRECT_PORT = process.env.E2E_NGINX_DIRECT_PORT ?? '4182';
const WEEK = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const manifest = JSON.parse(readFileSync(resolve(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; isEntry?: boolean }
>;
const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;

const policy = Object.entries(security.contentSecurityPolicy)
  .map(([directive, value]) => `${directive} ${value}`)
  .join('; ');

test('the app page carries the security headers, the settings and no cache', async ({ request }) => {
  const response = await request.get('/cabinet/info/main');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-security-policy']).toBe(policy);
  for (const [name, value] of Object.entries(security.headers)) expect(headers[name.toLowerCase()], name).toBe(value);
  // Plain HTTP from the visitor: no HSTS; over HTTPS at the load balancer, HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
  const https = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(https.headers()['strict-transport-security']).toBe(security.httpsHeaders['Strict-Transport-Security']);
  expect(headers['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain(
    '<meta name="app-config" content="{&quot;cabinetApiUrl&quot;:&quot;&quot;,&quot;adminApiUrl&quot;:&quot;/admin-api&quot;,&quot;landing&quot;:&quot;off&quot;}">',
  );
  // The build's meta copy of the policy is out of force: the header rules.
  expect(html).not.toContain('http-equiv="Content-Security-Policy"');
});

test('hashed assets go out precompressed and immutable; a missing one is a 404, not the app', async ({ request }) => {
  for (const [encoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(`/${entry}`, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe(expected);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-type']).toMatch(/^application\/javascript/);
    // What acts on a script, and nothing that acts on documents only.
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toBeUndefined();
    expect(response.headers()['etag']).toBeUndefined();
    // The stored copy, byte for byte (Playwright's request decodes it).
    expect((await response.body()).toString('utf8')).toBe(readFileSync(resolve(root, 'dist', entry), 'utf8'));
  }
  const missing = await request.get('/assets/index-0000000.js');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).not.toContain('<div id="root">');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('/healthz answers for the orchestrator', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe('ok\n');
});

test('a deep link reloads into its page, and sign-in, one page of each section and a report download work', async ({
  page,
}) => {
  await page.goto(`/cabinet/music/reports?${WEEK}`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signedInToCabinet(page);
  await expect(page).toHaveURL(/\/cabinet\/music\/reports/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Музыкальные отчёты' })).toBeVisible();
  for (const path of ['/cabinet/info/main', '/cabinet/music/main', '/cabinet/video/main', '/cabinet/reports']) {
    await page.goto(`${path}?${WEEK}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.block-error'), path).toHaveCount(0);
  }
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Еженедельный обзор СМИ: 9–15 ноября 2026', exact: true }) });
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Скачать Еженедельный обзор СМИ: 9–15 ноября 2026' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Еженедельный обзор СМИ- 9–15 ноября 2026\./);
});

test('an upload goes through the proxy, and the console works under /admin-api', async ({ page }) => {
  await preferOnce(page, '**/api/v1/user/login', 'example=music-only');
  await page.goto('/login');
  await signedInToCabinet(page, 'j.carter@radiowatch.co.uk');
  await page.goto('/cabinet/music/upload');
  await page
    .getByLabel(/Аудиофайлы/)
    .setInputFiles({ name: 'test-tone.wav', mimeType: 'audio/wav', buffer: toneWav() });
  const item = page.locator('li.upload-item', { hasText: 'test-tone.wav' });
  await item.getByLabel('Исполнитель').fill('Ella Brooks');
  await item.getByLabel('Название').fill('Slow Motion');
  await item.getByRole('button', { name: 'Загрузить test-tone.wav' }).click();
  await expect(item.getByText('Загружено.', { exact: false })).toBeVisible();

  await page.goto('/admin/sources');
  await signInToConsole(page);
  await expect(page.getByRole('rowheader', { name: 'Радио Маяк' })).toBeVisible();
});

test.describe('configured at start, without a rebuild', () => {
  // One after the other: both start a server on the same port, and a refused start must not meet
  // the other test's server listening there.
  test.describe.configure({ mode: 'serial' });
  let server: ChildProcess | undefined;
  test.afterEach(() => {
    // The whole group: the script, its shell and nginx's processes.
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
    server = undefined;
  });

  /** Starts the same build through nginx with other settings; resolves with its output once it serves. */
  function serve(settings: Record<string, string>): Promise<{ code: number | null; output: string }> {
    return new Promise((done) => {
      server = spawn(process.execPath, [resolve(root, 'scripts/serve-nginx.mjs'), '--no-mock'], {
        cwd: root,
        env: { ...process.env, NGINX_PORT: DIRECT_PORT, ...settings },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const take = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('The production build through nginx')) done({ code: null, output });
      };
      server.stdout!.on('data', take);
      server.stderr!.on('data', take);
      // 'close', not 'exit': by then everything it printed has been read.
      server.on('close', (code) => done({ code, output }));
    });
  }

  test('the app calls the backend the configuration names, and the policy allows it', async ({ page }) => {
    const other = `http://127.0.0.1:${OTHER_MOCK_PORT}`;
    const started = await serve({ CABINET_API_URL: other, ADMIN_API_URL: other, API_CALLS: 'direct' });
    expect(started.code, started.output).toBeNull();
    const site = `http://127.0.0.1:${DIRECT_PORT}`;
    const response = await page.goto(`${site}/login`);
    expect(response!.headers()['content-security-policy']).toContain(`connect-src 'self' ${other};`);
    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\//.test(request.url())) calls.push(request.url());
    });
    await signedInToCabinet(page);
    // What the page still has on its way (a chart type's code, a block's answer): this server
    // stops when the test ends, and nothing may be left asking it then.
    const onTheWay = new Set<unknown>();
    page.on('request', (request) => onTheWay.add(request));
    page.on('requestfinished', (request) => onTheWay.delete(request));
    page.on('requestfailed', (request) => onTheWay.delete(request));
    await page.goto(`${site}/cabinet/info/main?${WEEK}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page's blocks are there, every one has its answer and every chart is drawn.
    await expect(page.locator('.block-header').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"], .block-loading, .chart-frame-fallback')).toHaveCount(0, {
      timeout: 15_000,
    });
    await expect.poll(() => onTheWay.size, { timeout: 15_000 }).toBe(0);
    await expect(page.locator('.block-error')).toHaveCount(0);
    // The page's own calls (not only the sign-in's) went out, however long the request layer took to load.
    await expect.poll(() => calls.length, { timeout: 15_000 }).toBeGreaterThan(1);
    for (const call of calls) expect(call.startsWith(`${other}/api/v1/`), call).toBe(true);
  });

  test('a setting that is not valid stops the start with a message naming it', async () => {
    const stopped = await serve({ CABINET_API_URL: 'api.example.com', ADMIN_API_URL: 'http://127.0.0.1:1' });
    expect(stopped.code, stopped.output).toBe(1);
    expect(stopped.output).toContain(
      "CABINET_API_URL must be an http(s) URL such as https://api.example.com (got 'api.example.com')",
    );
  });
});
