// The reference backend: `npm run server` (and, once it serves every operation, `npm start`).
// Builds or opens the database, then serves the contract on REFERENCE_HOST:REFERENCE_PORT.
import { startServer } from './server.js';
import { settingsFromEnv } from './settings.js';

// The last resort. Every request is answered inside its own error handling (server/app.ts), so
// neither of these should ever run. A promise rejected outside a request (nothing in the server
// awaits one) is logged and the server goes on: the request pipeline's state is per request. An
// exception thrown outside any handler may have left anything half done, so it is logged and the
// server stops with a failure status, for whoever started it to see.
process.on('unhandledRejection', (reason) => {
  console.error(`Unhandled rejection (still serving): ${reason instanceof Error ? reason.stack : String(reason)}`);
});
process.on('uncaughtException', (error) => {
  console.error(`Uncaught exception (stopping): ${error.stack ?? String(error)}`);
  process.exit(1);
});

const settings = settingsFromEnv();
const began = Date.now();
const server = await startServer(settings);
const seconds = ((Date.now() - began) / 1000).toFixed(1);
const readers = server.pool ? `${server.pool.size} read workers` : 'every call on the main thread';
console.log(
  `Reference backend on http://${settings.host}:${server.port} (${server.dataset.built ? 'database built' : 'database reused'} in ${seconds} s: ${settings.database}; ${readers})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
