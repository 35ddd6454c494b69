import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { addDays } from '@lib/compare/periods';
import { patchSearch } from '@lib/filters/link';
import { dateKey, type Period } from '@lib/filters/period';
import { missingChoices } from '@lib/views/saved-views';
import type { OptionsSource } from '@lib/filters/options';
import { dismissViewNote, settleOpenedView, useOpenedView, type OpenedView } from './open-view';
import { SYMBOLS } from '@lib/compare/marks';

/** How far back a channel or key entity counts as still there: it had figures in these days. */
const STILL_THERE_DAYS = 90;

/** The days whose channels and key entities a view is checked against: its own period and the last 90 days. */
function checkPeriod(opened: OpenedView | undefined, today = new Date()): Period {
  const end = dateKey(today);
  const recent = addDays(end, -(STILL_THERE_DAYS - 1));
  const start = opened?.filters.period?.start_date;
  return { start_date: start && start < recent ? start : recent, end_date: end };
}

interface ViewNoteProps {
  channels: OptionsSource;
  markers: OptionsSource;
}

/**
 * Checks a view just opened against the channels and key entities there are now (those with
 * figures in its period or the last 90 days: the cabinet knows its channels by their figures),
 * leaves out of the URL those no longer there, and says which, by the names the view kept. A list
 * that fails to load or comes back empty leaves the view as it is.
 */
export function ViewNote({ channels: channelSource, markers: markerSource }: ViewNoteProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { opened, note } = useOpenedView();
  const period = checkPeriod(opened);
  const needsChannels = Boolean(opened?.filters.channels);
  const needsMarkers = Boolean(opened?.filters.markers);
  const channels = channelSource(period, needsChannels);
  const markers = markerSource(period, needsMarkers);
  const known = (source: ReturnType<OptionsSource>, needed: boolean) =>
    needed && !source.isPending && !source.isError && source.options.length > 0
      ? source.options.map((option) => option.value)
      : undefined;
  const settled =
    opened !== undefined &&
    (!needsChannels || !channels.isPending || channels.isError) &&
    (!needsMarkers || !markers.isPending || markers.isError);
  const present = { channels: known(channels, needsChannels), markers: known(markers, needsMarkers) };

  useEffect(() => {
    if (!opened || !settled) return;
    const missing = missingChoices(opened, present);
    if (missing.channels.length === 0 && missing.markers.length === 0) return settleOpenedView(undefined);
    const keep = (chosen: number[] | undefined, gone: number[]) => chosen?.filter((id) => !gone.includes(id));
    void navigate({
      to: '.',
      search: patchSearch({
        channels: keep(opened.filters.channels, missing.channels),
        markers: keep(opened.filters.markers, missing.markers),
      }),
      replace: true,
      resetScroll: false,
    });
    const named = (ids: number[], kept: Record<string, string> | undefined) =>
      ids.map((id) => kept?.[String(id)] ?? `#${id}`);
    settleOpenedView({
      name: opened.name,
      channels: named(missing.channels, opened.names?.channels),
      markers: named(missing.markers, opened.names?.markers),
    });
    // The check runs once the lists are in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, settled]);

  if (!note) return null;
  const { name } = note;
  const channelNames = note.channels.join(', ');
  const markerNames = note.markers.join(', ');
  return (
    <div className="view-note alert alert-info" role="status">
      <p>
        {note.channels.length > 0 &&
          t`The view “${name}” opened without channels that are no longer there: ${channelNames}.`}{' '}
        {note.markers.length > 0 &&
          t`The view “${name}” opened without key entities that are no longer there: ${markerNames}.`}
      </p>
      <button type="button" className="icon-button" aria-label={t`Dismiss`} onClick={dismissViewNote}>
        <span aria-hidden="true">{SYMBOLS.close}</span>
      </button>
    </div>
  );
}
