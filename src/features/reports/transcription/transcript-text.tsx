import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
} from 'react';
import type { TranscriptionReport } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { FORMAT_LOCALES, RTL_LOCALES, isLocale } from '@i18n/locales';
import { Button } from '@ui/button';
import { airTime } from './transcript-export';
import { MIN_QUERY, firstMatchNumbers, fold, matchStarts, searchTerm, utteranceAnchors } from './transcript-search';
import { scrollIntoPlace } from './scroll-into-place';
import { Utterance } from './utterance';

interface TranscriptTextProps {
  report: TranscriptionReport;
  /** What is searched for (kept in the URL). */
  query: string;
  onQuery: (query: string) => void;
}

const NONE: readonly number[] = [];
/** Utterances drawn at once, then added a chunk per task, so no long task holds the page. */
const FIRST_CHUNK = 150;
const CHUNK = 300;
/** Utterances drawn past a named one at once, so that there is page enough below to bring it to the top. */
const PAST_TARGET = 30;

interface ScrollTarget {
  id: string;
  block: ScrollLogicalPosition;
  delay: number;
}

/**
 * A transcript's utterances with a search over their text: matches are marked, counted and
 * visited one by one. The transcript reads in its own language and direction (Arabic right to
 * left) whatever the interface's. A long transcript stays fast: the browser lays out only the
 * utterances near the screen (`content-visibility`), yet all of them are in the page, so its own
 * find and the time links reach every one.
 */
export function TranscriptText({ report, query, onQuery }: TranscriptTextProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const hash = useLocation({ select: (location) => location.hash });
  const navigate = useNavigate();
  // A time link opens in place (the URL keeps its hash and the search); with a modifier key, as the browser does.
  const onTime = useCallback(
    (anchor: string, event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      void navigate({ to: '.', search: true, hash: anchor, resetScroll: false });
    },
    [navigate],
  );
  const segments = report.segments;

  const clockFormat = useMemo(() => {
    const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
    return new Intl.DateTimeFormat(FORMAT_LOCALES[locale].date, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
  }, [i18n.locale]);
  const times = useMemo(
    () =>
      segments.map((segment) => {
        const moment = airTime(report.start, segment.start);
        return {
          clock: clockFormat.format(moment),
          iso: moment.toISOString(),
          offset: fmt.duration(Math.floor(segment.start)),
        };
      }),
    [segments, report.start, clockFormat, fmt],
  );
  const anchors = useMemo(() => utteranceAnchors(segments.map((segment) => segment.start)), [segments]);
  const folded = useMemo(() => segments.map((segment) => fold(segment.text)), [segments]);

  // The search runs on a deferred copy of the query, so typing never waits for a long transcript.
  const term = searchTerm(useDeferredValue(query));
  const matches = useMemo(
    () => (term ? folded.map((text) => (text.includes(term) ? matchStarts(text, term) : NONE)) : undefined),
    [folded, term],
  );
  const firsts = useMemo(() => firstMatchNumbers(matches ?? []), [matches]);
  const total = matches ? matches.reduce((sum, starts) => sum + starts.length, 0) : 0;
  const utterancesMatched = matches ? matches.filter((starts) => starts.length > 0).length : 0;

  const [current, setCurrent] = useState<{ term: string; index: number; segment: number }>();
  const currentMatch = current && current.term === term ? current : undefined;
  const currentIndex = currentMatch?.index;

  // Where to scroll once the element is drawn: a visited match, or the utterance the hash names.
  const scrollTarget = useRef<ScrollTarget>(undefined);
  // A step asked for while the deferred search still runs on an older query (Enter pressed right
  // after typing) waits for the search to catch up, so that it lands on the query's own matches.
  const typed = searchTerm(query);
  const pendingStep = useRef<1 | -1>(undefined);
  const visit = (step: 1 | -1) => {
    if (term !== typed) {
      pendingStep.current = step;
      return;
    }
    if (!term || !matches || total === 0) return;
    const index = currentIndex === undefined ? (step === 1 ? 0 : total - 1) : (currentIndex + step + total) % total;
    const segment = firsts.findLastIndex((first, at) => first <= index && (matches[at]?.length ?? 0) > 0);
    scrollTarget.current = { id: `match-${index}`, block: 'center', delay: 0 };
    setCurrent({ term, index, segment });
  };
  useEffect(() => {
    const step = pendingStep.current;
    if (step === undefined || term !== typed) return;
    pendingStep.current = undefined;
    visit(step);
  });
  // A time named in the URL (when the page opens, or after a click) is scrolled to once its utterance is there.
  useEffect(() => {
    if (hash) scrollTarget.current = { id: hash, block: 'start', delay: 100 };
  }, [hash]);
  // The scroll in progress, stopped by a newer one and when the transcript leaves.
  const stopScroll = useRef<() => void>(undefined);
  // Utterances still being added: a scroll holds its element in place until they are all there.
  const growing = useRef(true);
  useEffect(() => () => stopScroll.current?.(), []);
  useEffect(() => {
    const target = scrollTarget.current;
    const element = target && document.getElementById(target.id);
    if (!target || !element) return;
    scrollTarget.current = undefined;
    stopScroll.current?.();
    let stopped = false;
    const timer = window.setTimeout(() => {
      if (!stopped)
        stopScroll.current = scrollIntoPlace(element, {
          block: target.block,
          growing: () => growing.current,
        });
    }, target.delay);
    stopScroll.current = () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  });

  // The utterances drawn so far; a visited match or a named time further on is drawn at once.
  const [drawn, setDrawn] = useState(FIRST_CHUNK);
  useEffect(() => {
    if (drawn >= segments.length) return;
    const timer = window.setTimeout(() => startTransition(() => setDrawn((count) => count + CHUNK)), 0);
    return () => window.clearTimeout(timer);
  }, [drawn, segments.length]);
  const target = Math.max(anchors.indexOf(hash), currentMatch?.segment ?? -1);
  const needed = target < 0 ? 0 : target + 1 + PAST_TARGET;
  const shown = Math.min(segments.length, Math.max(drawn, needed));
  useEffect(() => {
    growing.current = shown < segments.length;
  }, [shown, segments.length]);

  const rtl = RTL_LOCALES.has(report.language);
  // Kept the same object while the language stays, so that utterances skip drawing again.
  const recognisedLabel = t`recognised person`;
  const recognised = useMemo(
    () => ({
      label: recognisedLabel,
      lang: i18n.locale,
      dir: RTL_LOCALES.has(i18n.locale as never) ? ('rtl' as const) : ('ltr' as const),
    }),
    [recognisedLabel, i18n.locale],
  );
  const offsetLabel = t`From the start of the window`;
  const tooShort = query.trim().length > 0 && !searchTerm(query);

  return (
    <div className="transcript-text">
      <div className="transcript-search" role="search" aria-label={t`Transcript search`}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t`Search in the transcript`}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            maxLength={200}
            lang={report.language}
            dir="auto"
            aria-describedby={`${id}-count`}
            onChange={(event) => onQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              visit(event.shiftKey ? -1 : 1);
            }}
          />
        </div>
        <div className="transcript-search-steps">
          <Button variant="secondary" disabled={total === 0} onClick={() => visit(-1)}>
            {t`Previous match`}
          </Button>
          <Button variant="secondary" disabled={total === 0} onClick={() => visit(1)}>
            {t`Next match`}
          </Button>
        </div>
        <p id={`${id}-count`} className="transcript-search-count" role="status">
          {tooShort
            ? t`Type at least ${MIN_QUERY} characters to search.`
            : !term
              ? ''
              : total === 0
                ? t`No matches.`
                : currentIndex !== undefined
                  ? t`Match ${{ current: fmt.number(currentIndex + 1) }} of ${{ total: fmt.number(total) }}`
                  : t`${plural(total, { 0: 'no matches', one: '# match', other: '# matches' })} in ${plural(utterancesMatched, { 0: 'no utterances', one: '# utterance', other: '# utterances' })}`}
        </p>
      </div>
      <ol className="transcript" lang={report.language} dir={rtl ? 'rtl' : 'ltr'} aria-label={t`Utterances`}>
        {segments.slice(0, shown).map((segment, index) => {
          const starts = matches?.[index] ?? NONE;
          const mine = currentIndex !== undefined && starts.length > 0 ? currentIndex - (firsts[index] ?? 0) : -1;
          return (
            <Utterance
              key={anchors[index]}
              segment={segment}
              anchor={anchors[index] as string}
              clock={times[index]?.clock ?? ''}
              clockIso={times[index]?.iso ?? ''}
              offset={times[index]?.offset ?? ''}
              matches={starts}
              termLength={starts.length > 0 ? (term?.length ?? 0) : 0}
              firstMatch={starts.length > 0 ? (firsts[index] ?? 0) : 0}
              currentMatch={mine >= 0 && mine < starts.length ? mine : -1}
              targeted={anchors[index] === hash}
              recognised={recognised}
              offsetLabel={offsetLabel}
              onTime={onTime}
            />
          );
        })}
      </ol>
    </div>
  );
}
