// Speech on air, generated on the fly: a transcript of any window of a channel's air is cut from
// utterances drawn per part of a programme (a segment, or ten minutes of an airing without
// segments), so two windows over the same minutes read the same words at the same times. The
// timing and who speaks depend only on the part; the words also on the language ordered, so a
// transcript in Arabic of a Russian bulletin has the same voices at the same moments.
import type { Database } from 'better-sqlite3';
import { isRecorded, type AirChannel } from './broadcast-air.js';
import { LINES, ROLES, THEME_SUBJECT, type LineKind, type Role } from './broadcast-lines.js';
import { SPEECH_KINDS, scheduleOf, type Program } from './broadcast-schedule.js';
import { segmentsOf, storiesOnAir, type Person, type Segment, type StoryOnAir } from './broadcast-segments.js';
import { RUBRICS, type Kind } from './broadcast-words.js';
import { clockOf, ZONE_OFFSET_MINUTES } from './calendar.js';
import { fill, THEMES, type Lang } from './names.js';
import type { Plan } from './plan.js';
import { random, type Random } from './random.js';

export interface Utterance {
  /** Seconds: from midnight for a part, from the window's start in a transcript. */
  start: number;
  end: number;
  speaker: string;
  person_id?: number;
  text: string;
}

interface Part {
  start: number;
  end: number;
  key: string;
  kind: Kind;
  segment?: Segment;
}

const BLOCK_SECONDS = 600;

/** An airing's parts: its segments, or ten-minute blocks when it has none. */
function partsOf(program: Program, segments: readonly Segment[]): Part[] {
  if (segments.length > 0)
    return segments.map((segment, i) => ({
      start: segment.start,
      end: segment.end,
      key: `${program.index}:${i}`,
      kind: program.kind,
      segment,
    }));
  const parts: Part[] = [];
  for (let t = program.start, i = 0; t < program.end; t += BLOCK_SECONDS, i++)
    parts.push({
      start: t,
      end: Math.min(program.end, t + BLOCK_SECONDS),
      key: `${program.index}:b${i}`,
      kind: program.kind,
    });
  return parts;
}

interface Voice {
  role: Role;
  line: LineKind;
  person?: Person;
  /** Which of a film's voices. */
  n?: number;
}

/** Who speaks next in a part, and what kind of line: a presenter opens a bulletin's item, then
 * correspondents, the story's persons and experts take turns; a person often says a few lines. */
function voices(part: Part, r: Random): (rest: number) => Voice {
  const persons = part.segment?.story?.persons ?? [];
  const hasMarkers = (part.segment?.story?.markers.length ?? 0) > 0;
  const queue: Voice[] = [];
  let index = 0;
  let closed = false;
  const run = (count: number, voice: Voice) => {
    for (let i = 0; i < count; i++) queue.push(voice);
  };
  return (rest) => {
    const first = index++ === 0;
    if (part.kind === 'news' && part.segment && rest < 8 && !first && !closed) {
      closed = true;
      return { role: 'presenter', line: 'close' };
    }
    if (queue.length > 0) return queue.shift()!;
    const u = r.next();
    const person = persons.length > 0 ? persons[r.int(0, persons.length - 1)]! : undefined;
    switch (part.kind) {
      case 'news':
        if (first && part.segment) return { role: 'presenter', line: 'open' };
        if (person && u < 0.25) {
          run(r.int(1, 3), { role: 'correspondent', line: 'quote', person });
          return { role: 'correspondent', line: 'introduce', person };
        }
        if (hasMarkers && u < 0.35) return { role: 'correspondent', line: 'marker' };
        if (u < 0.45) return { role: 'expert', line: 'opinion' };
        run(r.int(0, 2), { role: 'correspondent', line: 'report' });
        return { role: 'correspondent', line: 'report' };
      case 'talk_show':
        if (first && part.segment) return { role: 'presenter', line: 'open' };
        if (u < 0.3) return { role: 'presenter', line: 'question' };
        if (person && u < 0.6) {
          run(r.int(0, 2), { role: 'guest', line: 'quote', person });
          return { role: 'guest', line: 'quote', person };
        }
        run(r.int(0, 1), { role: 'guest', line: 'opinion' });
        return { role: u < 0.85 ? 'guest' : 'expert', line: 'opinion' };
      case 'documentary':
        if (person && u < 0.25) {
          run(r.int(0, 2), { role: 'narrator', line: 'quote', person });
          return { role: 'narrator', line: 'quote', person };
        }
        return { role: 'narrator', line: hasMarkers && u < 0.35 ? 'marker' : 'report' };
      case 'sport':
        if (person && u < 0.1) return { role: 'commentator', line: 'quote', person };
        return { role: 'commentator', line: part.segment && u < 0.3 ? 'report' : 'commentary' };
      case 'advertising':
        return { role: 'announcer', line: 'ads' };
      case 'music':
        return { role: 'host', line: 'dj' };
      case 'entertainment':
        if (u < 0.4) return { role: 'presenter', line: 'show' };
        return { role: 'speaker', line: 'dialogue', n: r.int(1, 3) };
      default:
        // Films, series and cartoons: two voices taking turns, now and then a third.
        return { role: 'speaker', line: 'dialogue', n: u < 0.15 ? 3 : 1 + (index % 2) };
    }
  };
}

/** Lines that may run to two sentences in a long utterance. */
const EXTENDABLE: ReadonlySet<LineKind> = new Set<LineKind>([
  'report',
  'quote',
  'opinion',
  'dialogue',
  'commentary',
  'ads',
  'show',
  'dj',
]);

interface Words {
  subject?: string;
  theme?: string;
  markers: string[];
  channel: string;
}

function wordsOf(part: Part, lang: Lang, channel: AirChannel): Words {
  const segment = part.segment;
  const story = segment?.story;
  const themeId = story?.theme ?? (segment?.rubric !== undefined ? RUBRICS[segment.rubric]!.theme : undefined);
  const theme = THEMES.find((item) => item.id === themeId)?.[lang];
  let subject: string | undefined;
  if (story)
    subject =
      story.lang === lang
        ? story.title
        : fill(THEME_SUBJECT[lang], { theme: lang === 'en' ? theme!.toLowerCase() : theme! });
  else if (segment?.rubric !== undefined) subject = RUBRICS[segment.rubric]!.title[lang];
  return { subject, theme, markers: story?.markers.map((marker) => marker.name) ?? [], channel: channel.name };
}

/** One sentence of a pool, other than `avoid` (the line just said) when the pool has another. */
function sentence(
  pool: readonly string[],
  words: Words,
  person: Person | undefined,
  rl: Random,
  avoid?: string,
): string {
  const usable = pool.filter(
    (line) =>
      line !== avoid && (words.theme || !line.includes('{theme}')) && (words.subject || !line.includes('{subject}')),
  );
  const line = rl.pick(usable.length > 0 ? usable : pool);
  const who = person ? (person.position ? `${person.name}, ${person.position}` : person.name) : '';
  return fill(line, {
    subject: words.subject ?? '',
    theme: words.theme ?? '',
    marker: words.markers.length > 0 ? rl.pick(words.markers) : '',
    who,
    channel: words.channel,
  });
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The utterances of one part, times in seconds from midnight. */
function utterancesOf(seed: string, channel: AirChannel, day: number, part: Part, lang: Lang): Utterance[] {
  const key = `${channel.id}:${day}:${part.key}`;
  const rt = random(seed, `speech:${key}`);
  const rl = random(seed, `words:${key}:${lang}`);
  const words = wordsOf(part, lang, channel);
  const next = voices(part, rt);
  const out: Utterance[] = [];
  let said = '';
  const say = (start: number, end: number, voice: Voice) => {
    const pool = LINES[lang][voice.line];
    let text = sentence(pool, words, voice.person, rl, said);
    said = text;
    if (end - start >= 6 && EXTENDABLE.has(voice.line)) {
      said = sentence(pool, words, voice.person, rl, text);
      text = `${text} ${said}`;
    }
    const speaks = voice.person && voice.line === 'quote';
    const speaker = speaks
      ? voice.person!.name
      : voice.role === 'speaker'
        ? `${ROLES[lang].speaker} ${voice.n ?? 1}`
        : ROLES[lang][voice.role];
    out.push({
      start: round1(start),
      end: round1(end),
      speaker,
      ...(speaks ? { person_id: voice.person!.id } : {}),
      text,
    });
  };
  if (part.kind === 'music') {
    // Songs are not transcribed: a host speaks a line or two between them.
    const moments = [...Array(rt.int(0, 2))]
      .map(() => part.start + rt.int(0, Math.max(0, part.end - part.start - 20)))
      .sort((a, b) => a - b);
    let free = part.start;
    for (const moment of moments) {
      let t = Math.max(moment, free);
      for (let i = rt.int(1, 2); i > 0 && part.end - t >= 4; i--) {
        const end = Math.min(part.end, t + 4 + rt.next() * 4);
        say(t, end, next(part.end - t));
        t = end + 0.3;
      }
      free = t;
    }
    return out;
  }
  const dialogue =
    part.kind === 'film' || part.kind === 'series' || part.kind === 'children' || part.kind === 'entertainment';
  for (let t = part.start; part.end - t >= 1;) {
    const length = dialogue ? 1.2 + rt.next() * 3.8 : 2 + rt.next() * 7;
    const gap = dialogue ? 0.3 + rt.next() * 2.2 : rt.chance(0.35) ? 0.2 + rt.next() * 0.8 : 0;
    const end = Math.min(part.end, t + length);
    say(t, end, next(part.end - t));
    t = end + gap;
  }
  return out;
}

/** Milliseconds of the monitoring clock's midnight starting `day`. */
export const midnightOf = (day: number) => day * 86_400_000 - ZONE_OFFSET_MINUTES * 60_000;

/**
 * The utterances of a channel's recorded air between two moments, in `lang`, sorted by start,
 * times in seconds from `fromMs`: those that begin in the window, the last one cut at its end.
 */
export function transcriptOf(
  db: Database,
  plan: Plan,
  channel: AirChannel,
  fromMs: number,
  toMs: number,
  lang: Lang,
): Utterance[] {
  const out: Utterance[] = [];
  const last = clockOf(new Date(toMs - 1)).day;
  for (let day = clockOf(new Date(fromMs)).day; day <= last; day++) {
    if (!isRecorded(plan, channel, day)) continue;
    const from = (fromMs - midnightOf(day)) / 1000;
    const to = (toMs - midnightOf(day)) / 1000;
    let stories: StoryOnAir[] | undefined;
    for (const program of scheduleOf(plan.seed, channel, day)) {
      if (program.end <= from || program.start >= to) continue;
      const segments = SPEECH_KINDS.has(program.kind)
        ? segmentsOf(plan.seed, channel.id, day, program, (stories ??= storiesOnAir(db, channel.id, day)), channel.lang)
        : [];
      for (const part of partsOf(program, segments)) {
        if (part.end <= from || part.start >= to) continue;
        for (const utterance of utterancesOf(plan.seed, channel, day, part, lang)) {
          if (utterance.start < from || utterance.start >= to) continue;
          const start = round1(utterance.start - from);
          const end = round1(Math.min(utterance.end, to) - from);
          if (end > start) out.push({ ...utterance, start, end });
        }
      }
    }
  }
  return out;
}
