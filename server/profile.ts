// `npm run data:profile`: the figures of the generated data (server/data-profile.ts) over the last
// complete 365 days of a dataset, built first if missing or out of date, as the server builds it.
//   npm run data:profile                         the full dataset (REFERENCE_DB, or the server's cache file)
//   npm run data:profile -- --scale tiny         the tiny one
//   npm run data:profile -- --now 2026-11-27T12:00:00+03:00 --json
import { parseArgs } from 'node:util';
import { openDataset } from './data/dataset.js';
import { formatProfile, profileDataset, profileJson } from './data-profile.js';
import { settingsFromEnv } from './settings.js';

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    now: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
if (values.scale !== undefined && values.scale !== 'full' && values.scale !== 'tiny')
  throw new Error(`--scale is full or tiny, not ${values.scale}`);
const settings = settingsFromEnv({
  ...process.env,
  ...(values.scale ? { REFERENCE_SCALE: values.scale } : {}),
  ...(values.now ? { REFERENCE_NOW: values.now } : {}),
});
const pinned = settings.pinnedNow;
const started = Date.now();
const dataset = openDataset({
  file: settings.database,
  seed: settings.seed,
  scale: settings.scale,
  now: () => pinned ?? new Date(),
});
const opened = Date.now();
const profile = profileDataset(dataset.db, { now: pinned });
dataset.db.close();
if (values.json) console.log(profileJson(profile));
else {
  console.log(formatProfile(profile));
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  console.log(
    `\n${settings.database}: ${dataset.built ? 'built' : 'opened'} in ${seconds(opened - started)} s, measured in ${seconds(Date.now() - opened)} s`,
  );
}
