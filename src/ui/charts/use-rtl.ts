import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
}

const isRtl = () => document.documentElement.dir === 'rtl';

/** Whether the page reads right to left (`<html dir="rtl">`, set with the language); follows changes. */
export function useRtl(): boolean {
  return useSyncExternalStore(subscribe, isRtl, () => false);
}
