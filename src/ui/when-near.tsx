import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `children` once their place comes within `margin` of the screen, holding that place's
 * height until then (and while their code loads), so nothing moves. For what sits below a page's
 * first screen and brings code of its own, such as a form and the form library: someone who never
 * scrolls there never downloads it, and someone who does finds it ready, as it loads a screen or so
 * ahead. Keyboard and screen-reader moves scroll the page too, so they reach it the same way.
 * Without IntersectionObserver it shows at once.
 */
export function WhenNear({
  children,
  minHeight,
  margin = 600,
}: {
  children: ReactNode;
  minHeight: number;
  margin?: number;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  const placeholder = (
    <div ref={near ? undefined : place} className="when-near" style={{ minHeight }} aria-busy="true" />
  );
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
