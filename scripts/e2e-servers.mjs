#!/usr/bin/env node
// The end-to-end tests' servers, started side by side (Playwright starts the servers of a
// configuration one after another, each waiting for the one before it to answer: about 24 s on an
// idle two-core machine for these eight, most of it one core waiting). playwright.config.ts lists
// them in E2E_SERVERS and starts this one script as its only web server; once every server answers,
// it answers on 127.0.0.1:E2E_READY_PORT, which is what Playwright waits for.
//
// Each server stays in this script's process group, so Playwright's stop (it ends the group) stops
// them all. A server that is already running (its address answers before it is started) or that
// ends before the run does fails the start, with the server named.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { connect } from 'node:net';

/**
 * @typedef {object} E2eServer
 * @property {string} name
 * @property {string} command A shell command, as Playwright's `webServer.command`.
 * @property {string} [url] Ready when it answers below 404, as Playwright's `webServer.url`.
 * @property {number} [port] Ready when it accepts a connection, as Playwright's `webServer.port`.
 * @property {Record<string, string>} [env]
 */

/** @type {E2eServer[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
if (servers.length === 0 || !Number.isInteger(readyPort)) {
  console.error('e2e-servers: E2E_SERVERS (a JSON list) and E2E_READY_PORT are needed');
  process.exit(2);
}

/**
 * Whether the server answers now.
 * @param {E2eServer} server
 * @returns {Promise<boolean>}
 */
async function answers(server) {
  if (server.url) {
    try {
      const response = await fetch(server.url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return response.status < 404;
    } catch {
      return false;
    }
  }
  return new Promise((resolvePromise) => {
    const socket = connect({ port: Number(server.port), host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => {
      socket.destroy();
      resolvePromise(false);
    });
  });
}

/** @param {string} message */
function fail(message) {
  console.error(`e2e-servers: ${message}`);
  process.exit(1);
}

const taken = await Promise.all(servers.map(answers));
const busy = servers.filter((_, index) => taken[index]);
if (busy.length > 0)
  fail(
    `already answering, so not started: ${busy.map((server) => `${server.name} (${server.url ?? server.port})`).join(', ')}`,
  );

let ready = false;
const began = Date.now();
await Promise.all(
  servers.map(async (server) => {
    const child = spawn(server.command, {
      shell: true,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...server.env },
    });
    let ended = false;
    child.on('exit', (code, signal) => {
      ended = true;
      fail(`${server.name} ended ${ready ? 'during the run' : 'before it answered'} (${signal ?? `exit ${code}`})`);
    });
    while (!ended && !(await answers(server))) await new Promise((wait) => setTimeout(wait, 150));
    console.error(`e2e-servers: ${server.name} answers after ${((Date.now() - began) / 1000).toFixed(1)} s`);
  }),
);
ready = true;
createServer((_, response) => response.end('ready')).listen(readyPort, '127.0.0.1');
