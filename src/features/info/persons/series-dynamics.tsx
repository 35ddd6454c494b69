import { useLingui } from '@lingui/react/macro';
import type { DynamicsPoint } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { LineChart } from '../../../ui/charts/line-chart';
import { seriesColor } from '../../../ui/charts/palette';
import { MultiSelect } from '../../../ui/multi-select';
import './info-lists.css';

/** How many series a dynamics chart draws until the person chooses. */
export const DEFAULT_SERIES = 5;

export interface SeriesItem {
  id: number;
  name: string;
  total: number;
  dynamics: readonly DynamicsPoint[];
}

/**
 * The ids a chart draws: the person's choice (`null` until they choose) among the items of the
 * answer, else the first five. A choice none of whose items is in the answer any more (the
 * filters changed) falls back to the first five; an emptied choice stays empty.
 */
export function chosenSeries(items: readonly SeriesItem[], chosen: readonly number[] | null): number[] {
  const ids = items.map((item) => item.id);
  if (chosen === null) return ids.slice(0, DEFAULT_SERIES);
  if (chosen.length === 0) return [];
  const present = chosen.filter((id) => ids.includes(id));
  return present.length > 0 ? present : ids.slice(0, DEFAULT_SERIES);
}

interface SeriesDynamicsProps {
  items: readonly SeriesItem[];
  chosen: readonly number[] | null;
  onChoose: (ids: number[]) => void;
  title: string;
  description: string;
  exportName: string;
  /** The label of the chooser: Persons on the chart, Channels on the chart … */
  pickerLabel: string;
  /** Shown instead of the chart when nothing is chosen. */
  noneChosenText: string;
  /** The colour of an item; by default its place in the answer picks a palette colour. */
  colorOf?: (item: SeriesItem, index: number) => string;
}

/**
 * Daily mentions of several items (persons, channels, key entities) as lines, the first five by
 * default and any of the answer's items on request. Colours follow the item's place in the
 * answer, so a line keeps its colour while others are added or removed.
 */
export function SeriesDynamics({ items, chosen, onChoose, title, description, exportName, pickerLabel, noneChosenText, colorOf }: SeriesDynamicsProps) {
  const { t } = useLingui();
  const ids = chosenSeries(items, chosen);
  const shown = items
    .map((item, index) => ({ item, color: colorOf ? colorOf(item, index) : seriesColor(index) }))
    .filter(({ item }) => ids.includes(item.id));
  const dates = [...new Set(shown.flatMap(({ item }) => item.dynamics.map((point) => point.date)))].sort();

  return (
    <div className="series-dynamics">
      <div className="series-picker">
        <MultiSelect label={pickerLabel} options={items.map((item) => ({ value: item.id, label: item.name }))} selected={ids} onChange={onChoose} />
      </div>
      {shown.length === 0 ? (
        <p className="block-empty">{noneChosenText}</p>
      ) : (
        <ChartFrame
          headingLevel={3}
          title={title}
          description={description}
          exportName={exportName}
          table={{
            columns: [{ key: 'date', label: t`Date` }, ...shown.map(({ item }) => ({ key: `s${item.id}`, label: item.name, numeric: true }))],
            rows: dates.map((date) => {
              const row: Record<string, string | number> = { date };
              for (const { item } of shown) row[`s${item.id}`] = item.dynamics.find((point) => point.date === date)?.count ?? 0;
              return row;
            }),
          }}
        >
          {({ width, height }) => (
            <LineChart
              width={width}
              height={height}
              valueLabel={t`Mentions`}
              series={shown.map(({ item, color }) => ({
                key: String(item.id),
                label: item.name,
                color,
                points: item.dynamics.map((point) => ({ date: point.date, value: point.count })),
              }))}
            />
          )}
        </ChartFrame>
      )}
    </div>
  );
}

export interface TotalsColumn<T> {
  key: string;
  label: string;
  value: (item: T) => string;
}

interface TotalsTableProps<T extends SeriesItem> {
  items: readonly T[];
  /** Every mention matching the filters, the base of the shares. */
  total: number;
  caption: string;
  nameLabel: string;
  /** Text columns after the name (position, channel type). */
  columns?: TotalsColumn<T>[];
}

/** Each item's mentions over the period and its share of all mentions, with the overall total. */
export function TotalsTable<T extends SeriesItem>({ items, total, caption, nameLabel, columns = [] }: TotalsTableProps<T>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table totals-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameLabel}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col" className="numeric">
              {t`Mentions`}
            </th>
            <th scope="col" className="numeric">
              {t`Share`}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.name}</th>
              {columns.map((column) => (
                <td key={column.key}>{column.value(item)}</td>
              ))}
              <td className="numeric">{fmt.number(item.total)}</td>
              <td className="numeric">{fmt.percent(total > 0 ? item.total / total : 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={columns.length + 1}>
              {t`All mentions`}
            </th>
            <td className="numeric">{fmt.number(total)}</td>
            <td className="numeric">{fmt.percent(total > 0 ? 1 : 0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
