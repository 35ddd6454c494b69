// Starting and stopping the servers the dev command and the test harness need, on loopback only; and
// running a command to its end.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

/**
 * @typedef {object} StartOptions
 * @property {boolean} [quiet] Drops the child's standard output (its errors still show).
 * @property {NodeJS.ProcessEnv} [env] Added to this process's environment.
 * @property {string} [cwd]
 * @property {boolean} [sameGroup] Keeps the child in this process's group.
 * @property {(code: number | null, signal: NodeJS.Signals | null) => void} [onExit]
 */

/** @typedef {import('node:child_process').ChildProcess & { name: string; sameGroup: boolean }} Child */

/** @type {Set<Child>} */
const children = new Set();

/**
 * @param {string} name
 * @param {string} command
 * @param {readonly string[]} args
 * @param {StartOptions} [options]
 * @returns {Child}
 */
export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...options.env },
    cwd: options.cwd,
    // Its own process group, so stopAll() stops its children too; `sameGroup` keeps it in ours, so
    // whoever stops our group (a test runner's kill) stops it as well.
    detached: process.platform !== 'win32' && !options.sameGroup,
  });
  const named = Object.assign(child, { name, sameGroup: Boolean(options.sameGroup) });
  children.add(named);
  child.on('exit', (code, signal) => {
    children.delete(named);
    options.onExit?.(code, signal);
  });
  return named;
}

/**
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<void>}
 */
export function waitForPort(port, host = '127.0.0.1', timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolvePromise, reject) => {
    const attempt = () => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        resolvePromise();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

/** Stops every child and its process group; used on exit and on Ctrl+C. */
export function stopAll() {
  for (const child of children) {
    try {
      if (process.platform !== 'win32' && child.pid && !child.sameGroup) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
process.on('exit', stopAll);

/**
 * Runs a command to its end; fails when it does not exit with 0. Its output goes through
 * (`inherit`), is dropped (`ignore`), or is kept and printed whole when it ends (`later`, for a
 * command that runs beside another, so that their lines do not interleave). `onEnd` is called when
 * it ends, before its kept output is printed (a heading with its time, say).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ cwd?: string; env?: NodeJS.ProcessEnv; output?: 'inherit' | 'ignore' | 'later'; onEnd?: () => void }} [options]
 * @returns {Promise<void>}
 */
export function runToEnd(command, args, { cwd, env, output = 'inherit', onEnd } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: output === 'later' ? ['ignore', 'pipe', 'pipe'] : output,
  });
  /** @type {Buffer[]} */
  const kept = [];
  child.stdout?.on('data', (chunk) => kept.push(chunk));
  child.stderr?.on('data', (chunk) => kept.push(chunk));
  return new Promise((done, fail) => {
    child.on('error', fail);
    child.on('close', (code) => {
      onEnd?.();
      if (kept.length > 0) process.stdout.write(Buffer.concat(kept));
      if (code === 0) done();
      else fail(new Error(`${command} ${args.join(' ')} exited with ${code}`));
    });
  });
}
