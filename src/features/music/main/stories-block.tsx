import { Plural, useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useMusicStoriesList, useMusicThemesTopList } from '@generated/api/music/music';
import type { MusicStoriesListRequest } from '@generated/model';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { listHeight } from '@kit/layout/sizes';
import { Pager } from '@kit/table/pager';
import { useFormatters } from '@i18n/format';
import { QueryBlock } from '@ui/query-block';
import { useComparedCall } from '@kit/compare/use-comparison';

/** Stories on one page of the block. */
export const STORIES_PAGE = 10;

/**
 * The airplay stories of the period (premieres, chart runs, tours), the most played first,
 * narrowed to the focused genre; a page at a time. A change of filters starts at the first page.
 */
export function StoriesBlock() {
  const { search, filter } = useSectionFilters();
  return <StoriesList key={`${JSON.stringify(filter)}:${search.theme ?? ''}`} />;
}

function StoriesList() {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const { search, filter } = useSectionFilters();
  const [page, setPage] = useState(1);
  const body: MusicStoriesListRequest = { period: filter.period, channels: filter.channels, theme_id: search.theme, page, limit: STORIES_PAGE, sort_by: 'count', sort_order: 'desc' };
  const stories = call.join(useMusicStoriesList(body, { query: { placeholderData: keepPreviousData } }), useMusicStoriesList(call.body(body), { query: { placeholderData: keepPreviousData, enabled: call.on } }));
  // The genres only name the stories' genres: they are not compared.
  const genres = useMusicThemesTopList(filter);
  const genreName = (id: number) => genres.data?.items.find((genre) => genre.id === id)?.name;
  return (
    <QueryBlock
      title={t`Airplay stories`}
      query={stories}
      reserve={listHeight(STORIES_PAGE) + 48}
      isEmpty={(data) => data.items.length === 0 && page === 1}
      emptyText={search.theme === undefined ? t`No airplay story for the chosen filters.` : t`No airplay story of this genre for the chosen filters.`}
    >
      {(data) => (
        <div aria-busy={stories.isFetching || undefined}>
          <ol className="data-list music-stories">
            {data.items.map((story) => {
              const genre = genreName(story.theme_id);
              const since = fmt.date(story.first_played_on);
              return (
                <li key={story.id}>
                  <span className="music-story-title">{story.title}</span>
                  <span className="muted music-story-facts">
                    {genre && <span>{genre} · </span>}
                    <Plural value={story.count} _0="no plays" one="# play" other="# plays" /> · {t`since ${since}`}
                  </span>
                </li>
              );
            })}
          </ol>
          {data.meta.total > data.meta.limit && <Pager page={page} size={data.meta.limit} total={data.meta.total} label={t`Pages of: Airplay stories`} onPage={setPage} />}
        </div>
      )}
    </QueryBlock>
  );
}
