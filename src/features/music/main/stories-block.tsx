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
import { useComparedCall, useComparison } from '@kit/compare/use-comparison';
import { ChangeMark } from '@kit/compare/change-mark';
import { ComparedStatus } from '@kit/compare/compared-status';
import { CHANGE_LINE, NOTE_LINE, compareItems } from '@kit/compare/top-comparison';

/** The compared period's stories asked for at once (the contract's largest page). */
const COMPARED_STORIES = 100;

/** Stories on one page of the block. */
export const STORIES_PAGE = 10;

/**
 * The airplay stories of the period (premieres, chart runs, tours), the most played first,
 * narrowed to the focused genre; a page at a time. A change of filters starts at the first page.
 */
export function StoriesBlock() {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const { search, filter } = useSectionFilters();
  // The page counts within one choice of filters: `filter` is the same object until one changes.
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filter, page: next });
  const body: MusicStoriesListRequest = {
    period: filter.period,
    channels: filter.channels,
    theme_id: search.theme,
    page,
    limit: STORIES_PAGE,
    sort_by: 'count',
    sort_order: 'desc',
  };
  // The compared period's stories are asked for as one long first page (the contract's largest), so
  // a story on any page here is found there; one that is not among them counts from nothing.
  const stories = call.join(
    useMusicStoriesList(body, { query: { placeholderData: keepPreviousData } }),
    useMusicStoriesList(call.body({ ...body, page: 1, limit: COMPARED_STORIES }), { query: { enabled: call.on } }),
  );
  const { compared: comparing } = useComparison();
  const on = comparing !== undefined;
  const top = compareItems(
    stories,
    (data) => data.items,
    (story) => story.id,
    (story) => story.count,
  );
  // The genres only name the stories' genres: they are not compared.
  const genres = useMusicThemesTopList(filter);
  const genreName = (id: number) => genres.data?.items.find((genre) => genre.id === id)?.name;
  return (
    <QueryBlock
      title={t`Airplay stories`}
      query={stories}
      reserve={listHeight(STORIES_PAGE) + 48 + (on ? STORIES_PAGE * CHANGE_LINE + NOTE_LINE : 0)}
      isEmpty={(data) => data.items.length === 0 && page === 1}
      emptyText={
        search.theme === undefined
          ? t`No airplay story for the chosen filters.`
          : t`No airplay story of this genre for the chosen filters.`
      }
    >
      {(data) => (
        <div aria-busy={stories.isFetching || undefined}>
          <ol className={`data-list music-stories${on ? ' data-list-compared' : ''}`}>
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
                  {on && (
                    <span className="data-list-change">
                      {top.of(story) && <ChangeMark change={top.of(story)!.change} />}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {on && (
            <div className="compare-note-line">
              <ComparedStatus state={top.state} />
            </div>
          )}
          {data.meta.total > data.meta.limit && (
            <Pager
              page={page}
              size={data.meta.limit}
              total={data.meta.total}
              label={t`Pages of: Airplay stories`}
              onPage={setPage}
            />
          )}
        </div>
      )}
    </QueryBlock>
  );
}
