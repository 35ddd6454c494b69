import type { VideoContentOrigin } from '@generated/model/videoContentOrigin';
import type { VideoObjectCategory } from '@generated/model/videoObjectCategory';
import type { VideoReportType } from '@generated/model/videoReportType';

/** The kinds of recognised objects, in the order forms and filters offer them (their names: labels.ts). */
export const OBJECT_CATEGORIES: readonly VideoObjectCategory[] = [
  'logo',
  'brand',
  'product',
  'landmark',
  'symbol',
  'other',
];

/** Where a content item came from. */
export const ORIGINS: readonly VideoContentOrigin[] = ['uploaded', 'detected'];

/** The kinds of video report, in the order the form offers them. */
export const REPORT_TYPES: readonly VideoReportType[] = ['summary', 'objects', 'persons', 'content'];
