import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { channelsList, useChannelsList } from '@generated/api/admin/admin';
import type { Channel, ChannelListRequest, ChannelSortField } from '@generated/model';
import { useChannelTypeLabel, useCountryName } from '@kit/channels';
import { TitledBlock } from '@kit/layout/titled-block';
import { PageHeader } from '@kit/page/page-header';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { ListChoice } from '@kit/table/list-choice';
import { ListSearch } from '@kit/table/list-search';
import { useFormatters } from '@i18n/format';
import { CHANNEL_TYPES } from '@lib/filters/fields';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { MultiSelect } from '@ui/multi-select';
import { withLookups } from '@ui/query-block';
import { UNDO_SECONDS } from '@ui/undo';
import { useSession } from '@api/use-session';
import { canEditChannels } from '../access';
import { indexGeo, useGeoDirectory } from '../geo/geo-directory';
import { FloatingNotices } from '../notices';
import { SEARCH_MAX } from '../search-keys';
import { useSetSearch } from '../url-state';
import { ChannelDialog, type ChannelEditing } from './channel-dialog';
import { SOURCES_TABLE } from './sources-search';
import { useChannelActions } from './use-channel-actions';
import '../admin.css';

const route = getRouteApi('/admin/_console/sources');

/**
 * The stream channels every customer's monitoring records: found by name or address, narrowed by
 * type and by whether they are recorded; added and edited in a form, switched on and off, and
 * deleted after a confirmation with a few seconds to undo. An operator sees the list only.
 */
export function AdminSources() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { q, types, active } = route.useSearch();
  const table = useTableState(SOURCES_TABLE, route.useSearch());
  const setSearch = useSetSearch();
  const editable = canEditChannels(useSession((state) => state.admin?.role));
  const typeLabel = useChannelTypeLabel();
  const countryName = useCountryName();
  const actions = useChannelActions();
  const [editing, setEditing] = useState<ChannelEditing>();
  const [confirming, setConfirming] = useState<Channel>();
  const restore = useRef<number | undefined>(undefined);

  const body: ChannelListRequest = {
    ...table.request,
    ...(q ? { search: q } : {}),
    ...(types ? { types } : {}),
    ...(active ? { is_active: active === 'yes' } : {}),
  };
  const channels = useChannelsList(body, { query: { placeholderData: keepPreviousData } });
  const geo = useGeoDirectory();
  const index = useMemo(() => (geo.data ? indexGeo(geo.data.items) : undefined), [geo.data]);

  // An undone delete brings the row back: the keyboard goes back to its Delete button.
  useEffect(() => {
    const id = restore.current;
    if (id === undefined || actions.deleting.has(id)) return;
    restore.current = undefined;
    document.querySelector<HTMLButtonElement>(`[data-channel-actions="${id}"] .channel-delete`)?.focus();
  }, [actions.deleting]);

  const placeOf = (channel: Channel) => {
    const country = countryName(channel.country);
    const entry = channel.geo_id === null ? undefined : index?.byId.get(channel.geo_id);
    return entry && entry.type !== 'country' ? `${entry.name}, ${country}` : country;
  };
  const columns: Column<Channel, ChannelSortField>[] = [
    {
      key: 'id',
      header: t`ID`,
      numeric: true,
      sort: 'id',
      cell: (channel) => channel.id,
      csv: (channel) => channel.id,
    },
    {
      key: 'name',
      header: t`Channel`,
      rowHeader: true,
      sort: 'name',
      cell: (channel) => channel.name,
      csv: (channel) => channel.name,
    },
    {
      key: 'type',
      header: t`Type`,
      sort: 'type',
      cell: (channel) => typeLabel(channel.type),
      csv: (channel) => typeLabel(channel.type),
    },
    { key: 'place', header: t`Place`, sort: 'country', cell: placeOf, csv: placeOf },
    {
      key: 'stream',
      header: t`Stream or feed`,
      cell: (channel) => (
        <span className="stream-url" dir="ltr">
          {channel.stream_url}
        </span>
      ),
      csv: (channel) => channel.stream_url,
    },
    {
      key: 'state',
      header: t`Recording`,
      cell: (channel) => (
        <div className="channel-recording">
          <span className={`channel-state${channel.is_active ? ' is-on' : ''}`}>
            {channel.is_active ? t`Active` : t`Inactive`}
          </span>
          {editable && (
            <Button
              variant="secondary"
              pending={actions.switching === channel.id}
              onClick={() => void actions.setActive(channel, !channel.is_active)}
            >
              {channel.is_active ? t`Deactivate` : t`Activate`}
              <span className="visually-hidden"> {channel.name}</span>
            </Button>
          )}
        </div>
      ),
      csv: (channel) => (channel.is_active ? t`Active` : t`Inactive`),
    },
    {
      key: 'created',
      header: t`Added`,
      sort: 'created_at',
      cell: (channel) => fmt.date(channel.created_at),
      csv: (channel) => channel.created_at,
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      header: t`Actions`,
      cell: (channel) => (
        <div className="row-actions" data-channel-actions={channel.id}>
          <Button variant="secondary" onClick={() => setEditing({ mode: 'edit', channel })}>
            {t`Edit`}
            <span className="visually-hidden"> {channel.name}</span>
          </Button>
          <Button variant="ghost" className="channel-delete" onClick={() => setConfirming(channel)}>
            {t`Delete`}
            <span className="visually-hidden"> {channel.name}</span>
          </Button>
        </div>
      ),
    });
  }
  const narrowed = Boolean(q || types || active);
  const name = confirming?.name ?? '';

  return (
    <div className="admin-page">
      <PageHeader>
        {editable ? (
          <Button onClick={() => setEditing({ mode: 'create' })}>{t`Add channel`}</Button>
        ) : (
          <p className="muted admin-read-only">{t`Your account can view the channels but not change them.`}</p>
        )}
      </PageHeader>
      <TitledBlock headingId="admin-channels" title={t`Channels`} className="block-wide">
        <DataTable
          caption={t`Stream channels`}
          query={withLookups(channels, geo)}
          page={(data) => {
            const items = data.items.filter((channel) => !actions.deleting.has(channel.id));
            return { items, total: data.meta.total - (data.items.length - items.length), limit: data.meta.limit };
          }}
          columns={columns}
          rowKey={(channel) => channel.id}
          state={table}
          csvName={t`Channels`}
          allPages={{
            limit: 100,
            fetch: (page, limit, signal) => channelsList({ ...body, page, limit }, undefined, signal),
          }}
          className="channels-table"
          emptyText={narrowed ? t`No channel matches the search and filters.` : t`There are no channels yet.`}
          toolbar={
            <>
              <ListSearch
                label={t`Search channels`}
                hint={t`By name or stream address.`}
                value={q}
                maxLength={SEARCH_MAX}
                onSearch={(next) => setSearch({ q: next }, { replace: true })}
              />
              <MultiSelect
                label={t`Types`}
                options={CHANNEL_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))}
                selected={types ?? []}
                onChange={(next) => setSearch({ types: next })}
              />
              <ListChoice
                label={t`Recording`}
                value={active}
                anyLabel={t`Active and inactive`}
                options={[
                  { value: 'yes', label: t`Active only` },
                  { value: 'no', label: t`Inactive only` },
                ]}
                onChange={(next) => setSearch({ active: next })}
              />
            </>
          }
        />
      </TitledBlock>
      <ChannelDialog
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(channel, mode) => {
          const saved = channel.name;
          setEditing(undefined);
          actions.setNotice({
            tone: 'success',
            text: mode === 'create' ? t`“${saved}” was added.` : t`Changes to “${saved}” were saved.`,
          });
        }}
      />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t`Delete the channel “${name}”?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Keep it`}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) actions.remove(confirming);
          setConfirming(undefined);
        }}
      >
        <p>{t`Recording of “${name}” stops and the channel leaves the list and every customer's filters. For ${UNDO_SECONDS} seconds you can still undo it.`}</p>
      </ConfirmDialog>
      <FloatingNotices
        notice={actions.notice}
        onDismiss={actions.dismiss}
        pending={actions.pending}
        onUndo={(id) => {
          restore.current = actions.heldChannel(id);
          actions.undo(id);
        }}
      />
    </div>
  );
}
