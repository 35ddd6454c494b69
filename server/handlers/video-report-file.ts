// What a video report holds: the objects, persons or content categories of its period and
// filters (a summary holds all three), as a table the file renderer lays out in any format. The
// figures are the ones the statistics calls answer for the same filters.
import type { Database } from 'better-sqlite3';
import { dateOf } from '../data/calendar.js';
import type { ReportType } from '../data/video-tasks.js';
import type { ReportTable } from '../files/render.js';
import type { Lang } from './types.js';
import { itemsOf, statisticsOf } from './video-appearances.js';
import { chartsOf } from './video-content.js';
import { grouped, only, sumsBy, type VideoScope } from './video-scope.js';

export interface TaskFilters {
  channels?: number[];
  channel_types?: string[];
  objects?: number[];
  persons?: number[];
  categories?: number[];
}

const LABELS: Record<Lang, Record<string, string>> = {
  ru: {
    section: 'Раздел',
    name: 'Название',
    detail: 'Категория / должность',
    count: 'Появления / выходы',
    duration: 'Время в эфире',
    share: 'Доля эфира, %',
    objects: 'Объекты',
    persons: 'Персоны',
    content: 'Контент',
  },
  en: {
    section: 'Section',
    name: 'Name',
    detail: 'Category / position',
    count: 'Appearances / airings',
    duration: 'Time on air',
    share: 'Share of airtime, %',
    objects: 'Objects',
    persons: 'Persons',
    content: 'Content',
  },
  ar: {
    section: 'القسم',
    name: 'الاسم',
    detail: 'الفئة / المنصب',
    count: 'الظهور / البث',
    duration: 'مدة البث',
    share: 'حصة البث، %',
    objects: 'العناصر',
    persons: 'الشخصيات',
    content: 'المحتوى',
  },
};
const OBJECT_CATEGORIES: Record<Lang, Record<string, string>> = {
  ru: {
    logo: 'логотип',
    brand: 'бренд',
    product: 'продукт',
    landmark: 'достопримечательность',
    symbol: 'символ',
    other: 'другое',
  },
  en: { logo: 'logo', brand: 'brand', product: 'product', landmark: 'landmark', symbol: 'symbol', other: 'other' },
  ar: { logo: 'شعار', brand: 'علامة تجارية', product: 'منتج', landmark: 'معلم', symbol: 'رمز', other: 'أخرى' },
};

/** Seconds as `h:mm:ss`. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 3600)}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

type Row = ReportTable['rows'][number];

function objectRows(db: Database, scope: VideoScope, filters: TaskFilters, lang: Lang, now: Date): Row[] {
  return statisticsOf(db, 'object', scope, itemsOf('object', scope, filters.objects), now).items.map((item) => ({
    section: LABELS[lang].objects!,
    name: item.entity.name,
    detail: OBJECT_CATEGORIES[lang][item.entity.category]!,
    count: item.n,
    duration: clock(item.seconds),
    share: null,
  }));
}

function personRows(db: Database, scope: VideoScope, filters: TaskFilters, lang: Lang, now: Date): Row[] {
  return statisticsOf(db, 'person', scope, itemsOf('person', scope, filters.persons), now).items.map((item) => ({
    section: LABELS[lang].persons!,
    name: item.entity.name,
    detail: item.entity.position ?? '',
    count: item.n,
    duration: clock(item.seconds),
    share: null,
  }));
}

function contentRows(db: Database, scope: VideoScope, filters: TaskFilters, lang: Lang): Row[] {
  const airings = new Map(
    grouped(scope, sumsBy(db, 'airtime', scope, 'item', only(filters.categories))).items.map((item) => [
      item.key,
      item.n,
    ]),
  );
  return chartsOf(db, scope, filters.categories, lang).charts.items.map((series) => ({
    section: LABELS[lang].content!,
    name: series.category_name,
    detail: '',
    count: airings.get(series.category_id) ?? 0,
    duration: clock(series.duration_seconds),
    share: series.share,
  }));
}

/** The report's table: its rows for the period and filters, the columns its type needs. */
export function reportTable(
  db: Database,
  task: { title: string; type: ReportType; start: number; end: number; filters: TaskFilters },
  lang: Lang,
  now: Date,
): ReportTable {
  const scope: VideoScope = {
    start: task.start,
    end: task.end,
    channels: task.filters.channels?.length ? task.filters.channels : undefined,
    types: task.filters.channel_types?.length ? task.filters.channel_types : undefined,
  };
  const labels = LABELS[lang];
  const rows = [
    ...(task.type === 'objects' || task.type === 'summary' ? objectRows(db, scope, task.filters, lang, now) : []),
    ...(task.type === 'persons' || task.type === 'summary' ? personRows(db, scope, task.filters, lang, now) : []),
    ...(task.type === 'content' || task.type === 'summary' ? contentRows(db, scope, task.filters, lang) : []),
  ];
  const keys = [
    ...(task.type === 'summary' ? ['section'] : []),
    'name',
    ...(task.type === 'content' ? [] : ['detail']),
    'count',
    'duration',
    ...(task.type === 'objects' || task.type === 'persons' ? [] : ['share']),
  ];
  return {
    title: task.title,
    subtitle: `${dateOf(task.start)} — ${dateOf(task.end)}`,
    direction: lang === 'ar' ? 'rtl' : 'ltr',
    columns: keys.map((key) => ({ key, label: labels[key]!, numeric: key === 'count' || key === 'share' })),
    rows,
  };
}
