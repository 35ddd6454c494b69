// The domains of the dataset, in the order they are built (later ones may read earlier ones' rows).
import { accounts } from './accounts.js';
import { broadcast } from './broadcast.js';
import { core } from './catalog.js';
import { info } from './info.js';
import { music } from './music.js';
import type { Domain } from './plan.js';
import { sources } from './sources.js';
import { video } from './video.js';

export const DOMAINS: Domain[] = [core, info, music, video, broadcast, sources, accounts];
