/**
 * Runs `callback` once the browser has shown the frame being prepared now: two animation frames
 * on, so the work starts after the page appeared rather than before. A hidden tab shows no
 * frames, so a timer stands in for them.
 */
export function afterPaint(callback: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  setTimeout(run, fallbackMs);
}

/** `afterPaint` as a promise. */
export function nextPaint(fallbackMs?: number): Promise<void> {
  return new Promise((resolve) => afterPaint(resolve, fallbackMs));
}

/** A task of its own for what follows: the browser paints and answers input before it runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
