/** What the filters' values are called, in the interface language (translated where shown). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChannelTypeValue, ContentTypeValue } from './fields';
import type { PeriodPreset } from './presets';

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

export const PERIOD_PRESET_LABELS: Record<PeriodPreset, MessageDescriptor> = {
  today: msg`Today`,
  week: msg`This week`,
  last7: msg`Last 7 days`,
  month: msg`This month`,
  last30: msg`Last 30 days`,
};
