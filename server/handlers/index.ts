// Every handler of the reference backend, by operationId.
import { info } from './info.js';
import { infoReports } from './info-reports.js';
import { statistics } from './statistics.js';
import type { Handlers } from './types.js';
import { user } from './user.js';

export const handlers: Handlers = { ...user, ...info, ...infoReports, ...statistics };
