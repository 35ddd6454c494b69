import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The tonalities in the order every chart and table shows them. */
export const TONALITIES = ['positive', 'neutral', 'negative'] as const;
export type TonalityKey = (typeof TONALITIES)[number];

export const SENTIMENT_LABELS: Record<TonalityKey, MessageDescriptor> = {
  positive: msg`Positive`,
  neutral: msg`Neutral`,
  negative: msg`Negative`,
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
