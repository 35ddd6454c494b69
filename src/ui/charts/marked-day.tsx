import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import { CHART_INK } from './palette';

/** The words a chart adds to its hint for the marked day. */
export function useMarkedDayHint() {
  const { t } = useLingui();
  const format = useFormatters();
  return (date: string) => {
    const day = format.date(date);
    return t`A dashed vertical line marks ${day}, the day of the notification.`;
  };
}

/**
 * The marked day on a chart: a dashed vertical line across the plot, labelled with the day above
 * it (decorative for the ear: the chart's hint says it in words).
 */
export function MarkedDayLine({ x, height, date }: { x: number; height: number; date: string }) {
  const format = useFormatters();
  return (
    <g className="chart-marked-day" data-date={date} aria-hidden="true" pointerEvents="none">
      <line x1={x} x2={x} y1={0} y2={height} stroke={CHART_INK.text} strokeWidth={1.5} strokeDasharray="6 3" />
      <text x={x} y={-2} textAnchor="middle" fontSize={11} fontWeight={700} fill={CHART_INK.text}>
        {format.dayMonth(date)}
      </text>
    </g>
  );
}
