import { Plural, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
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
import { useComparedCall } from '@kit/compare/use-comparison';

/**
 * The overview of the period: what was talked about, in what tone, by whom and where. Each block
 * asks for its own data, so an answer that lands redraws its block and not the whole page.
 */
export function InfoMain() {
  const { filter } = useSectionFilters();
  return (
    <div className="info-page">
      <PageHeader period={filter.period} />
      <Blocks>
        <ThemesTop />
        <StoriesTop />
        <Sentiment />
        <PersonsTop />
        <ChannelsTop />
        <MarkersTop />
        <MusicOnAir />
      </Blocks>
    </div>
  );
}

function ThemesTop() {
  const call = useComparedCall();
  const { filter, drill } = useSectionFilters();
  const query = call.join(useInfoMainThemesTop(filter), useInfoMainThemesTop(call.body(filter), { query: { enabled: call.on } }));
  return <InfoTopBlock of="themes" query={query} onSelect={(theme) => drill({ theme: theme.id })} />;
}

function StoriesTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { search, filter } = useSectionFilters();
  const stories = call.join(useInfoMainStoriesList({ ...filter, theme_id: search.theme ? [search.theme] : undefined, page: 1, limit: filter.limit }), useInfoMainStoriesList(call.body({ ...filter, theme_id: search.theme ? [search.theme] : undefined, page: 1, limit: filter.limit }), { query: { enabled: call.on } }));
  return <CountList title={t`Top stories`} query={stories} itemKey={(story) => story.id} name={(story) => <span>{story.title}</span>} count={mentions} />;
}

function Sentiment() {
  const call = useComparedCall();
  const { filter, drill } = useSectionFilters();
  const sentiment = call.join(useInfoSentimentGet(filter, { query: { select: withSortedDynamics } }), useInfoSentimentGet(call.body(filter), { query: { select: withSortedDynamics, enabled: call.on } }));
  return (
    <>
      <SentimentShareBlock query={sentiment} sentiment={(data) => data.statistics} />
      <SentimentByDayBlock query={sentiment} sentiment={(data) => data.statistics} onSelectBucket={(bucket) => drill({ period: { start_date: bucket.start, end_date: bucket.end } })} />
    </>
  );
}

function PersonsTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const navigate = useNavigate();
  const query = call.join(useInfoPersonTop(filter), useInfoPersonTop(call.body(filter), { query: { enabled: call.on } }));
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
  const query = call.join(useInfoChannelsTop(filter), useInfoChannelsTop(call.body(filter), { query: { enabled: call.on } }));
  return <InfoTopBlock of="channels" query={query} onSelect={(channel) => drill({ channels: [channel.id] })} />;
}

function MarkersTop() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const markers = call.join(useInfoMarkersTop(filter), useInfoMarkersTop(call.body(filter), { query: { enabled: call.on } }));
  return (
    <CountList
      title={t`Key entities`}
      query={markers}
      itemKey={(marker) => marker.id}
      name={(marker) => (
        <button type="button" className="link-button" onClick={() => drill({ markers: [marker.id] })} aria-label={t`Narrow the filters to ${{ name: marker.name }}`}>
          {marker.name}
        </button>
      )}
      count={mentions}
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
    />
  );
}

/** How often a story or a key entity was mentioned, in words. */
function mentions(item: { count: number }) {
  return <Plural value={item.count} _0="no mentions" one="# mention" other="# mentions" />;
}

interface CountListProps<I> {
  title: string;
  query: QueryLike<{ items: readonly I[] }>;
  itemKey: (item: I) => string | number;
  /** What an entry says first: its name, or a button that narrows the filters to it. */
  name: (item: I) => ReactNode;
  /** Its count in words: mentions, plays. */
  count: (item: I) => ReactNode;
}

/** A short top as a numbered list, each entry with its count after it, sized to the filters' top before the answer comes. */
function CountList<I>({ title, query, itemKey, name, count }: CountListProps<I>) {
  const { filter } = useSectionFilters();
  return (
    <QueryBlock title={title} query={query} reserve={listHeight(filter.limit)} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <ol className="data-list">
          {data.items.map((item) => (
            <li key={itemKey(item)}>
              {name(item)}
              <span className="muted">{count(item)}</span>
            </li>
          ))}
        </ol>
      )}
    </QueryBlock>
  );
}
