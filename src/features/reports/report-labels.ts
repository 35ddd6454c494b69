import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RspReportType } from '@generated/model/rspReportType';
import type { TranscriptionLanguage } from '@generated/model/transcriptionLanguage';

/** The report types in the order the filter and the table name them. */
export const REPORT_TYPES: readonly RspReportType[] = ['info', 'music', 'video', 'transcription'];

export const REPORT_TYPE_LABELS: Record<RspReportType, MessageDescriptor> = {
  info: msg`Info`,
  music: msg`Music`,
  video: msg`Video`,
  transcription: msg`Transcription`,
};

/** The languages speech is recognised in, in the order the form offers them. */
export const TRANSCRIPTION_LANGUAGES: readonly TranscriptionLanguage[] = ['ru', 'en', 'ar'];

/** Each language named in the interface's language. */
export const LANGUAGE_LABELS: Record<TranscriptionLanguage, MessageDescriptor> = {
  ru: msg`Russian`,
  en: msg`English`,
  ar: msg`Arabic`,
};
