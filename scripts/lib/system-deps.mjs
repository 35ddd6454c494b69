// The programs the tests, the benchmarks and `npm run serve:nginx` need besides node_modules: a C++
// compiler (the reference backend's SQLite binding builds on install), Debian's Chromium in its two
// builds (the headless shell the browser tests drive, the full browser Lighthouse measures) and nginx
// with its brotli_static module and envsubst (the production server, deploy/). When one is missing,
// root installs it with apt-get; anyone else gets the one command to run, at once, instead of a
// failure deep inside a test stage.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runToEnd } from './processes.mjs';

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
 * The named needs that are missing. When one is and this process is not root, prints the one command
 * that installs them all and exits with status 1, before anything else has started.
 * @param {readonly SystemNeed[]} names
 * @returns {SystemNeed[]}
 */
export function missingSystemDeps(names) {
  const missing = names.filter((name) => !SYSTEM_NEEDS[name].present());
  if (missing.length > 0 && process.getuid?.() !== 0) {
    const packages = missing.flatMap((name) => SYSTEM_NEEDS[name].packages);
    const command = `apt-get update && apt-get ${[...INSTALL, ...packages].join(' ')}`;
    console.error(`Missing: ${missing.join(', ')}. Install with:\n\n  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  return missing;
}

/** Whether this process has updated apt's package lists already (one update serves every install). */
let listsUpdated = false;

/**
 * Installs missing needs with apt-get (this process is root: missingSystemDeps has said so), and
 * exits with status 1 if one is still missing after. Beside another command (ensure-deps.mjs runs it
 * beside `npm ci`), apt-get's output is kept and printed whole when it ends.
 * @param {readonly SystemNeed[]} missing
 * @param {{ beside?: boolean }} [options]
 * @returns {Promise<void>}
 */
export async function installSystemDeps(missing, { beside = false } = {}) {
  if (missing.length === 0) return;
  const packages = missing.flatMap((name) => SYSTEM_NEEDS[name].packages);
  console.log(`Installing ${packages.join(', ')} (apt-get)…`);
  const options = /** @type {const} */ ({
    env: { DEBIAN_FRONTEND: 'noninteractive' },
    output: beside ? 'later' : 'inherit',
  });
  if (!listsUpdated) await runToEnd('apt-get', ['update', '-qq'], options);
  listsUpdated = true;
  await runToEnd('apt-get', [...INSTALL, '-qq', ...packages], options);
  const still = missing.filter((name) => !SYSTEM_NEEDS[name].present());
  if (still.length > 0) {
    console.error(`Still missing after installing: ${still.join(', ')}`);
    process.exit(1);
  }
}

/**
 * Makes sure the named needs are met: returns when they are, installs them when this process is
 * root, and otherwise prints the command to run and exits with status 1.
 * @param {readonly SystemNeed[]} names
 * @returns {Promise<void>}
 */
export async function ensureSystemDeps(names) {
  await installSystemDeps(missingSystemDeps(names));
}
