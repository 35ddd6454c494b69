import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useInfoStoriesTop } from '@generated/api/info/info';
import { useThemeList } from '@generated/api/statistics/statistics';
import type { StoryTopItem } from '@generated/model';
import { tableHeight } from '@kit/layout/sizes';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { CsvButton, TableView, type Column } from '@kit/table/table-view';
import { useFormatters } from '@i18n/format';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { QueryBlock, withLookups } from '@ui/query-block';
import { StoryDetail } from './story-detail';
import { StoriesByDay } from './stories-by-day';
import { themeNames, useThemeLabel } from './theme-names';
import './info-stories.css';
import { Blocks } from '@kit/layout/blocks';
import { useComparedCall, useComparison } from '@kit/compare/use-comparison';
import { shareOf } from '@lib/compare/change';
import { LeftTheTop } from '@kit/compare/change-mark';
import { useCompareColumns } from '@kit/compare/compare-columns';
import { ComparedStatus } from '@kit/compare/compared-status';
import { NOTE_LINE, compareItems } from '@kit/compare/top-comparison';

const route = getRouteApi('/cabinet/info/stories');

/**
 * The stories page: the period's top stories (of the focused theme, if any), and the detail of the one chosen (a link
 * of its own).
 */
export function InfoStories() {
  const call = useComparedCall();
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { search, filter } = useSectionFilters();
  const { story } = route.useSearch();
  const stories = call.join(
    useInfoStoriesTop(filter),
    useInfoStoriesTop(call.body(filter), { query: { enabled: call.on } }),
  );
  const themes = useThemeList(undefined, { query: { select: themeNames } });
  const themeLabel = useThemeLabel(themes.data);
  const chosen = story === undefined ? undefined : stories.data?.items.find((item) => item.id === story);
  const shown = (items: readonly StoryTopItem[]) =>
    search.theme === undefined ? items : items.filter((item) => item.theme_id === search.theme);
  const sentimentGroup = { label: t`Sentiment`, span: TONALITIES.length };
  const { compared: comparing, percent } = useComparison();
  const on = comparing !== undefined;
  const top = compareItems(
    stories,
    (data) => shown(data.items),
    (item) => item.id,
    (item) => item.count,
  );
  const compareColumns = useCompareColumns(top, on);
  const total = stories.data ? shown(stories.data.items).reduce((sum, item) => sum + item.count, 0) : 0;
  const columns: Column<StoryTopItem>[] = [
    {
      key: 'title',
      header: t`Story`,
      rowHeader: true,
      csv: (item) => item.title,
      cell: (item) => (
        <Link
          to="/cabinet/info/stories"
          search={(previous) => ({ ...previous, story: item.id })}
          resetScroll={false}
          aria-current={item.id === story ? 'true' : undefined}
        >
          {item.title}
        </Link>
      ),
    },
    {
      key: 'theme',
      header: t`Theme`,
      cell: (item) => themeLabel(item.theme_id),
      csv: (item) => themeLabel(item.theme_id),
    },
    {
      key: 'count',
      header: t`Mentions`,
      numeric: true,
      cell: (item) => fmt.number(item.count),
      csv: (item) => item.count,
    },
    ...(percent
      ? [
          {
            key: 'share',
            header: t`Share`,
            numeric: true,
            cell: (item: StoryTopItem) => fmt.percent(shareOf(item.count, total)),
            csv: (item: StoryTopItem) => Math.round(shareOf(item.count, total) * 1000) / 10,
          },
        ]
      : []),
    ...compareColumns,
    ...TONALITIES.map((key, index) => ({
      key,
      header: i18n._(SENTIMENT_LABELS[key]),
      numeric: true,
      group: index === 0 ? sentimentGroup : undefined,
      cell: (item: StoryTopItem) => fmt.number(item.sentiment[key]),
      csv: (item: StoryTopItem) => item.sentiment[key],
    })),
    {
      key: 'first',
      header: t`First seen`,
      cell: (item) => <time dateTime={item.first_seen}>{fmt.dateTime(item.first_seen)}</time>,
      csv: (item) => item.first_seen,
    },
    {
      key: 'last',
      header: t`Last seen`,
      cell: (item) => <time dateTime={item.last_seen}>{fmt.dateTime(item.last_seen)}</time>,
      csv: (item) => item.last_seen,
    },
  ];

  return (
    <div className="info-page info-stories">
      <PageHeader period={filter.period} />
      <Blocks>
        {story !== undefined && (
          <StoryDetail key={story} storyId={story} knownTitle={chosen?.title} themes={themes.data} />
        )}

        <StoriesByDay />

        <QueryBlock
          title={t`Top stories`}
          className="block-wide"
          query={withLookups(stories, themes)}
          reserve={tableHeight(filter.limit) + 41 + (on ? NOTE_LINE : 0)}
          isEmpty={(data) => shown(data.items).length === 0}
          emptyText={
            search.theme === undefined
              ? t`No story was mentioned for the chosen filters.`
              : t`No story of this theme was mentioned for the chosen filters.`
          }
          actions={
            <CsvButton
              name="top-stories"
              columns={columns}
              rows={stories.data ? shown(stories.data.items) : undefined}
            />
          }
        >
          {(data) => (
            <>
              <TableView
                caption={t`Top stories: choose a story to see its mentions by day and its sources.`}
                className="stories-table"
                columns={columns}
                rows={shown(data.items)}
                rowKey={(item) => item.id}
                rowClass={(item) => (item.id === story ? 'is-open' : undefined)}
              />
              {on && (
                <div className="compare-note-line">
                  {top.state.status === 'ready' ? (
                    <LeftTheTop names={top.left.map((item) => item.title)} />
                  ) : (
                    <ComparedStatus state={top.state} />
                  )}
                </div>
              )}
            </>
          )}
        </QueryBlock>
      </Blocks>
    </div>
  );
}
