import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '@api/errors';

describe('Retry-After', () => {
  const now = Date.parse('2026-11-27T09:00:00Z');

  it('reads delta-seconds and an HTTP date, rounding the date up to whole seconds', () => {
    expect(retryAfterSeconds('240', now)).toBe(240);
    expect(retryAfterSeconds(' 30 ', now)).toBe(30);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 09:04:00 GMT', now)).toBe(240);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 09:00:00 GMT', now + 500)).toBeUndefined();
    expect(retryAfterSeconds(new Date(now + 1_500).toUTCString(), now + 100)).toBe(1);
  });

  it('gives no wait for a missing, unreadable, zero or past value', () => {
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('', now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds('0', now)).toBeUndefined();
    expect(retryAfterSeconds('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBeUndefined();
  });
});
