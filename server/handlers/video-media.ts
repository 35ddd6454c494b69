// How long an uploaded video is. MP4 and QuickTime files (ISO base media) say it in their movie
// header (`moov` → `mvhd`: a time scale and a duration in its units), found by walking the
// boxes from the start without reading the media between them. A file that has no readable
// header (a Matroska file, a damaged one) is estimated from its size at a broadcast bitrate.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

/** A typical bitrate of a broadcast-quality reference video, bits a second. */
const BITRATE = 4_000_000;

export function videoSeconds(path: string): number {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const moov = findBox(fd, 0, size, 'moov');
    const mvhd = moov && findBox(fd, moov.start, moov.end, 'mvhd');
    const seconds = mvhd && movieSeconds(fd, mvhd.start);
    return seconds && Number.isFinite(seconds) && seconds > 0
      ? Math.max(1, Math.round(seconds))
      : Math.max(1, Math.round((size * 8) / BITRATE));
  } finally {
    closeSync(fd);
  }
}

/** The payload of the first box of `type` among the boxes in [from, to). */
function findBox(fd: number, from: number, to: number, type: string): { start: number; end: number } | undefined {
  const header = Buffer.alloc(16);
  for (let at = from; at + 8 <= to;) {
    if (readSync(fd, header, 0, 16, at) < 8) return undefined;
    let size = header.readUInt32BE(0);
    let payload = at + 8;
    if (size === 1) {
      size = Number(header.readBigUInt64BE(8));
      payload = at + 16;
    } else if (size === 0) size = to - at;
    if (size < payload - at) return undefined;
    if (header.toString('latin1', 4, 8) === type) return { start: payload, end: Math.min(to, at + size) };
    at += size;
  }
  return undefined;
}

/** The movie header's duration in seconds (version 0 has 32-bit times, version 1 64-bit). */
function movieSeconds(fd: number, at: number): number | undefined {
  const box = Buffer.alloc(32);
  if (readSync(fd, box, 0, 32, at) < 20) return undefined;
  const [scale, duration] =
    box[0] === 1
      ? [box.readUInt32BE(20), Number(box.readBigUInt64BE(24))]
      : [box.readUInt32BE(12), box.readUInt32BE(16)];
  return scale > 0 ? duration / scale : undefined;
}
