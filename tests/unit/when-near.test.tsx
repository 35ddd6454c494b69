import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from '@ui/when-near';

/** An IntersectionObserver the test drives: `report(true)` says the observed place came near. */
function controlledObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    targets: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  class Observer {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: [], options };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    observers,
    report(isIntersecting: boolean) {
      for (const { callback, targets } of observers) {
        callback(
          targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('what waits to come near the screen', () => {
  it('holds its place until then, and loads its code only then', async () => {
    const observer = controlledObserver();
    const load = vi.fn(() => Promise.resolve({ default: () => <form aria-label="Add a stream" /> }));
    const Form = lazy(load);
    const { container } = render(
      <WhenNear minHeight={420} margin={300}>
        <Form />
      </WhenNear>,
    );
    const place = container.querySelector('.when-near') as HTMLElement;
    expect(place.style.minHeight).toBe('420px');
    expect(place.getAttribute('aria-busy')).toBe('true');
    expect(observer.observers[0]!.options).toEqual({ rootMargin: '300px' });
    await act(async () => observer.report(false));
    expect(load).not.toHaveBeenCalled();
    await act(async () => observer.report(true));
    expect(await screen.findByRole('form', { name: 'Add a stream' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('.when-near')).toBeNull();
  });

  it('shows at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear minHeight={100}>
        <p>ready</p>
      </WhenNear>,
    );
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
