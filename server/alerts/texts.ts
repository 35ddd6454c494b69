// The words of alerts: a notification's title and text in Russian, English or Arabic (figures and
// dates as each language writes them), the alert email (HTML, right to left in Arabic, with a
// plain-text part) and the daily digest. Every monitored text (a rule's name, a story's title, a
// track, a channel, a person) is escaped in HTML.
import { dateOf } from '../data/calendar.js';
import type { Figures, Kind, Language } from './store.js';

/** The names a notification's words use, kept with it when it fires. */
export interface About {
  /** new_story: the story's title. */
  story?: string;
  /** Music kinds: "artist — title". */
  track?: string;
  /** first_airplay: the first play's time of day (HH:MM, Moscow). */
  time?: string;
  /** appearance: the person's or object's name. */
  subject?: string;
  /** threshold: what it counted. */
  metric?: 'mentions' | 'negative_share';
}

export interface Fired {
  kind: Kind;
  alert_name: string;
  day: number;
  figures: Figures;
  about: About;
}

const LOCALE: Record<Language, string> = { ru: 'ru-RU', en: 'en-GB', ar: 'ar' };

export const number = (value: number, lang: Language, digits = 1) =>
  new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits }).format(value);

const percent = (value: number, lang: Language) =>
  new Intl.NumberFormat(LOCALE[lang], { style: 'percent', maximumFractionDigits: 1 }).format(value);

export function date(day: number, lang: Language): string {
  const options: Intl.DateTimeFormatOptions =
    lang === 'ru'
      ? { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(LOCALE[lang], options).format(new Date(`${dateOf(day)}T00:00:00Z`));
}

/** A notification's title and text in a language. */
export function words(fired: Fired, lang: Language): { title: string; text: string } {
  const { figures: f, about, alert_name: name } = fired;
  const d = date(fired.day, lang);
  const n = (value: number | undefined) => number(value ?? 0, lang);
  const channel = f.channel?.name ?? '';
  switch (fired.kind) {
    case 'spike': {
      const ratio = f.ratio === undefined ? undefined : n(f.ratio);
      return {
        ru: {
          title: `Всплеск упоминаний: ${name}`,
          text:
            ratio === undefined
              ? `${d}: упоминаний — ${n(f.count)}, намного больше обычного (обычно ни одного в день за 14 дней до того).`
              : `${d}: упоминаний — ${n(f.count)}, в ${ratio} раза больше обычного (${n(f.usual)} в день за 14 дней до того).`,
        },
        en: {
          title: `Mentions spike: ${name}`,
          text:
            ratio === undefined
              ? `${d}: mentions: ${n(f.count)}, well above the usual (none a day in the 14 days before).`
              : `${d}: mentions: ${n(f.count)}, ${ratio} × the usual (${n(f.usual)} a day in the 14 days before).`,
        },
        ar: {
          title: `ارتفاع مفاجئ في الإشارات: ${name}`,
          text:
            ratio === undefined
              ? `${d}: الإشارات: ${n(f.count)}، أعلى بكثير من المعتاد (لا شيء يوميًا في الأيام الأربعة عشر السابقة).`
              : `${d}: الإشارات: ${n(f.count)}، ${ratio} × المعتاد (${n(f.usual)} يوميًا في الأيام الأربعة عشر السابقة).`,
        },
      }[lang];
    }
    case 'threshold': {
      const share = about.metric === 'negative_share';
      const value = share ? percent(f.value ?? 0, lang) : n(f.value);
      return {
        ru: {
          title: `Порог достигнут: ${name}`,
          text: share
            ? `${d}: доля негативных упоминаний ${percent(f.share ?? 0, lang)}, всего упоминаний — ${n(f.count)} (порог ${value}).`
            : `${d}: упоминаний — ${n(f.count)} (порог ${value}).`,
        },
        en: {
          title: `Threshold reached: ${name}`,
          text: share
            ? `${d}: negative share ${percent(f.share ?? 0, lang)}, mentions: ${n(f.count)} (threshold ${value}).`
            : `${d}: mentions: ${n(f.count)} (threshold ${value}).`,
        },
        ar: {
          title: `تم بلوغ الحد: ${name}`,
          text: share
            ? `${d}: نسبة الإشارات السلبية ${percent(f.share ?? 0, lang)} من ${n(f.count)} (الحد ${value}).`
            : `${d}: الإشارات: ${n(f.count)} (الحد ${value}).`,
        },
      }[lang];
    }
    case 'new_story':
      return {
        ru: {
          title: `Новый сюжет: ${about.story}`,
          text: `${d}: первые упоминания по правилу «${name}» — ${n(f.count)}.`,
        },
        en: { title: `New story: ${about.story}`, text: `${d}: first mentions under “${name}” — ${n(f.count)}.` },
        ar: { title: `قصة جديدة: ${about.story}`, text: `${d}: أولى الإشارات ضمن «${name}» — ${n(f.count)}.` },
      }[lang];
    case 'first_airplay':
      return {
        ru: {
          title: `Впервые в эфире: ${about.track}`,
          text: `Ваша загрузка впервые прозвучала в эфире: ${channel}, ${d} в ${about.time}. Эфиров за день: ${n(f.plays)}.`,
        },
        en: {
          title: `First airplay: ${about.track}`,
          text: `Your upload was played for the first time: ${channel}, ${d} at ${about.time}. Plays that day: ${n(f.plays)}.`,
        },
        ar: {
          title: `أول بث: ${about.track}`,
          text: `بُثّ ملفك المرفوع لأول مرة: ${channel}، ${d} الساعة ${about.time}. عدد مرات البث في ذلك اليوم: ${n(f.plays)}.`,
        },
      }[lang];
    case 'new_channel_airplay':
      return {
        ru: {
          title: `Новый канал: ${about.track}`,
          text: `${d}: ${channel} впервые поставил трек. Эфиров за день: ${n(f.plays)}.`,
        },
        en: {
          title: `New channel: ${about.track}`,
          text: `${d}: ${channel} played the track for the first time. Plays that day: ${n(f.plays)}.`,
        },
        ar: {
          title: `قناة جديدة: ${about.track}`,
          text: `${d}: بثّت ${channel} المقطع لأول مرة. عدد مرات البث في ذلك اليوم: ${n(f.plays)}.`,
        },
      }[lang];
    case 'appearance':
      return {
        ru: {
          title: `В эфире: ${about.subject}`,
          text: `${d}: появлений на выбранных каналах — ${n(f.count)}, больше всего на ${channel}.`,
        },
        en: {
          title: `On air: ${about.subject}`,
          text: `${d}: appearances on the chosen channels: ${n(f.count)}, most on ${channel}.`,
        },
        ar: {
          title: `على الهواء: ${about.subject}`,
          text: `${d}: مرات الظهور على القنوات المختارة: ${n(f.count)}، أكثرها على ${channel}.`,
        },
      }[lang];
  }
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

const OPEN: Record<Language, string> = { ru: 'Открыть в кабинете', en: 'Open in the cabinet', ar: 'افتح في الحساب' };
const RULE: Record<Language, string> = { ru: 'Правило', en: 'Rule', ar: 'القاعدة' };

export interface Email {
  subject: string;
  text: string;
  html: string;
}

function page(lang: Language, title: string, inner: string): string {
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  return `<!doctype html>\n<html lang="${lang}"${dir}>\n<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body${dir}>\n${inner}\n</body>\n</html>\n`;
}

/** The email of one notification, in the rule's language, its link on the app's origin. */
export function alertEmail(fired: Fired, lang: Language, link: string): Email {
  const { title, text } = words(fired, lang);
  return {
    subject: title,
    text: `${title}\n\n${text}\n\n${RULE[lang]}: ${fired.alert_name}\n\n${OPEN[lang]}: ${link}\n`,
    html: page(
      lang,
      title,
      `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>\n<p>${RULE[lang]}: ${escapeHtml(fired.alert_name)}</p>\n<p><a href="${escapeHtml(link)}">${OPEN[lang]}</a></p>`,
    ),
  };
}

export interface DigestLine {
  name: string;
  /** Notifications on the day, and on the day before it. */
  count: number;
  before: number;
  /** The largest figure among the day's notifications, and among the day before's. */
  largest: number | undefined;
  largestBefore: number | undefined;
}

const signed = (value: number, lang: Language) =>
  new Intl.NumberFormat(LOCALE[lang], { signDisplay: 'exceptZero' }).format(value);

/** The daily digest: what each rule saw on `day`, against the day before. */
export function digestEmail(day: number, lines: readonly DigestLine[], lang: Language, link: string): Email {
  const d = date(day, lang);
  const subject = {
    ru: `Сводка уведомлений за ${d}`,
    en: `Alerts digest for ${d}`,
    ar: `ملخص التنبيهات ليوم ${d}`,
  }[lang];
  const line = (l: DigestLine) => {
    const change = signed(l.count - l.before, lang);
    const largest = l.largest === undefined ? '' : number(l.largest, lang);
    const largestChange =
      l.largest === undefined
        ? ''
        : l.largestBefore === undefined
          ? ''
          : ` (${signed(l.largest - l.largestBefore, lang)})`;
    return {
      ru: `уведомлений: ${number(l.count, lang)} (${change} к предыдущему дню)${largest ? `; наибольшая величина: ${largest}${largestChange}` : ''}`,
      en: `notifications: ${number(l.count, lang)} (${change} against the day before)${largest ? `; largest figure: ${largest}${largestChange}` : ''}`,
      ar: `الإشعارات: ${number(l.count, lang)} (${change} مقارنة باليوم السابق)${largest ? `؛ أكبر رقم: ${largest}${largestChange}` : ''}`,
    }[lang];
  };
  const none = { ru: 'Правила ничего не увидели.', en: 'The rules saw nothing.', ar: 'لم ترصد القواعد شيئًا.' }[lang];
  const textLines = lines.length === 0 ? [none] : lines.map((l) => `${l.name}: ${line(l)}`);
  return {
    subject,
    text: `${subject}\n\n${textLines.join('\n')}\n\n${OPEN[lang]}: ${link}\n`,
    html: page(
      lang,
      subject,
      `<h1>${escapeHtml(subject)}</h1>\n${
        lines.length === 0
          ? `<p>${escapeHtml(none)}</p>`
          : `<ul>\n${lines.map((l) => `<li><b>${escapeHtml(l.name)}</b>: ${escapeHtml(line(l))}</li>`).join('\n')}\n</ul>`
      }\n<p><a href="${escapeHtml(link)}">${OPEN[lang]}</a></p>`,
    ),
  };
}
