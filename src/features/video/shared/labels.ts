import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StreamHunterSourceState } from '@generated/model/streamHunterSourceState';
import type { StreamKindCode } from '@generated/model/streamKindCode';
import type { StreamTypeCode } from '@generated/model/streamTypeCode';
import type { TaskState } from '@generated/model/taskState';
import type { VideoContentOrigin } from '@generated/model/videoContentOrigin';
import type { VideoObjectCategory } from '@generated/model/videoObjectCategory';
import type { VideoReportType } from '@generated/model/videoReportType';

// The values themselves live apart from their names: the routes' URL checks, which every page
// loads, need the values alone.
export { OBJECT_CATEGORIES, ORIGINS, REPORT_TYPES } from './values';

export const OBJECT_CATEGORY_LABELS: Record<VideoObjectCategory, MessageDescriptor> = {
  logo: msg`Logo`,
  brand: msg`Brand`,
  product: msg`Product`,
  landmark: msg`Landmark`,
  symbol: msg`Symbol`,
  other: msg`Other`,
};

export const ORIGIN_LABELS: Record<VideoContentOrigin, MessageDescriptor> = {
  uploaded: msg`Uploaded reference`,
  detected: msg`Detected on air`,
};

/** A content item's processing, in plain words. */
export const CONTENT_STATE_LABELS: Record<TaskState, MessageDescriptor> = {
  queued: msg`Waiting to be processed`,
  processing: msg`Processing`,
  done: msg`Ready`,
  failed: msg`Processing failed`,
};

/** A monitored stream's capture, in plain words. */
export const STREAM_STATE_LABELS: Record<TaskState, MessageDescriptor> = {
  queued: msg`Queued`,
  processing: msg`Recording`,
  done: msg`Finished`,
  failed: msg`Failed`,
};

export const SOURCE_STATE_LABELS: Record<StreamHunterSourceState, MessageDescriptor> = {
  checking: msg`Being checked`,
  online: msg`Online`,
  offline: msg`Offline`,
  added: msg`Monitored`,
};

/** Stream types and kinds as the contract names them, for when the dictionaries cannot be read. */
export const STREAM_TYPE_LABELS: Record<StreamTypeCode, MessageDescriptor> = {
  tv: msg`Television`,
  radio: msg`Radio`,
  web: msg`Web stream`,
};

export const STREAM_KIND_LABELS: Record<StreamKindCode, MessageDescriptor> = {
  live: msg`Live air`,
  archive: msg`Channel archive`,
  on_demand: msg`On-demand recording`,
};

export const REPORT_TYPE_LABELS: Record<VideoReportType, MessageDescriptor> = {
  objects: msg`Objects on screen`,
  persons: msg`Persons on screen`,
  content: msg`Airtime by content category`,
  summary: msg`Summary of all three`,
};
