// The contract's music examples as catalogue entries: the example uploads keep their ids, files,
// ISRCs and sizes (dated as the examples are when the base day is 2026-11-27, shifted with it
// otherwise), the tracks the examples name without an id join the catalogue with generated ids,
// and stories 451–455 group the example tracks.
import type { Lang } from './names.js';

/** The day the examples are dated against: their dates move with the base day. */
export const EXAMPLE_BASE = '2026-11-27';

export interface ExampleUpload {
  id: number;
  /** Uploaded by: an account id of `ACCOUNTS`. */
  account: number;
  file: string;
  artist: string | null;
  title: string | null;
  album: string | null;
  isrc: string | null;
  duration: number;
  size: number;
  uploadedAt: string;
  /** Why processing failed; undefined for a track that joined the catalogue. */
  error?: string;
  lang: Lang;
  theme: number;
  /** Popularity rank among the new releases (1 is the biggest hit). */
  rank: number;
}

const CONSOLE = 2002;
const ANNA = 1001;
const JAMES = 1002;

export const EXAMPLE_UPLOADS: ExampleUpload[] = [
  {
    id: 1101,
    account: CONSOLE,
    file: 'serova_severnyi_veter.mp3',
    artist: 'Ольга Серова',
    title: 'Северный ветер',
    album: 'Полярная ночь',
    isrc: 'RUB422600101',
    duration: 214,
    size: 8592310,
    uploadedAt: '2026-11-09T11:20:14+03:00',
    lang: 'ru',
    theme: 401,
    rank: 1,
  },
  {
    id: 1102,
    account: CONSOLE,
    file: 'serova_ne_otpuskai.mp3',
    artist: 'Ольга Серова',
    title: 'Не отпускай',
    album: 'Полярная ночь',
    isrc: 'RUB422600102',
    duration: 198,
    size: 7948221,
    uploadedAt: '2026-11-09T11:20:15+03:00',
    lang: 'ru',
    theme: 401,
    rank: 4,
  },
  {
    id: 1103,
    account: CONSOLE,
    file: 'kireev_gorod_bez_sna.flac',
    artist: 'Артём Киреев',
    title: 'Город без сна',
    album: null,
    isrc: 'RUC312600417',
    duration: 223,
    size: 27904512,
    uploadedAt: '2026-11-10T14:05:51+03:00',
    lang: 'ru',
    theme: 403,
    rank: 3,
  },
  {
    id: 1104,
    account: CONSOLE,
    file: 'vysota_posledniy_reys.wav',
    artist: 'Высота',
    title: 'Последний рейс',
    album: 'Новая высота',
    isrc: 'RUD142600023',
    duration: 241,
    size: 42512444,
    uploadedAt: '2026-11-10T16:48:02+03:00',
    lang: 'ru',
    theme: 402,
    rank: 8,
  },
  {
    id: 1105,
    account: CONSOLE,
    file: 'lanskaya_tantsuy_so_mnoy.mp3',
    artist: 'Мира Ланская',
    title: 'Танцуй со мной',
    album: null,
    isrc: 'RUA8M2600310',
    duration: 189,
    size: 7581440,
    uploadedAt: '2026-11-11T10:12:37+03:00',
    lang: 'ru',
    theme: 405,
    rank: 2,
  },
  {
    id: 1106,
    account: CONSOLE,
    file: 'vetrov_alye_parusa.mp3',
    artist: 'Денис Ветров',
    title: 'Алые паруса',
    album: 'Алые паруса',
    isrc: 'RUE052600077',
    duration: 205,
    size: 8230912,
    uploadedAt: '2026-11-11T10:15:09+03:00',
    lang: 'ru',
    theme: 404,
    rank: 6,
  },
  {
    id: 1107,
    account: CONSOLE,
    file: 'nour_alhuda_ya_layl.aac',
    artist: 'نور الهدى',
    title: 'يا ليل',
    album: null,
    isrc: 'AEA012600215',
    duration: 232,
    size: 7431168,
    uploadedAt: '2026-11-12T09:31:44+03:00',
    lang: 'ar',
    theme: 406,
    rank: 3,
  },
  {
    id: 1108,
    account: CONSOLE,
    file: 'rami_alshami_qalbi_maak.mp3',
    artist: 'رامي الشامي',
    title: 'قلبي معاك',
    album: null,
    isrc: 'AEA012600388',
    duration: 218,
    size: 8749056,
    uploadedAt: '2026-11-12T09:33:02+03:00',
    lang: 'ar',
    theme: 406,
    rank: 9,
  },
  {
    id: 1109,
    account: CONSOLE,
    file: 'northern_lines_paper_skies.ogg',
    artist: 'The Northern Lines',
    title: 'Paper Skies',
    album: 'Harbour Lights',
    isrc: 'GBUM72604512',
    duration: 201,
    size: 8046517,
    uploadedAt: '2026-11-13T12:00:26+03:00',
    lang: 'en',
    theme: 402,
    rank: 5,
  },
  {
    id: 1110,
    account: CONSOLE,
    file: 'ella_brooks_midnight_drive.mp3',
    artist: 'Ella Brooks',
    title: 'Midnight Drive',
    album: null,
    isrc: 'GBARL2601187',
    duration: 187,
    size: 7503872,
    uploadedAt: '2026-11-13T12:02:40+03:00',
    lang: 'en',
    theme: 401,
    rank: 10,
  },
  {
    id: 1111,
    account: CONSOLE,
    file: 'serova_zimniy_vals.wav',
    artist: 'Ольга Серова',
    title: 'Зимний вальс',
    album: 'Полярная ночь',
    isrc: 'RUB422600103',
    duration: 236,
    size: 41630444,
    uploadedAt: '2026-11-20T10:42:18+03:00',
    lang: 'ru',
    theme: 401,
    rank: 12,
  },
  {
    id: 1112,
    account: CONSOLE,
    file: 'maslo_live_rip.mp3',
    artist: null,
    title: null,
    album: null,
    isrc: null,
    duration: 0,
    size: 3145728,
    uploadedAt: '2026-11-20T10:42:18+03:00',
    error: 'Файл повреждён: не удалось декодировать аудиопоток.',
    lang: 'ru',
    theme: 401,
    rank: 0,
  },
  {
    id: 1121,
    account: ANNA,
    file: 'lanskaya_novyi_den.mp3',
    artist: 'Мира Ланская',
    title: 'Новый день',
    album: null,
    isrc: 'RUA8M2600311',
    duration: 196,
    size: 7864893,
    uploadedAt: '2026-11-16T15:22:09+03:00',
    lang: 'ru',
    theme: 405,
    rank: 14,
  },
  {
    id: 1122,
    account: ANNA,
    file: 'kireev_nochnoy_ekspress.mp3',
    artist: 'Артём Киреев',
    title: 'Ночной экспресс',
    album: null,
    isrc: 'RUC312600418',
    duration: 211,
    size: 8476104,
    uploadedAt: '2026-11-17T15:25:40+03:00',
    lang: 'ru',
    theme: 403,
    rank: 18,
  },
  {
    id: 1123,
    account: ANNA,
    file: 'promo_jingle_v2.wav',
    artist: null,
    title: null,
    album: null,
    isrc: null,
    duration: 4,
    size: 705644,
    uploadedAt: '2026-11-18T12:40:02+03:00',
    error: 'Запись короче 10 секунд: такой фрагмент нельзя надёжно распознать в эфире.',
    lang: 'ru',
    theme: 401,
    rank: 0,
  },
  {
    id: 1124,
    account: ANNA,
    file: 'lanskaya_leto_v_dekabre.flac',
    artist: 'Мира Ланская',
    title: 'Лето в декабре',
    album: null,
    isrc: null,
    duration: 207,
    size: 26105344,
    uploadedAt: '2026-11-20T16:08:51+03:00',
    lang: 'ru',
    theme: 405,
    rank: 16,
  },
  {
    id: 1131,
    account: JAMES,
    file: 'harbour_kids_lanterns.mp3',
    artist: 'The Harbour Kids',
    title: 'Lanterns',
    album: 'Low Tide',
    isrc: 'GBKPL2600914',
    duration: 224,
    size: 8991232,
    uploadedAt: '2026-11-16T09:03:11+03:00',
    lang: 'en',
    theme: 402,
    rank: 20,
  },
  {
    id: 1132,
    account: JAMES,
    file: 'ella_brooks_slow_motion.mp3',
    artist: 'Ella Brooks',
    title: 'Slow Motion',
    album: null,
    isrc: 'GBARL2601203',
    duration: 243,
    size: 7012480,
    uploadedAt: '2026-11-20T14:17:26+03:00',
    lang: 'en',
    theme: 401,
    rank: 15,
  },
];

export interface KnownTrack {
  artist: string;
  title: string;
  lang: Lang;
  theme: number;
  isrc?: string;
  /** Days before the base day it was released: the recent ones are this season's hits, the rest gold. */
  releasedDaysAgo: number;
  rank: number;
}

/** Tracks the playlist, report and info examples name without an id. */
export const KNOWN_TRACKS: KnownTrack[] = [
  { artist: 'Ольга Серова', title: 'Северное сияние', lang: 'ru', theme: 401, releasedDaysAgo: 700, rank: 3 },
  {
    artist: 'Ольга Серова',
    title: 'Письмо домой',
    lang: 'ru',
    theme: 401,
    isrc: 'RUA1D2600087',
    releasedDaysAgo: 75,
    rank: 7,
  },
  {
    artist: 'Полоса',
    title: 'Дорога домой',
    lang: 'ru',
    theme: 402,
    isrc: 'RUB422600512',
    releasedDaysAgo: 40,
    rank: 11,
  },
  {
    artist: 'Марк Ветров',
    title: 'Останься',
    lang: 'ru',
    theme: 401,
    isrc: 'RUA1E2600033',
    releasedDaysAgo: 55,
    rank: 13,
  },
  { artist: 'Zivert', title: 'Life', lang: 'ru', theme: 401, releasedDaysAgo: 2900, rank: 2 },
  { artist: 'Баста', title: 'Сансара', lang: 'ru', theme: 403, releasedDaysAgo: 3300, rank: 5 },
  { artist: 'Artik & Asti', title: 'Девочка, танцуй', lang: 'ru', theme: 401, releasedDaysAgo: 1800, rank: 6 },
  { artist: 'Клава Кока', title: 'Покинула чат', lang: 'ru', theme: 401, releasedDaysAgo: 1750, rank: 8 },
  { artist: 'Dua Lipa', title: 'Houdini', lang: 'en', theme: 401, releasedDaysAgo: 1100, rank: 1 },
  { artist: 'The Weeknd', title: 'Blinding Lights', lang: 'en', theme: 407, releasedDaysAgo: 2550, rank: 4 },
  { artist: 'Miley Cyrus', title: 'Flowers', lang: 'en', theme: 401, releasedDaysAgo: 1400, rank: 9 },
  { artist: 'Ed Sheeran', title: 'Shape of You', lang: 'en', theme: 401, releasedDaysAgo: 3550, rank: 10 },
  {
    artist: 'The Midnight Lanes',
    title: 'Northern Lights',
    lang: 'en',
    theme: 402,
    isrc: 'GBUM72605531',
    releasedDaysAgo: 35,
    rank: 6,
  },
  {
    artist: 'Anna Rivers',
    title: 'Golden Hour',
    lang: 'en',
    theme: 401,
    isrc: 'USUM72611893',
    releasedDaysAgo: 60,
    rank: 9,
  },
  { artist: 'The Harbour Kids', title: 'Low Tide', lang: 'en', theme: 402, releasedDaysAgo: 120, rank: 30 },
  { artist: 'عمرو دياب', title: 'تملي معاك', lang: 'ar', theme: 406, releasedDaysAgo: 4500, rank: 1 },
  { artist: 'نانسي عجرم', title: 'آه ونص', lang: 'ar', theme: 406, releasedDaysAgo: 4200, rank: 2 },
  { artist: 'إليسا', title: 'عبالي حبيبي', lang: 'ar', theme: 406, releasedDaysAgo: 3000, rank: 4 },
  {
    artist: 'نور الهدى',
    title: 'ليالي دبي',
    lang: 'ar',
    theme: 406,
    isrc: 'AEA0S2600210',
    releasedDaysAgo: 45,
    rank: 5,
  },
  { artist: 'فرقة الريح', title: 'يا بحر', lang: 'ar', theme: 406, isrc: 'AEA0S2600377', releasedDaysAgo: 30, rank: 8 },
];

export interface ExampleStory {
  id: number;
  title: string;
  theme: number;
  kind: 'premiere' | 'award' | 'album' | 'tour' | 'chart';
  born: string;
  days: number;
  /** The story's tracks: example upload ids, or known tracks by `artist — title`. */
  tracks: (number | string)[];
}

export const EXAMPLE_STORIES: ExampleStory[] = [
  {
    id: 451,
    title: 'Премьера сингла Ольги Серовой «Северный ветер»',
    theme: 401,
    kind: 'premiere',
    born: '2026-11-10',
    days: 28,
    tracks: [1101],
  },
  {
    id: 452,
    title: '«Золотой граммофон — 2026»: номинанты в эфире',
    theme: 401,
    kind: 'award',
    born: '2026-11-12',
    days: 20,
    tracks: [1101, 1105, 1102, 1106, 'Zivert — Life'],
  },
  {
    id: 453,
    title: 'Группа «Высота» возвращается с альбомом «Новая высота»',
    theme: 402,
    kind: 'album',
    born: '2026-11-11',
    days: 30,
    tracks: [1104],
  },
  {
    id: 454,
    title: 'جولة نور الهدى الخليجية',
    theme: 406,
    kind: 'tour',
    born: '2026-11-14',
    days: 35,
    tracks: [1107, 'نور الهدى — ليالي دبي'],
  },
  {
    id: 455,
    title: 'The Northern Lines: «Paper Skies» in the Europa Plus chart',
    theme: 402,
    kind: 'chart',
    born: '2026-11-18',
    days: 25,
    tracks: [1109],
  },
];

/** Formats of the contract's example channels (null: a news channel without music), by channel id and type. */
export const KNOWN_FORMATS: Record<number, { type: 'RADIO' | 'TV'; format: string | null }> = {
  1: { type: 'TV', format: 'tv' },
  2: { type: 'TV', format: 'tv' },
  3: { type: 'TV', format: 'tv' },
  4: { type: 'RADIO', format: 'hits' },
  5: { type: 'RADIO', format: 'russian' },
  6: { type: 'RADIO', format: 'talk' },
  11: { type: 'TV', format: null },
  12: { type: 'TV', format: null },
  13: { type: 'TV', format: null },
  14: { type: 'RADIO', format: 'arabic' },
};
