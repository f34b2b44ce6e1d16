// Issue 11 break 7: names with bidi overrides or control characters are cleaned before anyone sees them (a U+202E in
// a name turns the text after it around; zero-width characters make two names look alike).
import { describe, expect, it } from 'vitest';
import { parseName } from '../../server/rooms/messages';

describe('display names', () => {
  it.each([
    ['Ann\u202Egnp.exe', 'Anngnp.exe'],
    ['\u2066Bo\u2069', 'Bo'],
    ['C\u200By', 'Cy'],
    ['D\u0000a\u0007n\u009B', 'Dan'],
    ['  Eve \n\t Smith  ', 'Eve Smith'],
    ['Fa\u2028ye', 'Faye'],
    ['张三', '张三'],
    ['e\u0301mile', '\u00e9mile'],
  ])('cleans %j to %j', (input, expected) => {
    expect(parseName(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['\u202E\u200B', 'nothing left once cleaned'],
    ['x'.repeat(25), 'over 24 characters'],
    [42, 'not text'],
    ['y'.repeat(10_000), 'huge'],
  ] as [unknown, string][])('refuses %j (%s)', (input) => {
    expect(parseName(input)).toBeNull();
  });

  it('counts characters, not UTF-16 units: 24 emoji are a valid name', () => {
    expect(parseName('🐉'.repeat(24))).toBe('🐉'.repeat(24));
  });
});
