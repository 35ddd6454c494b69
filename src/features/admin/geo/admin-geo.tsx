import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useGeoList } from '@generated/api/admin/admin';
import type { Geo, GeoListRequest } from '@generated/model';
import { useCountryName } from '@kit/channels';
import { tableHeight } from '@kit/layout/sizes';
import { PageHeader } from '@kit/page/page-header';
import { TableView, type Column } from '@kit/table/table-view';
import { ListSearch } from '@kit/table/list-search';
import { useFormatters } from '@i18n/format';
import { QueryBlock } from '@ui/query-block';
import { GEO_TYPE_LABELS } from '../labels';
import { SEARCH_MAX } from '../search-keys';
import { useSetSearch } from '../url-state';
import { geoMatches, indexGeo, useGeoDirectory } from './geo-directory';
import { GEO_LEVELS, shownLevel, type GeoLevel } from './geo-search';
import '../admin.css';

const route = getRouteApi('/admin/_console/geo');

/** Rows drawn at most; a longer answer asks for a narrower search. */
const MAX_ROWS = 500;

/**
 * The geo directory channels are placed in: countries first, then, by choosing one, its regions
 * and cities; narrowed to a level and searched by name. The level, the entry browsed into and the
 * search live in the URL.
 */
export function AdminGeo() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const countryName = useCountryName();
  const search = route.useSearch();
  const setSearch = useSetSearch();
  const level = shownLevel(search);
  const request: GeoListRequest = {
    ...(level !== 'all' ? { type: level } : {}),
    ...(search.parent !== undefined ? { parent_id: search.parent } : {}),
    ...(search.q ? { search: search.q } : {}),
  };
  const list = useGeoList(request, {
    query: { placeholderData: keepPreviousData, staleTime: 5 * 60_000 },
  });
  // The names above the entry browsed into come from the whole directory.
  const directory = useGeoDirectory({ enabled: search.parent !== undefined });
  const index = useMemo(() => (directory.data ? indexGeo(directory.data.items) : undefined), [directory.data]);
  const parent = search.parent !== undefined ? index?.byId.get(search.parent) : undefined;
  const trail = parent && index ? [...index.ancestors(parent)].reverse() : [];
  const placeId = search.parent;
  const parentName = parent?.name ?? (placeId !== undefined ? t`Place no. ${placeId}` : '');

  const columns: Column<Geo>[] = [
    {
      key: 'name',
      header: t`Name`,
      rowHeader: true,
      cell: (entry) =>
        entry.type === 'city' ? (
          entry.name
        ) : (
          <Link to="/admin/geo" search={{ parent: entry.id }}>
            {entry.name}
          </Link>
        ),
    },
    { key: 'type', header: t`Level`, cell: (entry) => i18n._(GEO_TYPE_LABELS[entry.type]) },
    {
      key: 'country',
      header: t`Country`,
      cell: (entry) => `${countryName(entry.country_code)} (${entry.country_code})`,
    },
    { key: 'id', header: t`ID`, numeric: true, cell: (entry) => fmt.number(entry.id) },
  ];
  const levelLabels: Record<GeoLevel, string> = {
    all: t`All levels`,
    country: t`Countries`,
    region: t`Regions`,
    city: t`Cities`,
  };

  return (
    <div className="admin-page">
      <PageHeader />
      <nav aria-label={t`Where you are in the directory`} className="geo-trail">
        <ol>
          <li>
            {search.parent === undefined ? (
              <span aria-current="page">{t`The whole directory`}</span>
            ) : (
              <Link to="/admin/geo">{t`The whole directory`}</Link>
            )}
          </li>
          {trail.map((entry) => (
            <li key={entry.id}>
              <Link to="/admin/geo" search={{ parent: entry.id }}>
                {entry.name}
              </Link>
            </li>
          ))}
          {search.parent !== undefined && (
            <li>
              <span aria-current="page">{parentName}</span>
            </li>
          )}
        </ol>
      </nav>
      <div className="data-table-toolbar">
        <ListSearch
          label={t`Search places`}
          hint={t`By name, in any language the directory holds.`}
          value={search.q}
          maxLength={SEARCH_MAX}
          onSearch={(next) => setSearch({ q: next }, { replace: true })}
        />
        <div className="field">
          <label htmlFor="admin-geo-level">{t`Level`}</label>
          <select
            id="admin-geo-level"
            value={level}
            onChange={(event) => setSearch({ level: event.target.value as GeoLevel })}
          >
            {GEO_LEVELS.map((value) => (
              <option key={value} value={value}>
                {levelLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryBlock
        title={search.parent !== undefined ? t`Places in ${parentName}` : levelLabels[level]}
        query={list}
        reserve={tableHeight(10)}
        isEmpty={(data) => !data.items.some((entry) => geoMatches(entry, request))}
        emptyText={search.q ? t`No place matches the search.` : t`There are no places here.`}
      >
        {(data) => {
          const rows = data.items.filter((entry) => geoMatches(entry, request));
          const shown = rows.slice(0, MAX_ROWS);
          const count = rows.length;
          return (
            <>
              <TableView
                caption={t`Geo directory`}
                columns={columns}
                rows={shown}
                rowKey={(entry) => entry.id}
                className="geo-table"
              />
              {count > MAX_ROWS && (
                <p className="muted">{t`The first ${MAX_ROWS} of ${count} places are shown. Search or choose a level to see the others.`}</p>
              )}
            </>
          );
        }}
      </QueryBlock>
    </div>
  );
}
