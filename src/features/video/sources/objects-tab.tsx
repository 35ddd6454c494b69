import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { useVideoObjectsList } from '@generated/api/video/video';
import type { VideoObject, VideoObjectCategory } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { WhenNear } from '@ui/when-near';
import { SEARCH_MAX } from '../search/search-params';
import { OBJECT_CATEGORIES, OBJECT_CATEGORY_LABELS } from '../shared/labels';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch } from '@kit/table/list-search';
import { TitledBlock } from '@kit/layout/titled-block';
import { ReferenceState } from './reference-state';
import { SourcesTabs } from './sources-tabs';
import { CATALOGUE_TABLE, type CatalogueSort } from './sources-params';

const route = getRouteApi('/cabinet/video/sources/entity');
// The form below the list, and the form library with it, load as they come near.
const AddObjectForm = lazy(() => import('./add-object-form').then((module) => ({ default: module.AddObjectForm })));

/** The objects the recogniser looks for (a no-cache list, by name and kind), and the form that adds one. */
export function ObjectsTab() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { q, category } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(CATALOGUE_TABLE, route.useSearch());
  const objects = useVideoObjectsList(
    { ...table.request, ...(q ? { search: q } : {}), ...(category ? { category } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const narrow = useCallback(
    (changes: { q?: string; category?: VideoObjectCategory }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const onSearch = useCallback((value: string | undefined) => narrow({ q: value }), [narrow]);
  const kind = (value: VideoObjectCategory) => i18n._(OBJECT_CATEGORY_LABELS[value]);
  const columns: Column<VideoObject, CatalogueSort>[] = [
    {
      key: 'name',
      header: t`Object`,
      rowHeader: true,
      sort: 'name',
      cell: (object) => object.name,
      csv: (object) => object.name,
    },
    {
      key: 'category',
      header: t`Kind`,
      cell: (object) => kind(object.category),
      csv: (object) => kind(object.category),
    },
    {
      key: 'description',
      header: t`Description`,
      cell: (object) => object.description ?? <span className="muted">—</span>,
      csv: (object) => object.description ?? '',
    },
    {
      key: 'reference',
      header: t`Reference`,
      cell: (object) => <ReferenceState ready={object.thumbnail_url !== null} />,
      csv: (object) => object.thumbnail_url ?? '',
    },
    {
      key: 'created',
      header: t`Added`,
      sort: 'created_at',
      cell: (object) => <time dateTime={object.created_at}>{fmt.dateTime(object.created_at)}</time>,
      csv: (object) => object.created_at,
    },
  ];
  const kindOptions = OBJECT_CATEGORIES.map((value) => ({ value, label: kind(value) }));

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-monitored-objects" title={t`Monitored objects`} className="block-wide">
          <DataTable
            caption={t`Monitored objects`}
            query={objects}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(object) => object.id}
            state={table}
            csvName="video-monitored-objects"
            className="video-objects-table"
            emptyText={
              q || category
                ? t`No monitored object matches the search and the kind.`
                : t`No object is monitored yet. Add one below.`
            }
            toolbar={
              <div className="video-toolbar" role="group" aria-label={t`Narrow the list`}>
                <ListSearch label={t`Search by name`} value={q} onSearch={onSearch} maxLength={SEARCH_MAX} />
                <ListChoice<VideoObjectCategory>
                  label={t`Kind`}
                  value={category}
                  options={kindOptions}
                  onChange={(value) => narrow({ category: value })}
                />
              </div>
            }
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add an object`}>
          <WhenNear minHeight={420}>
            <AddObjectForm kindOptions={kindOptions} />
          </WhenNear>
        </section>
      </div>
    </div>
  );
}
