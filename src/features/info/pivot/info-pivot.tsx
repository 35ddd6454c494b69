import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId, useMemo, useState } from 'react';
import { useStatisticsChannels, useStatisticsPersons, useStatisticsThemes } from '@generated/api/statistics/statistics';
import { useFormatters } from '@i18n/format';
import { toCsv } from '@lib/csv';
import { withSortedDynamics } from '@lib/dynamics';
import { CHANNEL_TYPES, type ChannelTypeValue } from '@lib/filters/fields';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { downloadBlob } from '@ui/download';
import { QueryBlock, type QueryLike } from '@ui/query-block';
import { change, changeFigures } from '@lib/compare/change';
import { dateKey } from '@lib/filters/period';
import type { StatisticsFilterBody } from '@lib/filters/request';
import { ChangeMark } from '@kit/compare/change-mark';
import { ComparedStatus, comparedState } from '@kit/compare/compared-status';
import { useComparedCall, useComparison, type ComparedQuery } from '@kit/compare/use-comparison';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { MARKS } from '@lib/compare/marks';
import { combineQueries } from './combine-queries';
import {
  DAY_UNITS,
  PIVOT_DIMENSIONS,
  buildPivot,
  dayUnitEnd,
  dayUnitFor,
  dayUnitStart,
  isPairSupported,
  pivotSources,
  resolveDimensions,
  sortPivotRows,
  type DayUnit,
  type PivotDimension,
  type PivotMember,
  type PivotSort,
  type PivotTable,
} from './pivot-model';
import './pivot.css';
import { Blocks } from '@kit/layout/blocks';
import { patchSearch } from '@lib/filters/link';

const route = getRouteApi('/cabinet/info/pivot');

/** The channels call is asked for every channel it has, so each channel of a breakdown has a name and a type. */
const ALL_CHANNELS = 1000;

const DIMENSION_LABELS: Record<PivotDimension, MessageDescriptor> = {
  themes: msg`Themes`,
  channels: msg`Channels`,
  channel_types: msg`Channel types`,
  persons: msg`Persons`,
  days: msg`Days`,
};

/** The choices of what the days are summed by. */
const DAY_UNIT_CHOICES: Record<DayUnit, MessageDescriptor> = {
  day: msg`By day`,
  week: msg`By week`,
  month: msg`By month`,
};

/** The days dimension's name in the table when its members sum weeks or months. */
const DAY_UNIT_LABELS: Record<Exclude<DayUnit, 'day'>, MessageDescriptor> = {
  week: msg`Weeks`,
  month: msg`Months`,
};

/**
 * The statistics a pair of dimensions needs, for one period, built into the table once they are
 * all in, its days summed by `dayUnit` (the chosen period's, so a compared period is summed alike);
 * `enabled` false asks for nothing (the compared period without a comparison).
 */
function usePivotTable(
  filter: StatisticsFilterBody,
  rows: PivotDimension,
  cols: PivotDimension,
  dayUnit: DayUnit,
  enabled: boolean,
) {
  const supported = isPairSupported(rows, cols);
  const needs = pivotSources(rows, cols);
  const asked = enabled && supported;
  const { weekStartsOn } = useFormatters();
  const themes = useStatisticsThemes(filter, { query: { enabled: asked && needs.themes, select: withSortedDynamics } });
  const persons = useStatisticsPersons(filter, {
    query: { enabled: asked && needs.persons, select: withSortedDynamics },
  });
  const channels = useStatisticsChannels(
    { ...filter, limit: ALL_CHANNELS },
    { query: { enabled: asked && needs.channels, select: withSortedDynamics } },
  );
  const used = [needs.themes && themes, needs.persons && persons, needs.channels && channels].filter(
    (item) => item !== false,
  );
  const ready =
    asked &&
    (!needs.themes || Boolean(themes.data)) &&
    (!needs.persons || Boolean(persons.data)) &&
    (!needs.channels || Boolean(channels.data));
  const table = useMemo(
    () =>
      ready
        ? buildPivot(rows, cols, {
            themes: themes.data?.statistics,
            persons: persons.data?.statistics,
            channels: channels.data?.statistics,
            channelLimit: filter.limit,
            dayUnit,
            weekStartsOn,
          })
        : undefined,
    [ready, rows, cols, themes.data, persons.data, channels.data, filter.limit, dayUnit, weekStartsOn],
  );
  return { query: combineQueries(supported ? used : [], () => table), table };
}

/** Mentions across two chosen dimensions (rows and columns, in the URL), with totals and sorting. */
export function InfoPivot() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const search = route.useSearch();
  const navigate = useNavigate();
  const { filter } = useSectionFilters();
  const { rows, cols } = resolveDimensions(search.rows, search.cols);
  const supported = isPairSupported(rows, cols);
  const id = useId();

  // What the days are summed by: the person's choice, or what suits the period's length.
  const dayUnit = search.unit ?? dayUnitFor(filter.period);
  const hasDays = rows === 'days' || cols === 'days';
  const { query, table } = usePivotTable(filter, rows, cols, dayUnit, true);
  // The same calls for the compared period: each row's total is set against its total there.
  const comparison = useComparison();
  const call = useComparedCall();
  const earlier = usePivotTable(call.body(filter), rows, cols, dayUnit, call.on);
  const compared =
    call.on && comparison.compared
      ? comparedState(
          call.join(query, earlier.query) as ComparedQuery<QueryLike<PivotTable>>,
          (data) => data.total === 0,
        )
      : undefined;
  const totalsBefore =
    compared?.status === 'ready' && table ? earlierTotals(table, compared.data, rows === 'days') : undefined;

  const label = (dimension: PivotDimension) => i18n._(DIMENSION_LABELS[dimension]);
  /** A dimension's name over the table: the days' by the unit they are summed by. */
  const shownLabel = (dimension: PivotDimension) =>
    dimension === 'days' && dayUnit !== 'day' ? i18n._(DAY_UNIT_LABELS[dayUnit]) : label(dimension);
  const { start_date: first, end_date: last } = filter.period;
  // The day, week or month that holds today (and any after it): its figures are still coming in.
  const liveFrom = dayUnitStart(dateKey(new Date()), dayUnit, fmt.weekStartsOn);
  const isLive = (member: PivotMember) =>
    member.kind === 'item' && member.key.startsWith('day:') && member.label >= liveFrom;
  const stillComingIn = t`figures still coming in`;
  const dayLabel = (member: PivotMember): string => {
    if (dayUnit === 'day') return fmt.date(member.label);
    // A week, and a month the period holds only part of, is written with the days of it the
    // period holds; a whole month by its name.
    const end = dayUnitEnd(member.label, dayUnit);
    const from = member.label < first ? first : member.label;
    const to = end > last ? last : end;
    if (dayUnit === 'month' && from === member.label && to === end) return fmt.date(member.label, 'monthShort');
    return `${fmt.date(from)} – ${fmt.date(to)}`;
  };
  const memberLabel = (member: PivotMember, dimension: PivotDimension): string => {
    if (member.kind === 'other') return t`Other channels`;
    if (member.kind === 'unknown') return t`Channels of unknown type`;
    if (dimension === 'days') return isLive(member) ? `${dayLabel(member)} (${stillComingIn})` : dayLabel(member);
    if (dimension === 'channel_types' && (CHANNEL_TYPES as readonly string[]).includes(member.label))
      return i18n._(CHANNEL_TYPE_LABELS[member.label as ChannelTypeValue]);
    return member.label;
  };

  const setDimensions = (next: { rows: PivotDimension; cols: PivotDimension }) => {
    void navigate({ to: '.', search: patchSearch({ rows: next.rows, cols: next.cols }) });
  };
  // Choosing the dimension the other axis shows swaps the two.
  const chooseRows = (value: PivotDimension) => setDimensions({ rows: value, cols: value === cols ? rows : cols });
  const chooseCols = (value: PivotDimension) => setDimensions({ rows: value === rows ? cols : rows, cols: value });

  const grouped = hasDays && dayUnit !== 'day';
  const caption = [
    t`Rows: ${{ rows: shownLabel(rows) }}. Columns: ${{ columns: shownLabel(cols) }}.`,
    grouped &&
      (search.unit
        ? dayUnit === 'week'
          ? t`The days are summed by week.`
          : t`The days are summed by month.`
        : dayUnit === 'week'
          ? t`Over a period this long the days are summed by week.`
          : t`Over a period this long the days are summed by month.`),
  ]
    .filter(Boolean)
    .join(' ');

  const exportCsv = (data: PivotTable) => {
    const columns = [
      { key: 'label', label: shownLabel(rows) },
      ...data.columns.map((column) => ({ key: column.key, label: memberLabel(column, cols) })),
      { key: 'total', label: t`Total` },
      ...(totalsBefore
        ? [
            { key: 'previous', label: 'previous' },
            { key: 'change', label: 'change' },
            { key: 'change_pct', label: 'change_pct' },
          ]
        : []),
    ];
    const against = (key: string | undefined, total: number, live = false) => {
      if (!totalsBefore) return {};
      const moved = change(total, key === undefined ? totalsBefore.total : (totalsBefore.rows.get(key) ?? 0));
      // A day still coming in against a whole one is no change to speak of.
      return live ? { previous: moved.previous, change: '', change_pct: '' } : changeFigures(moved);
    };
    const records = [
      ...data.rows.map((row) => ({
        label: memberLabel(row.member, rows),
        ...row.cells,
        total: row.total,
        ...against(row.member.key, row.total, rows === 'days' && isLive(row.member)),
      })),
      { label: t`Total`, ...data.columnTotals, total: data.total, ...against(undefined, data.total) },
    ];
    const filled = records.map((record) =>
      Object.fromEntries(
        columns.map((column) => [column.key, (record as Record<string, string | number>)[column.key] ?? 0]),
      ),
    );
    downloadBlob(new Blob([toCsv(columns, filled)], { type: 'text/csv;charset=utf-8' }), `pivot-${rows}-${cols}.csv`);
  };

  return (
    <div className="info-page pivot-page">
      <PageHeader period={filter.period} />

      <form className="pivot-controls" aria-label={t`Table layout`} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor={`${id}-rows`}>{t`Rows`}</label>
          <select
            id={`${id}-rows`}
            value={rows}
            aria-describedby={`${id}-hint`}
            onChange={(event) => chooseRows(event.target.value as PivotDimension)}
          >
            {PIVOT_DIMENSIONS.map((dimension) => (
              <option
                key={dimension}
                value={dimension}
                disabled={dimension !== rows && dimension !== cols && !isPairSupported(dimension, cols)}
              >
                {label(dimension)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setDimensions({ rows: cols, cols: rows })}>
          {t`Swap rows and columns`}
        </Button>
        <div className="field">
          <label htmlFor={`${id}-cols`}>{t`Columns`}</label>
          <select
            id={`${id}-cols`}
            value={cols}
            aria-describedby={`${id}-hint`}
            onChange={(event) => chooseCols(event.target.value as PivotDimension)}
          >
            {PIVOT_DIMENSIONS.map((dimension) => (
              <option
                key={dimension}
                value={dimension}
                disabled={dimension !== cols && dimension !== rows && !isPairSupported(rows, dimension)}
              >
                {label(dimension)}
              </option>
            ))}
          </select>
        </div>
        {hasDays && (
          <div className="field">
            <label htmlFor={`${id}-unit`}>{t`Days`}</label>
            <select
              id={`${id}-unit`}
              value={dayUnit}
              onChange={(event) =>
                void navigate({ to: '.', search: patchSearch({ unit: event.target.value as DayUnit }) })
              }
            >
              {DAY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {i18n._(DAY_UNIT_CHOICES[unit])}
                </option>
              ))}
            </select>
          </div>
        )}
        <p id={`${id}-hint`} className="muted pivot-hint">
          {t`Themes cannot be crossed with persons: no statistics break themes down by person, so that pair is not offered.`}
        </p>
      </form>

      {supported ? (
        <Blocks charts={false}>
          <QueryBlock
            title={t`Mentions`}
            className="block-wide"
            query={query}
            isEmpty={(data) => data.rows.length === 0 || data.columns.length === 0 || data.total === 0}
            emptyText={t`No mentions match the chosen filters, so there is nothing to cross.`}
            // Always in the header, off until there is a table, so the header keeps its height.
            actions={
              <Button variant="ghost" disabled={!table || table.total === 0} onClick={() => table && exportCsv(table)}>
                {t`Download CSV`}
              </Button>
            }
          >
            {(data) => (
              <PivotGrid
                key={`${rows}-${cols}`}
                table={data}
                caption={caption}
                rowsLabel={shownLabel(rows)}
                rowLabel={(member) => memberLabel(member, rows)}
                columnLabel={(member) => memberLabel(member, cols)}
                rowsAreDays={rows === 'days'}
                isLive={isLive}
                comparing={call.on}
                totalsBefore={totalsBefore}
              />
            )}
          </QueryBlock>
          {compared && compared.status !== 'ready' && (
            <div className="compare-note-line block-wide">
              <ComparedStatus state={compared} />
            </div>
          )}
        </Blocks>
      ) : (
        <Alert tone="info">{t`Themes and persons cannot be crossed: no statistics break themes down by person. Choose another pair of rows and columns.`}</Alert>
      )}
    </div>
  );
}

interface PivotGridProps {
  table: PivotTable;
  caption: string;
  rowsLabel: string;
  rowLabel: (member: PivotMember) => string;
  columnLabel: (member: PivotMember) => string;
  rowsAreDays: boolean;
  /** Whether a member is a day (week, month) whose figures are still coming in: its row gets no change. */
  isLive: (member: PivotMember) => boolean;
  /** A comparison is on: the change column is there from the first paint. */
  comparing: boolean;
  /** Each row's total (by key) and the grand total in the compared period, once they are in. */
  totalsBefore: { rows: Map<string, number>; total: number } | undefined;
}

/**
 * The compared period's totals by the key of the row they are set against. Days (or the weeks or
 * months they are summed by) are matched by their place in the period, the first with the first;
 * every other row by its key.
 */
function earlierTotals(
  table: PivotTable,
  earlier: PivotTable,
  rowsAreDays: boolean,
): { rows: Map<string, number>; total: number } {
  const totals = new Map<string, number>();
  earlier.rows.forEach((row, index) => {
    const key = rowsAreDays ? table.rows[index]?.member.key : row.member.key;
    if (key !== undefined) totals.set(key, row.total);
  });
  return { rows: totals, total: earlier.total };
}

/** The table itself: a header to sort by for each column, row totals at the end and column totals below. */
function PivotGrid({
  table,
  caption,
  rowsLabel,
  rowLabel,
  columnLabel,
  rowsAreDays,
  isLive,
  comparing,
  totalsBefore,
}: PivotGridProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const captionId = useId();
  const [sort, setSort] = useState<PivotSort>();
  const collator = useMemo(() => new Intl.Collator(fmt.locale, { numeric: true, sensitivity: 'base' }), [fmt.locale]);
  const compareLabels = (a: PivotMember, b: PivotMember) =>
    rowsAreDays ? (a.label < b.label ? -1 : a.label > b.label ? 1 : 0) : collator.compare(rowLabel(a), rowLabel(b));
  const rows = sortPivotRows(table.rows, sort, compareLabels);

  const toggle = (column: string) =>
    setSort((current) =>
      current?.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Numbers first from the largest; names and dates from the start.
          { column, direction: column === 'label' ? 'ascending' : 'descending' },
    );
  const ariaSort = (column: string) => (sort?.column === column ? sort.direction : undefined);
  const header = (column: string, text: string, numeric: boolean) => (
    <th key={column} scope="col" className={numeric ? 'numeric' : undefined} aria-sort={ariaSort(column)}>
      <button type="button" className="pivot-sort" onClick={() => toggle(column)}>
        <span>{text}</span>
        <span className="pivot-sort-mark" aria-hidden="true">
          {sort?.column === column
            ? sort.direction === 'ascending'
              ? MARKS.sortAscending
              : MARKS.sortDescending
            : MARKS.unsorted}
        </span>
      </button>
    </th>
  );

  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="data-table pivot-table">
        <caption id={captionId} className="pivot-caption">
          {caption} <span className="muted">{t`Select a column header to sort the rows.`}</span>
        </caption>
        <thead>
          <tr>
            {header('label', rowsLabel, false)}
            {table.columns.map((column) => header(column.key, columnLabel(column), true))}
            {header('total', t`Total`, true)}
            {comparing && (
              <th scope="col" className="numeric">
                {t`Change`}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.member.key}>
              <th scope="row">{rowLabel(row.member)}</th>
              {table.columns.map((column) => (
                <td key={column.key} className="numeric">
                  {fmt.number(row.cells[column.key] ?? 0)}
                </td>
              ))}
              <td className="numeric pivot-total">{fmt.number(row.total)}</td>
              {comparing && (
                <td className="numeric">
                  {totalsBefore && !(rowsAreDays && isLive(row.member)) && (
                    <ChangeMark change={change(row.total, totalsBefore.rows.get(row.member.key) ?? 0)} />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`Total`}</th>
            {table.columns.map((column) => (
              <td key={column.key} className="numeric pivot-total">
                {fmt.number(table.columnTotals[column.key] ?? 0)}
              </td>
            ))}
            <td className="numeric pivot-total">{fmt.number(table.total)}</td>
            {comparing && (
              <td className="numeric">
                {totalsBefore && <ChangeMark change={change(table.total, totalsBefore.total)} />}
              </td>
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
