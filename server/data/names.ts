// Word pools of the generated dataset, in the three languages the product speaks. The first
// entities are the contract's example ones (same ids and names), so that the examples a backend
// team reads and the data the reference backend serves tell the same story.

export type Lang = 'ru' | 'en' | 'ar';
export const CHANNEL_TYPES = ['TV', 'RADIO', 'PRESS', 'ONLINE', 'NEWS_AGENCY', 'SOCIAL', 'TELEGRAM'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/** The theme catalogue: the cabinet's fixed list of 16, with ids as the contract has them. */
export const THEMES: { id: number; ru: string; en: string; ar: string }[] = [
  { id: 1, ru: 'Политика', en: 'Politics', ar: 'السياسة' },
  { id: 2, ru: 'Экономика', en: 'Economy', ar: 'الاقتصاد' },
  { id: 3, ru: 'Общество', en: 'Society', ar: 'المجتمع' },
  { id: 4, ru: 'Происшествия', en: 'Incidents', ar: 'الحوادث' },
  { id: 5, ru: 'Спорт', en: 'Sport', ar: 'الرياضة' },
  { id: 6, ru: 'Культура', en: 'Culture', ar: 'الثقافة' },
  { id: 7, ru: 'Наука и технологии', en: 'Science and technology', ar: 'العلوم والتكنولوجيا' },
  { id: 8, ru: 'Здравоохранение', en: 'Health care', ar: 'الرعاية الصحية' },
  { id: 9, ru: 'Образование', en: 'Education', ar: 'التعليم' },
  { id: 10, ru: 'Международные отношения', en: 'International relations', ar: 'العلاقات الدولية' },
  { id: 11, ru: 'Энергетика', en: 'Energy', ar: 'الطاقة' },
  { id: 12, ru: 'Транспорт', en: 'Transport', ar: 'النقل' },
  { id: 13, ru: 'Экология', en: 'Ecology', ar: 'البيئة' },
  { id: 14, ru: 'Финансы', en: 'Finance', ar: 'المالية' },
  { id: 15, ru: 'Недвижимость', en: 'Real estate', ar: 'العقارات' },
  { id: 16, ru: 'Музыка', en: 'Music', ar: 'الموسيقى' },
];

/** How much of the news flow each theme draws, by theme id. */
export const THEME_WEIGHTS: Record<number, number> = {
  1: 16, 2: 9, 3: 8, 4: 11, 5: 9, 6: 4, 7: 4, 8: 4, 9: 4, 10: 7, 11: 8, 12: 4, 13: 3, 14: 9, 15: 2, 16: 2,
};

export interface CountryInfo {
  code: string;
  /** The name in the geo directory (the console's language). */
  name: string;
  lang: Lang;
  weight: number;
  /** Cities: the local name (channels are named with it) and the directory's name. */
  cities: { local: string; name: string }[];
}

const city = (local: string, name = local) => ({ local, name });

export const COUNTRIES: CountryInfo[] = [
  {
    code: 'RU', name: 'Россия', lang: 'ru', weight: 46,
    cities: ['Москва', 'Владивосток', 'Санкт-Петербург', 'Казань', 'Новосибирск', 'Екатеринбург', 'Самара', 'Краснодар', 'Пермь', 'Воронеж', 'Уфа', 'Ростов-на-Дону', 'Омск', 'Тюмень', 'Иркутск', 'Калининград', 'Сочи', 'Ярославль', 'Томск', 'Мурманск'].map((name) => city(name)),
  },
  { code: 'GB', name: 'Великобритания', lang: 'en', weight: 8, cities: [city('London', 'Лондон'), city('Manchester', 'Манчестер'), city('Birmingham', 'Бирмингем'), city('Leeds', 'Лидс'), city('Glasgow', 'Глазго'), city('Bristol', 'Бристоль')] },
  { code: 'QA', name: 'Катар', lang: 'ar', weight: 3, cities: [city('الدوحة', 'Доха'), city('الوكرة', 'Эль-Вакра')] },
  { code: 'AE', name: 'ОАЭ', lang: 'ar', weight: 9, cities: [city('أبوظبي', 'Абу-Даби'), city('دبي', 'Дубай'), city('الشارقة', 'Шарджа'), city('العين', 'Эль-Айн')] },
  { code: 'KZ', name: 'Казахстан', lang: 'ru', weight: 5, cities: [city('Алматы'), city('Астана'), city('Шымкент'), city('Караганда')] },
  { code: 'BY', name: 'Беларусь', lang: 'ru', weight: 4, cities: [city('Минск'), city('Гомель'), city('Брест'), city('Витебск')] },
  { code: 'SA', name: 'Саудовская Аравия', lang: 'ar', weight: 8, cities: [city('الرياض', 'Эр-Рияд'), city('جدة', 'Джидда'), city('الدمام', 'Даммам'), city('مكة', 'Мекка')] },
  { code: 'EG', name: 'Египет', lang: 'ar', weight: 7, cities: [city('القاهرة', 'Каир'), city('الإسكندرية', 'Александрия'), city('الجيزة', 'Гиза'), city('أسوان', 'Асуан')] },
  { code: 'US', name: 'США', lang: 'en', weight: 10, cities: [city('New York', 'Нью-Йорк'), city('Chicago', 'Чикаго'), city('Boston', 'Бостон'), city('Houston', 'Хьюстон'), city('Seattle', 'Сиэтл'), city('Miami', 'Майами'), city('Denver', 'Денвер')] },
];

/**
 * The contract's example geo entries keep their ids: Россия 1501, its region Приморский край 1502
 * with Владивосток 1503, Москва 1504, Великобритания 1505 with Лондон 1506, Катар 1507 with Доха
 * 1508, ОАЭ 1509 with Абу-Даби 1510 and Дубай 1511. The rest follow from 1512.
 */
export const KNOWN_GEO: Record<string, number> = {
  'country:RU': 1501, 'region:Приморский край': 1502, 'city:Владивосток': 1503, 'city:Москва': 1504, 'country:GB': 1505, 'city:Лондон': 1506,
  'country:QA': 1507, 'city:Доха': 1508, 'country:AE': 1509, 'city:Абу-Даби': 1510, 'city:Дубай': 1511,
};

/** The contract's example channels, ids 1–16. */
export const KNOWN_CHANNELS: { id: number; name: string; type: ChannelType; country: string; city: string; url: string }[] = [
  { id: 1, name: 'Первый канал', type: 'TV', city: 'Москва', country: 'RU', url: 'https://edge1.1tv.ru/live/1tv/playlist.m3u8' },
  { id: 2, name: 'Россия 1', type: 'TV', city: 'Москва', country: 'RU', url: 'https://vgtrk.example.ru/russia1/playlist.m3u8' },
  { id: 3, name: 'НТВ', type: 'TV', city: 'Москва', country: 'RU', url: 'https://stream.ntv.example.ru/live.m3u8' },
  { id: 4, name: 'Европа Плюс', type: 'RADIO', city: 'Москва', country: 'RU', url: 'https://ep256.hostingradio.ru:8052/europaplus256.mp3' },
  { id: 5, name: 'Русское радио', type: 'RADIO', city: 'Москва', country: 'RU', url: 'https://rusradio.example.ru/rr128.mp3' },
  { id: 6, name: 'Радио Маяк', type: 'RADIO', city: 'Москва', country: 'RU', url: 'https://icecast.vgtrk.example.ru/mayak_mp3_128kbps' },
  { id: 7, name: 'РИА Новости', type: 'NEWS_AGENCY', city: 'Москва', country: 'RU', url: 'https://ria.ru/export/rss2/index.xml' },
  { id: 8, name: 'ТАСС', type: 'NEWS_AGENCY', city: 'Москва', country: 'RU', url: 'https://tass.ru/rss/v2.xml' },
  { id: 9, name: 'Коммерсантъ', type: 'PRESS', city: 'Москва', country: 'RU', url: 'https://www.kommersant.ru/RSS/news.xml' },
  { id: 10, name: 'РБК', type: 'ONLINE', city: 'Москва', country: 'RU', url: 'https://rssexport.rbc.ru/rbcnews/news/30/full.rss' },
  { id: 11, name: 'BBC World News', type: 'TV', city: 'Лондон', country: 'GB', url: 'https://vs-hls.live.bbc.example.co.uk/world_news/index.m3u8' },
  { id: 12, name: 'الجزيرة (Al Jazeera)', type: 'TV', city: 'Доха', country: 'QA', url: 'https://live.aljazeera.example.net/ar/playlist.m3u8' },
  { id: 13, name: 'سكاي نيوز عربية (Sky News Arabia)', type: 'TV', city: 'Абу-Даби', country: 'AE', url: 'https://stream.skynewsarabia.example.com/live.m3u8' },
  { id: 14, name: 'راديو سوا (Radio Sawa)', type: 'RADIO', city: 'Дубай', country: 'AE', url: 'https://stream.radiosawa.example.com/sawa.mp3' },
  { id: 15, name: 'Readovka', type: 'TELEGRAM', city: 'Москва', country: 'RU', url: 'https://t.me/readovkanews' },
  { id: 16, name: 'Лента.ру', type: 'SOCIAL', city: 'Москва', country: 'RU', url: 'https://vk.com/lentaru' },
];

export const WORDS: Record<Lang, string[]> = {
  ru: ['Вести', 'Звезда', 'Регион', 'Мир', 'Столица', 'Восток', 'Север', 'Юг', 'Волна', 'Пульс', 'Эхо', 'Сигнал', 'Горизонт', 'Вектор', 'Меридиан', 'Экспресс', 'Вечер', 'Утро', 'Город', 'Край', 'Диалог', 'Факт', 'Курс', 'Ритм', 'Маяк', 'Орбита', 'Панорама', 'Время', 'Открытие', 'Простор'],
  en: ['Herald', 'Star', 'Metro', 'Pulse', 'Echo', 'Signal', 'Horizon', 'Vector', 'Express', 'Evening', 'Morning', 'City', 'County', 'Dialogue', 'Fact', 'Rhythm', 'Beacon', 'Orbit', 'Panorama', 'Times', 'Chronicle', 'Gazette', 'Wave', 'Voice', 'Globe', 'Sentinel', 'Tribune', 'Courier', 'Ledger', 'Spectrum'],
  ar: ['الأخبار', 'النجم', 'الشرق', 'الخليج', 'الأمل', 'الفجر', 'المساء', 'الصباح', 'المدينة', 'الوطن', 'الحوار', 'الحقيقة', 'الإيقاع', 'المنارة', 'المدار', 'البانوراما', 'الوقت', 'الأفق', 'الموجة', 'الصوت', 'العالم', 'الرؤية', 'البيان', 'الاتحاد', 'الرياض', 'النهار', 'الشروق', 'الأهرام', 'الراية', 'الميدان'],
};

const CHANNEL_PATTERNS: Record<Lang, Record<ChannelType, string[]>> = {
  ru: {
    TV: ['{city} 24', 'Телеканал «{word}»', 'ТВ {word}', '{word} ТВ {city}'],
    RADIO: ['Радио {word}', '{word} FM', 'Радио {city}', '{word} FM {city}'],
    PRESS: ['Газета «{word}»', '{word} ({city})', 'Вестник «{word}»', 'Еженедельник «{word}»'],
    ONLINE: ['{word}.ру', '{word} Онлайн', 'Портал «{word}» {city}', '{city}: новости'],
    NEWS_AGENCY: ['Агентство «{word}»', '{word} Ньюс', 'ИА «{word}» {city}'],
    SOCIAL: ['ВКонтакте: {word}', 'YouTube: {word} {city}', 'Дзен: {word}'],
    TELEGRAM: ['{word} | Telegram', 'Канал «{word}» {city}', '{word} без цензуры'],
  },
  en: {
    TV: ['{city} {word} TV', '{word} Channel', 'TV {word} {city}'],
    RADIO: ['{word} FM', 'Radio {word}', '{city} {word} Radio'],
    PRESS: ['The {city} {word}', 'The {word}', '{word} Weekly'],
    ONLINE: ['{word} Online', '{city}{word}.com', '{word} Daily Digital'],
    NEWS_AGENCY: ['{word} Wire', '{word} Press Agency', '{city} News Service'],
    SOCIAL: ['YouTube: {word} {city}', 'X: {word} News', 'Facebook: {city} {word}'],
    TELEGRAM: ['{word} Updates', '{city} {word} Telegram'],
  },
  ar: {
    TV: ['قناة {word}', '{word} تي في', 'تلفزيون {city}'],
    RADIO: ['راديو {word}', '{word} إف إم', 'إذاعة {city}'],
    PRESS: ['صحيفة {word}', 'جريدة {word} {city}', 'مجلة {word}'],
    ONLINE: ['موقع {word}', '{word} نت', 'بوابة {city}'],
    NEWS_AGENCY: ['وكالة {word}', 'وكالة أنباء {city}'],
    SOCIAL: ['يوتيوب: {word}', 'إكس: {word} {city}'],
    TELEGRAM: ['تيليجرام {word}', 'قناة {word} العاجلة'],
  },
};

export const fill = (pattern: string, values: Record<string, string>) =>
  pattern.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

export function channelName(lang: Lang, type: ChannelType, pick: <T>(items: readonly T[]) => T, city: string): string {
  return fill(pick(CHANNEL_PATTERNS[lang][type]), { word: pick(WORDS[lang]), city });
}

const FIRST: Record<Lang, string[]> = {
  ru: ['Александр', 'Мария', 'Дмитрий', 'Елена', 'Сергей', 'Ольга', 'Андрей', 'Наталья', 'Алексей', 'Татьяна', 'Игорь', 'Анна', 'Павел', 'Ирина', 'Михаил', 'Светлана', 'Николай', 'Юлия', 'Владимир', 'Екатерина', 'Артём', 'Вера', 'Константин', 'Марина'],
  en: ['James', 'Emma', 'Oliver', 'Sophie', 'William', 'Charlotte', 'Thomas', 'Grace', 'Henry', 'Amelia', 'Daniel', 'Lucy', 'Robert', 'Hannah', 'Edward', 'Chloe', 'Samuel', 'Laura'],
  ar: ['محمد', 'فاطمة', 'أحمد', 'مريم', 'خالد', 'نورة', 'عمر', 'سارة', 'يوسف', 'ليلى', 'علي', 'هدى', 'حسن', 'أمل', 'سعيد', 'ريم', 'طارق', 'دانة'],
};
const LAST: Record<Lang, [string, string][]> = {
  // [masculine, feminine]
  ru: [['Иванов', 'Иванова'], ['Петров', 'Петрова'], ['Соколов', 'Соколова'], ['Кузнецов', 'Кузнецова'], ['Морозов', 'Морозова'], ['Волков', 'Волкова'], ['Новиков', 'Новикова'], ['Фёдоров', 'Фёдорова'], ['Орлов', 'Орлова'], ['Лебедев', 'Лебедева'], ['Зайцев', 'Зайцева'], ['Белов', 'Белова'], ['Серов', 'Серова'], ['Громов', 'Громова'], ['Жуков', 'Жукова'], ['Калинин', 'Калинина'], ['Титов', 'Титова'], ['Ершов', 'Ершова']],
  en: [['Smith', 'Smith'], ['Johnson', 'Johnson'], ['Brown', 'Brown'], ['Taylor', 'Taylor'], ['Walker', 'Walker'], ['Wright', 'Wright'], ['Green', 'Green'], ['Hall', 'Hall'], ['Clarke', 'Clarke'], ['Turner', 'Turner'], ['Hughes', 'Hughes'], ['Bennett', 'Bennett'], ['Morgan', 'Morgan'], ['Price', 'Price']],
  ar: [['المنصوري', 'المنصوري'], ['الهاشمي', 'الهاشمي'], ['القاسمي', 'القاسمي'], ['الزعبي', 'الزعبي'], ['العتيبي', 'العتيبي'], ['الشامسي', 'الشامسي'], ['النعيمي', 'النعيمي'], ['الكعبي', 'الكعبي'], ['الحربي', 'الحربي'], ['السيد', 'السيد'], ['عبد الله', 'عبد الله'], ['الفارسي', 'الفارسي']],
};
const FEMININE = new Set(['Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Анна', 'Ирина', 'Светлана', 'Юлия', 'Екатерина', 'Вера', 'Марина']);

export function personName(lang: Lang, pick: <T>(items: readonly T[]) => T): string {
  const first = pick(FIRST[lang]);
  const [masculine, feminine] = pick(LAST[lang]);
  return `${first} ${FEMININE.has(first) ? feminine : masculine}`;
}

/** Positions by theme group, so a person's position fits the stories they appear in. */
export const POSITIONS: Record<Lang, string[]> = {
  ru: ['министр экономики', 'губернатор', 'мэр', 'депутат Госдумы', 'глава ЦИК', 'министр финансов', 'председатель правления банка', 'футболист', 'тренер', 'певица', 'режиссёр', 'учёный', 'главный врач', 'ректор', 'посол', 'генеральный директор', 'эколог', 'аналитик', 'пресс-секретарь', ''],
  en: ['UN envoy', 'CEO, Northwind Air', 'prime minister', 'central bank governor', 'football coach', 'singer', 'film director', 'professor', 'health minister', 'ambassador', 'chief executive', 'climate scientist', 'analyst', 'spokesperson', ''],
  ar: ['وزير الطاقة', 'وزير المالية', 'محافظ', 'سفير', 'رئيس مجلس الإدارة', 'لاعب كرة قدم', 'مدرب', 'مغنية', 'مخرج', 'أستاذ جامعي', 'وزير الصحة', 'متحدث رسمي', 'محلل اقتصادي', ''],
};

/** The contract's example persons, ids 101–108. */
export const KNOWN_PERSONS: { id: number; name: string; position: string; lang: Lang; themes: number[] }[] = [
  { id: 101, name: 'Михаил Орлов', position: 'министр экономики', lang: 'ru', themes: [2, 14] },
  { id: 102, name: 'Елена Брагина', position: 'глава ЦИК', lang: 'ru', themes: [1] },
  { id: 103, name: 'Sarah Mitchell', position: 'UN envoy', lang: 'en', themes: [10, 1] },
  { id: 104, name: 'أحمد المنصوري', position: 'وزير الطاقة', lang: 'ar', themes: [11, 13] },
  { id: 105, name: 'Дмитрий Лебедев', position: 'мэр', lang: 'ru', themes: [1, 3, 12] },
  { id: 106, name: 'Ольга Серова', position: 'певица', lang: 'ru', themes: [6, 16] },
  { id: 107, name: 'Карим Нуриев', position: 'футболист', lang: 'ru', themes: [5] },
  { id: 108, name: 'John Whitaker', position: 'CEO, Northwind Air', lang: 'en', themes: [12, 2] },
];

/** The contract's example markers (key entities), ids 201–208, and more of the same kind. */
export const KNOWN_MARKERS: { id: number; name: string; themes: number[] }[] = [
  { id: 201, name: 'Центральный банк', themes: [14, 2] },
  { id: 202, name: 'ОПЕК+', themes: [11, 10] },
  { id: 203, name: 'Чемпионат мира по футболу', themes: [5] },
  { id: 204, name: 'Expo 2030', themes: [10, 2, 6] },
  { id: 205, name: 'نيوم (NEOM)', themes: [11, 15, 7] },
  { id: 206, name: 'Аэрофлот', themes: [12] },
  { id: 207, name: 'Ключевая ставка', themes: [14] },
  { id: 208, name: 'COP31', themes: [13, 10] },
];
export const MARKER_NAMES: { name: string; themes: number[] }[] = [
  { name: 'Газпром', themes: [11, 2] }, { name: 'Роснефть', themes: [11] }, { name: 'Сбербанк', themes: [14] },
  { name: 'РЖД', themes: [12] }, { name: 'Минздрав', themes: [8] }, { name: 'Минобрнауки', themes: [9, 7] },
  { name: 'Госдума', themes: [1] }, { name: 'ЕГЭ', themes: [9] }, { name: 'Роскосмос', themes: [7] },
  { name: 'ВТБ', themes: [14] }, { name: 'Московская биржа', themes: [14, 2] }, { name: 'Яндекс', themes: [7] },
  { name: 'Emirates', themes: [12] }, { name: 'ADNOC', themes: [11] }, { name: 'Aramco', themes: [11, 2] },
  { name: 'Dubai Expo City', themes: [15, 6] }, { name: 'FIFA', themes: [5] }, { name: 'UEFA', themes: [5] },
  { name: 'WHO', themes: [8] }, { name: 'IMF', themes: [2, 14] }, { name: 'BBC', themes: [6] },
  { name: 'Premier League', themes: [5] }, { name: 'NASA', themes: [7] }, { name: 'UNESCO', themes: [6, 9] },
  { name: 'الجامعة العربية', themes: [10, 1] }, { name: 'رؤية 2030', themes: [2, 15] }, { name: 'مترو الرياض', themes: [12] },
  { name: 'موسم الرياض', themes: [6, 16] }, { name: 'قناة السويس', themes: [12, 2] }, { name: 'مصدر', themes: [11, 13] },
  { name: 'Евровидение', themes: [16, 6] }, { name: 'КХЛ', themes: [5] }, { name: 'Большой театр', themes: [6] },
  { name: 'Эрмитаж', themes: [6] }, { name: 'Росгидромет', themes: [13, 4] }, { name: 'МЧС', themes: [4] },
  { name: 'Ozon', themes: [2] }, { name: 'Wildberries', themes: [2] }, { name: 'ПИК', themes: [15] },
  { name: 'Самолёт', themes: [15] }, { name: 'Ипотека', themes: [15, 14] }, { name: 'Электромобили', themes: [12, 7] },
];

/** Further key entities once the named ones run out: forums, projects, funds, companies. */
export const MARKER_KINDS: Record<Lang, string[]> = {
  ru: ['Форум «{word}»', 'Проект «{word}»', 'Фонд «{word}»', 'Группа «{word}»', 'Нацпроект «{word}»'],
  en: ['{word} Summit', '{word} Initiative', '{word} Holdings', '{word} Foundation'],
  ar: ['منتدى {word}', 'مبادرة {word}', 'مشروع {word}', 'مجموعة {word}'],
};

/** Story titles: a subject of the theme and where or what of it. */
export const STORY_SUBJECTS: Record<Lang, Record<number, string[]>> = {
  ru: {
    1: ['Выборы губернатора', 'Отставка правительства', 'Законопроект о цифровых платформах', 'Заседание Госдумы', 'Муниципальные выборы', 'Референдум'],
    2: ['Рост цен на продукты', 'Отчёт о ВВП', 'Дефицит кадров', 'Новые пошлины', 'Форум предпринимателей', 'Рекордный экспорт зерна'],
    3: ['Протест жителей', 'Реформа пенсий', 'Благотворительный марафон', 'Опрос о доверии', 'Перепись населения'],
    4: ['Наводнение', 'Пожар на складе', 'ДТП с автобусом', 'Обрушение моста', 'Землетрясение', 'Авария на теплотрассе'],
    5: ['Финал кубка', 'Трансфер нападающего', 'Дерби', 'Чемпионат по хоккею', 'Марафон', 'Отставка тренера'],
    6: ['Премьера фильма', 'Кинофестиваль', 'Выставка импрессионистов', 'Книжная ярмарка', 'Театральный сезон'],
    7: ['Запуск спутника', 'Открытие лаборатории ИИ', 'Утечка данных', 'Новый смартфон', 'Грант на исследования'],
    8: ['Вспышка гриппа', 'Новая больница', 'Вакцинация', 'Нехватка лекарств', 'Реформа скорой помощи'],
    9: ['Реформа ЕГЭ', 'Новый учебный год', 'Рейтинг вузов', 'Олимпиада школьников', 'Строительство школ'],
    10: ['Саммит G20', 'Переговоры о перемирии', 'Визит министра иностранных дел', 'Торговое соглашение', 'Санкции'],
    11: ['Саммит ОПЕК+', 'Цены на нефть', 'Запуск АЭС', 'Газопровод', 'Солнечная электростанция'],
    12: ['Новые авиарейсы', 'Запуск метро', 'Забастовка таксистов', 'Платная трасса', 'Скоростная магистраль'],
    13: ['Выброс в реке', 'Лесные пожары', 'Раздельный сбор мусора', 'Климатическая конференция', 'Заповедник'],
    14: ['Решение ЦБ по ключевой ставке', 'Курс рубля', 'Размещение облигаций', 'Отчётность банков', 'IPO'],
    15: ['Цены на жильё', 'Льготная ипотека', 'Новый жилой квартал', 'Снос аварийных домов', 'Аренда квартир'],
    16: ['Тур группы', 'Новый альбом', 'Музыкальная премия', 'Фестиваль под открытым небом', 'Чарт недели'],
  },
  en: {
    1: ['Snap election', 'Cabinet reshuffle', 'Online safety bill', 'Parliament vote', 'Mayoral race'],
    2: ['Inflation figures', 'GDP report', 'Labour shortage', 'New tariffs', 'Record grain exports'],
    3: ['Housing protest', 'Pension reform', 'Charity marathon', 'Census results'],
    4: ['Flooding', 'Warehouse fire', 'Bus crash', 'Bridge collapse', 'Storm damage'],
    5: ['Cup final', 'Striker transfer', 'Derby', 'Marathon', 'Coach sacked'],
    6: ['Film premiere', 'Film festival', 'Art exhibition', 'Book fair'],
    7: ['Satellite launch', 'AI lab opening', 'Data breach', 'New smartphone'],
    8: ['Flu outbreak', 'New hospital', 'Vaccination drive', 'Drug shortage'],
    9: ['Exam reform', 'University rankings', 'School building plan'],
    10: ['G20 summit', 'Ceasefire talks', 'Trade agreement', 'Sanctions package'],
    11: ['Oil prices', 'Nuclear plant start', 'Pipeline deal', 'Solar farm'],
    12: ['New Northwind Air routes', 'Metro line opening', 'Rail strike', 'High-speed rail'],
    13: ['River pollution', 'Wildfires', 'Recycling scheme', 'Climate conference'],
    14: ['Rate decision', 'Bond issue', 'Bank results', 'IPO'],
    15: ['House prices', 'Mortgage relief', 'New housing estate'],
    16: ['Band tour', 'New album', 'Music awards', 'Open-air festival'],
  },
  ar: {
    1: ['الانتخابات البلدية', 'تعديل وزاري', 'قانون المنصات الرقمية', 'جلسة البرلمان'],
    2: ['ارتفاع الأسعار', 'تقرير الناتج المحلي', 'رسوم جمركية جديدة', 'منتدى رواد الأعمال'],
    3: ['حملة خيرية', 'إصلاح نظام التقاعد', 'استطلاع رأي'],
    4: ['فيضانات', 'حريق في مستودع', 'حادث حافلة', 'عاصفة رملية'],
    5: ['نهائي الكأس', 'انتقال مهاجم', 'ديربي', 'ماراثون'],
    6: ['عرض فيلم', 'مهرجان سينمائي', 'معرض فني', 'معرض الكتاب'],
    7: ['إطلاق قمر صناعي', 'مختبر الذكاء الاصطناعي', 'تسرب بيانات'],
    8: ['تفشي الإنفلونزا', 'مستشفى جديد', 'حملة تطعيم'],
    9: ['إصلاح الامتحانات', 'تصنيف الجامعات', 'بناء مدارس'],
    10: ['قمة مجموعة العشرين', 'محادثات وقف إطلاق النار', 'اتفاقية تجارية'],
    11: ['مشروع نيوم للطاقة الخضراء', 'أسعار النفط', 'خط أنابيب', 'محطة طاقة شمسية'],
    12: ['رحلات جوية جديدة', 'افتتاح خط مترو', 'القطار السريع'],
    13: ['تلوث النهر', 'حرائق الغابات', 'مؤتمر المناخ'],
    14: ['قرار سعر الفائدة', 'إصدار سندات', 'نتائج البنوك'],
    15: ['أسعار المساكن', 'التمويل العقاري', 'حي سكني جديد'],
    16: ['جولة فرقة', 'ألبوم جديد', 'جوائز الموسيقى'],
  },
};

/** The second half of a title: where it happens. */
export const STORY_PLACES: Record<Lang, string> = { ru: 'в городе {city}', en: 'in {city}', ar: 'في {city}' };

/**
 * Words of the sources screens: what a channel's monitored streams are called in its language.
 */
export const SOURCE_WORDS = {
  live: { ru: 'прямой эфир', en: 'live', ar: 'البث المباشر' } as Record<Lang, string>,
  archive: { ru: 'архив эфира', en: 'air archive', ar: 'أرشيف البث' } as Record<Lang, string>,
  record: { ru: 'запись', en: 'recording', ar: 'تسجيل' } as Record<Lang, string>,
};
