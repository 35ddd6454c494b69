import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_PATTERN } from '../../src/kit/form/rules';
import { contract } from './load';

const schemas = (contract as { components: { schemas: Record<string, { pattern?: string }> } }).components.schemas;
const CONTRACT = new RegExp(schemas.Phone!.pattern!, 'u');

describe('a phone number', () => {
  it('is checked by the app as the contract checks it', () => {
    for (const phone of ['+7 (495) 123-45-67', '+44 20 7946 0321', '8 800 555-35-35 доб. 12', '495 1234567'])
      expect([phone, PHONE_PATTERN.test(phone), CONTRACT.test(phone)]).toEqual([phone, true, true]);
    // Phone-like strings with anything in their middle, so that both answers come up.
    const phoneLike = fc
      .tuple(
        fc.constantFrom('+', '7', '8', 'x'),
        fc.string({ unit: fc.constantFrom('0', '4', ' ', '(', ')', '-', '\t'), minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'binary', maxLength: 8 }),
        fc.constantFrom('5', '9', ' ', 'a'),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(phoneLike, (phone) => {
        expect(PHONE_PATTERN.test(phone)).toBe(CONTRACT.test(phone));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds no control character: a bell, a line break, a tab, NUL or a C1 control', () => {
    for (const control of ['\u0007', '\n', '\t', '\u0000', '\u001b', '\u0085', '\u007f'])
      expect([control, CONTRACT.test(`+7 495${control} 123-45-67`)]).toEqual([control, false]);
  });
});
