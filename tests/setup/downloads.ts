import { vi } from 'vitest';

/** A file the page saved: the link's file name and the blob it pointed at. */
export interface SavedFile {
  name: string;
  blob: Blob;
}

/**
 * Catches the files the page saves (src/ui/download.ts: an object URL clicked on a link with
 * `download`), in the order saved. Restore with `vi.restoreAllMocks()`.
 */
export function catchSaves(): SavedFile[] {
  const saved: SavedFile[] = [];
  let lastBlob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    lastBlob = blob as Blob;
    return 'blob:saved';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob && this.download) saved.push({ name: this.download, blob: lastBlob });
  });
  return saved;
}
