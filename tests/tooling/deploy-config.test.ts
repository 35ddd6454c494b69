import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import security from '../../deploy/security-headers.json';

const root = resolve(import.meta.dirname, '../..');
const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*$/, '').trim())
  .join('\n');

const policy = (withFrameAncestors: boolean) =>
  Object.entries(security.contentSecurityPolicy)
    .filter(([directive]) => withFrameAncestors || directive !== 'frame-ancestors')
    .map(([directive, value]) => `${directive} ${value}`)
    .join('; ');

/** The body of the first block opened by `opening` (e.g. `location /assets/`), braces balanced. */
function block(text: string, opening: string): string {
  const start = text.indexOf(`${opening} {`);
  if (start < 0) return '';
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    if (text[i] === '}' && --depth === 0) return text.slice(text.indexOf('{', start) + 1, i);
  }
  return '';
}

// The file holds a plain-HTTP server that only redirects, then the HTTPS server.
const plainServer = block(nginx, 'server');
const httpsServer = block(nginx.slice(nginx.lastIndexOf('server {')), 'server');

describe('the security headers', () => {
  const expected: Record<string, string> = { 'Content-Security-Policy': policy(true), ...security.headers, ...security.httpsHeaders };

  it('refuse framing and inline styles', () => {
    expect(policy(true)).toContain("frame-ancestors 'none'");
    expect(policy(true)).not.toContain('unsafe-inline');
    expect(security.headers['X-Frame-Options']).toBe('DENY');
  });

  it.each(Object.keys(expected))('nginx sends %s with the shared value, on every answer', (name) => {
    const lines = httpsServer.split('\n').filter((line) => line.startsWith(`add_header ${name} `));
    expect(lines).toEqual([`add_header ${name} "${expected[name]}" always;`]);
  });

  it('nginx sends no header that the shared file does not list', () => {
    const names = [...httpsServer.matchAll(/^add_header (\S+) /gm)].map((match) => match[1]);
    expect(names.sort()).toEqual(Object.keys(expected).sort());
  });

  it('no nginx location sets headers of its own (which would drop the server-level ones)', () => {
    const locations = [...httpsServer.matchAll(/location [^{]+/g)].map((match) => block(httpsServer, match[0].trim()));
    expect(locations.length).toBeGreaterThanOrEqual(4);
    for (const body of locations) expect(body).not.toMatch(/add_header/);
  });

  it('the preview server sends the same headers, with frame-ancestors, and no HSTS over plain HTTP', async () => {
    const factory = (await import('../../vite.config')).default as unknown as (env: { mode: string; command: 'serve' | 'build' }) => UserConfig;
    const headers = factory({ mode: 'production', command: 'serve' }).preview?.headers as Record<string, string>;
    expect(headers).toEqual({ 'Content-Security-Policy': policy(true), ...security.headers });
  });
});

describe('the nginx configuration', () => {
  it('redirects plain HTTP to HTTPS', () => {
    expect(plainServer).toMatch(/listen 80;[\s\S]*return 301 https:\/\/\$host\$request_uri;/);
    expect(plainServer).not.toMatch(/root |location /);
    expect(httpsServer).toMatch(/listen 443 ssl( http2)?;/);
  });

  it('compresses text answers', () => {
    expect(httpsServer).toMatch(/^gzip on;$/m);
    expect(httpsServer).toMatch(/^gzip_types .*application\/javascript.*$/m);
    expect(httpsServer).toMatch(/^gzip_types .*text\/css.*$/m);
  });

  it('caches hashed assets for long, never the page, and answers a missing asset 404', () => {
    expect(block(httpsServer, 'location /assets/')).toMatch(/expires 1y;[\s\S]*try_files \$uri =404;/);
    expect(block(httpsServer, 'location = /index.html')).toMatch(/expires -1;/);
  });

  it('falls back to index.html for the routes of the single-page app', () => {
    expect(block(httpsServer, 'location /')).toMatch(/try_files \$uri \/index.html;/);
  });

  it('proxies /api to the cabinet backend and /admin-api, without its prefix, to the admin one', () => {
    expect(block(httpsServer, 'location /api/')).toMatch(/proxy_pass http:\/\/mediamonitor_cabinet_api;/);
    expect(block(httpsServer, 'location /admin-api/')).toMatch(/proxy_pass http:\/\/mediamonitor_admin_api\/;/);
  });
});
