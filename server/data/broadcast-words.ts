// Word pools of the broadcast schedules, in the three languages of the channels: programme titles
// by genre (and, for news, by the part of the day a bulletin airs in) and their descriptions.
import type { Lang } from './names.js';

/** Genre of a programme, as the contract's `BroadcastKind` has them. */
export type Kind =
  | 'news'
  | 'talk_show'
  | 'documentary'
  | 'film'
  | 'series'
  | 'sport'
  | 'music'
  | 'entertainment'
  | 'children'
  | 'advertising';

/** When a news bulletin airs: its title follows the part of the day. */
export type Daypart = 'night' | 'morning' | 'day' | 'evening' | 'main';

export const NEWS_TITLES: Record<Lang, Record<Daypart, string[]>> = {
  ru: {
    night: ['Ночные новости', 'Новости ночью'],
    morning: ['Утренние новости', 'Новости. Утро'],
    day: ['Новости', 'Вести', 'Сегодня. Дневной выпуск'],
    evening: ['Вечерние новости', 'Вести. Вечер'],
    main: ['Время', 'Итоги дня', 'Главные новости'],
  },
  en: {
    night: ['Late News', 'Newsnight'],
    morning: ['Morning News', 'Breakfast Bulletin'],
    day: ['News at Noon', 'The Briefing', 'Newsday'],
    evening: ['Evening News', 'The World Tonight'],
    main: ['Nine O’Clock News', 'News at Ten'],
  },
  ar: {
    night: ['أخبار منتصف الليل', 'موجز الليل'],
    morning: ['أخبار الصباح', 'موجز الصباح'],
    day: ['الأخبار', 'موجز الأخبار'],
    evening: ['نشرة المساء', 'أخبار المساء'],
    main: ['الحصاد', 'النشرة الرئيسية'],
  },
};

/** Titles of the genres that recur in a slot every week (a talk show, a music hour). */
export const SHOW_TITLES: Record<Lang, Partial<Record<Kind, string[]>>> = {
  ru: {
    talk_show: [
      'Время покажет',
      'Информационный канал',
      '60 минут',
      'Открытая студия',
      'Право голоса',
      'Место встречи',
      'Разговор по существу',
      'Полный контакт',
    ],
    music: ['Музыкальный эфир', 'Хит-парад', 'Золотая коллекция', 'Танцевальный марафон', 'Новинки недели'],
    entertainment: ['Большое шоу', 'Кулинарный поединок', 'Звёзды в студии', 'Юмористическое шоу'],
    children: ['Мультфильмы', 'Детский час', 'В гостях у сказки'],
    advertising: ['Телемагазин', 'Рекламный блок'],
  },
  en: {
    talk_show: [
      'The Big Debate',
      'Newsroom Live',
      'Hard Questions',
      'Politics Today',
      'Inside Story',
      'World Business Report',
    ],
    music: ['Music Non-Stop', 'The Chart Show', 'Golden Hits', 'Club Mix', 'New Music Hour'],
    entertainment: ['The Big Show', 'Quiz Time', 'Comedy Hour', 'The Great Bake', 'Talent Stage'],
    children: ['Cartoon Club', 'Kids’ Hour', 'Story Time'],
    advertising: ['Teleshopping', 'Advertising break'],
  },
  ar: {
    talk_show: ['ما وراء الخبر', 'الاتجاه المعاكس', 'في العمق', 'حديث الساعة', 'بلا حدود', 'المشهد'],
    music: ['موسيقى بلا توقف', 'أغاني الزمن الجميل', 'قائمة الأغاني', 'إيقاعات', 'جديد الأغاني'],
    entertainment: ['سهرة العائلة', 'برنامج المسابقات', 'ساعة ضحك', 'مطبخ العائلة', 'نجوم الاستوديو'],
    children: ['رسوم متحركة', 'ساعة الأطفال', 'حكايات'],
    advertising: ['التسوق التلفزيوني', 'فاصل إعلاني'],
  },
};

/** Talk shows of the morning, which no other part of the day takes. */
export const MORNING_SHOWS: Record<Lang, string[]> = {
  ru: ['Доброе утро', 'Утро России', 'Утренний эфир'],
  en: ['Breakfast', 'The Morning Show', 'Good Morning'],
  ar: ['هذا الصباح', 'صباح الخير', 'صباحكم أحلى'],
};

/** Genres whose title changes with the date: `{name}` is a film's or a series' name, `{n}` an episode. */
export const TITLE_PATTERNS: Record<Lang, Record<'film' | 'series' | 'documentary', string>> = {
  ru: {
    film: 'Художественный фильм «{name}»',
    series: 'Многосерийный фильм «{name}», {n}-я серия',
    documentary: 'Документальный фильм «{name}»',
  },
  en: { film: 'Feature film: {name}', series: '{name}, episode {n}', documentary: 'Documentary: {name}' },
  ar: { film: 'فيلم: {name}', series: '{name}، الحلقة {n}', documentary: 'وثائقي: {name}' },
};

export const WORK_NAMES: Record<Lang, Record<'film' | 'series' | 'documentary' | 'sport', string[]>> = {
  ru: {
    film: [
      'Северный ветер',
      'Последний рейс',
      'Дом у реки',
      'Тихий берег',
      'Летний сад',
      'Дальний свет',
      'Вторая попытка',
      'Город без сна',
      'Снег в апреле',
      'Три дороги',
      'Старый маяк',
      'Ключ от неба',
    ],
    series: [
      'Следствие ведут',
      'Тайны города',
      'Скорая помощь',
      'Участок',
      'Большая семья',
      'Северный ветер',
      'Лётчики',
    ],
    documentary: [
      'Тайны Байкала',
      'Город на Неве',
      'Люди Севера',
      'Великие стройки',
      'Небо над Арктикой',
      'Сердце Урала',
      'Дороги Сибири',
    ],
    sport: [
      'Футбол. Российская Премьер-лига',
      'Хоккей. КХЛ',
      'Баскетбол. Единая лига',
      'Биатлон. Кубок мира',
      'Большой спорт',
      'Волейбол. Суперлига',
    ],
  },
  en: {
    film: [
      'The Quiet Harbour',
      'Last Train Home',
      'Northern Lights',
      'A Winter Promise',
      'The Long Weekend',
      'Glass Houses',
      'Second Chances',
      'Midnight in Leeds',
      'The Lighthouse Keeper',
    ],
    series: ['Harbour Street', 'The Inspector', 'City Hospital', 'Family Ties', 'Northern Line'],
    documentary: [
      'Cities of Tomorrow',
      'The Long Road North',
      'Inside the Factory',
      'Wild Islands',
      'The Engineers',
      'Ocean Giants',
    ],
    sport: [
      'Football: Premier League',
      'Match of the Day',
      'Tennis: ATP Tour',
      'Rugby Union',
      'Sportsday',
      'Cricket: Test Match',
    ],
  },
  ar: {
    film: ['الطريق إلى البيت', 'ليلة في القاهرة', 'رمال الذهب', 'آخر قطار', 'بيت على البحر', 'الوعد', 'نجمة الصحراء'],
    series: ['أيام الدوحة', 'بيت العائلة', 'الطريق الطويل', 'حكايات الحارة', 'رجال البحر'],
    documentary: ['أسرار الصحراء', 'مدن المستقبل', 'طريق الحرير', 'البحر الأحمر', 'رجال النفط', 'حكايات النيل'],
    sport: ['كرة القدم: الدوري السعودي', 'دوري أبطال آسيا', 'كرة السلة', 'المجلة الرياضية', 'كأس الخليج', 'التنس'],
  },
};

/** What the programme page says of an airing, by genre; `{channel}` is the channel's name. */
export const DESCRIPTIONS: Record<Lang, Record<Kind, string>> = {
  ru: {
    news: '{channel}: информационная программа, главные события дня в России и мире.',
    talk_show: 'Ток-шоу: гости студии обсуждают главные темы дня.',
    documentary: 'Документальная программа об истории, природе и людях.',
    film: 'Художественный фильм.',
    series: 'Многосерийный фильм.',
    sport: 'Спортивная трансляция и обзор событий.',
    music: 'Музыкальная программа.',
    entertainment: 'Развлекательная программа.',
    children: 'Программа для детей.',
    advertising: 'Рекламные материалы.',
  },
  en: {
    news: '{channel} news: the main events of the day at home and abroad.',
    talk_show: 'Studio guests discuss the issues of the day.',
    documentary: 'A documentary about history, nature and people.',
    film: 'Feature film.',
    series: 'Drama series.',
    sport: 'Live sport and highlights.',
    music: 'Music programme.',
    entertainment: 'Entertainment show.',
    children: 'Programme for children.',
    advertising: 'Advertising.',
  },
  ar: {
    news: 'نشرة أخبار {channel}: أبرز أحداث اليوم محلياً ودولياً.',
    talk_show: 'برنامج حواري يناقش فيه الضيوف أبرز قضايا اليوم.',
    documentary: 'برنامج وثائقي عن التاريخ والطبيعة والناس.',
    film: 'فيلم روائي.',
    series: 'مسلسل درامي.',
    sport: 'نقل مباشر وملخصات رياضية.',
    music: 'برنامج موسيقي.',
    entertainment: 'برنامج ترفيهي.',
    children: 'برنامج للأطفال.',
    advertising: 'مواد إعلانية.',
  },
};

/** Short items of a bulletin that belong to no story (the weather, the markets), with their theme. */
export const RUBRICS: { theme: number; title: Record<Lang, string> }[] = [
  {
    theme: 14,
    title: { ru: 'Курсы валют и биржевые новости', en: 'Markets and currencies', ar: 'أسعار العملات وأخبار البورصة' },
  },
  { theme: 5, title: { ru: 'Спортивные новости', en: 'Sports news', ar: 'الأخبار الرياضية' } },
  { theme: 6, title: { ru: 'Новости культуры', en: 'Culture news', ar: 'أخبار الثقافة' } },
  { theme: 13, title: { ru: 'Прогноз погоды', en: 'The weather', ar: 'حالة الطقس' } },
  { theme: 12, title: { ru: 'Ситуация на дорогах', en: 'Travel news', ar: 'حركة المرور' } },
];
