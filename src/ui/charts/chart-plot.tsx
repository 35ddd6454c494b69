import { useId, useRef, type ReactNode } from 'react';
import { useChartLabel } from './chart-context';
import { CHART_FONT } from './chart-utils';
import { pointerIn, useChartCursor, type ChartCursor } from './use-chart-cursor';
import { useRtl } from './use-rtl';

export interface ChartPlotState {
  /**
   * The highlighted position; its `choose` is the chart's drill-down. With no positions there is
   * nothing to read: the chart takes no focus and gives no keyboard hint.
   */
  cursor: ChartCursor;
  /** Whether the page reads right to left. */
  rtl: boolean;
  /** The SVG's accessible name. */
  name: string | undefined;
}

interface ChartPlotOptions {
  /** The SVG's accessible name; defaults to the surrounding ChartFrame's title. */
  label?: string;
  /** Positions laid out down the chart (bars of a top list) move with Up and Down. */
  vertical?: boolean;
  /** The drill-down: Enter, Space or a click on a position chooses it. */
  onChoose?: (index: number) => void;
}

/**
 * What a chart over `count` positions knows before it draws: the page's direction, the cursor
 * that the keys (along that direction, or up and down) and the pointer move, and its name.
 */
export function useChartPlot(count: number, { label, vertical, onChoose }: ChartPlotOptions): ChartPlotState {
  const rtl = useRtl();
  const cursor = useChartCursor(count, { rtl, vertical, onChoose });
  return { cursor, rtl, name: useChartLabel(label) };
}

export interface ChartPlotProps {
  plot: ChartPlotState;
  width: number;
  height: number;
  /** What the keys do, read with the chart. */
  hint: string;
  /** The values at a position, announced when the keyboard moves to it. */
  describe: (index: number) => string;
  /**
   * The position at a point of the SVG (in its own pixels), or null: the pointer highlights it and a click chooses it.
   */
  positionAt?: (point: { x: number; y: number }) => number | null;
  /**
   * A click at no position, or one with no pointer (Enter on the focused chart), chooses the
   * highlighted position.
   */
  clickChoosesHighlighted?: boolean;
  /** Drawn over the plot, after the SVG (the tooltip). */
  overlay?: ReactNode;
  /** The SVG's content. */
  children: ReactNode;
}

/**
 * What every chart's SVG shares: an image named after the chart, focusable when there is
 * something to read, laid out in the page's direction; the cursor's keys, the pointer's
 * highlight and the click that drills down; the keyboard hint, and the live region that
 * announces the values the keys reach.
 */
export function ChartPlot({
  plot: { cursor, rtl, name },
  width,
  height,
  hint,
  describe,
  positionAt,
  clickChoosesHighlighted = false,
  overlay,
  children,
}: ChartPlotProps) {
  const hintId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const empty = cursor.count === 0;
  const at = (event: { clientX: number; clientY: number }) =>
    !empty && positionAt && svgRef.current ? positionAt(pointerIn(svgRef.current, event)) : null;
  return (
    <div className="chart-plot">
      <svg
        ref={svgRef}
        width={width}
        height={height}
        // Drawn at the screen's size; on paper it scales to the page's width (styles.css, print).
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={name}
        aria-describedby={empty ? undefined : hintId}
        tabIndex={empty ? undefined : 0}
        direction={rtl ? 'rtl' : 'ltr'}
        className={`chart-svg${cursor.choose ? ' is-choosable' : ''}`}
        onPointerMove={positionAt && ((event) => cursor.point(at(event)))}
        onPointerLeave={() => cursor.point(null)}
        onClick={(event) => {
          // A tap chooses the position under it, with no pointer moved over the chart first.
          const index = !clickChoosesHighlighted
            ? at(event)
            : event.detail === 0
              ? cursor.index
              : (at(event) ?? cursor.index);
          if (cursor.choose && index !== null) cursor.choose(index);
        }}
        onKeyDown={cursor.onKeyDown}
        onBlur={cursor.onBlur}
        {...CHART_FONT}
      >
        {children}
      </svg>
      {!empty && (
        <p id={hintId} className="visually-hidden">
          {hint}
        </p>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {cursor.fromKeyboard && cursor.index !== null ? describe(cursor.index) : ''}
      </div>
      {overlay}
    </div>
  );
}
