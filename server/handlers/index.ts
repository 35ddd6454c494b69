// Every handler of the reference backend, by operationId.
import { admin } from './admin.js';
import { alerts } from './alerts.js';
import { info } from './info.js';
import { infoReports } from './info-reports.js';
import { music } from './music.js';
import { rsp } from './rsp.js';
import { statistics } from './statistics.js';
import { streams } from './streams.js';
import { timeline } from './timeline.js';
import { transcription } from './transcription.js';
import type { Handlers } from './types.js';
import { user } from './user.js';
import { video } from './video.js';

export const handlers: Handlers = {
  ...user,
  ...info,
  ...infoReports,
  ...music,
  ...statistics,
  ...admin,
  ...streams,
  ...video,
  ...timeline,
  ...transcription,
  ...rsp,
  ...alerts,
};
