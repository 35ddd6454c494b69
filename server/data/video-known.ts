// The contract's example entities of the video section, with their ids, names and dates, so the
// examples a backend team reads and the data the reference backend serves tell the same story.
// Dates are the examples' own (UTC) for a dataset built on 2026-11-27 and move with the day the
// dataset is built on (`shiftedMs`), like the planted spikes.
import { dayOf } from './calendar.js';
import type { Lang } from './names.js';
import type { Plan } from './plan.js';
import type { ObjectCategory } from './video-names.js';

const EXAMPLE_BASE = dayOf('2026-11-27');

/** An example's moment, moved by as many days as the dataset's base day is from the examples'. */
export const shiftedMs = (plan: Plan, iso: string) => Date.parse(iso) + (plan.base - EXAMPLE_BASE) * 86_400_000;

/**
 * The example objects (ids 1301–1311); `rank` is their popularity, `marker` the key entity each
 * stands for. The twelfth, the COP31 emblem (1312), is the contract's example of an object being
 * added, so the seeded catalogue leaves it to be added and goes on from 1313.
 */
export const KNOWN_OBJECTS: {
  id: number;
  name: string;
  category: ObjectCategory;
  lang: Lang | null;
  description: string;
  created: string;
  rank: number;
  marker?: string;
}[] = [
  {
    id: 1301,
    name: 'Аэрофлот',
    category: 'logo',
    lang: 'ru',
    description: 'Логотип авиакомпании: крылатый серп и молот, надпись «Аэрофлот»',
    created: '2026-02-10T08:30:00Z',
    rank: 2,
    marker: 'Аэрофлот',
  },
  {
    id: 1302,
    name: 'Сбер',
    category: 'logo',
    lang: 'ru',
    description: 'Зелёный круг с галочкой и надпись «Сбер»',
    created: '2026-02-10T08:34:00Z',
    rank: 1,
    marker: 'Сбербанк',
  },
  {
    id: 1303,
    name: 'Northwind Air',
    category: 'logo',
    lang: 'en',
    description: 'Northwind Air wordmark with a stylised blue compass rose',
    created: '2026-03-04T11:02:00Z',
    rank: 8,
  },
  {
    id: 1304,
    name: 'Coca-Cola',
    category: 'brand',
    lang: null,
    description: 'Красная надпись Coca-Cola, бутылка характерной формы',
    created: '2026-02-12T09:15:00Z',
    rank: 3,
  },
  {
    id: 1305,
    name: 'Эмблема чемпионата мира по футболу',
    category: 'symbol',
    lang: null,
    description: 'Эмблема и кубок чемпионата мира по футболу',
    created: '2026-04-20T10:00:00Z',
    rank: 5,
    marker: 'Чемпионат мира по футболу',
  },
  {
    id: 1306,
    name: 'Expo 2030',
    category: 'logo',
    lang: null,
    description: 'Логотип всемирной выставки Expo 2030 в Эр-Рияде',
    created: '2026-05-06T07:45:00Z',
    rank: 9,
    marker: 'Expo 2030',
  },
  {
    id: 1307,
    name: 'نيوم (NEOM)',
    category: 'logo',
    lang: 'ar',
    description: 'شعار مشروع نيوم: كلمة NEOM بخط أبيض',
    created: '2026-05-06T07:50:00Z',
    rank: 6,
    marker: 'نيوم (NEOM)',
  },
  {
    id: 1308,
    name: 'Здание Банка России',
    category: 'landmark',
    lang: 'ru',
    description: 'Фасад здания Банка России на Неглинной улице в Москве',
    created: '2026-06-15T12:20:00Z',
    rank: 7,
    marker: 'Центральный банк',
  },
  {
    id: 1309,
    name: 'Lada Vesta',
    category: 'product',
    lang: 'ru',
    description: 'Седан Lada Vesta, вид спереди и сбоку',
    created: '2026-07-01T09:00:00Z',
    rank: 11,
  },
  {
    id: 1310,
    name: 'Московский Кремль',
    category: 'landmark',
    lang: 'ru',
    description: 'Кремлёвская стена и Спасская башня',
    created: '2026-02-11T10:10:00Z',
    rank: 4,
  },
  {
    id: 1311,
    name: 'Red Bull',
    category: 'brand',
    lang: null,
    description: 'Red Bull logo: two red bulls in front of a yellow sun',
    created: '2026-08-19T14:05:00Z',
    rank: 10,
  },
];

/** When the example persons (the info section's 101–108, and 1351) were added to video monitoring, and their popularity. */
export const KNOWN_PERSON_DATES: Record<number, { created: string; rank: number }> = {
  101: { created: '2026-02-10T09:00:00Z', rank: 2 },
  102: { created: '2026-02-10T09:01:00Z', rank: 6 },
  103: { created: '2026-03-01T10:30:00Z', rank: 4 },
  104: { created: '2026-03-01T10:32:00Z', rank: 1 },
  105: { created: '2026-02-10T09:03:00Z', rank: 3 },
  106: { created: '2026-04-02T15:00:00Z', rank: 8 },
  107: { created: '2026-04-02T15:05:00Z', rank: 5 },
  108: { created: '2026-03-04T11:10:00Z', rank: 9 },
};

/** The person the video section added itself: a governor in the flood coverage. */
export const ADDED_PERSON = {
  id: 1351,
  name: 'Виктор Журавлёв',
  position: 'губернатор Приморского края',
  created: '2026-11-18T07:25:00Z',
  rank: 7,
};

/**
 * The example content items (1453–1462). A detected item was found on air: its first airing is
 * on `channel` (or the largest TV channel of its language), starting a little before it was
 * detected; `marker` names the key entity it is about.
 */
export const KNOWN_CONTENT: {
  id: number;
  title: string;
  category: number;
  origin: 'uploaded' | 'detected';
  created: string;
  duration: number;
  fails?: boolean;
  channel?: number;
  marker?: string;
}[] = [
  {
    id: 1453,
    title: 'Lada Vesta — ролик 20 с',
    category: 2,
    origin: 'uploaded',
    created: '2026-11-16T09:20:00Z',
    duration: 20,
    fails: true,
  },
  {
    id: 1454,
    title: 'Ольга Серова. Концерт «Зимний вечер»',
    category: 9,
    origin: 'detected',
    created: '2026-11-16T16:30:00Z',
    duration: 5400,
    channel: 1,
  },
  {
    id: 1455,
    title: 'Дебаты кандидатов в мэры Москвы',
    category: 5,
    origin: 'detected',
    created: '2026-11-17T17:00:00Z',
    duration: 3300,
    channel: 1,
  },
  {
    id: 1456,
    title: 'OPEC+ summit in Vienna: special coverage',
    category: 1,
    origin: 'detected',
    created: '2026-11-18T10:00:00Z',
    duration: 1800,
    marker: 'ОПЕК+',
  },
  {
    id: 1457,
    title: 'Сбер — «Кэшбэк», ролик 15 с',
    category: 2,
    origin: 'uploaded',
    created: '2026-11-19T08:05:00Z',
    duration: 15,
    marker: 'Сбербанк',
  },
  {
    id: 1458,
    title: 'Спецрепортаж: наводнение в Приморье',
    category: 6,
    origin: 'detected',
    created: '2026-11-19T16:12:00Z',
    duration: 1560,
    channel: 2,
  },
  {
    id: 1459,
    title: 'نيوم — فيلم ترويجي للطاقة الخضراء',
    category: 2,
    origin: 'uploaded',
    created: '2026-11-21T09:40:00Z',
    duration: 45,
    marker: 'نيوم (NEOM)',
  },
  {
    id: 1460,
    title: 'Футбол. Кубок России. Финал',
    category: 3,
    origin: 'detected',
    created: '2026-11-22T12:46:10Z',
    duration: 6300,
    channel: 3,
  },
  {
    id: 1461,
    title: 'Northwind Air — New routes to the Gulf, 20 s',
    category: 2,
    origin: 'uploaded',
    created: '2026-11-22T13:30:00Z',
    duration: 20,
  },
  {
    id: 1462,
    title: 'Аэрофлот — новогодний ролик, 30 с',
    category: 2,
    origin: 'uploaded',
    created: '2026-11-22T14:05:00Z',
    duration: 30,
    marker: 'Аэрофлот',
  },
];
export const FIRST_CONTENT_ID = 1401;
export const FIRST_MORE_OBJECT_ID = 1313;

/** The example report tasks of the video account (801–806); `ready` is how long each took, `error` why one failed. */
export const KNOWN_TASKS: {
  id: number;
  type: string;
  title: string;
  start: string;
  end: string;
  filters: Record<string, unknown>;
  format: string;
  created: string;
  took: number;
  error?: string;
}[] = [
  {
    id: 801,
    type: 'persons',
    title: 'Persons on Sky News Arabia, 26 October – 1 November 2026',
    start: '2026-10-26',
    end: '2026-11-01',
    filters: { channels: [11] },
    format: 'csv',
    created: '2026-11-02T08:10:00Z',
    took: 125,
  },
  {
    id: 802,
    type: 'summary',
    title: 'Сводный отчёт, 2–8 ноября 2026',
    start: '2026-11-02',
    end: '2026-11-08',
    filters: {},
    format: 'docx',
    created: '2026-11-09T06:30:00Z',
    took: 672,
  },
  {
    id: 803,
    type: 'summary',
    title: 'Сводный отчёт: الجزيرة и سكاي نيوز عربية, октябрь 2026',
    start: '2026-10-01',
    end: '2026-10-31',
    filters: { channels: [12, 11] },
    format: 'pdf',
    created: '2026-11-12T11:15:00Z',
    took: 1800,
    error: 'timeout',
  },
  {
    id: 804,
    type: 'content',
    title: 'Доля эфира по категориям контента, 9–15 ноября 2026',
    start: '2026-11-09',
    end: '2026-11-15',
    filters: { channel_types: ['TV'] },
    format: 'xlsx',
    created: '2026-11-16T07:00:00Z',
    took: 221,
  },
  {
    id: 805,
    type: 'persons',
    title: 'Персоны в эфире, 16–22 ноября 2026',
    start: '2026-11-16',
    end: '2026-11-22',
    filters: { channels: [1, 2, 3, 11, 12], persons: [101, 103, 104] },
    format: 'xlsx',
    created: '2026-11-22T14:02:00Z',
    took: 190,
  },
  {
    id: 806,
    type: 'objects',
    title: 'Аэрофлот, Northwind Air и NEOM в эфире, 16–22 ноября 2026',
    start: '2026-11-16',
    end: '2026-11-22',
    filters: { channel_types: ['TV'], objects: [1301, 1303, 1307] },
    format: 'pdf',
    created: '2026-11-22T14:20:00Z',
    took: 140,
  },
];
