// The broadcast timeline: the programmes TV and radio channels aired on a day, one programme with
// its segments, and what was said in a stretch of air. Everything is generated on the fly from the
// seed and the day's info tables (server/data/broadcast-*.ts), cut where the recorded air ends: at
// the minute the data reaches today.
import type { Database } from 'better-sqlite3';
import { channelOf, reachOf, recordedSeconds, type AirChannel } from '../data/broadcast-air.js';
import { programId, programOf, scheduleOf, SPEECH_KINDS, type Program } from '../data/broadcast-schedule.js';
import { segmentsOf, storiesOnAir, type Segment } from '../data/broadcast-segments.js';
import { midnightOf, transcriptOf } from '../data/broadcast-speech.js';
import { dayOf } from '../data/calendar.js';
import type { Plan } from '../data/plan.js';
import { ApiFailure, invalid, notFound } from '../lib/answers.js';
import type { Handlers, Lang, Schemas } from './types.js';

const LAST_SECOND = 86_399;
const TRANSCRIPT_LIMIT = 5000;

/** `HH:mm:ss` of a second of the day; midnight at the end of a day is its last second. */
export function clockTime(seconds: number): string {
  const s = Math.min(Math.floor(seconds), LAST_SECOND);
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

const secondsOf = (time: string) => time.split(':').reduce((total, part) => total * 60 + Number(part), 0);

export const channelRef = (channel: AirChannel): Schemas['MonitoredChannelRef'] => ({
  id: channel.id,
  name: channel.name,
  type: channel.type as Schemas['ChannelType'],
});

const channelNotFound = () => new ApiFailure(404, 'not_found', 'Channel not found.');
const noAir = () => new ApiFailure(404, 'not_found', 'No recorded air for this channel at this time.');

/** A channel's day as far as its air is recorded: its programmes, the one on air cut at the reach. */
function recordedDay(
  db: Database,
  plan: Plan,
  channel: AirChannel,
  day: number,
): { programs: Program[]; recorded: number } {
  const recorded = recordedSeconds(plan, channel, day, reachOf(db));
  if (recorded === 0) return { programs: [], recorded };
  return { programs: scheduleOf(plan.seed, channel, day).filter((program) => program.start < recorded), recorded };
}

/** The segments of an airing as the whole day has them, those not yet aired left out. */
function airedSegments(
  db: Database,
  plan: Plan,
  channel: AirChannel,
  day: number,
  program: Program,
  recorded: number,
): Segment[] {
  if (!SPEECH_KINDS.has(program.kind)) return [];
  return segmentsOf(plan.seed, channel.id, day, program, storiesOnAir(db, channel.id, day), channel.lang)
    .filter((segment) => segment.start < recorded)
    .map((segment) => ({ ...segment, end: Math.min(segment.end, recorded) }));
}

function themeNames(db: Database, lang: Lang): Map<number, string> {
  const rows = db.prepare(`SELECT id, name_${lang} AS name FROM theme`).all() as { id: number; name: string }[];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Text cut at a word before `limit` characters, marked as cut. */
function excerpt(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.lastIndexOf(' ', limit - 1);
  return `${text.slice(0, cut > 0 ? cut : limit - 1)}…`;
}

export const timeline: Handlers = {
  timelineBroadcastList({ db, body, dataset }) {
    const day = dayOf(body.date);
    const channels = body.channels.map((id) => channelOf(db, id));
    if (channels.some((channel) => !channel)) throw channelNotFound();
    const items: Schemas['ChannelBroadcast'][] = [];
    for (const channel of channels as AirChannel[]) {
      const { programs, recorded } = recordedDay(db, dataset.plan, channel, day);
      if (programs.length === 0) continue;
      items.push({
        channel: channelRef(channel),
        intervals: programs.map((program) => ({
          start: clockTime(program.start),
          end: clockTime(Math.min(program.end, recorded)),
          program_id: programId(channel.id, program.index),
          title: program.title,
          kind: program.kind,
        })),
      });
    }
    return { items };
  },

  timelineProgramGet({ db, params, dataset }) {
    const day = dayOf(params.date!);
    const { channel: channelId, index } = programOf(Number(params.program_id));
    const channel = channelOf(db, channelId);
    if (!channel) throw notFound();
    const { programs, recorded } = recordedDay(db, dataset.plan, channel, day);
    const program = programs[index];
    if (!program) throw notFound();
    const segments = airedSegments(db, dataset.plan, channel, day, program, recorded);
    return {
      item: {
        id: programId(channel.id, program.index),
        channel: channelRef(channel),
        date: params.date!,
        start: clockTime(program.start),
        end: clockTime(Math.min(program.end, recorded)),
        title: program.title,
        description: program.description,
        kind: program.kind,
        segments: segments.map((segment) => ({
          start: clockTime(segment.start),
          end: clockTime(segment.end),
          title: segment.title,
          theme_id: segment.themes[0]!,
          ...(segment.story ? { story_id: segment.story.id } : {}),
          sentiment: segment.sentiment,
        })),
      },
    };
  },

  timelineSegmentGet({ db, params, dataset, lang }) {
    const [start, requestedEnd] = [secondsOf(params.start!), secondsOf(params.end!)];
    if (requestedEnd <= start) throw invalid({ end: ['The end must be a time after start.'] });
    const channel = channelOf(db, Number(params.channel_id));
    if (!channel) throw channelNotFound();
    const day = dayOf(params.date!);
    const { programs, recorded } = recordedDay(db, dataset.plan, channel, day);
    const program = programs.find((candidate) => candidate.start <= start && start < candidate.end);
    if (!program || start >= recorded) throw noAir();
    const end = Math.min(requestedEnd, recorded);
    // Everything said in the stretch, the segment that fills most of it first.
    const overlap = (segment: Segment) => Math.min(segment.end, end) - Math.max(segment.start, start);
    const segments = programs
      .filter((candidate) => candidate.start < end && candidate.end > start)
      .flatMap((candidate) => airedSegments(db, dataset.plan, channel, day, candidate, recorded))
      .filter((segment) => overlap(segment) > 0)
      .sort((a, b) => overlap(b) - overlap(a) || a.start - b.start);
    const main = segments[0];
    const names = themeNames(db, lang);
    const themes = [...new Set(segments.flatMap((segment) => segment.themes))].slice(0, 16);
    const persons = new Map(
      segments.flatMap((segment) => segment.story?.persons ?? []).map((person) => [person.id, person]),
    );
    const markers = new Map(
      segments.flatMap((segment) => segment.story?.markers ?? []).map((marker) => [marker.id, marker]),
    );
    const midnight = midnightOf(day);
    const words = transcriptOf(
      db,
      dataset.plan,
      channel,
      midnight + start * 1000,
      midnight + end * 1000,
      channel.lang,
    ).map((utterance) => utterance.text);
    return {
      item: {
        channel: channelRef(channel),
        date: params.date!,
        start: clockTime(start),
        end: clockTime(end),
        program_id: programId(channel.id, program.index),
        program_title: program.title,
        ...(main?.story ? { story_id: main.story.id } : {}),
        themes: themes.map((id) => ({ id, name: names.get(id) ?? String(id) })),
        persons: [...persons.values()].slice(0, 100).map((person) => ({
          id: person.id,
          name: person.name,
          ...(person.position ? { position: person.position } : {}),
        })),
        markers: [...markers.values()].slice(0, 100).map((marker) => ({ id: marker.id, name: marker.name })),
        transcript: excerpt(words.join(' '), TRANSCRIPT_LIMIT),
        sentiment: main?.sentiment ?? 'neutral',
      },
    };
  },
};
