import { useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import type { VideoContentChartSeries } from '@generated/model';
import { useFormatters } from '@i18n/format';
import { BlockLoading } from '@ui/query-block';
import { SlidePanel } from '@ui/slide-panel';
import type { ChosenRange } from './content-model';

// The panel's content and the airings call load as a column is chosen, not with the chart.
const PanelBody = lazy(() => import('./airings-body').then((module) => ({ default: module.PanelBody })));

interface AiringsPanelProps {
  range: ChosenRange | undefined;
  items: readonly VideoContentChartSeries[];
  onClose: () => void;
}

/**
 * The airings behind a column of the content chart, in the side panel: the categories aired that
 * day (or week) with their airtime, and for the chosen one, its airings page by page: channel,
 * time, length and title as detected on air.
 */
export function AiringsPanel({ range, items, onClose }: AiringsPanelProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const when = range
    ? range.start === range.end
      ? fmt.date(range.start)
      : `${fmt.date(range.start)} – ${fmt.date(range.end)}`
    : '';
  return (
    <SlidePanel
      show={range !== undefined}
      onClose={onClose}
      title={t`Airings: ${when}`}
      closeLabel={t`Close the airings`}
    >
      {range && (
        <Suspense fallback={<BlockLoading />}>
          <PanelBody key={`${range.start}/${range.end}`} range={range} items={items} onClose={onClose} />
        </Suspense>
      )}
    </SlidePanel>
  );
}
