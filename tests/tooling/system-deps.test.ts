import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = pathToFileURL(resolve(import.meta.dirname, '../../scripts/lib/system-deps.mjs')).href;

/** Runs ensureSystemDeps(names) in a fresh Node as a user who is not root. */
function ensureAsUser(names: string[], env: Record<string, string>) {
  const code = `process.getuid = () => 1000; const { ensureSystemDeps } = await import(${JSON.stringify(module)}); await ensureSystemDeps(${JSON.stringify(names)}); console.log('ready');`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

describe('the programs npm test needs besides node_modules', () => {
  it('are checked and, when present, let the run go on', () => {
    const run = ensureAsUser(['headless-chromium', 'nginx'], {});
    expect(run.stdout.trim(), run.stderr).toBe('ready');
    expect(run.status).toBe(0);
  });

  it('stop the run at once without root, printing the one command that installs what is missing', () => {
    const run = ensureAsUser(['headless-chromium'], { CHROME_PATH: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stdout).not.toContain('ready');
    expect(run.stderr).toContain(
      "Missing: headless-chromium. Install with:\n\n  sudo sh -c 'apt-get update && apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation'",
    );
  });

  it('name the full browser apart, for Lighthouse, which the browser tests do without', () => {
    const run = ensureAsUser(['chromium'], { CHROME_PATH: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apt-get install -y --no-install-recommends chromium fonts-liberation');
  });
});
