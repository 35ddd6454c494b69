import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PeriodPreset } from './periods';
import type { ChannelTypeValue, ContentTypeValue } from './statistics-filter';

export const CHANNEL_TYPE_LABELS: Record<ChannelTypeValue, MessageDescriptor> = {
  TV: msg`TV`,
  RADIO: msg`Radio`,
  PRESS: msg`Press`,
  ONLINE: msg`Online media`,
  NEWS_AGENCY: msg`News agencies`,
  SOCIAL: msg`Social networks`,
  TELEGRAM: msg`Telegram`,
};

export const CONTENT_TYPE_LABELS: Record<ContentTypeValue, MessageDescriptor> = {
  all: msg`All content`,
  text: msg`Text`,
  audio: msg`Audio`,
  video: msg`Video`,
};

/** The tonalities in the order every chart and table shows them. */
export const TONALITIES = ['positive', 'neutral', 'negative'] as const;
export type TonalityKey = (typeof TONALITIES)[number];

export const SENTIMENT_LABELS: Record<TonalityKey, MessageDescriptor> = {
  positive: msg`Positive`,
  neutral: msg`Neutral`,
  negative: msg`Negative`,
};

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  today: msg`Today`,
  week: msg`This week`,
  last7: msg`Last 7 days`,
  month: msg`This month`,
  last30: msg`Last 30 days`,
};

export const FILE_FORMAT_LABELS: Record<'pdf' | 'xlsx' | 'docx' | 'csv', MessageDescriptor> = {
  pdf: msg`PDF document`,
  xlsx: msg`Excel workbook (XLSX)`,
  docx: msg`Word document (DOCX)`,
  csv: msg`CSV table`,
};

export const TASK_STATE_LABELS: Record<'queued' | 'processing' | 'done' | 'failed', MessageDescriptor> = {
  queued: msg`Queued`,
  processing: msg`Being prepared`,
  done: msg`Ready`,
  failed: msg`Failed`,
};
