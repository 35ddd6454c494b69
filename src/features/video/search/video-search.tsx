import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useVideoContentCategoryList, useVideoContentList } from '@generated/api/video/video';
import type { VideoContent, VideoContentList } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { followPendingTasks } from '@kit/reports/reports-table';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { CONTENT_STATE_LABELS, ORIGIN_LABELS, ORIGINS } from '../shared/labels';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch } from '@kit/table/list-search';
import { StateBadge, taskTone } from '@kit/reports/state-badge';
import { TitledBlock } from '@kit/layout/titled-block';
import { CONTENT_TABLE, SEARCH_MAX, type ContentSort } from './search-params';
import { Button } from '@ui/button';

// The upload form and the form library load when a person asks for the form (or points at the
// button that opens it), so the list, which is what the page is for, does not wait for them.
const loadUploadBlock = () => import('./upload-block');
const UploadBlock = lazy(() => loadUploadBlock().then((module) => ({ default: module.UploadBlock })));

const route = getRouteApi('/cabinet/video/search');

/** The content categories, asked for once (the first page of 100 holds them all). */
export function useCategories() {
  return useVideoContentCategoryList({ page: 1, limit: 100 }, { query: { staleTime: Infinity } });
}

/**
 * The video content items whose airings are tracked (uploaded references and content detected on
 * air), searchable and narrowed by category and origin, with the upload of a new reference video.
 * The list asks again while an item is still being processed.
 */
export function VideoSearch() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { q, category, origin } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(CONTENT_TABLE, route.useSearch());
  const categories = useCategories();
  const list = useVideoContentList(
    {
      ...table.request,
      ...(q ? { search: q } : {}),
      ...(category ? { category_id: category } : {}),
      ...(origin ? { origin } : {}),
    },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: followPendingTasks((data: VideoContentList) => data.items),
      },
    },
  );
  const narrow = useCallback(
    (changes: { q?: string; category?: number; origin?: 'uploaded' | 'detected' }) =>
      void navigate({
        search: (previous) => ({ ...previous, ...changes, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const onSearch = useCallback((value: string | undefined) => narrow({ q: value }), [narrow]);
  // Once opened the form stays for the visit, so nothing chosen or typed in it is lost.
  const uploadId = useId();
  const uploadPlace = useRef<HTMLDivElement>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [uploadAsked, setUploadAsked] = useState(0);
  useEffect(() => {
    if (uploadAsked === 0) return;
    const place = uploadPlace.current;
    place?.scrollIntoView?.({ block: 'start' });
    place?.focus({ preventScroll: true });
  }, [uploadAsked]);
  const openUpload = () => {
    setUploadOpen(true);
    setUploadAsked((count) => count + 1);
  };

  const columns: Column<VideoContent, ContentSort>[] = [
    {
      key: 'title',
      header: t`Title`,
      rowHeader: true,
      sort: 'title',
      cell: (item) => item.title,
      csv: (item) => item.title,
    },
    { key: 'category', header: t`Category`, cell: (item) => item.category.name, csv: (item) => item.category.name },
    {
      key: 'origin',
      header: t`Origin`,
      cell: (item) => i18n._(ORIGIN_LABELS[item.origin]),
      csv: (item) => i18n._(ORIGIN_LABELS[item.origin]),
    },
    {
      key: 'state',
      header: t`State`,
      cell: (item) => <StateBadge label={CONTENT_STATE_LABELS[item.state]} tone={taskTone(item.state)} />,
      csv: (item) => i18n._(CONTENT_STATE_LABELS[item.state]),
    },
    {
      key: 'duration',
      header: t`Length`,
      numeric: true,
      sort: 'duration_seconds',
      cell: (item) =>
        item.duration_seconds === null ? <span className="muted">—</span> : fmt.duration(item.duration_seconds),
      csv: (item) => item.duration_seconds ?? '',
    },
    {
      key: 'created',
      header: t`Added`,
      sort: 'created_at',
      cell: (item) => <time dateTime={item.created_at}>{fmt.dateTime(item.created_at)}</time>,
      csv: (item) => item.created_at,
    },
  ];
  const categoryOptions = (categories.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
  const narrowed = Boolean(q || category || origin);

  return (
    <div className="video-page">
      <PageHeader />
      <div className="blocks">
        {uploadOpen && (
          <div id={uploadId} ref={uploadPlace} className="block-wide video-upload-place" tabIndex={-1}>
            <Suspense fallback={<div className="block video-upload-loading" aria-busy="true" />}>
              <UploadBlock categories={categories} />
            </Suspense>
          </div>
        )}
        <TitledBlock
          headingId="video-content-list"
          title={t`Tracked video content`}
          className="block-wide"
          actions={
            <Button
              variant="secondary"
              aria-expanded={uploadOpen}
              aria-controls={uploadOpen ? uploadId : undefined}
              onClick={openUpload}
              onPointerEnter={() => void loadUploadBlock()}
              onFocus={() => void loadUploadBlock()}
            >
              {t`Upload a reference video`}
            </Button>
          }
        >
          <DataTable
            caption={t`Tracked video content`}
            query={list}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(item) => item.id}
            state={table}
            csvName="video-content"
            className="video-content-table"
            emptyText={
              narrowed
                ? t`No content item matches the search and the choices above.`
                : t`No video content is tracked yet. Upload a reference video to start.`
            }
            toolbar={
              <div className="video-toolbar" role="group" aria-label={t`Narrow the list`}>
                <ListSearch label={t`Search by title`} value={q} onSearch={onSearch} maxLength={SEARCH_MAX} />
                <ListChoice
                  label={t`Category`}
                  value={category === undefined ? undefined : String(category)}
                  options={categoryOptions}
                  onChange={(value) => narrow({ category: value === undefined ? undefined : Number(value) })}
                  unavailable={categories.isError ? t`The categories could not be loaded.` : undefined}
                />
                <ListChoice<'uploaded' | 'detected'>
                  label={t`Origin`}
                  value={origin}
                  options={ORIGINS.map((value) => ({ value, label: i18n._(ORIGIN_LABELS[value]) }))}
                  onChange={(value) => narrow({ origin: value })}
                />
              </div>
            }
          />
        </TitledBlock>
      </div>
    </div>
  );
}
