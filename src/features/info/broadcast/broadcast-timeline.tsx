import { useLingui } from '@lingui/react/macro';
import { linearScale } from '@ui/charts/scales';
import { useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '@lib/time-of-day';
import { Button } from '@ui/button';
import { BROADCAST_KIND_LABELS, isBroadcastKind } from './broadcast-labels';
import {
  ZOOM_HOURS,
  intervalAt,
  offsetCentering,
  ticks,
  timeAtOffset,
  zoomIn,
  zoomOut,
  type TimelineInterval,
  type TimelineRow,
  type ZoomHours,
} from './broadcast-model';
import { useClock } from './use-clock';

export interface TimelineChannel {
  id: number;
  name: string;
}

export interface TimelineSelection {
  channelId: number;
  programId: number;
}

interface BroadcastTimelineProps {
  rows: readonly TimelineRow<TimelineChannel>[];
  selected?: TimelineSelection;
  onSelect: (channel: TimelineChannel, interval: TimelineInterval) => void;
}

const wholeMinute = (seconds: number) => Math.round(seconds / SECONDS_PER_MINUTE) * SECONDS_PER_MINUTE;

/** Whether the timeline reads right to left (the page's or an ancestor's `dir`, else the computed direction). */
const isRtl = (element: HTMLElement) => {
  const dir = element.closest('[dir]')?.getAttribute('dir');
  return dir ? dir === 'rtl' : getComputedStyle(element).direction === 'rtl';
};

/**
 * Channels across one broadcast day: a row per channel, each program a button placed by its
 * time of day. The track is as many times wider than the view as the window is shorter than the
 * day, and scrolls along it; start and width are percentages on logical properties, so in
 * right-to-left languages time runs from the right.
 */
export function BroadcastTimeline({ rows, selected, onSelect }: BroadcastTimelineProps) {
  const { t, i18n } = useLingui();
  const clock = useClock();
  const id = useId();
  const [hours, setHours] = useState<ZoomHours>(24);
  const [view, setView] = useState({ start: 0, end: SECONDS_PER_DAY });
  const [stops, setStops] = useState<Record<number, number>>({});
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingCenter = useRef<number | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const scale = useMemo(() => linearScale({ domain: [0, SECONDS_PER_DAY], range: [0, 100] }), []);

  const trackRef = useRef<HTMLDivElement>(null);
  const measure = () => {
    const element = scrollRef.current;
    const trackSize = trackRef.current?.getBoundingClientRect().width ?? 0;
    const span = hours * SECONDS_PER_HOUR;
    if (!element || trackSize <= 0) {
      setView({ start: 0, end: span });
      return;
    }
    // The track is exactly 24 / hours views wide, so the view always spans the window.
    const start = Math.min(SECONDS_PER_DAY - span, timeAtOffset(Math.abs(element.scrollLeft), trackSize));
    setView({ start, end: start + span });
  };

  // After a zoom, scroll so that the time that was at the centre (or the focused program) stays there.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const center = pendingCenter.current;
    pendingCenter.current = undefined;
    if (element && center !== undefined && element.scrollWidth > 0) {
      const offset = offsetCentering(
        center,
        trackRef.current?.getBoundingClientRect().width ?? element.scrollWidth,
        element.clientWidth,
      );
      element.scrollLeft = isRtl(element) ? -offset : offset;
    }
    measure();
    // `measure` reads the DOM after the new width is laid out; it needs no other trigger.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hours]);

  const zoomTo = (next: ZoomHours, center = (view.start + view.end) / 2) => {
    if (next === hours) return;
    pendingCenter.current = center;
    setHours(next);
  };

  const scrollAlong = (direction: -1 | 1) => {
    const element = scrollRef.current;
    if (!element) return;
    // Earlier is towards the inline start: left in left-to-right text, right in right-to-left.
    const sign = isRtl(element) ? -direction : direction;
    element.scrollBy?.({ left: sign * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  const focusInterval = (rowIndex: number, index: number) => {
    const row = rows[rowIndex];
    if (!row || index < 0 || index >= row.intervals.length) return;
    setStops((current) => ({ ...current, [row.channel.id]: index }));
    const button = buttons.current.get(`${rowIndex}:${index}`);
    button?.focus();
    button?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onIntervalKey = (event: KeyboardEvent<HTMLButtonElement>, rowIndex: number, index: number) => {
    const row = rows[rowIndex];
    if (!row) return;
    const rtl = isRtl(event.currentTarget);
    const time = row.intervals[index]?.span.start ?? 0;
    const move: Record<string, () => void> = {
      ArrowRight: () => focusInterval(rowIndex, index + (rtl ? -1 : 1)),
      ArrowLeft: () => focusInterval(rowIndex, index + (rtl ? 1 : -1)),
      Home: () => focusInterval(rowIndex, 0),
      End: () => focusInterval(rowIndex, row.intervals.length - 1),
      ArrowUp: () => focusInterval(rowIndex - 1, intervalAt(rows[rowIndex - 1]?.intervals ?? [], time)),
      ArrowDown: () => focusInterval(rowIndex + 1, intervalAt(rows[rowIndex + 1]?.intervals ?? [], time)),
    };
    const action = move[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  // Zoom keys work on every control of the timeline (its toolbar and its programs), centred on
  // the focused program when there is one.
  const onTimelineKey = (event: KeyboardEvent<HTMLElement>) => {
    const focused = (event.target as HTMLElement).dataset.start;
    const center = focused === undefined ? undefined : Number(focused);
    if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomTo(zoomIn(hours), center);
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomTo(zoomOut(hours), center);
    }
  };

  const intervalLabel = (channel: TimelineChannel, interval: TimelineInterval) => {
    const channelName = channel.name;
    const title = interval.title;
    const from = clock(interval.span.start);
    const to = clock(interval.span.end);
    const kind = isBroadcastKind(interval.kind) ? i18n._(BROADCAST_KIND_LABELS[interval.kind]) : interval.kind;
    // The name starts with the title the button shows, as speech-input users will say it.
    return t`${title}, ${channelName}, from ${from} to ${to}, ${kind}`;
  };

  const atStart = view.start <= 0;
  const atEnd = view.end >= SECONDS_PER_DAY;

  return (
    <div className="broadcast">
      <div className="broadcast-toolbar" role="group" aria-label={t`Timeline view`} aria-describedby={`${id}-keys`}>
        <Button
          variant="secondary"
          onClick={() => zoomTo(zoomOut(hours))}
          onKeyDown={onTimelineKey}
          disabled={hours === ZOOM_HOURS[0]}
        >
          {t`Zoom out`}
        </Button>
        <Button
          variant="secondary"
          onClick={() => zoomTo(zoomIn(hours))}
          onKeyDown={onTimelineKey}
          disabled={hours === ZOOM_HOURS[ZOOM_HOURS.length - 1]}
        >
          {t`Zoom in`}
        </Button>
        <div className="field broadcast-window">
          <label htmlFor={`${id}-window`}>{t`Time window`}</label>
          <select
            id={`${id}-window`}
            value={hours}
            onChange={(event) => zoomTo(Number(event.target.value) as ZoomHours)}
            onKeyDown={onTimelineKey}
          >
            {ZOOM_HOURS.map((option) => (
              <option key={option} value={option}>
                {t`${option} h`}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="ghost"
          onClick={() => scrollAlong(-1)}
          onKeyDown={onTimelineKey}
          disabled={hours === 24 || atStart}
        >
          {t`Earlier`}
        </Button>
        <Button
          variant="ghost"
          onClick={() => scrollAlong(1)}
          onKeyDown={onTimelineKey}
          disabled={hours === 24 || atEnd}
        >
          {t`Later`}
        </Button>
        <p className="muted broadcast-view">
          {t`Showing ${{ from: clock(wholeMinute(view.start)) }}–${{ to: clock(Math.min(SECONDS_PER_DAY - SECONDS_PER_MINUTE, wholeMinute(view.end))) }}`}
        </p>
      </div>
      <p id={`${id}-keys`} className="muted broadcast-keys">
        {t`Arrow keys move between programs and channels; + and − zoom in and out.`}
      </p>

      <div className="broadcast-body">
        <div className="broadcast-labels" aria-hidden="true">
          <div className="broadcast-ruler-spacer" />
          {rows.map((row) => (
            <div key={row.channel.id} className="broadcast-label" title={row.channel.name}>
              {row.channel.name}
            </div>
          ))}
        </div>
        <div className="broadcast-scroll" ref={scrollRef} onScroll={measure}>
          <div className="broadcast-track" ref={trackRef} style={{ inlineSize: `${(24 / hours) * 100}%` }}>
            <div className="broadcast-ruler" aria-hidden="true">
              {ticks(hours).map((time) => (
                <span key={time} className="broadcast-tick" style={{ '--at': `${scale(time)}%` } as CSSProperties}>
                  {clock(time)}
                </span>
              ))}
            </div>
            {rows.map((row, rowIndex) => {
              const selectedIndex =
                selected?.channelId === row.channel.id
                  ? row.intervals.findIndex((interval) => interval.program_id === selected.programId)
                  : -1;
              const stop =
                stops[row.channel.id] ??
                (selectedIndex >= 0 ? selectedIndex : Math.max(0, intervalAt(row.intervals, view.start)));
              return (
                <div key={row.channel.id} className="broadcast-row" role="group" aria-label={row.channel.name}>
                  {row.intervals.map((interval, index) => {
                    const start = scale(interval.span.start);
                    const size = scale(interval.span.end) - start;
                    const isSelected = index === selectedIndex;
                    const label = intervalLabel(row.channel, interval);
                    return (
                      <button
                        key={`${interval.program_id}-${interval.start}`}
                        ref={(element) => {
                          if (element) buttons.current.set(`${rowIndex}:${index}`, element);
                          else buttons.current.delete(`${rowIndex}:${index}`);
                        }}
                        type="button"
                        className={`broadcast-interval broadcast-kind-${interval.kind}${isSelected ? ' is-selected' : ''}`}
                        style={{ '--start': `${start}%`, '--size': `${size}%` } as CSSProperties}
                        data-start={interval.span.start}
                        tabIndex={index === stop ? 0 : -1}
                        aria-label={label}
                        aria-pressed={isSelected}
                        title={label}
                        onClick={() => onSelect(row.channel, interval)}
                        onFocus={() =>
                          setStops((current) =>
                            current[row.channel.id] === index ? current : { ...current, [row.channel.id]: index },
                          )
                        }
                        onKeyDown={(event) => {
                          onIntervalKey(event, rowIndex, index);
                          onTimelineKey(event);
                        }}
                      >
                        <span className="broadcast-interval-title">{interval.title}</span>
                      </button>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
