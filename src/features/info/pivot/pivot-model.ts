/**
 * The pivot table's data: mentions across two dimensions, built only from what the statistics
 * calls report. Themes and persons carry a per-day `dynamics` and a per-channel `channels`
 * breakdown; the channels call gives every channel's type, total and dynamics and the totals per
 * channel type. No call breaks themes down by person (or persons by theme), so that pair is not
 * offered. Pure: no strings for people, no React.
 */

import { addDays, daysBetween, startOfWeek } from '@lib/compare/periods';
import { DAY_UNITS, PIVOT_DIMENSIONS, type DayUnit, type PivotDimension } from './pivot-dimensions';

export { DAY_UNITS, PIVOT_DIMENSIONS, type DayUnit, type PivotDimension };

export const DEFAULT_ROWS: PivotDimension = 'themes';
export const DEFAULT_COLS: PivotDimension = 'days';

export function isPivotDimension(value: unknown): value is PivotDimension {
  return typeof value === 'string' && (PIVOT_DIMENSIONS as readonly string[]).includes(value);
}

/** Pairs no statistics call can answer. */
const UNSUPPORTED_PAIRS: readonly (readonly [PivotDimension, PivotDimension])[] = [['themes', 'persons']];

/** True when the two dimensions differ and some call reports mentions across both. */
export function isPairSupported(a: PivotDimension, b: PivotDimension): boolean {
  if (a === b) return false;
  return !UNSUPPORTED_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** Rows and columns from the URL's values: malformed or repeated values fall back to the defaults. */
export function resolveDimensions(rows: unknown, cols: unknown): { rows: PivotDimension; cols: PivotDimension } {
  const resolvedRows = isPivotDimension(rows) ? rows : DEFAULT_ROWS;
  if (isPivotDimension(cols) && cols !== resolvedRows) return { rows: resolvedRows, cols };
  return { rows: resolvedRows, cols: resolvedRows === DEFAULT_COLS ? DEFAULT_ROWS : DEFAULT_COLS };
}

/** Which calls a pair needs. */
export function pivotSources(
  rows: PivotDimension,
  cols: PivotDimension,
): { themes: boolean; persons: boolean; channels: boolean } {
  const dims = [rows, cols];
  return {
    themes: dims.includes('themes'),
    persons: dims.includes('persons'),
    channels: dims.includes('channels') || dims.includes('channel_types'),
  };
}

/** The longest periods shown day by day and week by week; longer ones are shown by month. */
export const MOST_DAY_COLUMNS = 31;
export const MOST_WEEK_COLUMNS = 26;

/**
 * How the days of a period are summed in the table: day by day up to a month, then by week up to
 * half a year, then by month, so that a year reads as 12 or 13 columns rather than 365. Taken from
 * the period's length, so a compared period of the same length is summed the same way.
 */
export function dayUnitFor(period: { start_date: string; end_date: string }): DayUnit {
  const days = daysBetween(period.start_date, period.end_date) + 1;
  if (days <= MOST_DAY_COLUMNS) return 'day';
  if (days <= MOST_WEEK_COLUMNS * 7) return 'week';
  return 'month';
}

/** The first day of the unit that holds `date` (a week starting on `weekStartsOn`). */
export function dayUnitStart(date: string, unit: DayUnit, weekStartsOn: 0 | 1 | 6 = 1): string {
  if (unit === 'week') return startOfWeek(date, weekStartsOn);
  if (unit === 'month') return `${date.slice(0, 8)}01`;
  return date;
}

/** The last day of the unit that starts on `start` (a `dayUnitStart`). */
export function dayUnitEnd(start: string, unit: DayUnit): string {
  if (unit === 'week') return addDays(start, 6);
  if (unit === 'month') {
    const [year, month] = start.split('-').map(Number) as [number, number];
    return addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  }
  return start;
}

// ---------------------------------------------------------------- inputs (the calls' shapes)

interface DayCount {
  date: string;
  count: number;
}
interface ChannelCount {
  channel_id: number;
  count: number;
}
/** A theme or a person of the statistics calls. */
export interface EntityStatistics {
  id: number;
  name: string;
  total: number;
  dynamics: readonly DayCount[];
  channels: readonly ChannelCount[];
}
export interface ChannelStatistics {
  id: number;
  name: string;
  type: string;
  total: number;
  dynamics: readonly DayCount[];
}
export interface ChannelTypeStatistics {
  type: string;
  total: number;
  dynamics: readonly DayCount[];
}

export interface PivotInput {
  themes?: { items: readonly EntityStatistics[] };
  persons?: { items: readonly EntityStatistics[] };
  /** Ideally every channel (the pivot asks for the most the call gives), for names and types. */
  channels?: {
    total: number;
    dynamics: readonly DayCount[];
    types: readonly ChannelTypeStatistics[];
    items: readonly ChannelStatistics[];
  };
  /** How many channels get a row or column of their own; the rest share `other`. */
  channelLimit: number;
  /** How the days are summed (`dayUnitFor` the period); day by day when absent. */
  dayUnit?: DayUnit;
  /** The first day of a week, for weekly sums (0 Sunday … 6 Saturday); Monday when absent. */
  weekStartsOn?: 0 | 1 | 6;
}

// ---------------------------------------------------------------- output

/**
 * One row or column. `label` is raw: a name for themes, persons and channels, a channel type code
 * for types, a `yyyy-MM-dd` date for days (the first day of the week or month a member sums, which
 * may come before the period's first day). `other` collects the channels beyond the limit;
 * `unknown` the mentions on channels whose type no call reported.
 */
export interface PivotMember {
  key: string;
  label: string;
  kind: 'item' | 'other' | 'unknown';
}

export interface PivotRow {
  member: PivotMember;
  /** Cells by column key; a missing key is 0. */
  cells: Record<string, number>;
  total: number;
}

export interface PivotTable {
  rows: PivotRow[];
  columns: PivotMember[];
  columnTotals: Record<string, number>;
  total: number;
}

export class UnsupportedPairError extends Error {
  override name = 'UnsupportedPairError';
}

/** The error for a pair of dimensions that no statistics call breaks down. */
const unsupportedPair = (rows: PivotDimension, cols: PivotDimension) =>
  new UnsupportedPairError(`No statistics call reports ${rows} by ${cols}.`);

interface Fact {
  a: string;
  b: string;
  value: number;
}

const OTHER_CHANNELS = 'channel:other';
const UNKNOWN_TYPE = 'type:unknown';

const entityKey = (dimension: 'themes' | 'persons', id: number) =>
  `${dimension === 'themes' ? 'theme' : 'person'}:${id}`;
const dayKey = (start: string) => `day:${start}`;
/** The key of the days member that holds `date`: its day, week or month. */
const dayKeyOf =
  (input: PivotInput) =>
  (date: string): string =>
    dayKey(dayUnitStart(date, input.dayUnit ?? 'day', input.weekStartsOn));
const typeKey = (type: string) => `type:${type}`;
const channelKey = (id: number) => `channel:${id}`;

/** The channels call's top channels (by total, as the call sorts them) that get their own member. */
function topChannels(input: PivotInput): readonly ChannelStatistics[] {
  const items = [...(input.channels?.items ?? [])].sort((x, y) => y.total - x.total);
  return items.slice(0, Math.max(0, input.channelLimit));
}

/** Members of a dimension in their natural order: by mentions for entities, by date for days. */
function baseMembers(dimension: PivotDimension, input: PivotInput, otherDimension: PivotDimension): PivotMember[] {
  switch (dimension) {
    case 'themes':
    case 'persons':
      return (input[dimension]?.items ?? []).map((item) => ({
        key: entityKey(dimension, item.id),
        label: item.name,
        kind: 'item',
      }));
    case 'channels':
      return topChannels(input).map((item) => ({ key: channelKey(item.id), label: item.name, kind: 'item' }));
    case 'channel_types':
      return (input.channels?.types ?? []).map((type) => ({ key: typeKey(type.type), label: type.type, kind: 'item' }));
    case 'days': {
      // The first days of the days, weeks or months the dates fall in.
      const starts = new Set<string>();
      const unit = input.dayUnit ?? 'day';
      const add = (points: readonly DayCount[]) =>
        points.forEach((point) => starts.add(dayUnitStart(point.date, unit, input.weekStartsOn)));
      if (otherDimension === 'themes' || otherDimension === 'persons')
        input[otherDimension]?.items.forEach((item) => add(item.dynamics));
      if (otherDimension === 'channels') add(input.channels?.dynamics ?? []);
      if (otherDimension === 'channel_types') input.channels?.types.forEach((type) => add(type.dynamics));
      return [...starts].sort().map((start) => ({ key: dayKey(start), label: start, kind: 'item' }));
    }
  }
}

/** Facts of an entity (theme or person) against the other dimension, keyed (entity, other). */
function entityFacts(dimension: 'themes' | 'persons', other: PivotDimension, input: PivotInput): Fact[] {
  const items = input[dimension]?.items ?? [];
  const facts: Fact[] = [];
  const top = new Set(topChannels(input).map((channel) => channel.id));
  const typeOf = new Map((input.channels?.items ?? []).map((channel) => [channel.id, channel.type]));
  const keyOfDate = dayKeyOf(input);
  for (const item of items) {
    const a = entityKey(dimension, item.id);
    if (other === 'days') {
      for (const point of item.dynamics) facts.push({ a, b: keyOfDate(point.date), value: point.count });
    } else if (other === 'channels') {
      for (const part of item.channels)
        facts.push({
          a,
          b: top.has(part.channel_id) ? channelKey(part.channel_id) : OTHER_CHANNELS,
          value: part.count,
        });
    } else if (other === 'channel_types') {
      for (const part of item.channels) {
        const type = typeOf.get(part.channel_id);
        facts.push({ a, b: type ? typeKey(type) : UNKNOWN_TYPE, value: part.count });
      }
    } else {
      throw unsupportedPair(dimension, other);
    }
  }
  return facts;
}

/** Per-date difference of two dynamics (mentions not in the subtracted series), never below zero. */
function subtractDynamics(all: readonly DayCount[], parts: readonly (readonly DayCount[])[]): DayCount[] {
  const rest = new Map(all.map((point) => [point.date, point.count]));
  for (const series of parts)
    for (const point of series) rest.set(point.date, (rest.get(point.date) ?? 0) - point.count);
  return [...rest].map(([date, count]) => ({ date, count: Math.max(0, count) }));
}

/** Facts from the channels call alone, keyed (first, second) as the pair is written. */
function channelFacts(first: 'channels' | 'channel_types', second: PivotDimension, input: PivotInput): Fact[] {
  const channels = input.channels;
  if (!channels) return [];
  const top = topChannels(input);
  const facts: Fact[] = [];
  const keyOfDate = dayKeyOf(input);
  if (first === 'channels' && second === 'days') {
    for (const channel of top)
      for (const point of channel.dynamics)
        facts.push({ a: channelKey(channel.id), b: keyOfDate(point.date), value: point.count });
    const rest = subtractDynamics(
      channels.dynamics,
      top.map((channel) => channel.dynamics),
    );
    for (const point of rest) facts.push({ a: OTHER_CHANNELS, b: keyOfDate(point.date), value: point.count });
  } else if (first === 'channel_types' && second === 'days') {
    for (const type of channels.types)
      for (const point of type.dynamics)
        facts.push({ a: typeKey(type.type), b: keyOfDate(point.date), value: point.count });
  } else if (first === 'channels' && second === 'channel_types') {
    for (const channel of top)
      facts.push({ a: channelKey(channel.id), b: typeKey(channel.type), value: channel.total });
    // The channels beyond the limit, by type: each type's total less its top channels.
    for (const type of channels.types) {
      const shown = top
        .filter((channel) => channel.type === type.type)
        .reduce((sum, channel) => sum + channel.total, 0);
      facts.push({ a: OTHER_CHANNELS, b: typeKey(type.type), value: Math.max(0, type.total - shown) });
    }
  } else {
    throw unsupportedPair(first, second);
  }
  return facts;
}

/** Facts of the pair, keyed (rows member, cols member). */
function factsFor(rows: PivotDimension, cols: PivotDimension, input: PivotInput): Fact[] {
  const flip = (facts: Fact[]) => facts.map(({ a, b, value }) => ({ a: b, b: a, value }));
  if (rows === 'themes' || rows === 'persons') return entityFacts(rows, cols, input);
  if (cols === 'themes' || cols === 'persons') return flip(entityFacts(cols, rows, input));
  if (rows === 'days') return flip(factsFor(cols, rows, input));
  if (rows === 'channel_types' && cols === 'channels') return flip(channelFacts('channels', 'channel_types', input));
  return channelFacts(rows as 'channels' | 'channel_types', cols, input);
}

/** Members with the bucket members (`other`, `unknown`) the facts use added at the end, in a fixed order. */
function withBuckets(
  members: PivotMember[],
  used: ReadonlySet<string>,
  totals: ReadonlyMap<string, number>,
): PivotMember[] {
  const known = new Set(members.map((member) => member.key));
  const extra: PivotMember[] = [];
  for (const key of used) {
    if (known.has(key)) continue;
    // A bucket (or an item the base list lacks, e.g. a type only a breakdown names) shows only with mentions.
    if ((totals.get(key) ?? 0) <= 0) continue;
    if (key === OTHER_CHANNELS) extra.push({ key, label: '', kind: 'other' });
    else if (key === UNKNOWN_TYPE) extra.push({ key, label: '', kind: 'unknown' });
    else if (key.startsWith('type:')) extra.push({ key, label: key.slice('type:'.length), kind: 'item' });
    else if (key.startsWith('day:')) extra.push({ key, label: key.slice('day:'.length), kind: 'item' });
    else continue;
    known.add(key);
  }
  const rank = (member: PivotMember) => (member.kind === 'item' ? 0 : member.kind === 'other' ? 1 : 2);
  extra.sort((x, y) => rank(x) - rank(y) || (x.label < y.label ? -1 : x.label > y.label ? 1 : 0));
  const all = [...members, ...extra];
  // Days stay in date order even when one came only from the facts.
  return all.every((member) => member.key.startsWith('day:')) ? all.sort((x, y) => (x.label < y.label ? -1 : 1)) : all;
}

/**
 * The pivot of two different, supported dimensions from the calls' answers. Cells hold mentions;
 * row and column totals are sums of the cells shown, so the table adds up.
 */
export function buildPivot(rows: PivotDimension, cols: PivotDimension, input: PivotInput): PivotTable {
  if (!isPairSupported(rows, cols)) throw unsupportedPair(rows, cols);
  const facts = factsFor(rows, cols, input);
  const cells = new Map<string, Map<string, number>>();
  const rowTotals = new Map<string, number>();
  const columnTotals = new Map<string, number>();
  for (const { a, b, value } of facts) {
    const row = cells.get(a) ?? new Map<string, number>();
    row.set(b, (row.get(b) ?? 0) + value);
    cells.set(a, row);
    rowTotals.set(a, (rowTotals.get(a) ?? 0) + value);
    columnTotals.set(b, (columnTotals.get(b) ?? 0) + value);
  }
  const rowMembers = withBuckets(baseMembers(rows, input, cols), new Set(facts.map((fact) => fact.a)), rowTotals);
  const columns = withBuckets(baseMembers(cols, input, rows), new Set(facts.map((fact) => fact.b)), columnTotals);
  const columnKeys = new Set(columns.map((column) => column.key));
  const table: PivotTable = { rows: [], columns, columnTotals: {}, total: 0 };
  for (const column of columns) table.columnTotals[column.key] = columnTotals.get(column.key) ?? 0;
  for (const member of rowMembers) {
    const rowCells: Record<string, number> = {};
    let total = 0;
    for (const [key, value] of cells.get(member.key) ?? []) {
      if (!columnKeys.has(key)) continue;
      rowCells[key] = value;
      total += value;
    }
    table.rows.push({ member, cells: rowCells, total });
    table.total += total;
  }
  return table;
}

/** What a table is sorted by: the row label, the total, or one column's key. */
export type PivotSortColumn = 'label' | 'total' | (string & {});
export interface PivotSort {
  column: PivotSortColumn;
  direction: 'ascending' | 'descending';
}

/**
 * Rows sorted by a column (stable; ties keep the natural order). Bucket rows (other channels,
 * unknown type) stay last whatever the order, as they are not one item.
 */
export function sortPivotRows(
  rows: readonly PivotRow[],
  sort: PivotSort | undefined,
  compareLabels: (a: PivotMember, b: PivotMember) => number,
): PivotRow[] {
  const items = rows.filter((row) => row.member.kind === 'item');
  const buckets = rows.filter((row) => row.member.kind !== 'item');
  if (!sort) return [...items, ...buckets];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const value = (row: PivotRow) => (sort.column === 'total' ? row.total : (row.cells[sort.column] ?? 0));
  const sorted = items
    .map((row, index) => ({ row, index }))
    .sort((x, y) => {
      const order = sort.column === 'label' ? compareLabels(x.row.member, y.row.member) : value(x.row) - value(y.row);
      return order * sign || x.index - y.index;
    })
    .map(({ row }) => row);
  return [...sorted, ...buckets];
}
