import { describe, expect, it } from 'vitest';
import { en } from '../../../client/src/i18n/en';
import { zh } from '../../../client/src/i18n/zh';
import { format } from '../../../client/src/i18n/format';

describe('UI strings (en + zh)', () => {
  it('Simplified Chinese has every English key, with the same {slots}', () => {
    const slots = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(zh[key], key).toBeTypeOf('string');
      expect(slots(zh[key]!), key).toEqual(slots(en[key]));
    }
  });
  it('fills slots and leaves unknown ones visible', () => {
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
