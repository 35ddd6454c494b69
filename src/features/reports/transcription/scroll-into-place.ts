/** At most this many corrections follow a scroll (each waits two frames for the layout to catch up). */
const MAX_CORRECTIONS = 30;
/** A smooth scroll that has not ended by then is taken as done (a scroll that moves nothing fires no end). */
const SMOOTH_LIMIT_MS = 1_500;

const nextFrames = () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())));

/**
 * Scrolls an element to its place on screen (`block`) and keeps it there while the content around
 * it takes its real size. Under `content-visibility: auto` an element not yet laid out counts with
 * its estimated height; a scroll past thousands of them lands off target by what the ones drawn on
 * the way turn out to measure. So once the (smooth) scroll has ended, the element is put in place
 * again, at once, until two frames after a correction it has not moved.
 *
 * Returns a function that stops the corrections (a newer scroll, the page leaving).
 */
export function scrollIntoPlace(element: Element, block: ScrollLogicalPosition, smooth: boolean): () => void {
  let stopped = false;
  const run = async () => {
    if (smooth) {
      const ended = new Promise<void>((done) => {
        const timer = window.setTimeout(done, SMOOTH_LIMIT_MS);
        window.addEventListener(
          'scrollend',
          () => {
            window.clearTimeout(timer);
            done();
          },
          { once: true },
        );
      });
      element.scrollIntoView({ behavior: 'smooth', block });
      await ended;
    }
    for (let correction = 0; correction < MAX_CORRECTIONS && !stopped && element.isConnected; correction += 1) {
      element.scrollIntoView({ behavior: 'instant', block });
      const placed = element.getBoundingClientRect().top;
      await nextFrames();
      if (stopped || Math.abs(element.getBoundingClientRect().top - placed) < 1) return;
    }
  };
  void run();
  return () => {
    stopped = true;
  };
}
