/**
 * The last page a person saw before the current one, so that a signed-in person who opens a
 * sign-in page goes back where they were. Kept per tab.
 */
const KEY = 'mediamonitor.previous-location';
let current: string | undefined;

export function recordLocation(href: string) {
  if (current && current !== href) {
    try {
      sessionStorage.setItem(KEY, current);
    } catch {
      // Without storage, going back falls back to the section's start page.
    }
  }
  current = href;
}

export function previousLocation(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
