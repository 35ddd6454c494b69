// Word pools of the video section: content categories, programme titles by language and
// category, the objects the recogniser looks for, and what makes a name findable in another
// script (a search for "Orlov" finds «Михаил Орлов», one for "Mansouri" finds «أحمد المنصوري»).
import type { Lang } from './names.js';

export type ObjectCategory = 'logo' | 'brand' | 'product' | 'landmark' | 'symbol' | 'other';

/** The content categories, ids as the contract's examples have them. */
export const VIDEO_CATEGORIES: { id: number; ru: string; en: string; ar: string }[] = [
  { id: 1, ru: 'Новости', en: 'News', ar: 'الأخبار' },
  { id: 2, ru: 'Реклама', en: 'Advertising', ar: 'الإعلانات' },
  { id: 3, ru: 'Спорт', en: 'Sport', ar: 'الرياضة' },
  { id: 4, ru: 'Фильмы и сериалы', en: 'Films and series', ar: 'الأفلام والمسلسلات' },
  { id: 5, ru: 'Ток-шоу', en: 'Talk shows', ar: 'البرامج الحوارية' },
  { id: 6, ru: 'Документальные программы', en: 'Documentaries', ar: 'البرامج الوثائقية' },
  { id: 7, ru: 'Развлекательные программы', en: 'Entertainment', ar: 'برامج الترفيه' },
  { id: 8, ru: 'Детские программы', en: 'Children', ar: 'برامج الأطفال' },
  { id: 9, ru: 'Музыкальные программы', en: 'Music', ar: 'البرامج الموسيقية' },
  { id: 10, ru: 'Погода', en: 'Weather', ar: 'الطقس' },
];

/** Programme and block titles as detected on air, by language and category id. */
export const PROGRAMME_TITLES: Record<Lang, Record<number, string[]>> = {
  ru: {
    1: [
      'Новости',
      'Вести',
      'Сегодня',
      'Время новостей',
      'Итоги дня',
      'Утренние новости',
      'Вечерние новости',
      'Новости регионов',
      'Экономика. Главное',
    ],
    2: ['Рекламный блок', 'Рекламная пауза', 'Реклама и анонсы'],
    3: [
      'Новости спорта',
      'Вести. Спорт',
      'Сегодня. Спорт',
      'Футбол. Обзор тура',
      'Хоккей. КХЛ',
      'Биатлон. Кубок мира',
      'Спортивная среда',
    ],
    4: [
      'Художественный фильм',
      'Сериал «Участок»',
      'Детектив «Тайны города»',
      'Многосерийный фильм',
      'Кино выходного дня',
    ],
    5: ['Вечерний разговор', 'Открытая студия', 'Главная тема', 'Право на ответ', 'Мнение большинства'],
    6: ['Документальный фильм', 'Специальный репортаж', 'Великие открытия', 'Дикая природа', 'История одного города'],
    7: ['Угадай мелодию', 'Кулинарный поединок', 'Звёзды на льду', 'Шоу талантов', 'Вечер юмора'],
    8: ['Мультфильмы', 'Детское утро', 'Сказки на ночь', 'Школа почемучек'],
    9: ['Музыкальный вечер', 'Концерт', 'Хит-парад', 'Песня года'],
    10: ['Прогноз погоды', 'Погода', 'Погода на неделю'],
  },
  en: {
    1: ['World News', 'News at Six', 'The Briefing', 'News Hour', 'Business Today', 'Morning Headlines', 'Newsday'],
    2: ['Commercial break', 'Advertising', 'Adverts and trailers'],
    3: ['World Sport Today', 'Sportsday', 'Match of the Week', 'Football Focus', 'Tennis Highlights'],
    4: ['Feature film', 'Drama series', 'Crime drama', 'Movie night'],
    5: ['The Big Debate', 'Question Time', 'Inside Story', 'Talking Point'],
    6: ['Documentary', 'Our Planet', 'Witness', 'Inside the Factory'],
    7: ['Quiz Night', 'The Late Show', 'Cooking Battle', 'Talent Show'],
    8: ['Cartoons', 'Kids Club', 'Storytime'],
    9: ['Live in Concert', 'Top of the Charts', 'Music Hour'],
    10: ['Weather', 'Weather Forecast'],
  },
  ar: {
    1: ['نشرة الأخبار', 'الحصاد', 'حديث الساعة', 'النشرة الاقتصادية', 'أخبار الصباح', 'موجز الأخبار'],
    2: ['فاصل إعلاني', 'إعلانات'],
    3: ['الرياضة اليوم', 'ملاعب', 'المجلة الرياضية', 'دوري الأبطال'],
    4: ['فيلم السهرة', 'مسلسل', 'مسلسل درامي', 'سينما الأسبوع'],
    5: ['حوار مفتوح', 'في العمق', 'المشهد', 'الرأي الآخر'],
    6: ['فيلم وثائقي', 'تحقيق خاص', 'عالم الطبيعة'],
    7: ['برنامج المسابقات', 'سهرة خاصة', 'مطبخ الشيف'],
    8: ['رسوم متحركة', 'عالم الأطفال'],
    9: ['حفل موسيقي', 'أغاني الأسبوع'],
    10: ['النشرة الجوية', 'حالة الطقس'],
  },
};

/** Objects beyond the contract's twelve, each in the language it was entered in; `marker` names the info section's key entity it stands for. */
export const MORE_OBJECTS: {
  name: string;
  category: ObjectCategory;
  lang: Lang;
  description: string;
  marker?: string;
}[] = [
  { name: 'Газпром', category: 'logo', lang: 'ru', description: 'Синий логотип с язычком пламени', marker: 'Газпром' },
  {
    name: 'Роснефть',
    category: 'logo',
    lang: 'ru',
    description: 'Жёлто-чёрный ромб и надпись «Роснефть»',
    marker: 'Роснефть',
  },
  {
    name: 'РЖД',
    category: 'logo',
    lang: 'ru',
    description: 'Красная надпись РЖД на поездах и вокзалах',
    marker: 'РЖД',
  },
  {
    name: 'Emirates',
    category: 'logo',
    lang: 'en',
    description: 'Emirates calligraphic logo on aircraft and shirts',
    marker: 'Emirates',
  },
  { name: 'ВТБ', category: 'logo', lang: 'ru', description: 'Синяя надпись ВТБ с тремя полосами', marker: 'ВТБ' },
  {
    name: 'Яндекс',
    category: 'logo',
    lang: 'ru',
    description: 'Красная буква «Я» и надпись «Яндекс»',
    marker: 'Яндекс',
  },
  { name: 'Aramco', category: 'logo', lang: 'en', description: 'Aramco star logo in blue and green', marker: 'Aramco' },
  { name: 'ADNOC', category: 'logo', lang: 'en', description: 'ADNOC wordmark with the blue falcon', marker: 'ADNOC' },
  { name: 'FIFA', category: 'symbol', lang: 'en', description: 'FIFA wordmark on boards and banners', marker: 'FIFA' },
  { name: 'UEFA', category: 'symbol', lang: 'en', description: 'UEFA starball', marker: 'UEFA' },
  {
    name: 'Premier League',
    category: 'logo',
    lang: 'en',
    description: 'Premier League lion on the ball',
    marker: 'Premier League',
  },
  {
    name: 'Большой театр',
    category: 'landmark',
    lang: 'ru',
    description: 'Фасад Большого театра с квадригой',
    marker: 'Большой театр',
  },
  {
    name: 'Эрмитаж',
    category: 'landmark',
    lang: 'ru',
    description: 'Зимний дворец со стороны Дворцовой площади',
    marker: 'Эрмитаж',
  },
  {
    name: 'Евровидение',
    category: 'symbol',
    lang: 'ru',
    description: 'Сердце с флагом страны-хозяйки',
    marker: 'Евровидение',
  },
  { name: 'Ozon', category: 'logo', lang: 'ru', description: 'Синяя надпись Ozon', marker: 'Ozon' },
  {
    name: 'Wildberries',
    category: 'logo',
    lang: 'ru',
    description: 'Фиолетовая надпись Wildberries',
    marker: 'Wildberries',
  },
  { name: 'برج خليفة', category: 'landmark', lang: 'ar', description: 'برج خليفة في دبي من الجهة الجنوبية' },
  { name: 'Pepsi', category: 'brand', lang: 'en', description: 'Pepsi globe in red, white and blue' },
  { name: 'Samsung', category: 'brand', lang: 'en', description: 'Samsung wordmark in blue' },
  { name: 'Toyota', category: 'brand', lang: 'en', description: 'Toyota ellipses emblem' },
  { name: 'المراعي', category: 'brand', lang: 'ar', description: 'شعار المراعي باللونين الأخضر والأزرق' },
  { name: 'Lada Granta', category: 'product', lang: 'ru', description: 'Седан Lada Granta, вид спереди' },
  { name: 'Москвич 3', category: 'product', lang: 'ru', description: 'Кроссовер «Москвич 3» в профиль' },
  { name: 'iPhone', category: 'product', lang: 'en', description: 'iPhone seen from the back, camera block visible' },
  {
    name: 'Храм Василия Блаженного',
    category: 'landmark',
    lang: 'ru',
    description: 'Покровский собор на Красной площади',
  },
  { name: 'Останкинская башня', category: 'landmark', lang: 'ru', description: 'Телебашня в Останкине' },
  { name: 'Tower Bridge', category: 'landmark', lang: 'en', description: 'Tower Bridge over the Thames' },
  { name: 'أهرامات الجيزة', category: 'landmark', lang: 'ar', description: 'أهرامات الجيزة الثلاثة' },
  { name: 'Олимпийские кольца', category: 'symbol', lang: 'ru', description: 'Пять переплетённых колец' },
  { name: 'Красный Крест', category: 'symbol', lang: 'ru', description: 'Красный крест на белом фоне' },
  { name: 'الهلال الأحمر', category: 'symbol', lang: 'ar', description: 'هلال أحمر على خلفية بيضاء' },
  {
    name: 'UN emblem',
    category: 'symbol',
    lang: 'en',
    description: 'The United Nations emblem: the world map in olive branches',
  },
  { name: 'Магнит', category: 'brand', lang: 'ru', description: 'Красная буква «М» и надпись «Магнит»' },
  { name: 'Qatar Airways', category: 'logo', lang: 'en', description: 'Qatar Airways oryx in burgundy' },
  {
    name: 'Бегущая строка «Срочно»',
    category: 'other',
    lang: 'ru',
    description: 'Красная плашка «Срочно» в нижней части кадра',
  },
  { name: 'Breaking news banner', category: 'other', lang: 'en', description: 'Red "Breaking" lower-third banner' },
  { name: 'Etihad', category: 'logo', lang: 'en', description: 'Etihad wordmark in gold' },
  { name: 'Nike', category: 'brand', lang: 'en', description: 'Nike swoosh on kits and boards' },
  { name: 'Росатом', category: 'logo', lang: 'ru', description: 'Синий знак атома и надпись «Росатом»' },
  { name: 'Huawei', category: 'brand', lang: 'en', description: 'Red Huawei flower logo' },
];

/** TV presenters: persons only the video section knows (their faces lead the screen time). */
export const PRESENTER_POSITIONS: Record<Lang, string> = { ru: 'телеведущий', en: 'TV presenter', ar: 'مذيع' };

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Arabic name parts as they are usually written in Latin script (letters alone carry no vowels). */
const ARABIC_WORDS: Record<string, string> = {
  محمد: 'mohammed',
  فاطمة: 'fatima',
  أحمد: 'ahmed',
  مريم: 'maryam',
  خالد: 'khalid',
  نورة: 'noura',
  عمر: 'omar',
  سارة: 'sara',
  يوسف: 'yousef',
  ليلى: 'layla',
  علي: 'ali',
  هدى: 'huda',
  حسن: 'hassan',
  أمل: 'amal',
  سعيد: 'saeed',
  ريم: 'reem',
  طارق: 'tariq',
  دانة: 'dana',
  المنصوري: 'al mansouri',
  الهاشمي: 'al hashimi',
  القاسمي: 'al qasimi',
  الزعبي: 'al zoubi',
  العتيبي: 'al otaibi',
  الشامسي: 'al shamsi',
  النعيمي: 'al nuaimi',
  الكعبي: 'al kaabi',
  الحربي: 'al harbi',
  السيد: 'al sayed',
  عبد: 'abd',
  الله: 'allah',
  الفارسي: 'al farsi',
  نيوم: 'neom',
  برج: 'burj',
  خليفة: 'khalifa',
  المراعي: 'almarai',
  أهرامات: 'pyramids',
  الجيزة: 'giza',
  الهلال: 'crescent',
  الأحمر: 'red',
};

/** A text in Latin letters, as a reader of another script would type it. */
export function romanised(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ARABIC_WORDS[word] ?? [...word].map((letter) => CYRILLIC[letter] ?? letter).join(''))
    .join(' ');
}

/** What a catalogue search matches against: the text as written and in Latin letters. */
export const searchKey = (text: string) => `${text.toLowerCase()}\n${romanised(text)}`;

/** The language of a title, by its script. */
export function scriptOf(text: string): Lang {
  if (/[\u0600-\u06ff]/.test(text)) return 'ar';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  return 'en';
}
