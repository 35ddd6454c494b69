import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from './guard';

interface SecurityHeaders {
  contentSecurityPolicy: Record<string, string>;
  headers: Record<string, string>;
}
const security = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../deploy/security-headers.json'), 'utf8'),
) as SecurityHeaders;
const policy = Object.entries(security.contentSecurityPolicy)
  .map(([directive, value]) => `${directive} ${value}`)
  .join('; ');

/**
 * Another site on this machine: a page of another origin (another port of 127.0.0.1) that puts
 * the app's sign-in page in a frame. A real server rather than a routed page, so that Chromium
 * sees a loopback page framing a loopback page and the only thing to refuse the frame is the app.
 */
async function foreignSite(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Another site</title></head><body><main><h1>Another site</h1>
      <iframe title="The media monitor, framed" src="${target}" width="900" height="700"></iframe></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`, server };
}

test('the served app sends the security headers with its pages and its files', async ({ page, request }) => {
  const response = await page.goto('/cabinet/info/main');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toBe(policy);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  for (const [name, value] of Object.entries(security.headers)) expect(headers[name.toLowerCase()], name).toBe(value);

  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const asset = await request.get(script ?? '/');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['content-security-policy']).toBe(policy);
});

test('a page of another origin cannot show the sign-in page in a frame', async ({ page, guard, baseURL }) => {
  // Chromium reports the refusal on the console and as a blocked request: the expected outcome.
  const refusal = /Framing .* violates .*frame-ancestors 'none'|Refused to display .* X-Frame-Options/;
  guard.allowConsoleError(refusal);
  const foreign = await foreignSite(`${baseURL}/login`);
  try {
    const refused = page.waitForEvent('console', (message) => refusal.test(message.text()));
    await page.goto(foreign.url);
    await refused;
    const frame = page.locator('iframe').contentFrame();
    await expect(frame.getByRole('heading', { name: 'Вход в личный кабинет' })).toHaveCount(0);
    await expect(frame.getByLabel('Пароль')).toHaveCount(0);
    expect(
      page
        .frames()
        .find((candidate) => candidate !== page.mainFrame())
        ?.url(),
    ).not.toContain('/login');
    expect(guard.take()).toEqual([`request failed: GET ${baseURL}/login (net::ERR_BLOCKED_BY_RESPONSE)`]);
  } finally {
    foreign.server.close();
  }
  // The same page opened directly works: the refusal is about the frame, not the page.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
});
