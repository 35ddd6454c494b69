import { describe, expect, it } from 'vitest';
import { MARKS } from '@lib/compare/marks';

describe('the marks that carry meaning', () => {
  it('are characters the common fonts have: no full-width forms, no emoji-like symbols', () => {
    for (const [name, mark] of Object.entries(MARKS)) {
      const code = mark.codePointAt(0)!;
      expect([...mark], name).toHaveLength(1);
      // Full-width forms (＝) and miscellaneous symbols and dingbats (★) are missing from the
      // fonts Linux browsers fall back on.
      expect(code >= 0xff00 && code <= 0xffef, `${name} ${mark}`).toBe(false);
      expect(code >= 0x2600 && code <= 0x27bf, `${name} ${mark}`).toBe(false);
      expect(code >= 0x1f000, `${name} ${mark}`).toBe(false);
    }
  });
});
