import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import security from '../../deploy/security-headers.json';

const root = resolve(import.meta.dirname, '../..');
const entrypoint = join(root, 'deploy/docker-entrypoint.sh');

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

interface Started {
  status: number | null;
  output: string;
  /** The filled server configuration, comments dropped and lines trimmed. */
  conf: string;
  prefix: string;
}

/**
 * Runs the image's entrypoint (deploy/docker-entrypoint.sh with deploy/docker-entrypoint.d and
 * deploy/templates) with these settings and `true` as the command, and reads what it wrote.
 */
function startWith(settings: Record<string, string>): Started {
  const prefix = mkdtempSync(join(tmpdir(), 'deploy-config-'));
  const site = join(prefix, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>app</title>');
  const { PATH, HOME } = process.env;
  const result = spawnSync('sh', [entrypoint, 'true'], {
    env: {
      PATH,
      HOME,
      ENTRYPOINT_DIR: join(root, 'deploy/docker-entrypoint.d'),
      NGINX_ENVSUBST_TEMPLATE_DIR: join(root, 'deploy/templates'),
      NGINX_ENVSUBST_OUTPUT_DIR: join(prefix, 'conf.d'),
      APP_ROOT: site,
      APP_ACCESS_LOG: 'off',
      ...settings,
    },
    encoding: 'utf8',
  });
  const file = join(prefix, 'conf.d/default.conf');
  const conf =
    result.status === 0
      ? readFileSync(file, 'utf8')
          .split('\n')
          .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
          .join('\n')
      : '';
  return { status: result.status, output: `${result.stdout}${result.stderr}`, conf, prefix };
}

const BACKENDS = { CABINET_API_URL: 'http://127.0.0.1:8081', ADMIN_API_URL: 'https://admin.example.com/backend' };
const proxied = startWith(BACKENDS);
const server = block(proxied.conf, 'server');

/** The lines of a block at its own level, without those of the blocks nested in it. */
function ownLines(body: string): string[] {
  let depth = 0;
  return body.split('\n').filter((line) => {
    const own = depth === 0 && !line.endsWith('{');
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    return own && line !== '}';
  });
}
const serverLevel = ownLines(server).join('\n');

describe('the security headers', () => {
  const expected: Record<string, string> = { 'Content-Security-Policy': policy(true), ...security.headers };

  it('refuse framing and inline styles', () => {
    expect(policy(true)).toContain("frame-ancestors 'none'");
    expect(policy(true)).not.toContain('unsafe-inline');
    expect(security.headers['X-Frame-Options']).toBe('DENY');
  });

  it.each(Object.keys(expected))('nginx sends %s with the shared value, on every answer', (name) => {
    const lines = serverLevel.split('\n').filter((line) => line.startsWith(`add_header ${name} `));
    expect(lines).toEqual([`add_header ${name} "${expected[name]}" always;`]);
  });

  it('nginx sends HSTS, with the shared value, only to visitors who came over HTTPS', () => {
    expect(serverLevel).toMatch(/^add_header Strict-Transport-Security \$app_hsts always;$/m);
    const map = block(proxied.conf, 'map $http_x_forwarded_proto $app_hsts');
    expect(map).toContain('default "";');
    expect(map).toContain(`https "${security.httpsHeaders['Strict-Transport-Security']}";`);
  });

  it('nginx sends no header that the shared file does not list, besides caching', () => {
    const names = [...serverLevel.matchAll(/^add_header (\S+) /gm)].map((match) => match[1]);
    expect(names.sort()).toEqual(
      [...Object.keys(expected), ...Object.keys(security.httpsHeaders), 'Cache-Control'].sort(),
    );
  });

  it('no nginx location sets headers of its own (which would drop the server-level ones), but the hashed assets', () => {
    const locations = [...server.matchAll(/location [^{]+/g)].map((match) => match[0].trim());
    expect(locations.length).toBeGreaterThanOrEqual(6);
    for (const location of locations) {
      if (location !== 'location /assets/') expect(block(server, location), location).not.toMatch(/add_header/);
    }
  });

  it('sends with a hashed script or style only what acts on one: nosniff, and caching', () => {
    const headers = block(server, 'location /assets/')
      .split('\n')
      .filter((line) => line.startsWith('add_header '));
    expect(headers).toEqual([
      `add_header X-Content-Type-Options "${security.headers['X-Content-Type-Options']}" always;`,
      'add_header Cache-Control "public, max-age=31536000, immutable";',
    ]);
  });

  it('the preview server sends the same headers, with frame-ancestors, and no HSTS over plain HTTP', async () => {
    const factory = (await import('../../vite.config')).default as unknown as (env: {
      mode: string;
      command: 'serve' | 'build';
    }) => UserConfig;
    const headers = factory({ mode: 'production', command: 'serve' }).preview?.headers as Record<string, string>;
    expect(headers).toEqual({ 'Content-Security-Policy': policy(true), ...security.headers });
  });
});

describe('the nginx template, filled at start', () => {
  it('is a configuration nginx accepts, with the main one the image ships', () => {
    expect(proxied.status, proxied.output).toBe(0);
    // nginx looks the backends' hosts up as it starts: loopback ones here.
    const local = startWith({
      CABINET_API_URL: 'http://127.0.0.1:8081',
      ADMIN_API_URL: 'http://127.0.0.1:8082/backend',
      API_CALLS: 'direct',
    });
    writeFileSync(join(local.prefix, 'nginx.conf'), readFileSync(join(root, 'deploy/nginx.conf')));
    const test = spawnSync(
      'nginx',
      ['-t', '-p', `${local.prefix}/`, '-c', join(local.prefix, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
      { encoding: 'utf8' },
    );
    expect(test.stderr).toMatch(/syntax is ok/);
    expect(test.status, test.stderr).toBe(0);
  });

  it('sends precompressed copies, and compresses the rest on the fly', () => {
    expect(server).toMatch(/^brotli_static on;$/m);
    expect(server).toMatch(/^gzip_static on;$/m);
    expect(server).toMatch(/^gzip on;$/m);
    expect(server).toMatch(/^gzip_types .*application\/javascript.*$/m);
  });

  it('caches hashed assets for a year as immutable, checks everything else again, leaves the backends their own', () => {
    const map = block(proxied.conf, 'map $uri $app_cache_control');
    expect(map).toContain('default "no-cache";');
    expect(map).toContain('~^/(api|admin-api)/ "";');
    expect(block(server, 'location /assets/')).toMatch(
      /add_header Cache-Control "public, max-age=31536000, immutable";[\s\S]*etag off;[\s\S]*try_files \$uri =404;/,
    );
  });

  it('falls back to index.html for the routes of the single-page app, and answers /healthz', () => {
    expect(block(server, 'location /')).toMatch(/try_files \$uri \/index.html;/);
    expect(block(server, 'location = /healthz')).toMatch(/return 200 "ok\\n";/);
  });

  it('proxies /api to the cabinet backend and /admin-api, without its prefix, to the admin one', () => {
    expect(block(server, 'location /api/')).toMatch(/proxy_pass http:\/\/127\.0\.0\.1:8081\/api\/;/);
    expect(block(server, 'location /admin-api/')).toMatch(/proxy_pass https:\/\/admin\.example\.com\/backend\/;/);
  });

  it('writes the settings into the page: calls through this origin by default', () => {
    const page = block(server, 'location = /index.html');
    expect(page).toContain(
      `sub_filter '<meta name="app-config" content="">' '<meta name="app-config" content="{&quot;cabinetApiUrl&quot;:&quot;&quot;,&quot;adminApiUrl&quot;:&quot;/admin-api&quot;,&quot;landing&quot;:&quot;off&quot;}">';`,
    );
    expect(page).toContain(
      `sub_filter '<meta http-equiv="Content-Security-Policy"' '<meta name="build-content-security-policy"';`,
    );
    expect(server).toContain("connect-src 'self';");
  });

  it('lets the page call the backends themselves, and the policy allow them, when calls are direct', () => {
    const direct = startWith({
      ...BACKENDS,
      API_CALLS: 'direct',
      LANDING: 'on',
      VITALS_ENDPOINT: 'https://rum.example.com/v1/vitals',
      LOADING_ANIMATION: 'https://cdn.example.com/wait.json',
    });
    expect(direct.status, direct.output).toBe(0);
    const filled = block(direct.conf, 'server');
    expect(filled).toContain(
      "connect-src 'self' http://127.0.0.1:8081 https://admin.example.com https://rum.example.com https://cdn.example.com;",
    );
    expect(block(filled, 'location = /index.html')).toContain(
      'content="{&quot;cabinetApiUrl&quot;:&quot;http://127.0.0.1:8081&quot;,&quot;adminApiUrl&quot;:&quot;https://admin.example.com/backend&quot;,&quot;landing&quot;:&quot;on&quot;,&quot;vitalsEndpoint&quot;:&quot;https://rum.example.com/v1/vitals&quot;,&quot;loadingAnimation&quot;:&quot;https://cdn.example.com/wait.json&quot;}"',
    );
    // A path on this origin needs nothing more in the policy.
    const local = startWith({ ...BACKENDS, VITALS_ENDPOINT: '/vitals', LOADING_ANIMATION: 'off' });
    expect(block(local.conf, 'server')).toContain("connect-src 'self';");
  });

  it.each([
    [{ ADMIN_API_URL: BACKENDS.ADMIN_API_URL }, 'CABINET_API_URL is required'],
    [
      { ...BACKENDS, CABINET_API_URL: 'api.example.com' },
      "CABINET_API_URL must be an http(s) URL such as https://api.example.com (got 'api.example.com')",
    ],
    [
      { ...BACKENDS, ADMIN_API_URL: 'ftp://admin.example.com' },
      "ADMIN_API_URL must be an http(s) URL such as https://api.example.com (got 'ftp://admin.example.com')",
    ],
    [{ ...BACKENDS, CABINET_API_URL: 'https://api.example.com/a"b' }, 'CABINET_API_URL must be an http(s) URL'],
    [{ ...BACKENDS, CABINET_API_URL: 'https://api.example.com/$host' }, 'CABINET_API_URL must be an http(s) URL'],
    [{ ...BACKENDS, API_CALLS: 'both' }, "API_CALLS must be proxy or direct (got 'both')"],
    [{ ...BACKENDS, LANDING: 'yes' }, "LANDING must be on or off (got 'yes')"],
    [
      { ...BACKENDS, VITALS_ENDPOINT: '//rum.example.com' },
      "VITALS_ENDPOINT must be an http(s) URL or a path starting with / (got '//rum.example.com')",
    ],
    [
      { ...BACKENDS, LOADING_ANIMATION: 'javascript:alert(1)' },
      'LOADING_ANIMATION must be an http(s) URL or a path starting with /',
    ],
    [
      { ...BACKENDS, APP_LISTEN: 'eighty' },
      "APP_LISTEN must be a port or address:port, optionally with ssl and http2 (got 'eighty')",
    ],
    [{ ...BACKENDS, APP_LISTEN: '8080 ssl; include /etc/passwd' }, 'APP_LISTEN must be a port or address:port'],
    [{ ...BACKENDS, APP_ROOT: '/nonexistent' }, "APP_ROOT has no index.html (got '/nonexistent')"],
  ])('stops the start on a bad setting, naming it (%o)', (settings, message) => {
    const started = startWith(settings as Record<string, string>);
    expect(started.status).toBe(1);
    expect(started.output).toContain(`Configuration error: ${message}`);
    expect(started.conf).toBe('');
  });
});

describe('the image', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds once, then serves with the files the tests serve with', () => {
    expect(dockerfile).toMatch(/^FROM node:22[\w.-]* AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    for (const line of [
      'COPY deploy/nginx.conf /etc/nginx/nginx.conf',
      'COPY deploy/templates/ /etc/nginx/templates/',
      'COPY deploy/docker-entrypoint.d/ /docker-entrypoint.d/',
      'COPY --chmod=755 deploy/docker-entrypoint.sh /docker-entrypoint.sh',
      'COPY --from=build /app/dist/ /usr/share/nginx/html/',
      'ENTRYPOINT ["/docker-entrypoint.sh"]',
    ]) {
      expect(runtime).toContain(line);
    }
    // The entrypoint's defaults are the image's paths.
    const script = readFileSync(entrypoint, 'utf8');
    expect(script).toContain('ENTRYPOINT_DIR=${ENTRYPOINT_DIR:-/docker-entrypoint.d}');
    expect(script).toContain('TEMPLATE_DIR=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}');
    expect(script).toContain('OUTPUT_DIR=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}');
  });

  it('installs the Debian packages the tests install, and runs nginx as the tests do, unprivileged', async () => {
    const { SYSTEM_NEEDS } = await import('../../scripts/lib/system-deps.mjs');
    const install = runtime
      .match(/apt-get install -y --no-install-recommends ([^\\\n&]+)/)![1]!
      .trim()
      .split(/\s+/);
    expect(install).toEqual(expect.arrayContaining(SYSTEM_NEEDS.nginx.packages));
    expect(runtime).toMatch(/^USER www-data$/m);
    expect(runtime).toContain(
      'CMD ["nginx", "-p", "/tmp/", "-c", "/etc/nginx/nginx.conf", "-e", "stderr", "-g", "daemon off;"]',
    );
    // Read with its whitespace collapsed, so that the formatter's line breaks do not matter.
    const serve = readFileSync(join(root, 'scripts/serve-nginx.mjs'), 'utf8').replace(/\s+/g, ' ');
    expect(serve).toContain(
      "'nginx', '-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr', '-g', globals",
    );
  });

  it('keeps what the build does not need out of the build context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['.git', 'node_modules', 'dist', 'dist-e2e', 'reports']) expect(ignored).toContain(entry);
  });
});
