/** A file name without characters that file systems reject. */
export function safeFileName(name: string): string {
  const cleaned = [...name]
    .map((char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '-' : char))
    .join('');
  return cleaned.trim() || 'chart';
}

/** Saves a blob as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the URL once the click is handled; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
