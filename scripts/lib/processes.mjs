// Starting and stopping the servers the dev command and the test harness need, on loopback only.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';

const children = new Set();

export function start(name, command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...options.env },
    cwd: options.cwd,
    // Its own process group, so stopAll() stops its children too; `sameGroup` keeps it in ours, so
    // whoever stops our group (a test runner's kill) stops it as well.
    detached: process.platform !== 'win32' && !options.sameGroup,
  });
  child.name = name;
  child.sameGroup = Boolean(options.sameGroup);
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    options.onExit?.(code, signal);
  });
  return child;
}

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
