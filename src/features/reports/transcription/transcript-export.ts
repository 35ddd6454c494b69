/**
 * A transcript as a plain text file: the channel and the window of air on top, then one line per
 * utterance with its time of air and speaker. Times are the person's local time, as on screen.
 */
import { dateKey } from '@lib/filters/period';
import { localTime, utcOffsetOf } from '@lib/local-time';
import type { TranscriptionReport, TranscriptionSegment } from '@generated/model';
import { safeFileName } from '@ui/download';

/** The second of air an utterance starts in: the window's start plus its offset in whole seconds. */
export function airTime(windowStart: string, seconds: number): Date {
  return new Date(Date.parse(windowStart) + Math.floor(seconds) * 1000);
}

/** The window as `2026-11-18 20:00–20:45 (UTC+03:00)`, or across days with both dates. */
function windowLine(report: Pick<TranscriptionReport, 'start' | 'end'>): string {
  const start = new Date(report.start);
  const end = new Date(report.end);
  const sameDay = dateKey(start) === dateKey(end);
  const endText = sameDay ? localTime(end) : `${dateKey(end)} ${localTime(end)}`;
  const zone = ['UTC', utcOffsetOf(start)].join('');
  return `${dateKey(start)} ${localTime(start)}–${endText} (${zone})`;
}

function utteranceLine(report: Pick<TranscriptionReport, 'start'>, segment: TranscriptionSegment): string {
  // A line break inside an utterance would read as a new utterance.
  const text = segment.text.replace(/\s*[\r\n]+\s*/g, ' ');
  return `[${localTime(airTime(report.start, segment.start), { seconds: true })}] ${segment.speaker}: ${text}`;
}

/** The whole transcript as text, with a byte order mark so that every editor reads it as UTF-8. */
export function transcriptText(report: TranscriptionReport, languageName: string): string {
  const lines = [
    report.channel.name,
    windowLine(report),
    languageName,
    '',
    ...report.segments.map((segment) => utteranceLine(report, segment)),
  ];
  return `\uFEFF${lines.join('\n')}\n`;
}

/** The file's name: the channel and the window, e.g. `Россия 1 2026-11-18 20.00-20.45.txt`. */
export function transcriptFileName(report: Pick<TranscriptionReport, 'channel' | 'start' | 'end'>): string {
  const start = new Date(report.start);
  const end = new Date(report.end);
  const sameDay = dateKey(start) === dateKey(end);
  const dotted = (date: Date) => localTime(date, { separator: '.' });
  const window = `${dateKey(start)} ${dotted(start)}-${sameDay ? dotted(end) : `${dateKey(end)} ${dotted(end)}`}`;
  return `${safeFileName(`${report.channel.name.slice(0, 120)} ${window}`)}.txt`;
}
