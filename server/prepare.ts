// Builds the database the settings name (REFERENCE_DB, REFERENCE_SCALE, REFERENCE_SEED), or finds
// it built and up to date, then exits without serving. `npm test` prepares the end-to-end tests'
// full dataset this way while the app's builds run, so their backend starts at once.
import { openDataset } from './data/dataset.js';
import { settingsFromEnv } from './settings.js';

const settings = settingsFromEnv();
const started = Date.now();
const pinned = settings.pinnedNow;
const dataset = openDataset({
  file: settings.database,
  seed: settings.seed,
  scale: settings.scale,
  now: () => pinned ?? new Date(),
});
dataset.refresh();
dataset.db.close();
const took = ((Date.now() - started) / 1000).toFixed(1);
console.log(`${settings.database}: ${dataset.built ? `built in ${took} s` : `up to date (${took} s)`}`);
