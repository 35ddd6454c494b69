// Names of the generated channels (and of the sources StreamHunter finds), as the media of each
// language and type name themselves: Russian regional television by its city or an acronym,
// "Радио «…»" and "… FM" with a frequency, newspapers whose adjective agrees with its noun
// («Вечерняя газета», «Деловой вестник»), "…-Информ" agencies, "Подслушано Омск" publics;
// American stations by their call sign (W east of the Mississippi, K west of it), British local
// television "Made in Leeds", "The Bristol Evening Post"; Arabic "قناة … الفضائية",
// "وكالة … للأنباء", "صوت الرياض". The vocabulary is wide enough for a few thousand distinct names
// of each language; the catalogue draws again when a name is taken.
import type { ChannelType, Lang } from './names.js';

type Pick = <T>(items: readonly T[]) => T;

/** Brand words a channel of any type may take, in each language. */
// prettier-ignore
const BRANDS: Record<Lang, string[]> = {
  ru: [
    'Вести', 'Звезда', 'Регион', 'Мир', 'Столица', 'Восток', 'Север', 'Юг', 'Волна', 'Пульс', 'Эхо', 'Сигнал',
    'Горизонт', 'Вектор', 'Меридиан', 'Экспресс', 'Город', 'Край', 'Диалог', 'Факт', 'Курс', 'Ритм', 'Орбита',
    'Панорама', 'Время', 'Открытие', 'Простор', 'Губерния', 'Земляки', 'Арсенал', 'Союз', 'Сфера', 'Азимут',
    'Параллель', 'Компас', 'Перспектива', 'Континент', 'Ракурс', 'Фокус', 'Контекст', 'Позиция', 'Взгляд',
    'Акцент', 'Формат', 'Эфир', 'Причал', 'Заря', 'Рассвет', 'Исток', 'Родник', 'Берег', 'Рубеж', 'Магистраль',
    'Квартал', 'Проспект', 'Бульвар', 'Площадь', 'Набережная', 'Вертикаль', 'Импульс', 'Спутник', 'Гранит',
    'Янтарь', 'Кедр', 'Полдень', 'Полюс', 'Глобус', 'Луч', 'Старт', 'Лидер', 'Сезон', 'Кругозор', 'Созвездие',
    'Мост', 'Содружество', 'Гражданин', 'Собеседник', 'Очевидец', 'Репортёр',
  ],
  en: [
    'Herald', 'Star', 'Metro', 'Pulse', 'Echo', 'Signal', 'Horizon', 'Vector', 'Express', 'Beacon', 'Orbit',
    'Panorama', 'Chronicle', 'Voice', 'Globe', 'Sentinel', 'Tribune', 'Courier', 'Ledger', 'Spectrum', 'Compass',
    'Frontier', 'Harbor', 'Summit', 'Prism', 'Vantage', 'Outlook', 'Current', 'Lens', 'Meridian', 'Keystone',
    'Liberty', 'Pioneer', 'Eagle', 'Falcon', 'Lighthouse', 'Crossroads', 'Riverside', 'Bayside', 'Lakeside',
    'Northside', 'Southern', 'Capitol', 'Citizen', 'Patriot', 'Gateway', 'Heartland', 'Skyline', 'Landmark',
    'Bridge', 'Anchor', 'Atlas', 'Apex', 'Vista', 'Insight', 'Catalyst', 'Mosaic', 'Granite', 'Cedar', 'Pinnacle',
    'Crown', 'Thistle', 'Albion', 'Pennine', 'Mersey', 'Thames', 'Clyde', 'Cotswold', 'Highland', 'Harbour',
  ],
  ar: [
    'الأخبار', 'النجم', 'الشرق', 'الخليج', 'الأمل', 'الفجر', 'المساء', 'الصباح', 'المدينة', 'الوطن', 'الحوار',
    'الحقيقة', 'المنارة', 'المدار', 'الوقت', 'الأفق', 'الموجة', 'الصوت', 'العالم', 'الرؤية', 'البيان', 'الاتحاد',
    'النهار', 'الشروق', 'الراية', 'الميدان', 'الحدث', 'المشهد', 'الموقف', 'الرأي', 'الخبر', 'الأسبوع', 'البلد',
    'الأيام', 'الساعة', 'النافذة', 'الجسر', 'الواحة', 'النخيل', 'الصحراء', 'الساحل', 'البحر', 'النيل', 'الهلال',
    'القمر', 'الضياء', 'الشعاع', 'البوصلة', 'المرآة', 'المنبر', 'الدليل', 'السبيل', 'الطريق', 'الأصالة', 'الريادة',
    'النهضة', 'الإشراق', 'الغد', 'المستقبل', 'الأثير', 'الفضاء', 'المسار', 'الزمان', 'العاصمة', 'الديوان', 'الكرامة',
  ],
};

/** Words that name radio stations (moods, music, the air), beside the brands. */
// prettier-ignore
const RADIO_WORDS: Record<Lang, string[]> = {
  ru: [
    'Хит', 'Ретро', 'Дача', 'Бриз', 'Мелодия', 'Шансон', 'Романтика', 'Юмор', 'Драйв', 'Лайк', 'Позитив',
    'Настроение', 'Джаз', 'Классика', 'Вояж', 'Трасса', 'Пилот', 'Престиж', 'Каприз', 'Радуга', 'Ветер',
    'Стиль', 'Серебро', 'Домашнее', 'Любимое', 'Новая волна', 'Бизнес', 'Спорт', 'Карнавал', 'Жара',
  ],
  en: [
    'The River', 'The Fox', 'The Bear', 'The Wolf', 'The Peak', 'The Bull', 'Jack', 'Kiss', 'Mix', 'Magic',
    'Smooth', 'Gold', 'Hits', 'Jazz', 'Classic', 'Country', 'Soul', 'Lite', 'Sunny', 'Breeze', 'Wave', 'Rock',
    'Sports', 'News Talk', 'Alt', 'Heart', 'Sound', 'Star', 'Groove', 'Vibe',
  ],
  ar: [
    'نجوم', 'ميكس', 'نغم', 'طرب', 'شعبي', 'هلا', 'مرحبا', 'روح', 'إيقاع', 'سحر', 'ليالي', 'أنغام', 'وناسة',
    'صدى', 'دندنة', 'قمر', 'نسمة', 'بحر', 'سما', 'فرح', 'أمواج', 'كلاسيك', 'هيتس', 'سبورت', 'بلدنا',
  ],
};

/** Russian adjectives by gender ([masculine, feminine, neuter, plural]) and nouns by gender, for titles that agree. */
const RU_ADJECTIVES: [string, string, string, string][] = [
  ['Вечерний', 'Вечерняя', 'Вечернее', 'Вечерние'],
  ['Новый', 'Новая', 'Новое', 'Новые'],
  ['Народный', 'Народная', 'Народное', 'Народные'],
  ['Деловой', 'Деловая', 'Деловое', 'Деловые'],
  ['Городской', 'Городская', 'Городское', 'Городские'],
  ['Областной', 'Областная', 'Областное', 'Областные'],
  ['Северный', 'Северная', 'Северное', 'Северные'],
  ['Южный', 'Южная', 'Южное', 'Южные'],
  ['Молодой', 'Молодая', 'Молодое', 'Молодые'],
  ['Свободный', 'Свободная', 'Свободное', 'Свободные'],
  ['Честный', 'Честная', 'Честное', 'Честные'],
  ['Наш', 'Наша', 'Наше', 'Наши'],
  ['Губернский', 'Губернская', 'Губернское', 'Губернские'],
  ['Региональный', 'Региональная', 'Региональное', 'Региональные'],
  ['Центральный', 'Центральная', 'Центральное', 'Центральные'],
  ['Семейный', 'Семейная', 'Семейное', 'Семейные'],
  ['Столичный', 'Столичная', 'Столичное', 'Столичные'],
  ['Независимый', 'Независимая', 'Независимое', 'Независимые'],
  ['Утренний', 'Утренняя', 'Утреннее', 'Утренние'],
  ['Общественный', 'Общественная', 'Общественное', 'Общественные'],
];
const RU_NOUNS: [string, 0 | 1 | 2 | 3][] = [
  ['вестник', 0],
  ['курьер', 0],
  ['голос', 0],
  ['край', 0],
  ['собеседник', 0],
  ['меридиан', 0],
  ['телеграф', 0],
  ['правда', 1],
  ['газета', 1],
  ['неделя', 1],
  ['жизнь', 1],
  ['звезда', 1],
  ['трибуна', 1],
  ['смена', 1],
  ['слово', 2],
  ['время', 2],
  ['обозрение', 2],
  ['известия', 3],
  ['новости', 3],
  ['ведомости', 3],
  ['факты', 3],
  ['вести', 3],
];

/** Arabic adjectives by gender ([masculine, feminine]) and the gender of each brand word (feminine ones listed). */
const AR_ADJECTIVES: [string, string][] = [
  ['الجديد', 'الجديدة'],
  ['العربي', 'العربية'],
  ['اليومي', 'اليومية'],
  ['الدولي', 'الدولية'],
  ['المسائي', 'المسائية'],
  ['الأسبوعي', 'الأسبوعية'],
  ['الحر', 'الحرة'],
  ['الاقتصادي', 'الاقتصادية'],
  ['الرقمي', 'الرقمية'],
  ['الخليجي', 'الخليجية'],
];
// prettier-ignore
const AR_FEMININE = new Set([
  'الأخبار', 'الحقيقة', 'المنارة', 'الرؤية', 'الراية', 'الأيام', 'الساعة', 'النافذة', 'الواحة', 'الصحراء', 'البوصلة',
  'المرآة', 'الأصالة', 'الريادة', 'النهضة', 'العاصمة', 'الكرامة', 'الموجة', 'المدينة',
]);
/** Arabic nouns in the construct state (no article), each followed by a city: "صوت الرياض". */
const AR_CONSTRUCT = ['صوت', 'نبض', 'أخبار', 'نجم', 'عين', 'نافذة', 'بوابة', 'أضواء', 'مرآة', 'منبر', 'صدى', 'ليالي'];

/** Social networks and video platforms by language, as the monitoring labels an account ("Platform: name"). */
const PLATFORMS: Record<Lang, string[]> = {
  ru: ['ВКонтакте', 'ВКонтакте', 'Дзен', 'YouTube', 'RUTUBE', 'Одноклассники'],
  en: ['YouTube', 'X', 'Facebook', 'Instagram', 'TikTok'],
  ar: ['يوتيوب', 'إكس', 'فيسبوك', 'إنستغرام', 'تيك توك'],
};

/** Latin spellings of Russian portals' domain names ("Fontanka.ru"). */
// prettier-ignore
const RU_LATIN = [
  'Gorod', 'Vesti', 'Znak', 'Ura', 'Pulse', 'Kray', 'Sever', 'Vostok', 'Region', 'Fakt', 'Kurs', 'Ritm', 'Efir',
  'Sfera', 'Fokus', 'Vzglyad', 'Format', 'Prospekt', 'Kvartal', 'Most', 'Bereg', 'Zarya', 'Sputnik', 'Impuls',
  'Novosti', 'Glavnoe', 'Segodnya', 'Svodka', 'Lenta', 'Tochka', 'Ekho', 'Mir', 'Polyus', 'Luch', 'Start', 'Lider',
];
const RU_DOMAINS = ['.ru', '.ru', '.ru', '.media', '.info', '.news', '.online'];

// prettier-ignore
const ORDINALS_RU = ['Первый', 'Второй', 'Третий', 'Четвёртый', 'Пятый', 'Шестой', 'Седьмой', 'Восьмой', 'Девятый', 'Десятый', 'Двенадцатый'];

/**
 * Name patterns by language and type. Slots: {brand} a brand word, {radio} a radio word, {city}
 * the channel's city as locals write it, {title} an agreeing adjective and noun, {acronym} a
 * Russian broadcaster's three letters, {latin} and {domain} a portal's address, {platform} a
 * social network, {construct} an Arabic noun before a city, {brandAdj} an Arabic brand word with
 * an agreeing adjective, {freq} an FM frequency, {n} a channel number, {ordinal} a Russian ordinal.
 */
// prettier-ignore
const PATTERNS: Record<Lang, Record<ChannelType, string[]>> = {
  ru: {
    TV: [
      'Телеканал «{brand}»',
      '{brand} ТВ',
      '{brand}-ТВ',
      '{brand} 24',
      '{city} 24',
      'ТК «{brand}»',
      'Телекомпания «{brand}»',
      '{acronym}',
      '{acronym} {city}',
      '{ordinal} канал {city}',
      'ГТРК «{brand}»',
      'Телеканал «{title}»',
    ],
    RADIO: [
      'Радио «{brand}»',
      'Радио «{radio}»',
      '{radio} FM',
      '{brand} FM',
      '{radio} FM {city}',
      'Радио {city} {freq} FM',
      '{brand} {freq} FM',
      '{radio} {freq}',
      'Радио {acronym}',
    ],
    PRESS: [
      '{title}',
      'Газета «{title}»',
      'Газета «{brand}»',
      'Еженедельник «{brand}»',
      'Вестник «{brand}»',
      'Еженедельник «{title}»',
      'Журнал «{brand}»',
    ],
    ONLINE: [
      '{latin}{domain}',
      '{brand}.ру',
      '{brand} Онлайн',
      '{brand} Медиа',
      'Портал «{brand}»',
      '{brand}.Инфо',
      '{city} Онлайн',
      '{city}.Сегодня',
      '{title}',
      '{latin}{domain}',
    ],
    NEWS_AGENCY: [
      'ИА «{brand}»',
      'Агентство «{brand}»',
      '{brand}-Информ',
      '{brand}-Пресс',
      'Информагентство «{brand}»',
      'Агентство новостей «{brand}»',
      'ИА {acronym}',
    ],
    SOCIAL: [
      '{platform}: {brand}',
      '{platform}: Подслушано {city}',
      '{platform}: Инцидент {city}',
      '{platform}: ЧП {city}',
      '{platform}: {city} сейчас',
      '{platform}: {brand} {city}',
      '{platform}: {title}',
    ],
    TELEGRAM: [
      '{brand} | Telegram',
      'Канал «{brand}»',
      '{brand} без цензуры',
      'Инцидент {city}',
      '{city} | Главное',
      'Осторожно, {city}',
      '{brand}. Срочно',
      '{city} 24/7',
      'Сводки «{brand}»',
      '{title} | Telegram',
    ],
  },
  en: {
    TV: ['{brand} Channel', '{city} {brand} TV', '{brand} {n}', '{city} {n} News', 'TV {brand} {city}', '{brand} Television'],
    RADIO: ['{radio} {freq}', '{freq} {radio}', '{brand} FM', 'Radio {brand}', '{city} {brand} Radio', '{radio} {city}'],
    PRESS: [
      'The {city} {paper}',
      'The {city} {edition} {paper}',
      'The {edition} {paper}',
      'The {brand}',
      '{brand} Weekly',
      'The {brand} {paper}',
    ],
    ONLINE: [
      '{brand} Online',
      '{city}{brand}.com',
      '{brand} Daily',
      'The {brand} Report',
      '{brand}Post',
      '{city} Today',
      '{brand} Insider',
      '{brand}Hub',
      'The {city} {brand}',
    ],
    NEWS_AGENCY: ['{brand} Wire', '{brand} Press Agency', '{brand} News Service', '{brand} Newswire', 'United {brand} Press', '{city} News Service'],
    SOCIAL: ['{platform}: {brand} News', '{platform}: {city} {brand}', '{platform}: The {brand} Show', '{platform}: {brand} Live'],
    TELEGRAM: ['{brand} Updates', '{city} {brand} Telegram', '{brand} Breaking', '{city} Live Updates', '{brand} Alerts', 'The {brand} Feed'],
  },
  ar: {
    TV: ['قناة {brand}', '{brand} تي في', 'قناة {brand} الفضائية', '{brand} الإخبارية', 'قناة {brandAdj}', 'تلفزيون {city}', '{city} الأولى', 'قناة {construct} {city}'],
    RADIO: ['راديو {brand}', '{radio} إف إم', '{radio} إف إم {freq}', 'إذاعة {city}', 'إذاعة {brand}', 'راديو {construct} {city}'],
    PRESS: ['صحيفة {brand}', 'جريدة {brand}', '{brandAdj}', 'صحيفة {brandAdj}', '{brand} اليوم', 'مجلة {brand}', 'أخبار {city}'],
    ONLINE: ['موقع {brand}', '{brand} نت', 'بوابة {brand}', '{brand} 24', '{construct} {city}', 'موقع {brandAdj}', '{brand} أونلاين'],
    NEWS_AGENCY: ['وكالة {brand} للأنباء', 'وكالة أنباء {city}', 'وكالة {brand} الإخبارية', 'وكالة {brandAdj} للأنباء'],
    SOCIAL: ['{platform}: {brand}', '{platform}: {construct} {city}', '{platform}: {brandAdj}', '{platform}: {brand} اليوم'],
    TELEGRAM: ['تيليجرام {brand}', 'قناة {brand} العاجلة', '{construct} {city} العاجلة', '{brand} | عاجل', 'عاجل {city}', '{brandAdj} | تيليجرام'],
  },
};

/** English papers' nouns and editions. */
// prettier-ignore
const PAPERS = [
  'Herald', 'Gazette', 'Chronicle', 'Tribune', 'Courier', 'Post', 'Times', 'Star', 'Mirror', 'Observer', 'Examiner',
  'Inquirer', 'Dispatch', 'Journal', 'Record', 'Echo', 'Argus', 'Sentinel', 'Ledger', 'Register', 'Advertiser',
  'Bulletin', 'Standard', 'Express', 'News', 'Mail', 'Telegraph', 'Reporter', 'Citizen', 'Leader',
];
const EDITIONS = ['Daily', 'Evening', 'Sunday', 'Morning', 'Weekly', 'Saturday'];

/** American stations east of the Mississippi sign with W, west of it with K. */
const WEST_OF_MISSISSIPPI = new Set(['Houston', 'Denver', 'Seattle']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** Patterns of one country's own, in place of its language's for a type. */
// prettier-ignore
const COUNTRY_PATTERNS: Record<string, Partial<Record<ChannelType, string[]>>> = {
  US: {
    TV: ['{call}-TV', '{call} {n}', '{call} {n} News', '{brand} {n} {city}', '{city} {n} News'],
    RADIO: ['{call}-FM', '{call} {freq}', '{radio} {freq}', '{freq} {radio}', 'News Radio {call}', '{call} {radio} {freq}'],
  },
  GB: {
    TV: ['{city} TV', '{city} Live', 'Made in {city}', "That's {city}", '{brand} TV {city}', '{brand} Television'],
    RADIO: ['{radio} {city}', 'Radio {city}', '{brand} {freq}', '{radio} Radio', '{city} {brand} Radio', '{radio} {freq} FM'],
  },
};

// prettier-ignore
const ACRONYM = { first: ['Н', 'О', 'С', 'Р', 'К', 'М', 'А', 'В'], second: ['Т', 'Т', 'Г'], third: ['С', 'В', 'К', 'Р', 'Н'] };

/** An FM frequency: American stations on odd tenths (88.1 … 107.9), the rest anywhere from 87.5 to 108.0. */
function frequency(pick: Pick, country: string | undefined): string {
  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  if (country === 'US') return `${pick(range(88, 20))}.${pick([1, 3, 5, 7, 9])}`;
  const whole = pick(range(87, 21));
  return `${whole}.${whole === 87 ? pick(range(5, 5)) : pick(range(0, 10))}`;
}

/**
 * A channel's name in its language, as channels of its type (and of its country, where it has a
 * way of its own) are named; `city` is the city's name as locals write it.
 */
export function channelName(lang: Lang, type: ChannelType, pick: Pick, city: string, country?: string): string {
  const patterns = (country ? COUNTRY_PATTERNS[country]?.[type] : undefined) ?? PATTERNS[lang][type];
  const slots: Record<string, () => string> = {
    brand: () => pick(BRANDS[lang]),
    radio: () => pick(RADIO_WORDS[lang]),
    city: () => city,
    title: () => {
      const [noun, gender] = pick(RU_NOUNS);
      return `${pick(RU_ADJECTIVES)[gender]} ${noun}`;
    },
    acronym: () => pick(ACRONYM.first) + pick(ACRONYM.second) + pick(ACRONYM.third),
    latin: () => pick(RU_LATIN),
    domain: () => pick(RU_DOMAINS),
    platform: () => pick(PLATFORMS[lang]),
    construct: () => pick(AR_CONSTRUCT),
    brandAdj: () => {
      const brand = pick(BRANDS.ar);
      return `${brand} ${pick(AR_ADJECTIVES)[AR_FEMININE.has(brand) ? 1 : 0]}`;
    },
    freq: () => frequency(pick, country),
    n: () => String(pick([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])),
    ordinal: () => pick(ORDINALS_RU),
    paper: () => pick(PAPERS),
    edition: () => pick(EDITIONS),
    call: () => (WEST_OF_MISSISSIPPI.has(city) ? 'K' : 'W') + pick(LETTERS) + pick(LETTERS) + pick(LETTERS),
  };
  return pick(patterns).replace(/\{(\w+)\}/g, (_, slot: string) => slots[slot]?.() ?? '');
}
