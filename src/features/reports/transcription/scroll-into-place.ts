/** The element is held in place until the layout has been still this long after the last correction… */
const STILL_MS = 1_000;
/** …and no longer than this after the scroll began, unless the content is still growing. */
const HOLD_LIMIT_MS = 6_000;
/** A smooth scroll that has not ended by then is taken as done (a scroll that moves nothing fires no end). */
const SMOOTH_LIMIT_MS = 1_500;
/** What the person does to scroll themselves: the element is no longer held for them. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const nextFrame = () => new Promise<number>((done) => requestAnimationFrame(done));

export interface PlaceOptions {
  /** Where on screen the element goes. */
  block: ScrollLogicalPosition;
  /** While this answers true the content is still growing, and the element is held however long it takes. */
  growing?: () => boolean;
}

/**
 * Scrolls an element smoothly to its place on screen (`block`) and keeps it there while the content around
 * it takes its real size. Under `content-visibility: auto` an element not yet laid out counts with
 * its estimated height; a scroll past thousands of them lands off target by what the ones drawn on
 * the way turn out to measure, and what loads late (a font, a side panel, the rest of a long
 * transcript) moves it again. So once the smooth scroll has ended, the element is put back in place at
 * once whenever it moves, until the content has stopped growing and the layout has been still for
 * a second, or the person scrolls themselves.
 *
 * Returns a function that stops it (a newer scroll, the page leaving).
 */
export function scrollIntoPlace(element: Element, { block, growing }: PlaceOptions): () => void {
  let stopped = false;
  const stop = () => {
    stopped = true;
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop);
  };
  const run = async () => {
    await new Promise<void>((done) => {
      const end = () => {
        window.clearTimeout(timer);
        window.removeEventListener('scrollend', end);
        done();
      };
      const timer = window.setTimeout(end, SMOOTH_LIMIT_MS);
      window.addEventListener('scrollend', end);
      element.scrollIntoView({ behavior: 'smooth', block });
    });
    for (const type of OWN_SCROLL) window.addEventListener(type, stop, { passive: true });
    const began = performance.now();
    let placed = Number.NaN;
    let length = Number.NaN;
    let correctedAt = began;
    for (;;) {
      if (stopped || !element.isConnected) break;
      const top = element.getBoundingClientRect().top;
      const now = performance.now();
      // It moved, or the page grew: an element near the end of what is drawn so far could not be
      // brought all the way to its place (the page ended), and more page may now let it.
      const height = document.documentElement.scrollHeight;
      if (!(Math.abs(top - placed) < 1) || height !== length) {
        element.scrollIntoView({ behavior: 'instant', block });
        placed = element.getBoundingClientRect().top;
        length = height;
        correctedAt = now;
      } else if (growing?.()) correctedAt = now;
      else if (now - correctedAt >= STILL_MS || now - began >= HOLD_LIMIT_MS) break;
      await nextFrame();
    }
    stop();
  };
  void run();
  return stop;
}
