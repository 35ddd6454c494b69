import { Trans, useLingui } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useInfoStoriesTop } from '../../../../generated/api/info/info';
import { useThemeList } from '../../../../generated/api/statistics/statistics';
import type { StoryTopItem } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { SENTIMENT_LABELS } from '../../../lib/statistics-labels';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import { StoryDetail } from './story-detail';
import { themeNames, useThemeLabel, type ThemeNames } from './theme-names';
import './info-stories.css';

const route = getRouteApi('/cabinet/info/stories');
const TONALITIES = ['positive', 'neutral', 'negative'] as const;

/** The stories page: the period's top stories, and the detail of the one chosen (a link of its own). */
export function InfoStories() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const { story } = route.useSearch();
  const stories = useInfoStoriesTop(filter);
  const themes = useThemeList(undefined, { query: { select: themeNames } });
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;
  const chosen = story === undefined ? undefined : stories.data?.items.find((item) => item.id === story);

  return (
    <div className="info-page info-stories">
      <header className="page-header">
        <h1>
          <Trans>Stories</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        {story !== undefined && <StoryDetail key={story} storyId={story} knownTitle={chosen?.title} themes={themes.data} />}

        <QueryBlock
          title={t`Top stories`}
          className="block-wide"
          query={stories}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No story was mentioned for the chosen filters.`}
        >
          {(data) => <StoriesTable items={data.items} themes={themes.data} openStory={story} />}
        </QueryBlock>
      </div>
    </div>
  );
}

function StoriesTable({ items, themes, openStory }: { items: StoryTopItem[]; themes: ThemeNames | undefined; openStory: number | undefined }) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const themeLabel = useThemeLabel(themes);
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table stories-table">
        <caption className="visually-hidden">{t`Top stories: choose a story to see its mentions by day and its sources.`}</caption>
        <colgroup span={3} />
        <colgroup span={3} />
        <colgroup span={2} />
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>{t`Story`}</th>
            <th scope="col" rowSpan={2}>{t`Theme`}</th>
            <th scope="col" rowSpan={2} className="numeric">
              {t`Mentions`}
            </th>
            <th scope="colgroup" colSpan={3} className="stories-sentiment-head">
              {t`Sentiment`}
            </th>
            <th scope="col" rowSpan={2}>{t`First seen`}</th>
            <th scope="col" rowSpan={2}>{t`Last seen`}</th>
          </tr>
          <tr>
            {TONALITIES.map((key) => (
              <th key={key} scope="col" className="numeric">
                {i18n._(SENTIMENT_LABELS[key])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={item.id === openStory ? 'is-open' : undefined}>
              <th scope="row">
                <Link
                  to="/cabinet/info/stories"
                  search={(previous) => ({ ...previous, story: item.id })}
                  resetScroll={false}
                  aria-current={item.id === openStory ? 'true' : undefined}
                >
                  {item.title}
                </Link>
              </th>
              <td>{themeLabel(item.theme_id)}</td>
              <td className="numeric">{fmt.number(item.count)}</td>
              {TONALITIES.map((key) => (
                <td key={key} className="numeric">
                  {fmt.number(item.sentiment[key])}
                </td>
              ))}
              <td>
                <time dateTime={item.first_seen}>{fmt.dateTime(item.first_seen)}</time>
              </td>
              <td>
                <time dateTime={item.last_seen}>{fmt.dateTime(item.last_seen)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
