import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useVideoContentDetails } from '@generated/api/video/video';
import type { VideoContentChartSeries, VideoContentSegment } from '@generated/model';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { tableHeight } from '@kit/layout/sizes';
import { Pager } from '@kit/table/pager';
import { TableView, type Column } from '@kit/table/table-view';
import { useFormatters } from '@i18n/format';
import { QueryBlock } from '@ui/query-block';
import { PanelFocus } from '../shared/panel-focus';
import { categoriesIn, detailsRange, type ChosenRange } from './content-model';

const PAGE_SIZE = 10;

/** What the airings panel shows once open (loaded then, with the airings call). */
export function PanelBody({
  range,
  items,
  onClose,
}: {
  range: ChosenRange;
  items: readonly VideoContentChartSeries[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const categories = categoriesIn(items, range);
  const [chosen, setChosen] = useState(categories[0]?.id);
  const category = categories.find((item) => item.id === chosen) ?? categories[0];

  return (
    <PanelFocus onClose={onClose} className="airings-panel">
      {categories.length === 0 ? (
        <p className="block-empty">{t`Nothing was on air in this column for the chosen filters.`}</p>
      ) : (
        <fieldset className="airings-categories">
          <legend>{t`Content category`}</legend>
          {categories.map((item) => (
            <label key={item.id} className="check">
              <input
                type="radio"
                name={`${id}-category`}
                checked={item.id === category?.id}
                onChange={() => setChosen(item.id)}
              />
              <span>
                {item.name} <span className="muted">· {fmt.duration(item.seconds)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {category && <Airings key={category.id} categoryId={category.id} categoryName={category.name} range={range} />}
    </PanelFocus>
  );
}

function Airings({
  categoryId,
  categoryName,
  range,
}: {
  categoryId: number;
  categoryName: string;
  range: ChosenRange;
}) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useSectionFilters();
  const [page, setPage] = useState(1);
  const narrowed = detailsRange(range, filter.period);
  const details = useVideoContentDetails(
    { ...filter, ...narrowed, category_id: categoryId, page, limit: PAGE_SIZE },
    { query: { placeholderData: keepPreviousData } },
  );
  const time = (value: string) => fmt.date(value, 'time');
  const columns: Column<VideoContentSegment>[] = [
    {
      key: 'title',
      header: t`Title on air`,
      rowHeader: true,
      cell: (segment) => (
        <>
          {segment.title}
          {segment.content_id !== null && (
            <span className="video-tag">{t`Tracked item ${{ item: segment.content_id }}`}</span>
          )}
        </>
      ),
    },
    { key: 'channel', header: t`Channel`, cell: (segment) => segment.channel.name },
    {
      key: 'time',
      header: t`On air`,
      cell: (segment) => (
        <>
          {range.start === range.end ? null : <span className="muted">{fmt.dayMonth(segment.start)} </span>}
          <time dateTime={segment.start}>{time(segment.start)}</time>–
          <time dateTime={segment.end}>{time(segment.end)}</time>
        </>
      ),
    },
    { key: 'duration', header: t`Length`, numeric: true, cell: (segment) => fmt.duration(segment.duration_seconds) },
  ];
  const caption = t`Airings of ${categoryName}`;
  return (
    <QueryBlock
      title={caption}
      headingLevel={3}
      query={details}
      reserve={tableHeight(PAGE_SIZE)}
      isEmpty={(data) => data.items.length === 0 && page === 1}
      emptyText={t`No airing of this category for the chosen filters.`}
      className="airings-list"
    >
      {(data) => (
        <>
          <TableView
            caption={caption}
            columns={columns}
            rows={data.items}
            rowKey={(segment) => `${segment.channel.id}-${segment.start}`}
            className="airings-table"
          />
          {data.meta.total > data.meta.limit && (
            <Pager
              page={page}
              size={data.meta.limit}
              total={data.meta.total}
              label={t`Pages of: ${caption}`}
              onPage={setPage}
            />
          )}
        </>
      )}
    </QueryBlock>
  );
}
