#!/usr/bin/env node
// Serves the production build (dist/) the way the image does: Debian's nginx with deploy/nginx.conf
// and deploy/templates/, filled by deploy/docker-entrypoint.sh from the environment, on loopback.
//
//   npm run serve:nginx                 build if needed, start the mock backend (Prism) on
//                                       MOCK_PORT (4010) and nginx on NGINX_PORT (4180)
//   node scripts/serve-nginx.mjs --no-mock   nginx alone (the end-to-end tests start Prism themselves)
//   node scripts/serve-nginx.mjs --tls       HTTPS and HTTP/2 with a throwaway self-signed certificate,
//                                       as a visitor meets the app behind TLS (browsers take brotli
//                                       over HTTPS only): the Lighthouse benchmark uses it
//
// The deployment's settings pass through (CABINET_API_URL, ADMIN_API_URL, API_CALLS, LANDING,
// VITALS_ENDPOINT, LOADING_ANIMATION; see deploy/docker-entrypoint.d/40-app-config.envsh); the two
// backends default to the mock. DIST serves another build folder. nginx, its brotli module and
// envsubst are installed first when missing (as root; otherwise the command to run is printed).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { start, waitForPort } from './lib/processes.mjs';
import { ensureSystemDeps } from './lib/system-deps.mjs';

const root = resolve(import.meta.dirname, '..');
const withMock = !process.argv.includes('--no-mock');
const tls = process.argv.includes('--tls');
const mockPort = process.env.MOCK_PORT ?? '4010';
const nginxPort = process.env.NGINX_PORT ?? '4180';
const dist = resolve(root, process.env.DIST ?? 'dist');

await ensureSystemDeps(['nginx']);
if (!existsSync(join(dist, 'index.html'))) {
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
}

// nginx's prefix: its pid file, temporary files and the filled configuration, as in the image.
const prefix = mkdtempSync(join(tmpdir(), 'mm-nginx-'));
copyFileSync(join(root, 'deploy', 'nginx.conf'), join(prefix, 'nginx.conf'));
if (tls) {
  // TLS ending in nginx itself: a certificate for 127.0.0.1, named at http level in a conf.d file
  // of its own, the way a deployment that ends TLS in the container would add it.
  mkdirSync(join(prefix, 'conf.d'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(prefix, 'tls.key'),
      '-out',
      join(prefix, 'tls.crt'),
    ],
    { stdio: 'ignore' },
  );
  writeFileSync(
    join(prefix, 'conf.d', '00-tls.conf'),
    `ssl_certificate ${join(prefix, 'tls.crt')};\nssl_certificate_key ${join(prefix, 'tls.key')};\n`,
  );
}

const mock = `http://127.0.0.1:${mockPort}`;
const env = {
  CABINET_API_URL: mock,
  ADMIN_API_URL: mock,
  ...process.env,
  APP_LISTEN: `127.0.0.1:${nginxPort}${tls ? ' ssl http2' : ''}`,
  // A file in the prefix: nginx cannot open /dev/stdout when that is a socket, as under a test runner.
  APP_ACCESS_LOG: join(prefix, 'access.log'),
  APP_ROOT: dist,
  ENTRYPOINT_DIR: join(root, 'deploy', 'docker-entrypoint.d'),
  NGINX_ENVSUBST_TEMPLATE_DIR: join(root, 'deploy', 'templates'),
  NGINX_ENVSUBST_OUTPUT_DIR: join(prefix, 'conf.d'),
};
// Run as root (CI), nginx would hand its workers to `nobody`, who may not read a checkout under
// /root; the image itself runs as an unprivileged user throughout.
const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;

const exit = (/** @type {number | null} */ code) => process.exit(code ?? 1);
if (withMock) {
  start(
    'mock',
    join(root, 'node_modules', '.bin', 'prism'),
    ['mock', '-h', '127.0.0.1', '-p', mockPort, join(root, 'generated', 'openapi.yaml')],
    {
      cwd: root,
      quiet: true,
      onExit: exit,
    },
  );
  await waitForPort(Number(mockPort));
}
start(
  'nginx',
  'sh',
  [
    join(root, 'deploy', 'docker-entrypoint.sh'),
    'nginx',
    '-p',
    `${prefix}/`,
    '-c',
    join(prefix, 'nginx.conf'),
    '-e',
    'stderr',
    '-g',
    globals,
  ],
  {
    cwd: root,
    env,
    // In this script's process group: a test runner that kills the group (Playwright sends SIGKILL,
    // which this script cannot pass on) stops nginx with it.
    sameGroup: true,
    onExit: exit,
  },
);
await waitForPort(Number(nginxPort));
console.log(
  `The production build through nginx: ${tls ? 'https' : 'http'}://127.0.0.1:${nginxPort}/ (backends: ${env.CABINET_API_URL}, ${env.ADMIN_API_URL})`,
);
