// The programs the tests, the benchmarks and `npm run serve:nginx` need besides node_modules: a C++
// compiler (the reference backend's SQLite binding builds on install), Debian's Chromium in its two
// builds (the headless shell the browser tests drive, the full browser Lighthouse measures) and nginx
// with its brotli_static module and envsubst (the production server, deploy/). When one is missing, root installs it with apt-get; anyone else gets the one
// command to run, at once, instead of a failure deep inside a test stage.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The full browser: Lighthouse measures in it (scripts/lib/lighthouse.mjs), as a person's browser draws. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests' Chromium: Debian's build of its headless shell, the same engine without the
 * desktop browser around it, which Playwright runs headless by default. The browser tests cost about
 * a third less time in it than in the full browser (no GPU process, no window compositing); a run
 * that shows its windows (`--headed`, `--ui`) needs the full one: `CHROME_PATH=/usr/bin/chromium`.
 */
export const TEST_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/** @typedef {'chromium' | 'headless-chromium' | 'compiler' | 'nginx'} SystemNeed */

/**
 * What each need looks like on disk, and the Debian package that brings it.
 * @type {Record<SystemNeed, { present: () => boolean; packages: string[] }>}
 */
export const SYSTEM_NEEDS = {
  // Chromium's recommended packages (a printer dialog, a notification daemon, power and device
  // managers, and the Samba and Perl libraries they bring: 89 of the 118 packages an install with
  // them takes) serve a desktop, not a headless browser; its fonts are the one recommendation the
  // pages are drawn with.
  chromium: { present: () => existsSync(CHROMIUM), packages: ['chromium', 'fonts-liberation'] },
  // Without the desktop's libraries the full browser brings (GTK, CUPS, Pango and theirs).
  'headless-chromium': {
    present: () => existsSync(TEST_CHROMIUM),
    packages: ['chromium-headless-shell', 'fonts-liberation'],
  },
  // better-sqlite3 (the reference backend's database) compiles SQLite when it installs.
  compiler: {
    present: () => onPath('g++') && onPath('make') && onPath('python3'),
    packages: ['g++', 'make', 'python3'],
  },
  nginx: {
    present: () =>
      onPath('nginx') && existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') && onPath('envsubst'),
    packages: ['nginx', 'libnginx-mod-http-brotli-static', 'gettext-base'],
  },
};

/** How apt-get installs: without asking, and without the packages only recommended (see chromium). */
const INSTALL = ['install', '-y', '--no-install-recommends'];

/**
 * @param {string} program
 * @returns {boolean}
 */
function onPath(program) {
  return (
    spawnSync('sh', ['-c', `command -v ${program} || test -x /usr/sbin/${program}`], { stdio: 'ignore' }).status === 0
  );
}

/**
 * Makes sure the named needs are met: returns when they are, installs them when this process is
 * root, and otherwise prints the command to run and exits with status 1.
 * @param {readonly SystemNeed[]} names
 */
export function ensureSystemDeps(names) {
  const missing = names.filter((name) => !SYSTEM_NEEDS[name].present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((name) => SYSTEM_NEEDS[name].packages);
  const command = `apt-get update && apt-get ${[...INSTALL, ...packages].join(' ')}`;
  if (process.getuid?.() !== 0) {
    console.error(`Missing: ${missing.join(', ')}. Install with:\n\n  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...INSTALL, '-qq', ...packages], { stdio: 'inherit', env });
  const still = missing.filter((name) => !SYSTEM_NEEDS[name].present());
  if (still.length > 0) {
    console.error(`Still missing after installing: ${still.join(', ')}`);
    process.exit(1);
  }
}
