import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORMAT_LOCALES } from '@i18n/locales';
import { warmIntl, warmIntlAside } from '../../src/app/intl-warm';
import { inTurn } from '../../src/app/warm-up';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up in short tasks', () => {
  it('runs the first step at once and each next one in a task of its own, in order', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    inTurn([() => ran.push('page'), () => ran.push('cache'), () => ran.push('seam')]);
    expect(ran).toEqual(['page']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page', 'cache']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page', 'cache', 'seam']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing, and leaves no timer, with no steps', () => {
    vi.useFakeTimers();
    inTurn([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the browser's Intl data, built on another thread", () => {
  it('formats a number and a date in every language the product writes', () => {
    const written: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    vi.stubGlobal('Intl', {
      NumberFormat: class extends NumberFormat {
        override format = (value: number | bigint) => {
          written.push(`number ${this.resolvedOptions().locale}`);
          return super.format(value);
        };
      },
      DateTimeFormat: class extends DateTimeFormat {
        override format = (value?: Date | number) => {
          written.push(`date ${this.resolvedOptions().locale}`);
          return super.format(value);
        };
      },
    });
    warmIntl();
    expect(written).toEqual(
      Object.values(FORMAT_LOCALES).flatMap(({ number, date }) => [`number ${number}`, `date ${date}`]),
    );
  });

  it("starts the worker from the build's own script", () => {
    const started: Array<[string, WorkerOptions | undefined]> = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push([String(url), options]);
        }
      },
    );
    expect(warmIntlAside()).toBe(true);
    expect(started).toHaveLength(1);
    expect(started[0]![0]).toMatch(/\/intl-warm\.worker\.ts($|\?)/);
    // A module worker: the dev server serves the worker's source as an ES module.
    expect(started[0]![1]).toEqual({ name: 'intl-warm', type: 'module' });
  });

  it('leaves the page formatting on its own where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(warmIntlAside()).toBe(false);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the content security policy', 'SecurityError');
        }
      },
    );
    expect(warmIntlAside()).toBe(false);
  });
});
