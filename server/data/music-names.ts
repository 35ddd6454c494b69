// Word pools of the music catalogue (artists, titles, albums in Russian, English and Arabic) and
// the contract's example entities: music themes 401–410, the example uploads (ids 1101–1132, the
// same names, ISRCs and sizes), the tracks the examples name without an id, and stories 451–455.
import type { Lang } from './names.js';

/** Music themes (genres), ids as the contract's examples have them. */
export const MUSIC_THEMES: { id: number; ru: string; en: string; ar: string }[] = [
  { id: 401, ru: 'Поп', en: 'Pop', ar: 'البوب' },
  { id: 402, ru: 'Рок', en: 'Rock', ar: 'الروك' },
  { id: 403, ru: 'Хип-хоп', en: 'Hip-hop', ar: 'الهيب هوب' },
  { id: 404, ru: 'Шансон', en: 'Chanson', ar: 'الشانسون' },
  { id: 405, ru: 'Электроника', en: 'Electronic', ar: 'الموسيقى الإلكترونية' },
  { id: 406, ru: 'Арабская эстрада', en: 'Arabic pop', ar: 'البوب العربي' },
  { id: 407, ru: 'R&B', en: 'R&B', ar: 'آر أند بي' },
  { id: 408, ru: 'Инди', en: 'Indie', ar: 'إندي' },
  { id: 409, ru: 'Джаз', en: 'Jazz', ar: 'الجاز' },
  { id: 410, ru: 'Классика', en: 'Classical', ar: 'الموسيقى الكلاسيكية' },
];

/** Which genres the artists of each language play, as weights by theme id. */
export const ARTIST_THEMES: Record<Lang, Record<number, number>> = {
  ru: { 401: 10, 402: 4, 403: 4, 404: 3, 405: 2, 407: 1, 408: 2, 409: 0.5, 410: 0.5 },
  en: { 401: 8, 402: 4, 403: 3, 405: 3, 407: 3, 408: 3, 409: 1, 410: 0.5 },
  ar: { 406: 10, 401: 2, 403: 1, 405: 1 },
};

// Russian titles agree in gender: [masculine, feminine, neuter, plural] adjectives, nouns with theirs.
const RU_ADJECTIVES = [
  'Северн:ый:ая:ое:ые', 'Ал:ый:ая:ое:ые', 'Ночн:ой:ая:ое:ые', 'Бел:ый:ая:ое:ые', 'Последн:ий:яя:ее:ие', 'Нов:ый:ая:ое:ые',
  'Золот:ой:ая:ое:ые', 'Летн:ий:яя:ее:ие', 'Зимн:ий:яя:ее:ие', 'Тёпл:ый:ая:ое:ые', 'Син:ий:яя:ее:ие', 'Тих:ий:ая:ое:ие',
  'Далёк:ий:ая:ое:ие', 'Чуж:ой:ая:ое:ие', 'Вечн:ый:ая:ое:ые', 'Лунн:ый:ая:ое:ые', 'Звёздн:ый:ая:ое:ые', 'Перв:ый:ая:ое:ые',
  'Весенн:ий:яя:ее:ие', 'Осенн:ий:яя:ее:ие', 'Пуст:ой:ая:ое:ые', 'Ярк:ий:ая:ое:ие', 'Нежн:ый:ая:ое:ые', 'Солнечн:ый:ая:ое:ые',
  'Огненн:ый:ая:ое:ые', 'Морск:ой:ая:ое:ие', 'Городск:ой:ая:ое:ие', 'Стар:ый:ая:ое:ые', 'Бумажн:ый:ая:ое:ые', 'Случайн:ый:ая:ое:ые',
].map((entry) => {
  const [stem, ...endings] = entry.split(':');
  return endings.map((ending) => stem + ending) as [string, string, string, string];
});
const RU_NOUNS: [string, 0 | 1 | 2 | 3][] = [
  ['ветер', 0], ['город', 0], ['вальс', 0], ['берег', 0], ['поезд', 0], ['рассвет', 0], ['закат', 0], ['огонь', 0], ['дождь', 0],
  ['танец', 0], ['сон', 0], ['свет', 0], ['мост', 0], ['остров', 0], ['голос', 0], ['романс', 0], ['маяк', 0], ['снег', 0],
  ['ночь', 1], ['звезда', 1], ['река', 1], ['весна', 1], ['дорога', 1], ['любовь', 1], ['луна', 1], ['зима', 1], ['осень', 1],
  ['волна', 1], ['песня', 1], ['улица', 1], ['мечта', 1], ['небо', 2], ['сердце', 2], ['лето', 2], ['море', 2], ['солнце', 2],
  ['время', 2], ['утро', 2], ['окно', 2], ['паруса', 3], ['облака', 3], ['крылья', 3], ['огни', 3], ['глаза', 3], ['ладони', 3],
  ['слова', 3], ['поезда', 3], ['острова', 3],
];
const RU_PHRASES = [
  'Не отпускай', 'Останься', 'Танцуй со мной', 'Дорога домой', 'Письмо домой', 'Лето в декабре', 'Новый день', 'Город без сна',
  'Я буду ждать', 'Всё пройдёт', 'Между нами', 'На краю', 'Без тебя', 'Домой', 'Навсегда', 'Больше не звони', 'Ты и я',
  'Держи меня', 'Не молчи', 'Под дождём', 'Только вперёд', 'Выше неба', 'Где ты', 'Просто люби', 'Моя Москва', 'До утра',
  'Не уходи', 'Дыши', 'Лети', 'Небо над Невой', 'Всё как есть', 'Пока горит свет', 'Позвони мне', 'На двоих', 'Мой рассвет',
];
const EN_ADJECTIVES = [
  'Paper', 'Midnight', 'Golden', 'Northern', 'Silver', 'Electric', 'Broken', 'Wild', 'Neon', 'Velvet', 'Crystal', 'Hollow',
  'Burning', 'Quiet', 'Distant', 'Summer', 'Winter', 'Blue', 'Empty', 'Fading', 'Endless', 'Lonely', 'Secret', 'Sweet',
  'Restless', 'Frozen', 'Open', 'Lucky', 'Shallow', 'Satellite',
];
const EN_NOUNS = [
  'Skies', 'Drive', 'Hour', 'Lights', 'Heart', 'Road', 'River', 'Dreams', 'Fire', 'Rain', 'Nights', 'Lines', 'Waves', 'Streets',
  'Hearts', 'Stars', 'Echoes', 'Shadows', 'Roses', 'Lanterns', 'Motion', 'Horizon', 'Letters', 'Windows', 'Thunder', 'Gold',
  'Ocean', 'Silence', 'Garden', 'Harbour',
];
const EN_PHRASES = [
  'Slow Motion', 'Hold On', 'Stay With Me', 'Run Away', 'Come Back Home', 'All I Need', 'Never Let Go', 'Fall Again',
  'Let It Burn', 'Take Me Higher', 'Somebody New', 'One More Night', 'Dancing Alone', 'Better Days', 'Out of Time', 'Closer',
  'Breathe', 'Home', 'Alive', 'Forever Young', 'Say My Name', 'Over Again', 'Where We Are', 'Before You Go',
];
const AR_CALLS = ['ليل', 'بحر', 'قمر', 'غالي', 'حبيبي', 'عمري', 'زمن', 'نجمة', 'روح', 'دنيا', 'شمس', 'هوى', 'ورد', 'قلبي', 'حياتي'];
const AR_OF = ['ليالي', 'قمر', 'نجوم', 'شمس', 'بحر', 'حكاية'];
const AR_CITIES = ['دبي', 'الرياض', 'القاهرة', 'بيروت', 'جدة', 'الدوحة', 'الإسكندرية', 'عمّان', 'مسقط', 'الكويت'];
const AR_PHRASES = [
  'قلبي معاك', 'تملي معاك', 'آه ونص', 'عبالي حبيبي', 'سهرانين', 'على بالي', 'بحبك', 'إنت عمري', 'ما بنساك', 'وحشتني',
  'نور عيني', 'حلم', 'ليلة', 'بكرة أحلى', 'سلام', 'شو بحبك', 'معاك', 'أنا وياك', 'عمري كله', 'ليلة العمر', 'قصة حب',
  'بين إيديك', 'رجعت', 'مشتاق', 'يا ريت', 'ابتسم', 'فرحة', 'طيري يا طيارة', 'أول مرة', 'كل يوم', 'خليك معايا', 'صدفة',
];

/** Every title a track can have, by language. */
export const TITLES: Record<Lang, string[]> = {
  ru: [...RU_PHRASES, ...RU_ADJECTIVES.flatMap((forms) => RU_NOUNS.map(([noun, gender]) => `${forms[gender]} ${noun}`))],
  en: [...EN_PHRASES, ...EN_ADJECTIVES.flatMap((adjective) => EN_NOUNS.map((noun) => `${adjective} ${noun}`))],
  ar: [...AR_PHRASES, ...AR_CALLS.map((word) => `يا ${word}`), ...AR_OF.flatMap((word) => AR_CITIES.map((city) => `${word} ${city}`))],
};

const RU_FIRST: [string, 0 | 1][] = [
  ['Ольга', 1], ['Мира', 1], ['Артём', 0], ['Денис', 0], ['Марк', 0], ['Алина', 1], ['Ева', 1], ['Вера', 1], ['Кирилл', 0], ['Максим', 0],
  ['Даниил', 0], ['Полина', 1], ['Анна', 1], ['Софья', 1], ['Илья', 0], ['Роман', 0], ['Никита', 0], ['Дарья', 1], ['Ксения', 1], ['Лев', 0],
  ['Егор', 0], ['Глеб', 0], ['Злата', 1], ['Ярослава', 1], ['Тимур', 0], ['Арсений', 0], ['Вероника', 1], ['Милана', 1], ['Алиса', 1],
  ['Павел', 0], ['Ирина', 1], ['Григорий', 0], ['Лиза', 1], ['Сергей', 0], ['Олег', 0], ['Виктория', 1], ['Юлия', 1], ['Лиана', 1],
  ['Эмиль', 0], ['Стас', 0], ['Нелли', 1], ['Фёдор', 0], ['Тая', 1], ['Богдан', 0], ['Дана', 1], ['Руслан', 0], ['Марта', 1],
  ['Ян', 0], ['Лада', 1], ['Влад', 0],
];
const RU_LAST = [
  'Серов', 'Киреев', 'Ветров', 'Орлов', 'Белов', 'Громов', 'Лебедев', 'Соколов', 'Миронов', 'Зорин', 'Светлов', 'Волков',
  'Тихонов', 'Крылов', 'Морозов', 'Рябинин', 'Северов', 'Левин', 'Горин', 'Данилов', 'Егоров', 'Журавлёв', 'Калинин',
  'Лисицын', 'Майоров', 'Нестеров', 'Осипов', 'Савин', 'Туманов', 'Устинов', 'Фомин', 'Царёв', 'Шувалов', 'Щербаков',
  'Юдин', 'Яковлев', 'Авдеев', 'Ракитин', 'Полянск', 'Раевск', 'Ланск', 'Вяземск', 'Бестужев', 'Чайкин', 'Звонарёв',
];
const RU_BANDS = [
  'Высота', 'Полоса', 'Сплав', 'Параллели', 'Горизонт', 'Смена', 'Пульс', 'Сигнал', 'Кометы', 'Причал', 'Север', 'Дельта',
  'Орбита', 'Гавань', 'Гроза', 'Радуга', 'Эхо', 'Прибой', 'Рубеж', 'Кварц', 'Зенит', 'Отражение', 'Перекрёсток', 'Мотив',
  'Берега', 'Тени', 'Звуки', 'Фонари', 'Вершина', 'Стрелки', 'Квартал', 'Метель', 'Сказка', 'Маршрут', 'Полюс', 'Ледокол',
];
const EN_FIRST = [
  'Ella', 'Anna', 'Jack', 'Lily', 'Noah', 'Mia', 'Leo', 'Ava', 'Sam', 'Zoe', 'Max', 'Ruby', 'Finn', 'Isla', 'Theo', 'Nina',
  'Owen', 'Cleo', 'Eli', 'Maya', 'Luke', 'Iris', 'Adam', 'Rose', 'Kai', 'Jade', 'Cole', 'Tess', 'Reid', 'Skye', 'Dean', 'Faye',
  'Miles', 'June', 'Tyler', 'Nora', 'Jesse', 'Lana', 'Ryan', 'Holly', 'Grant', 'Paige', 'Blake', 'Hazel', 'Ezra',
];
const EN_LAST = [
  'Brooks', 'Rivers', 'Hayes', 'Stone', 'Parker', 'Reed', 'Wells', 'Fox', 'Lane', 'Carter', 'Grey', 'Hart', 'Miller', 'Shaw',
  'Quinn', 'Blake', 'Cross', 'Dalton', 'Ellis', 'Frost', 'Gale', 'Hollis', 'Jensen', 'Knight', 'Lowe', 'Marsh', 'North', 'Oakes',
  'Pryce', 'Rowe', 'Sloane', 'Tate', 'Vaughn', 'Wilde', 'York', 'Ashby', 'Bishop', 'Cole', 'Drake', 'Everett', 'Finch',
  'Harper', 'Monroe', 'Sutton', 'Winter',
];
const EN_BAND_ADJECTIVES = [...EN_ADJECTIVES.slice(0, 24), 'Harbour', 'Midnight', 'Arctic', 'Western', 'Little', 'Velvet'];
const EN_BAND_NOUNS = [
  'Lines', 'Lanes', 'Kids', 'Foxes', 'Lights', 'Rivers', 'Wolves', 'Sparks', 'Lovers', 'Saints', 'Ghosts', 'Kings', 'Birds',
  'Hearts', 'Tides', 'Signals', 'Strangers', 'Pilots', 'Sailors', 'Dreamers', 'Echoes', 'Hours', 'Giants', 'Rebels',
];
const AR_FIRST = [
  'نور الهدى', 'رامي', 'عمرو', 'نانسي', 'إليسا', 'ليلى', 'هيفاء', 'تامر', 'محمد', 'أحمد', 'حسين', 'سارة', 'ريم', 'دانة', 'يارا',
  'كريم', 'وائل', 'ماجد', 'راشد', 'عبد الله', 'بلقيس', 'أصالة', 'ديانا', 'جنى', 'سلمى', 'مروان', 'فارس', 'زياد', 'هاني', 'أمل',
  'لين', 'نادر', 'شيرين', 'مريم', 'عمر', 'يوسف', 'جود', 'حلا', 'رنا', 'سعد', 'طارق', 'ميار', 'هالة', 'وعد',
];
const AR_LAST = [
  'الشامي', 'دياب', 'عجرم', 'المصري', 'الحلبي', 'العلي', 'الخطيب', 'حداد', 'منصور', 'الكردي', 'الراشد', 'الحسيني', 'الجسمي',
  'المهندس', 'فتحي', 'سليمان', 'يوسف', 'الأحمد', 'الزين', 'نصر', 'شاكر', 'عطية', 'الدوسري', 'القحطاني', 'البلوشي', 'العمري',
  'السويدي', 'الخياط', 'عيسى', 'بركات', 'حمدان', 'سالم', 'خليل', 'ناصيف', 'جابر',
];
const AR_BANDS = ['الريح', 'النجوم', 'الأمل', 'المدينة', 'الشروق', 'الصحراء', 'البحر', 'الليل', 'القمر', 'الموج', 'السلام', 'الفجر', 'الواحة', 'النخيل', 'الطرب'];

/** Every artist name the generator can use, by language: solo artists, then bands. */
export const ARTIST_NAMES: Record<Lang, string[]> = {
  ru: [
    ...RU_FIRST.flatMap(([first, feminine]) => RU_LAST.map((last) => `${first} ${ruSurname(last, feminine === 1)}`)),
    ...RU_BANDS,
    ...RU_ADJECTIVES.flatMap((forms) => RU_NOUNS.filter(([, gender]) => gender === 3).map(([noun]) => `${forms[3]} ${noun}`)),
  ],
  en: [...EN_FIRST.flatMap((first) => EN_LAST.map((last) => `${first} ${last}`)), ...EN_BAND_ADJECTIVES.flatMap((adjective) => EN_BAND_NOUNS.map((noun) => `The ${adjective} ${noun}`))],
  ar: [...AR_FIRST.flatMap((first) => AR_LAST.map((last) => `${first} ${last}`)), ...AR_FIRST, ...AR_BANDS.map((word) => `فرقة ${word}`)],
};

function ruSurname(stem: string, feminine: boolean): string {
  if (stem.endsWith('ск')) return stem + (feminine ? 'ая' : 'ий');
  return feminine ? `${stem}а` : stem;
}

/** ISRC country codes by language, and the labels (registrant codes) releasing there. */
export const ISRC_COUNTRIES: Record<Lang, string[]> = { ru: ['RU'], en: ['GB', 'US'], ar: ['AE', 'SA', 'EG'] };

/** Latin letters for file names (`serova_severnyi_veter.mp3`). */
const LATIN: Record<string, string> = Object.fromEntries(
  [
    ...'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:i к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya'.split(' '),
    ...'ا:a أ:a إ:i آ:a ب:b ت:t ث:th ج:j ح:h خ:kh د:d ذ:dh ر:r ز:z س:s ش:sh ص:s ض:d ط:t ظ:z ع:a غ:gh ف:f ق:q ك:k ل:l م:m ن:n ه:h و:w ي:y ى:a ة:a ء: ئ:i ؤ:u'.split(' '),
  ].map((pair) => pair.split(':') as [string, string]),
);

export function slug(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => LATIN[char] ?? char)
    .join('')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
