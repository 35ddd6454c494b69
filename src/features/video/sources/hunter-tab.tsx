import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useState } from 'react';
import { getStreamHunterListQueryKey, useStreamHunterList } from '@generated/api/common/common';
import type { StreamHunterList, StreamHunterSource, StreamHunterSourceState, StreamTypeCode } from '@generated/model';
import { useCountryName } from '@kit/channels';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { CsvButton } from '@kit/table/table-view';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { Button } from '@ui/button';
import { BlockLoading } from '@ui/query-block';
import { SlidePanel } from '@ui/slide-panel';
import { WhenNear } from '@ui/when-near';
import { SOURCE_STATE_LABELS } from '../shared/labels';
import { PanelFocus } from '../shared/panel-focus';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch } from '@kit/table/list-search';
import { StateBadge, type StateTone } from '@kit/reports/state-badge';
import { TitledBlock } from '@kit/layout/titled-block';
import { SourcesTabs } from './sources-tabs';
import { HUNTER_TABLE, SOURCE_STATES, STREAM_SEARCH_MAX, type SourceSort } from './sources-params';
import { useStreamDictionaries } from './stream-dictionaries';

// The form below the list loads as it comes near; the one in the side panel, as the panel opens.
const AddSourceForm = lazy(() => import('./add-source-form').then((module) => ({ default: module.AddSourceForm })));
const AddStreamForm = lazy(() => import('./add-stream-form').then((module) => ({ default: module.AddStreamForm })));

const route = getRouteApi('/cabinet/video/sources/source');
const FOLLOW_EVERY = 5_000;

const SOURCE_TONES: Record<StreamHunterSourceState, StateTone> = {
  checking: 'busy',
  online: 'ok',
  offline: 'bad',
  added: 'neutral',
};

/**
 * The stream sources StreamHunter has found or been given, with the result of their last check
 * (asked again while one is being checked); a source can be added by hand, and any source not yet
 * monitored taken into monitoring with the add-stream form, filled from it.
 */
export function HunterTab() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const countryName = useCountryName();
  const { q, type, state } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(HUNTER_TABLE, route.useSearch());
  const dictionaries = useStreamDictionaries();
  const queryClient = useQueryClient();
  const [monitored, setMonitored] = useState<StreamHunterSource>();
  const sources = useStreamHunterList(
    { ...table.request, ...(q ? { search: q } : {}), ...(type ? { type } : {}), ...(state ? { state } : {}) },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: (query) =>
          query.state.data?.items.some((source) => source.state === 'checking') ? FOLLOW_EVERY : false,
      },
    },
  );
  const narrow = useCallback(
    (changes: { q?: string; type?: StreamTypeCode; state?: StreamHunterSourceState }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const onSearch = useCallback((value: string | undefined) => narrow({ q: value }), [narrow]);
  const close = useCallback(() => setMonitored(undefined), []);

  const typeOf = (source: StreamHunterSource) => (source.type === null ? '' : dictionaries.typeName(source.type));
  const columns: Column<StreamHunterSource, SourceSort>[] = [
    {
      key: 'name',
      header: t`Source`,
      rowHeader: true,
      sort: 'name',
      cell: (source) => (
        <>
          {source.name}
          <span className="video-url" dir="ltr">
            {source.url}
          </span>
        </>
      ),
    },
    {
      key: 'type',
      header: t`Type`,
      cell: (source) => typeOf(source) || <span className="muted">{t`Not detected yet`}</span>,
    },
    {
      key: 'country',
      header: t`Country`,
      sort: 'country',
      cell: (source) =>
        source.country === null ? <span className="muted">{t`Not known yet`}</span> : countryName(source.country),
    },
    {
      key: 'state',
      header: t`Last check`,
      cell: (source) => <StateBadge label={SOURCE_STATE_LABELS[source.state]} tone={SOURCE_TONES[source.state]} />,
    },
    {
      key: 'created',
      header: t`Found`,
      sort: 'created_at',
      cell: (source) => <time dateTime={source.created_at}>{fmt.dateTime(source.created_at)}</time>,
    },
    {
      key: 'action',
      header: t`Monitoring`,
      cell: (source) =>
        source.state === 'added' ? (
          <span className="muted">{t`Already monitored`}</span>
        ) : (
          <Button variant="secondary" onClick={() => setMonitored(source)}>
            {t`Monitor`}
            <span className="visually-hidden"> {source.name}</span>
          </Button>
        ),
    },
  ];
  // The CSV carries every field in a column of its own.
  const csvColumns: Column<StreamHunterSource>[] = [
    { key: 'name', header: t`Source`, cell: () => null, csv: (source) => source.name },
    { key: 'url', header: t`Address`, cell: () => null, csv: (source) => source.url },
    { key: 'type', header: t`Type`, cell: () => null, csv: typeOf },
    { key: 'country', header: t`Country`, cell: () => null, csv: (source) => source.country ?? '' },
    {
      key: 'state',
      header: t`Last check`,
      cell: () => null,
      csv: (source) => i18n._(SOURCE_STATE_LABELS[source.state]),
    },
    { key: 'created', header: t`Found`, cell: () => null, csv: (source) => source.created_at },
  ];

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-hunter-sources" title={t`Sources found by StreamHunter`} className="block-wide">
          <DataTable
            caption={t`Sources found by StreamHunter`}
            query={sources}
            page={(data: StreamHunterList) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(source) => source.id}
            state={table}
            className="video-hunter-table"
            emptyText={
              q || type || state
                ? t`No source matches the search and the choices above.`
                : t`StreamHunter has found no source yet. Add one you know below.`
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
                <ListChoice<StreamHunterSourceState>
                  label={t`Last check`}
                  value={state}
                  options={SOURCE_STATES.map((value) => ({ value, label: i18n._(SOURCE_STATE_LABELS[value]) }))}
                  onChange={(value) => narrow({ state: value })}
                />
                <CsvButton name="streamhunter-sources" columns={csvColumns} rows={sources.data?.items} />
              </div>
            }
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add a source`}>
          <WhenNear minHeight={300}>
            <AddSourceForm />
          </WhenNear>
        </section>
      </div>
      <SlidePanel show={monitored !== undefined} onClose={close} title={t`Monitor a source`} closeLabel={t`Close`}>
        {monitored && (
          <PanelFocus key={monitored.id} onClose={close}>
            <Suspense fallback={<BlockLoading />}>
              <AddStreamForm
                headingLevel={3}
                initial={{ name: monitored.name, url: monitored.url, type: monitored.type ?? '' }}
                // The source is taken into monitoring: its state in the list changes.
                onAdded={() => void queryClient.invalidateQueries({ queryKey: [getStreamHunterListQueryKey()[0]] })}
              />
            </Suspense>
          </PanelFocus>
        )}
      </SlidePanel>
    </div>
  );
}
