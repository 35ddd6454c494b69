// The broadcast area's part of the dataset. Schedules, segments and transcripts are generated on
// the fly from the seed and the info tables (broadcast-schedule, broadcast-segments,
// broadcast-speech), so they cost the build nothing; what is stored are the reports: the
// transcription orders of the accounts and the music reports of the all-reports list, which no
// other domain keeps (broadcast-rsp).
import { addOrders, TRANSCRIPTION_SCHEMA } from './broadcast-orders.js';
import { addMusicReports, RSP_SCHEMA } from './broadcast-rsp.js';
import type { Domain } from './plan.js';

export const broadcast: Domain = {
  name: 'broadcast',
  schema: TRANSCRIPTION_SCHEMA + RSP_SCHEMA,
  extend(db, plan, from, to) {
    addOrders(db, plan, from, to);
    addMusicReports(db, plan, from, to);
  },
};
