import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { FORMAT_LOCALES, isLocale, WEEK_STARTS_ON, type Locale } from './locales';

/** How much of a date to write. */
export type DateStyle = 'medium' | 'full' | 'month' | 'monthShort' | 'time';

export interface Formatters {
  locale: string;
  /** The first day of the week in this language (0 Sunday … 6 Saturday). */
  weekStartsOn: 0 | 1 | 6;
  /** 12 345 / 12,345 / ١٢٬٣٤٥ as the language writes numbers. */
  number: (value: number) => string;
  /** A share from 0 to 1 as a percentage. */
  percent: (value: number) => string;
  /**
   * A `yyyy-MM-dd` or ISO date-time: `medium` (16 нояб. 2026 г.), `full` (with the weekday),
   * `month` (ноябрь 2026 г.), `monthShort` (нояб. 2026 г.) or `time` (14:05).
   */
  date: (value: string | Date, style?: DateStyle) => string;
  /** Short day and month for axes, e.g. 16 нояб. */
  dayMonth: (value: string | Date) => string;
  /** Date and time, e.g. 16.11.2026, 14:05. */
  dateTime: (value: string | Date) => string;
  /** A file's size in the largest unit that keeps it at or above 1: 812 КБ, 39,7 МБ, 1,8 ГБ. */
  fileSize: (bytes: number) => string;
  /** A duration in seconds as h:mm:ss or m:ss (3:27, 1:02:05). */
  duration: (seconds: number) => string;
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `yyyy-MM-dd` date is a calendar day (local midnight); anything else is read as an ISO instant. */
export function toDate(value: string | Date): Date {
  if (typeof value !== 'string') return value;
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const DATE_OPTIONS: Record<DateStyle | 'dayMonth' | 'dateTime', Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  full: { dateStyle: 'full' },
  month: { month: 'long', year: 'numeric' },
  monthShort: { month: 'short', year: 'numeric' },
  time: { timeStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  dateTime: { dateStyle: 'short', timeStyle: 'short' },
};

const cache = new Map<string, Formatters>();

/** The formatters of a language, built once per language. */
export function formattersFor(language: string): Formatters {
  const known = cache.get(language);
  if (known) return known;
  const locale: Locale = isLocale(language) ? language : 'en';
  const { date: dateLocale, number: numberLocale } = FORMAT_LOCALES[locale];
  // Each Intl formatter is made the first time it is used: making one takes a while.
  let numberFormat: Intl.NumberFormat | undefined;
  let percentFormat: Intl.NumberFormat | undefined;
  const dates = new Map<string, Intl.DateTimeFormat>();
  const sizes = new Map<number, Intl.NumberFormat>();
  const dateFormat = (style: keyof typeof DATE_OPTIONS) => {
    let format = dates.get(style);
    if (!format) {
      format = new Intl.DateTimeFormat(dateLocale, DATE_OPTIONS[style]);
      dates.set(style, format);
    }
    return format;
  };
  const write = (style: keyof typeof DATE_OPTIONS, value: string | Date) => {
    const date = toDate(value);
    return Number.isNaN(date.getTime()) ? String(value) : dateFormat(style).format(date);
  };
  const formatters: Formatters = {
    locale: language,
    weekStartsOn: WEEK_STARTS_ON[locale],
    number: (value) => (numberFormat ??= new Intl.NumberFormat(numberLocale)).format(value),
    percent: (value) =>
      (percentFormat ??= new Intl.NumberFormat(numberLocale, { style: 'percent', maximumFractionDigits: 1 })).format(
        value,
      ),
    date: (value, style = 'medium') => write(style, value),
    dayMonth: (value) => write('dayMonth', value),
    dateTime: (value) => write('dateTime', value),
    fileSize: (bytes) => {
      let unit = 0;
      let value = Math.max(0, bytes);
      while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
        value /= 1024;
        unit += 1;
      }
      let format = sizes.get(unit);
      if (!format) {
        format = new Intl.NumberFormat(numberLocale, {
          style: 'unit',
          unit: SIZE_UNITS[unit],
          unitDisplay: 'short',
          maximumFractionDigits: unit >= 2 ? 1 : 0,
        });
        sizes.set(unit, format);
      }
      return format.format(value);
    },
    duration: (seconds) => {
      const whole = Math.max(0, Math.round(seconds));
      const h = Math.floor(whole / 3600);
      const m = Math.floor((whole % 3600) / 60);
      const s = String(whole % 60).padStart(2, '0');
      return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
    },
  };
  cache.set(language, formatters);
  return formatters;
}

/**
 * Builds a language's formatters ahead of the first screen that needs them, while the page's
 * code and data are still on their way: the first Intl formatter of a language is slow to make.
 */
export function prepareFormatters(language: string): void {
  const formatters = formattersFor(language);
  // One formatter per task, so the preparation itself holds the main thread only briefly.
  const steps = [
    () => formatters.date('2000-01-01'),
    () => formatters.number(1),
    () => formatters.percent(0.5),
    () => formatters.dateTime('2000-01-01T00:00:00Z'),
    () => formatters.dayMonth('2000-01-01'),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) setTimeout(next, 0);
  };
  setTimeout(next, 0);
}

/** Localized number and date formatting for the active language. */
export function useFormatters(): Formatters {
  const { i18n } = useLingui();
  return useMemo(() => formattersFor(i18n.locale), [i18n.locale]);
}
