// What an uploaded audio file holds, read from its own bytes: whether it is the kind of audio its
// media type says, how long it plays, and the tags it carries (ID3v2 in MP3 and AAC, Vorbis
// comments in FLAC and Ogg, the INFO list in WAV). Only headers are read, never the whole file:
// the length comes from the stream's own header (WAV, FLAC, Ogg, an MP3's Xing frame) or from its
// bit rate and size (constant-rate MP3, AAC).
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export type AudioKind = 'mp3' | 'wav' | 'flac' | 'aac' | 'ogg';

/** Media types accepted for each kind (the contract's, and the names browsers also give them). */
export const AUDIO_TYPES: Record<string, AudioKind> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/flac': 'flac',
  'audio/x-flac': 'flac',
  'audio/aac': 'aac',
  'audio/x-aac': 'aac',
  'audio/ogg': 'ogg',
};

export interface Tags {
  artist?: string;
  title?: string;
  album?: string;
  isrc?: string;
}

export interface Audio {
  seconds: number;
  tags: Tags;
}

class File {
  readonly size: number;
  constructor(private readonly fd: number) {
    this.size = fstatSync(fd).size;
  }
  bytes(offset: number, length: number): Buffer {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, this.size - offset)));
    readSync(this.fd, buffer, 0, buffer.length, offset);
    return buffer;
  }
}

/** The file's audio, or undefined when its bytes are not a stream of that kind that can be read. */
export function readAudio(path: string, kind: AudioKind): Audio | undefined {
  const fd = openSync(path, 'r');
  try {
    const file = new File(fd);
    const audio = { mp3: readMp3, wav: readWav, flac: readFlac, aac: readAac, ogg: readOgg }[kind](file);
    return audio && Number.isFinite(audio.seconds) && audio.seconds > 0 ? audio : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

const TAG_KEYS: Record<string, keyof Tags> = {
  ARTIST: 'artist',
  TITLE: 'title',
  ALBUM: 'album',
  ISRC: 'isrc',
  TPE1: 'artist',
  TIT2: 'title',
  TALB: 'album',
  TSRC: 'isrc',
  TP1: 'artist',
  TT2: 'title',
  TAL: 'album',
  TRC: 'isrc',
  IART: 'artist',
  INAM: 'title',
  IPRD: 'album',
};

function setTag(tags: Tags, key: string, value: string): void {
  const name = TAG_KEYS[key.toUpperCase()];
  const text = value.replace(/\0+$/, '').trim();
  if (name && text && !tags[name]) tags[name] = text.slice(0, 200);
}

/** An ID3v2 tag at `offset`: its tags and where the audio after it starts. */
function readId3(file: File, offset: number): { tags: Tags; end: number } {
  const head = file.bytes(offset, 10);
  if (head.toString('latin1', 0, 3) !== 'ID3') return { tags: {}, end: offset };
  const major = head[3]!;
  const size = ((head[6]! & 0x7f) << 21) | ((head[7]! & 0x7f) << 14) | ((head[8]! & 0x7f) << 7) | (head[9]! & 0x7f);
  const body = file.bytes(offset + 10, Math.min(size, 16 * 1024 * 1024));
  const tags: Tags = {};
  const idLength = major === 2 ? 3 : 4;
  for (let at = 0; at + idLength * 2 < body.length;) {
    const id = body.toString('latin1', at, at + idLength);
    if (!/^[A-Z0-9]+$/.test(id)) break;
    const length =
      major === 2
        ? body.readUIntBE(at + 3, 3)
        : major === 4
          ? ((body[at + 4]! & 0x7f) << 21) |
            ((body[at + 5]! & 0x7f) << 14) |
            ((body[at + 6]! & 0x7f) << 7) |
            (body[at + 7]! & 0x7f)
          : body.readUInt32BE(at + 4);
    const start = at + (major === 2 ? 6 : 10);
    if (id in TAG_KEYS) setTag(tags, id, decodeText(body.subarray(start, start + length)));
    at = start + length;
  }
  return { tags, end: offset + 10 + size + (head[5]! & 0x10 ? 10 : 0) };
}

function decodeText(frame: Buffer): string {
  const text = frame.subarray(1);
  switch (frame[0]) {
    case 1:
      return text[0] === 0xfe
        ? Buffer.from(text.subarray(2)).swap16().toString('utf16le')
        : text.subarray(text[0] === 0xff ? 2 : 0).toString('utf16le');
    case 2:
      return Buffer.from(text.subarray(0, text.length - (text.length % 2)))
        .swap16()
        .toString('utf16le');
    case 3:
      return text.toString('utf8');
    default:
      return text.toString('latin1');
  }
}

const MP3_RATES = [
  [11025, 12000, 8000],
  [0, 0, 0],
  [22050, 24000, 16000],
  [44100, 48000, 32000],
];
const MP3_BITRATES = {
  1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};

function readMp3(file: File): Audio | undefined {
  const { tags, end } = readId3(file, 0);
  const window = file.bytes(end, 64 * 1024);
  for (let at = 0; at + 4 < window.length; at++) {
    if (window[at] !== 0xff || (window[at + 1]! & 0xe0) !== 0xe0) continue;
    const version = (window[at + 1]! >> 3) & 3;
    const layer = (window[at + 1]! >> 1) & 3;
    const bitrate = MP3_BITRATES[version === 3 ? 1 : 2][window[at + 2]! >> 4];
    const rate = MP3_RATES[version]![(window[at + 2]! >> 2) & 3];
    if (layer !== 1 || version === 1 || !bitrate || !rate) continue;
    const mono = window[at + 3]! >> 6 === 3;
    const samples = version === 3 ? 1152 : 576;
    // A variable-rate file says its frame count in a Xing (or Info) frame first.
    const xing = at + 4 + (version === 3 ? (mono ? 17 : 32) : mono ? 9 : 17);
    const mark = window.toString('latin1', xing, xing + 4);
    if ((mark === 'Xing' || mark === 'Info') && window[xing + 7]! & 1)
      return { seconds: (window.readUInt32BE(xing + 8) * samples) / rate, tags };
    return { seconds: ((file.size - end - at) * 8) / (bitrate * 1000), tags };
  }
  return undefined;
}

function readWav(file: File): Audio | undefined {
  const head = file.bytes(0, 12);
  if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  const tags: Tags = {};
  let byteRate = 0;
  let data = 0;
  for (let at = 12; at + 8 <= file.size;) {
    const chunk = file.bytes(at, 8);
    const id = chunk.toString('latin1', 0, 4);
    const size = chunk.readUInt32LE(4);
    if (id === 'fmt ') byteRate = file.bytes(at + 16, 4).readUInt32LE(0);
    else if (id === 'data') data = Math.min(size, file.size - at - 8);
    else if (id === 'LIST') {
      const list = file.bytes(at + 8, Math.min(size, 64 * 1024));
      for (let entry = 4; list.toString('latin1', 0, 4) === 'INFO' && entry + 8 <= list.length;) {
        const length = list.readUInt32LE(entry + 4);
        setTag(tags, list.toString('latin1', entry, entry + 4), list.toString('utf8', entry + 8, entry + 8 + length));
        entry += 8 + length + (length % 2);
      }
    }
    at += 8 + size + (size % 2);
  }
  return byteRate > 0 && data > 0 ? { seconds: data / byteRate, tags } : undefined;
}

function vorbisComments(block: Buffer, tags: Tags): void {
  let at = 4 + block.readUInt32LE(0);
  const count = block.readUInt32LE(at);
  at += 4;
  for (let i = 0; i < count && at + 4 <= block.length; i++) {
    const length = block.readUInt32LE(at);
    const comment = block.toString('utf8', at + 4, at + 4 + length);
    const split = comment.indexOf('=');
    if (split > 0) setTag(tags, comment.slice(0, split), comment.slice(split + 1));
    at += 4 + length;
  }
}

function readFlac(file: File): Audio | undefined {
  const id3 = readId3(file, 0);
  const tags = { ...id3.tags };
  let at = id3.end;
  if (file.bytes(at, 4).toString('latin1') !== 'fLaC') return undefined;
  let seconds: number | undefined;
  for (at += 4; at + 4 <= file.size;) {
    const header = file.bytes(at, 4);
    const type = header[0]! & 0x7f;
    const length = header.readUIntBE(1, 3);
    if (type === 0) {
      const info = file.bytes(at + 4, 18);
      const rate = (info[10]! << 12) | (info[11]! << 4) | (info[12]! >> 4);
      seconds = ((info[13]! & 0x0f) * 2 ** 32 + info.readUInt32BE(14)) / rate;
    } else if (type === 4) vorbisComments(file.bytes(at + 4, length), tags);
    at += 4 + length;
    if (header[0]! & 0x80) break;
  }
  return seconds ? { seconds, tags } : undefined;
}

const AAC_RATES = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

function readAac(file: File): Audio | undefined {
  const { tags, end } = readId3(file, 0);
  const window = file.bytes(end, 256 * 1024);
  let frames = 0;
  let rate = 0;
  let at = 0;
  // The first frames' mean length stands for the rest of the stream.
  while (at + 7 <= window.length && frames < 200) {
    if (window[at] !== 0xff || (window[at + 1]! & 0xf6) !== 0xf0) break;
    rate = AAC_RATES[(window[at + 2]! >> 2) & 0x0f] ?? 0;
    const length = ((window[at + 3]! & 3) << 11) | (window[at + 4]! << 3) | (window[at + 5]! >> 5);
    if (length < 7 || !rate) return undefined;
    frames++;
    at += length;
  }
  return frames > 0 ? { seconds: (((file.size - end) / (at / frames)) * 1024) / rate, tags } : undefined;
}

function readOgg(file: File): Audio | undefined {
  const head = file.bytes(0, 256 * 1024);
  if (head.toString('latin1', 0, 4) !== 'OggS') return undefined;
  // The first packets, from the pages' segments: the stream's header and its comments.
  const packets: Buffer[] = [];
  let packet: Buffer[] = [];
  for (let at = 0; at + 27 <= head.length && packets.length < 2 && head.toString('latin1', at, at + 4) === 'OggS';) {
    const segments = head[at + 26]!;
    let data = at + 27 + segments;
    for (let s = 0; s < segments; s++) {
      const length = head[at + 27 + s]!;
      packet.push(head.subarray(data, data + length));
      data += length;
      if (length < 255) {
        packets.push(Buffer.concat(packet));
        packet = [];
      }
    }
    at = data;
  }
  const [identification, comments] = packets;
  if (!identification) return undefined;
  const opus = identification.toString('latin1', 0, 8) === 'OpusHead';
  if (!opus && identification.toString('latin1', 1, 7) !== 'vorbis') return undefined;
  const rate = opus ? 48000 : identification.readUInt32LE(12);
  const tags: Tags = {};
  if (comments) vorbisComments(comments.subarray(opus ? 8 : 7), tags);
  const tail = file.bytes(Math.max(0, file.size - 64 * 1024), 64 * 1024);
  const last = tail.lastIndexOf('OggS');
  if (last < 0 || last + 14 > tail.length) return undefined;
  return { seconds: Number(tail.readBigUInt64LE(last + 6)) / rate, tags };
}
