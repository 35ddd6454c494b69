import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

export const SENTIMENT_LABELS: Record<'positive' | 'neutral' | 'negative', MessageDescriptor> = {
  positive: msg`Positive`,
  neutral: msg`Neutral`,
  negative: msg`Negative`,
};
