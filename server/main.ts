// The reference backend: `npm run server` (and, once it serves every operation, `npm start`).
// Builds or opens the database, then serves the contract on REFERENCE_HOST:REFERENCE_PORT.
import { startServer } from './server.js';
import { settingsFromEnv } from './settings.js';

const settings = settingsFromEnv();
const began = Date.now();
const server = await startServer(settings);
const seconds = ((Date.now() - began) / 1000).toFixed(1);
console.log(
  `Reference backend on http://${settings.host}:${server.port} (${server.dataset.built ? 'database built' : 'database reused'} in ${seconds} s: ${settings.database})`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    process.exit(0);
  });
}
