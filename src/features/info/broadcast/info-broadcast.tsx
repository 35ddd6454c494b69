import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useInfoChannelsTop } from '@generated/api/info/info';
import { useTimelineBroadcastList } from '@generated/api/timeline/timeline';
import type { BroadcastList } from '@generated/model/broadcastList';
import { useFormatters } from '@i18n/format';
import { isDateString } from '@lib/filters/period';
import { Button } from '@ui/button';
import { afterDependency, QueryBlock, type QueryLike } from '@ui/query-block';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { DayField } from '@kit/filters/day-field';
import { PrintButton } from '@kit/page/page-header';
import { BroadcastDetails, type Stretch } from './broadcast-details';
import { timelineChannels, toTimelineRows } from './broadcast-model';
import { BroadcastTimeline, type TimelineChannel } from './broadcast-timeline';
import './broadcast.css';
import { Blocks } from '@kit/layout/blocks';
import { patchSearch } from '@lib/filters/link';
import { addDays } from '@lib/compare/periods';

const route = getRouteApi('/cabinet/info/broadcast');

/** The channel list the filter bar loads too (same request, so it is shared). */
const CHANNEL_LIST_LIMIT = 100;

const shiftDay = (date: string, days: number) => addDays(date.slice(0, 10), days);
const selectRows = (data: BroadcastList) => toTimelineRows(data.items);

interface Choice {
  date: string;
  channel: TimelineChannel;
  programId: number;
  stretch: Stretch;
}

/** What each TV and radio channel aired on one day, and what was said in a chosen program. */
export function InfoBroadcast() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const search = route.useSearch();
  const { filter } = useSectionFilters();
  const date = search.date ?? filter.period.end_date;

  // Without channels chosen in the filters, the TV and radio channels of the period are shown.
  const needList = filter.channels.length === 0;
  const channelList = useInfoChannelsTop(
    { period: filter.period, limit: CHANNEL_LIST_LIMIT },
    { query: { enabled: needList } },
  );
  const channels = timelineChannels(filter.channels, filter.channel_types, channelList.data?.items);
  const broadcast = useTimelineBroadcastList(
    { date, channels: channels ?? [] },
    { query: { enabled: (channels?.length ?? 0) > 0, select: selectRows } },
  );

  const noChannels = channels !== undefined && channels.length === 0;
  // One block for both steps: the channel list (when needed), then the day's broadcast.
  const dayQuery: QueryLike<ReturnType<typeof selectRows>> = noChannels
    ? { data: [], isPending: false, isError: false, refetch: broadcast.refetch }
    : broadcast;
  const timelineQuery = needList ? afterDependency(dayQuery, channelList) : dayQuery;

  const [choice, setChoice] = useState<Choice>();
  const current = choice?.date === date ? choice : undefined;

  // The day is typed in the interface language's form (DayField) and written to the URL once read.
  const setDate = (next: string) => {
    if (isDateString(next) && next !== date) void navigate({ to: '.', search: patchSearch({ date: next }) });
  };

  return (
    <div className="info-page broadcast-page">
      <header className="page-header">
        <div className="page-header-heading">
          <h1>
            <Trans>Broadcast timeline</Trans>
          </h1>
          <p className="muted">{fmt.date(date, 'full')}</p>
        </div>
        <div className="page-header-actions">
          <PrintButton />
        </div>
      </header>

      <div className="broadcast-day">
        <Button variant="secondary" onClick={() => setDate(shiftDay(date, -1))}>
          {t`Previous day`}
        </Button>
        <DayField id={`${id}-date`} label={t`Day`} value={date} onChange={setDate} />
        <Button variant="secondary" onClick={() => setDate(shiftDay(date, 1))}>
          {t`Next day`}
        </Button>
        <p className="muted broadcast-note">
          {needList
            ? t`TV and radio channels with mentions in the period are shown; choose channels in the filters to see others. Times are Moscow time.`
            : t`The channels chosen in the filters are shown. Times are Moscow time.`}{' '}
          {/* Said above the timeline, not under it: the timeline grows as its channels arrive and would move it. */}
          {t`Choose a program on the timeline to see its segments and what was said in it.`}
        </p>
      </div>

      <Blocks charts={false}>
        <QueryBlock
          title={t`Channels on air`}
          className="block-wide"
          query={timelineQuery}
          isEmpty={(rows) => rows.length === 0 || rows.every((row) => row.intervals.length === 0)}
          emptyText={
            noChannels
              ? t`There are no TV or radio channels to show. Choose channels in the filters.`
              : t`No recorded air for these channels on this day.`
          }
        >
          {(rows) => (
            <BroadcastTimeline
              rows={rows}
              selected={current ? { channelId: current.channel.id, programId: current.programId } : undefined}
              onSelect={(channel, interval) =>
                setChoice({
                  date,
                  channel,
                  programId: interval.program_id,
                  stretch: { start: interval.start, end: interval.end },
                })
              }
            />
          )}
        </QueryBlock>
      </Blocks>

      {current && (
        <BroadcastDetails
          date={date}
          channel={current.channel}
          programId={current.programId}
          stretch={current.stretch}
          onStretch={(stretch) => setChoice({ ...current, stretch })}
        />
      )}
    </div>
  );
}
