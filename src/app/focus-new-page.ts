let generation = 0;

/**
 * After a navigation to another path, moves the focus to the new page's heading (or its main
 * landmark), so that a keyboard or screen-reader user starts there instead of on `<body>`, where
 * the old page's button left it. Focus that is still on a control inside the page's content (tabs
 * kept across paths, say) is left alone: the person is working there. The page may still be
 * rendering, so the heading is looked for over the next `waitMs` milliseconds; a newer navigation
 * cancels the search.
 */
export function focusNewPage(waitMs = 1500): void {
  const mine = ++generation;
  const started = Date.now();
  const attempt = () => {
    if (mine !== generation) return;
    const active = document.activeElement;
    const main = document.querySelector('main');
    if (active && active !== document.body && active.isConnected && main?.contains(active)) return;
    const target = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
    if (target) {
      focusElement(target);
      return;
    }
    if (Date.now() - started < waitMs) {
      window.setTimeout(attempt, 50);
      return;
    }
    if (main) focusElement(main);
  };
  // Lets React commit the new page before looking for it.
  window.setTimeout(attempt, 0);
}

function focusElement(element: HTMLElement) {
  // A heading is not focusable by itself; -1 lets script focus it without adding a tab stop.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
