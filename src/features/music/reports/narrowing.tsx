import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useMusicStatistics } from '@generated/api/music/music';
import type { MusicReport } from '@generated/model';
import { DEFAULT_LIMIT } from '@lib/filters/fields';
import type { StatisticsFilterBody } from '@lib/filters/request';
import type { Option } from '@ui/multi-select';
import { MultiCombobox } from '@ui/multi-combobox';
import { MAX_LIST } from '@lib/search-schema';
import { trackName } from '../music-model';
import { patchSearch } from '@lib/filters/link';

/** How many of the period's top artists and tracks are offered to narrow the report to. */
const CHOICES = 100;

interface NarrowingProps {
  filter: StatisticsFilterBody;
  artists: readonly string[] | undefined;
  tracks: readonly number[] | undefined;
  /** The page on screen, whose rows name tracks the top lists may not hold. */
  report: MusicReport | undefined;
}

/**
 * Narrows the report to artists and tracks, chosen among the period's most played (asked for
 * once the person reaches for a list); the choice lives in the URL and goes back to page one.
 */
export function ReportNarrowing({ filter, artists = [], tracks = [], report }: NarrowingProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [wanted, setWanted] = useState(false);
  const want = () => !wanted && setWanted(true);
  const top = useMusicStatistics(
    { ...filter, limit: Math.max(CHOICES, DEFAULT_LIMIT) },
    { query: { enabled: wanted || artists.length > 0 || tracks.length > 0 } },
  );
  const artistOptions = withChosen(
    (top.data?.statistics.artists ?? []).map((entry) => ({ value: entry.artist, label: entry.artist })),
    artists,
    (artist) => artist,
  );
  const knownTracks = new Map<number, string>();
  for (const play of report?.items ?? []) knownTracks.set(play.track_id, trackName(play));
  for (const track of top.data?.statistics.items ?? []) knownTracks.set(track.track_id, trackName(track));
  const trackOptions = withChosen(
    (top.data?.statistics.items ?? []).map((track) => ({ value: track.track_id, label: trackName(track) })),
    tracks,
    (track) => knownTracks.get(track) ?? t`Track ${track}`,
  );
  const write = (changes: { artists?: string[]; tracks?: number[] }) =>
    void navigate({
      to: '.',
      search: patchSearch(changes, { resetPage: true }),
      resetScroll: false,
    });
  const unavailable = top.isError
    ? t`The choices could not be loaded.`
    : t`Nothing was played with the chosen filters.`;
  return (
    <>
      <MultiCombobox
        label={t`Artists`}
        max={MAX_LIST}
        options={artistOptions}
        selected={artists}
        loading={top.isPending && wanted}
        emptyText={unavailable}
        onReach={want}
        onChange={(next) => write({ artists: next })}
      />
      <MultiCombobox
        label={t`Tracks`}
        max={MAX_LIST}
        options={trackOptions}
        selected={tracks}
        loading={top.isPending && wanted}
        emptyText={unavailable}
        onReach={want}
        onChange={(next) => write({ tracks: next })}
      />
    </>
  );
}

/**
 * The options with the chosen values first when the list does not hold them (a shared link, a link from the uploads).
 */
function withChosen<V extends string | number>(
  options: Option<V>[],
  chosen: readonly V[],
  label: (value: V) => string,
): Option<V>[] {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  return [...missing.map((value) => ({ value, label: label(value) })), ...options];
}
