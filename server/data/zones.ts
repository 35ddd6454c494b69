// Time zones of the channels: each channel lives by its city's clock (its country's where the
// country has one zone), stored in `channel.zone` as an IANA name. The data itself keeps one clock,
// the monitoring's (Moscow time, UTC+3 all year: calendar.ts); a channel's local hours are turned
// into it with `shiftOf`.
import { ZONE_OFFSET_MINUTES } from './calendar.js';
import { countryLocale } from './country-locale.js';

/** Time zones of the directory's cities and regions (by the directory's name) in countries of more than one zone. */
const CITY_ZONES: Record<string, string> = {
  'Приморский край': 'Asia/Vladivostok',
  Владивосток: 'Asia/Vladivostok',
  Новосибирск: 'Asia/Novosibirsk',
  Екатеринбург: 'Asia/Yekaterinburg',
  Пермь: 'Asia/Yekaterinburg',
  Уфа: 'Asia/Yekaterinburg',
  Тюмень: 'Asia/Yekaterinburg',
  Самара: 'Europe/Samara',
  Омск: 'Asia/Omsk',
  Иркутск: 'Asia/Irkutsk',
  Калининград: 'Europe/Kaliningrad',
  Томск: 'Asia/Tomsk',
  'Нью-Йорк': 'America/New_York',
  Бостон: 'America/New_York',
  Майами: 'America/New_York',
  Чикаго: 'America/Chicago',
  Хьюстон: 'America/Chicago',
  Денвер: 'America/Denver',
  Сиэтл: 'America/Los_Angeles',
};

/** The time zone of the rest of each country's cities. */
const COUNTRY_ZONES: Record<string, string> = {
  RU: 'Europe/Moscow',
  GB: 'Europe/London',
  QA: 'Asia/Qatar',
  AE: 'Asia/Dubai',
  KZ: 'Asia/Almaty',
  BY: 'Europe/Minsk',
  SA: 'Asia/Riyadh',
  EG: 'Africa/Cairo',
  US: 'America/New_York',
};

/**
 * Countries outside the directory that have more than one zone, by the zone of their capital (or
 * of most of their people): the first zone the time-zone database lists for them is often a far
 * corner (Australia's is Macquarie Island, Canada's Blanc-Sablon).
 */
const MAIN_ZONES: Record<string, string> = {
  AR: 'America/Argentina/Buenos_Aires',
  AU: 'Australia/Sydney',
  BR: 'America/Sao_Paulo',
  CA: 'America/Toronto',
  CL: 'America/Santiago',
  CY: 'Asia/Nicosia',
  ES: 'Europe/Madrid',
  FM: 'Pacific/Pohnpei',
  GL: 'America/Nuuk',
  KI: 'Pacific/Tarawa',
  MH: 'Pacific/Majuro',
  MN: 'Asia/Ulaanbaatar',
  MX: 'America/Mexico_City',
  PF: 'Pacific/Tahiti',
  PG: 'Pacific/Port_Moresby',
  PS: 'Asia/Hebron',
  PT: 'Europe/Lisbon',
  UZ: 'Asia/Tashkent',
};

/** The monitoring's own zone: a channel of a country no zone is known for keeps the data's clock. */
const MOSCOW = 'Europe/Moscow';

/**
 * The zone of a country outside the directory: its capital's where it has several (MAIN_ZONES),
 * otherwise the first the platform's time-zone data lists for it (its only one, for most countries).
 */
function zoneOfCountry(country: string): string | undefined {
  return MAIN_ZONES[country] ?? countryLocale(country)?.timeZones?.[0];
}

/** A channel's zone from its country and, where the country has several, its city or region (the directory's name). */
export function zoneOf(country: string, city?: string | null): string {
  return (city && CITY_ZONES[city]) ?? COUNTRY_ZONES[country] ?? zoneOfCountry(country) ?? MOSCOW;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes a zone is ahead of UTC at noon (UTC) of a day (so the day of a clock change has the new offset or the old one, whole). */
export function utcOffset(zone: string, day: number): number {
  let format = formats.get(zone);
  if (!format)
    formats.set(zone, (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })));
  const name =
    format.formatToParts(new Date(day * 86_400_000 + 43_200_000)).find((part) => part.type === 'timeZoneName')?.value ??
    'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const shifts = new Map<string, Map<number, number>>();

/** Minutes a zone's clock is ahead of the data's on a day (New York in winter: −480; Vladivostok: +420). */
export function shiftOf(zone: string, day: number): number {
  let byDay = shifts.get(zone);
  if (!byDay) shifts.set(zone, (byDay = new Map()));
  let shift = byDay.get(day);
  if (shift === undefined) byDay.set(day, (shift = utcOffset(zone, day) - ZONE_OFFSET_MINUTES));
  return shift;
}
