import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, useCallback } from 'react';
import { useVideoPersonsList } from '@generated/api/video/video';
import type { VideoPerson } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { WhenNear } from '@ui/when-near';
import { SEARCH_MAX } from '../search/search-params';
import { ListSearch } from '@kit/table/list-search';
import { TitledBlock } from '@kit/layout/titled-block';
import { ReferenceState } from './reference-state';
import { SourcesTabs } from './sources-tabs';
import { CATALOGUE_TABLE, type CatalogueSort } from './sources-params';

const route = getRouteApi('/cabinet/video/sources/person');
// The form below the list, and the form library with it, load as they come near.
const AddPersonForm = lazy(() => import('./add-person-form').then((module) => ({ default: module.AddPersonForm })));

/** The persons whose faces the recogniser looks for (a no-cache list), and the form that adds one. */
export function PersonsTab() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { q } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(CATALOGUE_TABLE, route.useSearch());
  const persons = useVideoPersonsList(
    { ...table.request, ...(q ? { search: q } : {}) },
    { query: { placeholderData: keepPreviousData } },
  );
  const onSearch = useCallback(
    (value: string | undefined) =>
      void navigate({
        search: (previous) => ({ ...previous, q: value, page: undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  const columns: Column<VideoPerson, CatalogueSort>[] = [
    {
      key: 'name',
      header: t`Person`,
      rowHeader: true,
      sort: 'name',
      cell: (person) => person.name,
      csv: (person) => person.name,
    },
    {
      key: 'position',
      header: t`Position`,
      cell: (person) => person.position ?? <span className="muted">—</span>,
      csv: (person) => person.position ?? '',
    },
    {
      key: 'reference',
      header: t`Reference photo`,
      cell: (person) => <ReferenceState ready={person.thumbnail_url !== null} />,
      csv: (person) => (person.thumbnail_url === null ? '' : person.thumbnail_url),
    },
    {
      key: 'created',
      header: t`Added`,
      sort: 'created_at',
      cell: (person) => <time dateTime={person.created_at}>{fmt.dateTime(person.created_at)}</time>,
      csv: (person) => person.created_at,
    },
  ];

  return (
    <div className="video-page">
      <PageHeader />
      <SourcesTabs />
      <div className="blocks">
        <TitledBlock headingId="video-monitored-persons" title={t`Monitored persons`} className="block-wide">
          <DataTable
            caption={t`Monitored persons`}
            query={persons}
            page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
            columns={columns}
            rowKey={(person) => person.id}
            state={table}
            csvName="video-monitored-persons"
            emptyText={q ? t`No monitored person matches the search.` : t`No person is monitored yet. Add one below.`}
            toolbar={<ListSearch label={t`Search by name`} value={q} onSearch={onSearch} maxLength={SEARCH_MAX} />}
          />
        </TitledBlock>
        <section className="block" aria-label={t`Add a person`}>
          <WhenNear minHeight={360}>
            <AddPersonForm />
          </WhenNear>
        </section>
      </div>
    </div>
  );
}
