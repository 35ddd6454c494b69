import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { useStreamList } from '@generated/api/streams/streams';
import type { Stream, StreamKindCode, StreamList, StreamTypeCode } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { CsvButton } from '@kit/table/table-view';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { withLookups } from '@ui/query-block';
import { WhenNear } from '@ui/when-near';
import { recentPeriod, useVideoChannels } from '../filters/sources';
import { STREAM_STATE_LABELS } from '../shared/labels';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch } from '@kit/table/list-search';
import { StateBadge, taskTone } from '@kit/reports/state-badge';
import { TitledBlock } from '@kit/layout/titled-block';
import { SourcesTabs } from './sources-tabs';
import { STREAMS_TABLE, STREAM_SEARCH_MAX, type StreamSort } from './sources-params';
import { useStreamDictionaries } from './stream-dictionaries';

const route = getRouteApi('/cabinet/video/sources/video');
// The two forms sit below the streams list: they, and the form library, load as they come near.
const AddStreamForm = lazy(() => import('./add-stream-form').then((module) => ({ default: module.AddStreamForm })));
const DemandForm = lazy(() => import('./demand-form').then((module) => ({ default: module.DemandForm })));
const FOLLOW_EVERY = 5_000;

/**
 * Whether a stream is on its way to another state: queued (waiting for an operator or for its
 * window), or an on-demand recording being captured. A live or archive stream keeps recording.
 */
export function isChanging(stream: Pick<Stream, 'state' | 'kind'>): boolean {
  return stream.state === 'queued' || (stream.state === 'processing' && stream.kind === 'on_demand');
}

/**
 * The monitored streams (a no-cache list, asked again while a stream is changing), narrowed by
 * type and kind from their dictionaries; the add-stream form and the on-demand recording order.
 */
export function StreamsTab() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { q, type, kind } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(STREAMS_TABLE, route.useSearch());
  const dictionaries = useStreamDictionaries();
  const channels = useVideoChannels(recentPeriod());
  const streams = useStreamList(
    { ...table.request, ...(q ? { search: q } : {}), ...(type ? { type } : {}), ...(kind ? { kind } : {}) },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: (query) => (query.state.data?.items.some(isChanging) ? FOLLOW_EVERY : false),
      },
    },
  );
  const narrow = useCallback(
    (changes: { q?: string; type?: StreamTypeCode; kind?: StreamKindCode }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const onSearch = useCallback((value: string | undefined) => narrow({ q: value }), [narrow]);
  const channelName = (channelId: number) =>
    channels.options.find((option) => option.value === channelId)?.label ?? t`Channel ${channelId}`;

  const channelOf = (stream: Stream) => (stream.channel_id === null ? '' : channelName(stream.channel_id));
  const recorded = (stream: Stream) =>
    stream.start && stream.end ? (
      <span className="video-cell-note">
        <time dateTime={stream.start}>{fmt.dateTime(stream.start)}</time> –{' '}
        <time dateTime={stream.end}>{fmt.dateTime(stream.end)}</time>
      </span>
    ) : null;
  const columns: Column<Stream, StreamSort>[] = [
    {
      key: 'name',
      header: t`Stream`,
      rowHeader: true,
      sort: 'name',
      cell: (stream) => (
        <>
          {stream.name}
          <span className="video-url" dir="ltr">
            {stream.url}
          </span>
        </>
      ),
    },
    {
      key: 'channel',
      header: t`Channel`,
      cell: (stream) => channelOf(stream) || <span className="muted">{t`Not linked`}</span>,
    },
    {
      key: 'capture',
      header: t`Type and capture`,
      cell: (stream) => (
        <>
          {dictionaries.typeName(stream.type)}
          <span className="video-cell-note">{dictionaries.kindName(stream.kind)}</span>
          {recorded(stream)}
        </>
      ),
    },
    {
      key: 'state',
      header: t`State`,
      sort: 'state',
      cell: (stream) => <StateBadge label={STREAM_STATE_LABELS[stream.state]} tone={taskTone(stream.state)} />,
    },
    {
      key: 'created',
      header: t`Added`,
      sort: 'created_at',
      cell: (stream) => <time dateTime={stream.created_at}>{fmt.dateTime(stream.created_at)}</time>,
    },
  ];
  // The CSV carries every field in a column of its own.
  const csvColumns: Column<Stream>[] = [
    { key: 'name', header: t`Stream`, cell: () => null, csv: (stream) => stream.name },
    { key: 'url', header: t`Address`, cell: () => null, csv: (stream) => stream.url },
    { key: 'channel', header: t`Channel`, cell: () => null, csv: channelOf },
    { key: 'type', header: t`Type`, cell: () => null, csv: (stream) => dictionaries.typeName(stream.type) },
    { key: 'kind', header: t`Capture`, cell: () => null, csv: (stream) => dictionaries.kindName(stream.kind) },
    { key: 'start', header: t`Recording starts`, cell: () => null, csv: (stream) => stream.start ?? '' },
    { key: 'end', header: t`Recording ends`, cell: () => null, csv: (stream) => stream.end ?? '' },
    { key: 'state', header: t`State`, cell: () => null, csv: (stream) => i18n._(STREAM_STATE_LABELS[stream.state]) },
    { key: 'created', header: t`Added`, cell: () => null, csv: (stream) => stream.created_at },
  ];

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-streams" title={t`Monitored streams`} className="block-wide">
          <DataTable
            caption={t`Monitored streams`}
            query={withLookups<StreamList>(streams, channels)}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(stream) => stream.id}
            state={table}
            className="video-streams-table"
            emptyText={
              q || type || kind
                ? t`No stream matches the search and the choices above.`
                : t`No stream is monitored yet. Add one below.`
            }
            toolbar={
              <div className="video-toolbar" role="group" aria-label={t`Narrow the list`}>
                <ListSearch
                  label={t`Search by name or address`}
                  value={q}
                  onSearch={onSearch}
                  maxLength={STREAM_SEARCH_MAX}
                />
                <ListChoice<StreamTypeCode>
                  label={t`Type`}
                  value={type}
                  options={dictionaries.typeOptions}
                  onChange={(value) => narrow({ type: value })}
                />
                <ListChoice<StreamKindCode>
                  label={t`Capture`}
                  value={kind}
                  options={dictionaries.kindOptions}
                  onChange={(value) => narrow({ kind: value })}
                />
                <CsvButton name="video-streams" columns={csvColumns} rows={streams.data?.items} />
              </div>
            }
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add a stream`}>
          <WhenNear minHeight={420}>
            <AddStreamForm />
          </WhenNear>
        </section>
        <section className="block" aria-label={t`Order a recording`}>
          <WhenNear minHeight={420}>
            <DemandForm />
          </WhenNear>
        </section>
      </div>
    </div>
  );
}
