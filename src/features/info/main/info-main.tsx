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
} from '../../../../generated/api/info/info';
import { listHeight } from '../../../kit/layout/sizes';
import { SentimentByDayBlock, SentimentShareBlock } from '../../../kit/blocks/sentiment-blocks';
import { TopBarsBlock } from '../../../kit/blocks/top-bars';
import { useSectionFilters } from '../../../kit/filters/use-section-filters';
import { PageHeader } from '../../../kit/page/page-header';
import { withSortedDynamics } from '../../../lib/dynamics';
import { pickFilters } from '../../../lib/statistics-filter';
import { QueryBlock } from '../../../ui/query-block';
import { Blocks } from '../../../kit/layout/blocks';

/** The overview of the period: what was talked about, in what tone, by whom and where. */
export function InfoMain() {
  const { t } = useLingui();
  const { search, filter, drill } = useSectionFilters();
  const navigate = useNavigate();
  const themes = useInfoMainThemesTop(filter);
  const stories = useInfoMainStoriesList({ ...filter, theme_id: search.theme ? [search.theme] : undefined, page: 1, limit: filter.limit });
  const sentiment = useInfoSentimentGet(filter, { query: { select: withSortedDynamics } });
  const persons = useInfoPersonTop(filter);
  const channels = useInfoChannelsTop(filter);
  const markers = useInfoMarkersTop(filter);
  const music = useInfoMusicGet(filter);

  return (
    <div className="info-page">
      <PageHeader period={filter.period} />
      <Blocks>
        <TopBarsBlock
          title={t`Top themes`}
          description={t`Mentions of each theme over the period. Choose a theme to see its stories.`}
          exportName="top-themes"
          nameLabel={t`Theme`}
          query={themes}
          items={(data) => data.items}
          expected={filter.limit}
          onSelect={(theme) => drill({ theme: theme.id })}
        />

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

        <SentimentShareBlock query={sentiment} sentiment={(data) => data.statistics} />
        <SentimentByDayBlock query={sentiment} sentiment={(data) => data.statistics} onSelectBucket={(bucket) => drill({ period: { start_date: bucket.start, end_date: bucket.end } })} />

        <TopBarsBlock
          title={t`Top persons`}
          description={t`Mentions of each person over the period. Choose a person to see their mentions by day.`}
          exportName="top-persons"
          nameLabel={t`Person`}
          query={persons}
          items={(data) => data.items}
          expected={filter.limit}
          extra={[{ key: 'position', label: t`Position`, value: (item) => item.position }]}
          onSelect={(person) =>
            void navigate({ to: '/cabinet/info/persons', search: (previous: Record<string, unknown>) => ({ ...pickFilters(previous), person: person.id }) })
          }
        />

        <TopBarsBlock
          title={t`Top channels`}
          description={t`Mentions on each channel over the period. Choose a channel to narrow the filters to it.`}
          exportName="top-channels"
          nameLabel={t`Channel`}
          query={channels}
          items={(data) => data.items}
          expected={filter.limit}
          onSelect={(channel) => drill({ channels: [channel.id] })}
        />

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
      </Blocks>
    </div>
  );
}
