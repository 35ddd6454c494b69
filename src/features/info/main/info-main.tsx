import { Plural, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
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
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { QueryBlock } from '@ui/query-block';
import { Blocks } from '@kit/layout/blocks';
import { withFilters } from '@lib/filters/link';

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
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const query = useInfoMainThemesTop(filter);
  return (
    <TopBarsBlock
      title={t`Top themes`}
      description={t`Mentions of each theme over the period. Choose a theme to see its stories.`}
      exportName="top-themes"
      nameLabel={t`Theme`}
      query={query}
      items={(data) => data.items}
      expected={filter.limit}
      onSelect={(theme) => drill({ theme: theme.id })}
    />
  );
}

function StoriesTop() {
  const { t } = useLingui();
  const { search, filter } = useSectionFilters();
  const stories = useInfoMainStoriesList({ ...filter, theme_id: search.theme ? [search.theme] : undefined, page: 1, limit: filter.limit });
  return (
    <QueryBlock title={t`Top stories`} query={stories} reserve={listHeight(filter.limit)} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <ol className="data-list">
          {data.items.map((story) => (
            <li key={story.id}>
              <span>{story.title}</span>
              <span className="muted">
                <Plural value={story.count} _0="no mentions" one="# mention" other="# mentions" />
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryBlock>
  );
}

function Sentiment() {
  const { filter, drill } = useSectionFilters();
  const sentiment = useInfoSentimentGet(filter, { query: { select: withSortedDynamics } });
  return (
    <>
      <SentimentShareBlock query={sentiment} sentiment={(data) => data.statistics} />
      <SentimentByDayBlock query={sentiment} sentiment={(data) => data.statistics} onSelectBucket={(bucket) => drill({ period: { start_date: bucket.start, end_date: bucket.end } })} />
    </>
  );
}

function PersonsTop() {
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const navigate = useNavigate();
  const query = useInfoPersonTop(filter);
  return (
    <TopBarsBlock
      title={t`Top persons`}
      description={t`Mentions of each person over the period. Choose a person to see their mentions by day.`}
      exportName="top-persons"
      nameLabel={t`Person`}
      query={query}
      items={(data) => data.items}
      expected={filter.limit}
      extra={[{ key: 'position', label: t`Position`, value: (item) => item.position }]}
      onSelect={(person) => void navigate({ to: '/cabinet/info/persons', search: withFilters({ person: person.id }) })}
    />
  );
}

function ChannelsTop() {
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const query = useInfoChannelsTop(filter);
  return (
    <TopBarsBlock
      title={t`Top channels`}
      description={t`Mentions on each channel over the period. Choose a channel to narrow the filters to it.`}
      exportName="top-channels"
      nameLabel={t`Channel`}
      query={query}
      items={(data) => data.items}
      expected={filter.limit}
      onSelect={(channel) => drill({ channels: [channel.id] })}
    />
  );
}

function MarkersTop() {
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const markers = useInfoMarkersTop(filter);
  return (
    <QueryBlock title={t`Key entities`} query={markers} reserve={listHeight(filter.limit)} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <ol className="data-list">
          {data.items.map((marker) => (
            <li key={marker.id}>
              <button type="button" className="link-button" onClick={() => drill({ markers: [marker.id] })} aria-label={t`Narrow the filters to ${marker.name}`}>
                {marker.name}
              </button>
              <span className="muted">
                <Plural value={marker.count} _0="no mentions" one="# mention" other="# mentions" />
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryBlock>
  );
}

function MusicOnAir() {
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const music = useInfoMusicGet(filter);
  return (
    <QueryBlock title={t`Music on air`} query={music} reserve={listHeight(filter.limit)} isEmpty={(data) => data.items.length === 0}>
      {(data) => (
        <ol className="data-list">
          {data.items.map((track) => (
            <li key={track.isrc}>
              <span>
                {track.artist} — {track.title}
              </span>
              <span className="muted">
                <Plural value={track.plays} _0="no plays" one="# play" other="# plays" />
              </span>
            </li>
          ))}
        </ol>
      )}
    </QueryBlock>
  );
}
