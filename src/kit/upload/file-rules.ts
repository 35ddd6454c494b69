/**
 * What a multipart upload of the contract accepts: media types (and the file name endings that
 * stand for them, since browsers name some types differently or not at all) and a size limit.
 * Files are checked before anything is sent, and sent under the contract's own media type.
 */
export interface FileRules {
  /** The contract's media types, each with the endings and the other names browsers give it. */
  types: readonly { type: string; extensions: readonly string[]; aliases?: readonly string[] }[];
  /** The largest file, in bytes. */
  maxBytes: number;
}

/** Audio tracks (cabinet and admin uploads): MP3, WAV, FLAC, AAC, OGG; 100 MB each. */
export const AUDIO_FILES: FileRules = {
  types: [
    { type: 'audio/mpeg', extensions: ['mp3'], aliases: ['audio/mp3', 'audio/x-mp3', 'audio/mpeg3'] },
    { type: 'audio/wav', extensions: ['wav'], aliases: ['audio/x-wav', 'audio/wave', 'audio/vnd.wave'] },
    { type: 'audio/flac', extensions: ['flac'], aliases: ['audio/x-flac'] },
    { type: 'audio/aac', extensions: ['aac'], aliases: ['audio/x-aac', 'audio/aacp'] },
    { type: 'audio/ogg', extensions: ['ogg', 'oga'], aliases: ['audio/x-ogg', 'application/ogg'] },
  ],
  maxBytes: 104_857_600,
};

/** Reference videos: MP4, QuickTime, Matroska; 2 GB. */
export const VIDEO_FILES: FileRules = {
  types: [
    { type: 'video/mp4', extensions: ['mp4', 'm4v'] },
    { type: 'video/quicktime', extensions: ['mov', 'qt'] },
    { type: 'video/x-matroska', extensions: ['mkv'], aliases: ['video/matroska'] },
  ],
  maxBytes: 2_147_483_648,
};

export type FileProblem = 'type' | 'size' | 'empty';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The contract's media type a file stands for (by its type, else by its name), if any. */
export function contractType(file: { name: string; type: string }, rules: FileRules): string | undefined {
  const type = file.type.toLowerCase();
  const byType = rules.types.find((entry) => entry.type === type || entry.aliases?.includes(type));
  if (byType) return byType.type;
  // Browsers leave the type empty (or generic) for files they do not know.
  if (type && type !== 'application/octet-stream') return undefined;
  return rules.types.find((entry) => entry.extensions.includes(extensionOf(file.name)))?.type;
}

/** Why a file cannot be sent, if it cannot. */
export function fileProblem(file: File, rules: FileRules): FileProblem | undefined {
  if (!contractType(file, rules)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > rules.maxBytes) return 'size';
  return undefined;
}

/** The file as it is sent: the same bytes and name, labelled with the contract's media type. */
export function asContractFile(file: File, rules: FileRules): File {
  const type = contractType(file, rules);
  return !type || type === file.type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
}

/** The accepted types and endings, for a file input's `accept`. */
export function acceptAttribute(rules: FileRules): string {
  return rules.types
    .flatMap((entry) => [entry.type, ...entry.extensions.map((extension) => `.${extension}`)])
    .join(',');
}

/** The accepted formats as people know them: MP3, WAV, FLAC… */
export function formatNames(rules: FileRules): string[] {
  return rules.types.map((entry) => entry.extensions[0]!.toUpperCase());
}

/** A stable key for a chosen file (the same file chosen twice is one file). */
export function fileKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
