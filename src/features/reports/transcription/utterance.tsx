import { memo, type MouseEvent } from 'react';
import type { TranscriptionSegment } from '@generated/model';
import { splitText } from './transcript-search';

const NO_MATCHES: readonly number[] = [];

export interface UtteranceProps {
  segment: TranscriptionSegment;
  anchor: string;
  /** The time of air it starts at, as shown (e.g. 20:00:52), and as a machine-readable date-time. */
  clock: string;
  clockIso: string;
  /** Its offset from the window's start, as shown (0:52). */
  offset: string;
  /** Where the searched term starts in its text; empty without a search or a match. */
  matches?: readonly number[];
  termLength: number;
  /** The number of its first match among all the transcript's matches (they are numbered from 0). */
  firstMatch: number;
  /** Which of its matches is the current one, or -1. */
  currentMatch: number;
  /** The URL's hash names it. */
  targeted: boolean;
  /** The words that mark a recognised person, in the interface's language and direction. */
  recognised: { label: string; lang: string; dir: 'ltr' | 'rtl' };
  offsetLabel: string;
  /** Follows a time link inside the app (the URL keeps its hash); a plain link otherwise. */
  onTime: (anchor: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * One utterance: its time as a link the URL keeps (`#t-52.8`), its speaker (a recognised person
 * marked so), and its text with the searched term marked. Everything from the transcript is text.
 */
export const Utterance = memo(function Utterance({
  segment,
  anchor,
  clock,
  clockIso,
  offset,
  matches = NO_MATCHES,
  termLength,
  firstMatch,
  currentMatch,
  targeted,
  recognised,
  offsetLabel,
  onTime,
}: UtteranceProps) {
  const parts = matches.length > 0 ? splitText(segment.text, matches, termLength) : undefined;
  return (
    <li
      id={anchor}
      className={`utterance${targeted ? ' is-target' : ''}`}
      aria-current={targeted ? 'location' : undefined}
    >
      <div className="utterance-meta">
        {/* A plain link, relative to the page's URL: thousands of router links would each follow
            every change of the URL. */}
        <a href={`#${anchor}`} className="utterance-time" onClick={(event) => onTime(anchor, event)}>
          <time dateTime={clockIso}>{clock}</time>
        </a>
        <span className="utterance-offset" title={offsetLabel}>
          <span className="visually-hidden">{offsetLabel}: </span>
          {offset}
        </span>
      </div>
      <div className="utterance-body">
        <p className="utterance-speaker">
          {segment.speaker}
          {segment.person_id !== undefined && (
            <span className="person-badge" lang={recognised.lang} dir={recognised.dir}>
              {recognised.label}
            </span>
          )}
        </p>
        <p className="utterance-text">
          {parts
            ? parts.map((part, index) =>
                part.match === undefined ? (
                  part.text
                ) : (
                  <mark
                    key={index}
                    id={`match-${firstMatch + part.match}`}
                    className={part.match === currentMatch ? 'is-current' : undefined}
                  >
                    {part.text}
                  </mark>
                ),
              )
            : segment.text}
        </p>
      </div>
    </li>
  );
});
