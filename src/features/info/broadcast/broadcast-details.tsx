import { useLingui } from '@lingui/react/macro';
import { useTimelineProgramGet, useTimelineSegmentGet } from '@generated/api/timeline/timeline';
import type { TimelineProgramItem } from '@generated/model/timelineProgramItem';
import type { TimelineSegmentItem } from '@generated/model/timelineSegmentItem';
import { isHttpError } from '@api/errors';
import { SENTIMENT_LABELS } from '@lib/statistics-labels';
import { parseTimeOfDay, toSortedSpans } from '@lib/time-of-day';
import { QueryBlock } from '@ui/query-block';
import { BROADCAST_KIND_LABELS, isBroadcastKind } from './broadcast-labels';
import { useClock } from './use-clock';

export interface Stretch {
  start: string;
  end: string;
}

interface BroadcastDetailsProps {
  date: string;
  channel: { id: number; name: string };
  programId: number;
  /** The stretch whose details are shown: the whole program, or one of its segments. */
  stretch: Stretch;
  onStretch: (stretch: Stretch) => void;
}

/** A query whose 404 means "nothing there" rather than a failure: its data is then `null`. */
function notFoundAsEmpty<T>(query: {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}) {
  const missing = query.isError && isHttpError(query.error) && query.error.status === 404;
  return { ...query, data: missing ? null : query.data, isError: query.isError && !missing };
}

/** The chosen program (description and segments) and what was said in the chosen stretch of it. */
export function BroadcastDetails({ date, channel, programId, stretch, onStretch }: BroadcastDetailsProps) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const program = useTimelineProgramGet({ program_id: programId, date });
  const segment = notFoundAsEmpty<TimelineSegmentItem>(
    useTimelineSegmentGet({ channel_id: channel.id, date, start: stretch.start, end: stretch.end }),
  );
  const span = (start: string, end: string) => {
    const from = parseTimeOfDay(start);
    const to = parseTimeOfDay(end);
    return from === undefined || to === undefined ? `${start}–${end}` : `${clock(from)}–${clock(to)}`;
  };
  const sentiment = (value: string) =>
    value === 'positive' || value === 'neutral' || value === 'negative' ? i18n._(SENTIMENT_LABELS[value]) : value;

  return (
    <div className="blocks broadcast-details">
      <QueryBlock
        title={t`Program`}
        query={notFoundAsEmpty<TimelineProgramItem>(program)}
        isEmpty={(data) => data === null}
        emptyText={t`This program is no longer in the schedule.`}
      >
        {(data) => {
          if (!data) return null;
          const { item } = data;
          const segments = toSortedSpans(item.segments);
          const wholeProgram = stretch.start === item.start && stretch.end === item.end;
          return (
            <div className="broadcast-program">
              <p className="broadcast-program-title">{item.title}</p>
              <p className="muted">
                {item.channel.name} · {span(item.start, item.end)} ·{' '}
                {isBroadcastKind(item.kind) ? i18n._(BROADCAST_KIND_LABELS[item.kind]) : item.kind}
              </p>
              {item.description && <p>{item.description}</p>}
              <h3>{t`Segments`}</h3>
              {segments.length === 0 ? (
                <p className="muted">{t`No monitored speech in this program, so it has no segments.`}</p>
              ) : (
                <ol className="data-list broadcast-segments">
                  {!wholeProgram && (
                    <li>
                      <button
                        type="button"
                        className="broadcast-segment"
                        onClick={() => onStretch({ start: item.start, end: item.end })}
                      >
                        {t`The whole program`}
                      </button>
                    </li>
                  )}
                  {segments.map((part) => {
                    const current = part.start === stretch.start && part.end === stretch.end;
                    return (
                      <li key={`${part.start}-${part.end}`}>
                        <button
                          type="button"
                          className="broadcast-segment"
                          aria-pressed={current}
                          onClick={() => onStretch({ start: part.start, end: part.end })}
                        >
                          <span className="broadcast-segment-time">{span(part.start, part.end)}</span>{' '}
                          <span>{part.title}</span>
                        </button>
                        <span className={`muted broadcast-sentiment broadcast-sentiment-${part.sentiment}`}>
                          {sentiment(part.sentiment)}
                        </span>
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          );
        }}
      </QueryBlock>

      <QueryBlock
        title={t`What was said`}
        query={segment}
        isEmpty={(data) => data === null}
        emptyText={t`No recorded air for this stretch.`}
      >
        {(data) => {
          if (!data) return null;
          const { item } = data;
          return (
            <div className="broadcast-segment-details">
              <p className="muted">
                {item.channel.name} · {item.program_title} · {span(item.start, item.end)}
              </p>
              <dl className="broadcast-facts">
                <dt>{t`Sentiment`}</dt>
                <dd>
                  <span className={`broadcast-sentiment broadcast-sentiment-${item.sentiment}`}>
                    {sentiment(item.sentiment)}
                  </span>
                </dd>
                <dt>{t`Themes`}</dt>
                <dd>
                  {item.themes.length > 0 ? (
                    item.themes.map((theme) => theme.name).join(', ')
                  ) : (
                    <span className="muted">{t`None recognised`}</span>
                  )}
                </dd>
                <dt>{t`Persons`}</dt>
                <dd>
                  {item.persons.length > 0 ? (
                    <ul className="broadcast-inline-list">
                      {item.persons.map((person) => (
                        <li key={person.id}>
                          {person.name}
                          {person.position ? <span className="muted"> — {person.position}</span> : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className="muted">{t`None recognised`}</span>
                  )}
                </dd>
                <dt>{t`Key entities`}</dt>
                <dd>
                  {item.markers.length > 0 ? (
                    item.markers.map((marker) => marker.name).join(', ')
                  ) : (
                    <span className="muted">{t`None recognised`}</span>
                  )}
                </dd>
              </dl>
              <h3>{t`Transcript excerpt`}</h3>
              {item.transcript ? (
                <blockquote className="broadcast-transcript">{item.transcript}</blockquote>
              ) : (
                <p className="muted">{t`Nothing was said in this stretch.`}</p>
              )}
            </div>
          );
        }}
      </QueryBlock>
    </div>
  );
}
