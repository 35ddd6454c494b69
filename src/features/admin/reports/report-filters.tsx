import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useChannelsList } from '@generated/api/admin/admin';
import { PeriodField } from '@kit/filters/period-field';
import type { Period } from '@lib/filters/period';
import type { PeriodPreset } from '@lib/filters/presets';
import { Button } from '@ui/button';
import { MultiCombobox } from '@ui/multi-combobox';
import { useSetSearch } from '../url-state';
import { ARTIST_MAX, MAX_NARROWING } from './reports-search';
import { SYMBOLS } from '@lib/compare/marks';

interface ReportFiltersProps {
  period: Period;
  preset: PeriodPreset | undefined;
  channels: readonly number[];
  artists: readonly string[];
  tracks: readonly number[];
}

/** The channels that play music, by name, for the channel choice. */
function useMusicChannels(wanted: boolean) {
  return useChannelsList(
    { page: 1, limit: 100, types: ['RADIO', 'TV'], sort_by: 'name', sort_order: 'asc' },
    { query: { enabled: wanted, staleTime: 5 * 60_000 } },
  );
}

/**
 * What the airplay report covers: a period (a preset or two dates, written once they make a
 * range), channels, artists and tracks. Every change goes to the URL, so a report is a link.
 */
export function ReportFilters({ period, preset, channels, artists, tracks }: ReportFiltersProps) {
  const { t } = useLingui();
  const id = useId();
  const setSearch = useSetSearch();
  const [wanted, setWanted] = useState(false);
  const channelList = useMusicChannels(wanted);
  const [artist, setArtist] = useState('');

  const addArtist = () => {
    const name = artist.trim();
    if (!name || artists.includes(name) || artists.length >= MAX_NARROWING) return;
    setSearch({ artists: [...artists, name] });
    setArtist('');
  };
  const full = artists.length >= MAX_NARROWING;

  return (
    <form
      role="search"
      aria-label={t`Report filters`}
      className="filter-bar report-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <PeriodField
        period={period}
        preset={preset}
        onChange={(next, chosen) => setSearch({ period: next, preset: chosen })}
      />
      <MultiCombobox
        label={t`Channels`}
        max={MAX_NARROWING}
        loading={channelList.isPending && wanted}
        onReach={() => setWanted(true)}
        emptyText={channelList.isError ? t`The channels could not be loaded.` : undefined}
        options={(channelList.data?.items ?? []).map((channel) => ({ value: channel.id, label: channel.name }))}
        selected={channels}
        onChange={(next) => setSearch({ channels: next })}
      />
      <div className="field report-artist">
        <label htmlFor={`${id}-artist`}>{t`Artist`}</label>
        <div className="admin-search-row">
          <input
            id={`${id}-artist`}
            value={artist}
            maxLength={ARTIST_MAX}
            disabled={full}
            aria-describedby={`${id}-artist-hint`}
            onChange={(event) => setArtist(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addArtist();
              }
            }}
          />
          <Button variant="secondary" disabled={!artist.trim() || full} onClick={addArtist}>
            {t`Add`}
          </Button>
        </div>
        <p id={`${id}-artist-hint`} className="field-hint">
          {full ? t`At most ${MAX_NARROWING} artists.` : t`The name exactly as in the catalogue.`}
        </p>
      </div>
      {(artists.length > 0 || tracks.length > 0) && (
        <ul className="filter-chips" aria-label={t`Narrowed to`}>
          {artists.map((name) => (
            <li key={`artist-${name}`}>
              <span>{t`Artist: ${name}`}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t`Remove: ${name}`}
                onClick={() => setSearch({ artists: artists.filter((item) => item !== name) })}
              >
                <span aria-hidden="true">{SYMBOLS.close}</span>
              </button>
            </li>
          ))}
          {tracks.map((track) => (
            <li key={`track-${track}`}>
              <span>{t`Track no. ${track}`}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t`Remove: track no. ${track}`}
                onClick={() => setSearch({ tracks: tracks.filter((item) => item !== track) })}
              >
                <span aria-hidden="true">{SYMBOLS.close}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="ghost"
        onClick={() => setSearch({ period: undefined, channels: undefined, artists: undefined, tracks: undefined })}
      >
        {t`Reset filters`}
      </Button>
    </form>
  );
}
