import { Plural, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { MarkedDay } from '@kit/page/marked-day';
import { AlertMeButton } from '@kit/alerts/alert-me';
import { scopeOfFilters } from '@kit/alerts/target';
import type { ReactNode } from 'react';
import {
  useInfoChannelsTop,
  useInfoMainStoriesList,
  useInfoMainThemesTop,
  useInfoMarkersTop,
  useInfoMusicGet,
  useInfoPersonTop,
  useInfoSentimentGet,
} from '@generated/api/info/info';
import { listHeight } from '@kit/layout/sizes';
import { SentimentByDayBlock, SentimentShareBlock } from '@kit/blocks/sentiment-blocks';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import { Blocks } from '@kit/layout/blocks';
import { withFilters } from '@lib/filters/link';
import { InfoTopBlock } from '../shared/top-block';
import { useFormatters } from '@i18n/format';
import { shareOf } from '@lib/compare/change';
import { ChangeAndRank, LeftTheTop } from '@kit/compare/change-mark';
import { ComparedStatus } from '@kit/compare/compared-status';
import { CHANGE_LINE, NOTE_LINE, compareItems } from '@kit/compare/top-comparison';
import { useComparedCall, useComparison, type ComparedQuery } from '@kit/compare/use-comparison';

const mainRoute = getRouteApi('/cabinet/info/main');

/**
 * The overview of the period: what was talked about, in what tone, by whom and where. Each block
 * asks for its own data, so an answer that lands redraws its block and not the whole page.
 */
export function InfoMain() {
  const { filter } = useSectionFilters();
  const mark = mainRoute.useSearch({ select: (search) => search.mark });
  return (
    <div className="info-page">
      <PageHeader period={filter.period} />
      <MarkedDay mark={mark}>
        <Blocks>
          <ThemesTop />
          <StoriesTop />
          <Sentiment />
          <PersonsTop />
          <ChannelsTop />
          <MarkersTop />
          <MusicOnAir />
        </Blocks>
      </MarkedDay>
    </div>
  );
}

function ThemesTop() {
  const call = useComparedCall();
  const { filter, drill } = useSectionFilters();
  const query = call.join(
    useInfoMainThemesTop(filter),
    useInfoMainThemesTop(call.body(filter), { query: { enabled: call.on } }),
  );
  return <InfoTopBlock of="themes" query={query} onSelect={(theme) => drill({ theme: theme.id })} />;
}

function StoriesTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { search, filter } = useSectionFilters();
  const body = { ...filter, theme_id: search.theme ? [search.theme] : undefined, page: 1, limit: filter.limit };
  const stories = call.join(
    useInfoMainStoriesList(body),
    useInfoMainStoriesList(call.body(body), { query: { enabled: call.on } }),
  );
  return (
    <CountList
      title={t`Top stories`}
      query={stories}
      itemKey={(story) => story.id}
      name={(story) => <span>{story.title}</span>}
      count={mentions}
      value={(story) => story.count}
      label={(story) => story.title}
    />
  );
}

function Sentiment() {
  const { t } = useLingui();
  const call = useComparedCall();
  const { filter, drill, search } = useSectionFilters();
  const sentiment = call.join(
    useInfoSentimentGet(filter, { query: { select: withSortedDynamics } }),
    useInfoSentimentGet(call.body(filter), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  return (
    <>
      <SentimentShareBlock query={sentiment} sentiment={(data) => data.statistics} />
      <SentimentByDayBlock
        query={sentiment}
        sentiment={(data) => data.statistics}
        onSelectBucket={(bucket) => drill({ period: { start_date: bucket.start, end_date: bucket.end } })}
        actions={
          <AlertMeButton
            label={t`Alert me on spikes like this`}
            draft={() => ({ kind: 'spike', scope: scopeOfFilters(search), name: t`Spikes in mentions` })}
          />
        }
      />
    </>
  );
}

function PersonsTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const navigate = useNavigate();
  const query = call.join(
    useInfoPersonTop(filter),
    useInfoPersonTop(call.body(filter), { query: { enabled: call.on } }),
  );
  return (
    <InfoTopBlock
      of="persons"
      query={query}
      description={t`Mentions of each person over the period. Choose a person to see their mentions by day.`}
      extra={[{ key: 'position', label: t`Position`, value: (item) => item.position }]}
      onSelect={(person) => void navigate({ to: '/cabinet/info/persons', search: withFilters({ person: person.id }) })}
    />
  );
}

function ChannelsTop() {
  const call = useComparedCall();
  const { filter, drill } = useSectionFilters();
  const query = call.join(
    useInfoChannelsTop(filter),
    useInfoChannelsTop(call.body(filter), { query: { enabled: call.on } }),
  );
  return <InfoTopBlock of="channels" query={query} onSelect={(channel) => drill({ channels: [channel.id] })} />;
}

function MarkersTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const markers = call.join(
    useInfoMarkersTop(filter),
    useInfoMarkersTop(call.body(filter), { query: { enabled: call.on } }),
  );
  return (
    <CountList
      title={t`Key entities`}
      query={markers}
      itemKey={(marker) => marker.id}
      name={(marker) => (
        <button
          type="button"
          className="link-button"
          onClick={() => drill({ markers: [marker.id] })}
          aria-label={t`Narrow the filters to ${{ name: marker.name }}`}
        >
          {marker.name}
        </button>
      )}
      count={mentions}
      value={(marker) => marker.count}
      label={(marker) => marker.name}
    />
  );
}

function MusicOnAir() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const music = call.join(useInfoMusicGet(filter), useInfoMusicGet(call.body(filter), { query: { enabled: call.on } }));
  return (
    <CountList
      title={t`Music on air`}
      query={music}
      itemKey={(track) => track.isrc}
      name={(track) => (
        <span>
          {track.artist} — {track.title}
        </span>
      )}
      count={(track) => <Plural value={track.plays} _0="no plays" one="# play" other="# plays" />}
      value={(track) => track.plays}
      label={(track) => `${track.artist} — ${track.title}`}
    />
  );
}

/** How often a story or a key entity was mentioned, in words. */
function mentions(item: { count: number }) {
  return <Plural value={item.count} _0="no mentions" one="# mention" other="# mentions" />;
}

interface CountListProps<I> {
  title: string;
  query: ComparedQuery<QueryLike<{ items: readonly I[] }>>;
  itemKey: (item: I) => string | number;
  /** What an entry says first: its name, or a button that narrows the filters to it. */
  name: (item: I) => ReactNode;
  /** Its count in words: mentions, plays. */
  count: (item: I) => ReactNode;
  /** The figure compared and shared: mentions, plays. */
  value: (item: I) => number;
  /** Its name as text (the line of those that left the top). */
  label: (item: I) => string;
}

/**
 * A short top as a numbered list, each entry with its count after it, sized to the filters' top
 * before the answer comes. With a comparison each count gets its change and rank movement on a
 * line of its own (kept from the first paint, so nothing moves when it lands) and the entries
 * that left the top are named under the list; in share mode the count is the entry's share of
 * the listed total.
 */
function CountList<I>({ title, query, itemKey, name, count, value, label }: CountListProps<I>) {
  const fmt = useFormatters();
  const { filter } = useSectionFilters();
  const { compared, percent } = useComparison();
  const on = compared !== undefined;
  const top = compareItems(query, (data) => data.items, itemKey, value);
  const reserve = listHeight(filter.limit) + (on ? filter.limit * CHANGE_LINE + NOTE_LINE : 0);
  return (
    <QueryBlock title={title} query={query} reserve={reserve} isEmpty={(data) => data.items.length === 0}>
      {(data) => {
        const total = data.items.reduce((sum, item) => sum + value(item), 0);
        return (
          <>
            <ol className={`data-list${on ? ' data-list-compared' : ''}`}>
              {data.items.map((item) => {
                const compare = top.of(item);
                return (
                  <li key={itemKey(item)}>
                    {name(item)}
                    <span className="data-list-figures">
                      <span className="muted">{percent ? fmt.percent(shareOf(value(item), total)) : count(item)}</span>
                      {on && (
                        <span className="data-list-change">
                          {compare && <ChangeAndRank change={compare.change} move={compare.move} />}
                        </span>
                      )}
                    </span>
                  </li>
                );
              })}
            </ol>
            {on && (
              <div className="compare-note-line">
                {top.state.status === 'ready' ? (
                  <LeftTheTop names={top.left.map(label)} />
                ) : (
                  <ComparedStatus state={top.state} />
                )}
              </div>
            )}
          </>
        );
      }}
    </QueryBlock>
  );
}
