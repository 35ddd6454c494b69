// The video section's handlers: objects and persons in video, content on air, the catalogues of
// what the recogniser looks for, and report tasks.
import type { Handlers } from './types.js';
import { videoAppearances } from './video-appearances.js';
import { videoCatalogue } from './video-catalogue.js';
import { videoContent } from './video-content.js';
import { videoReports } from './video-reports.js';

export const video: Handlers = { ...videoAppearances, ...videoContent, ...videoCatalogue, ...videoReports };
