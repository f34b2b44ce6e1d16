import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beginnerLayout,
  boardDefs,
  chooseCampfire,
  decodeLayout,
  describeLayoutCodeProblem,
  layoutCodeFromInput,
  dealStandardLayout,
  encodeLayout,
  fromLattice,
  layoutCodeChecksum,
  type Layout,
  type Rotation,
} from './helpers';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const toBytes = (code: string) => [...Buffer.from(code, 'base64url')];
const toCode = (bytes: number[]) => Buffer.from(bytes).toString('base64url');
/** Re-seals a byte payload (without its checksum) with a correct checksum. */
const seal = (body: number[]) => {
  const sum = layoutCodeChecksum(body);
  return toCode([...body, sum >> 8, sum & 0xff]);
};

function expectBadCode(code: string, message: RegExp) {
  const result = decodeLayout(code);
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.error.code).toBe('layout/bad-code');
  expect(result.error.message).toMatch(message);
}

const hexArb = fc.record({ q: fc.integer({ min: -128, max: 127 }), r: fc.integer({ min: -128, max: 127 }) });
const idArb = fc.constantFrom(...boardDefs.map((d) => d.id));
const layoutArb: fc.Arbitrary<Layout> = fc.record({
  boards: fc.uniqueArray(idArb, { minLength: 1, maxLength: 9 }).chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          board: fc.constant(id),
          at: fc
            .tuple(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }))
            .map(([a, b]) => fromLattice(a, b)),
          rotation: fc.integer({ min: 0, max: 5 }).map((r) => r as Rotation),
        }),
      ),
    ),
  ),
  obstacles: fc.array(hexArb, { maxLength: 16 }),
  islands: fc.array(hexArb, { maxLength: 16 }),
  statue: fc.option(idArb, { nil: null }),
  campfires: fc.option(fc.record({ red: idArb, blue: idArb }), { nil: null }),
});

describe('layout codes', () => {
  it('round-trips the beginner layout and 200 dealt layouts, before and after the campfire choice', () => {
    const layouts: Layout[] = [beginnerLayout()];
    for (let seed = 0; seed < 200; seed++) {
      const dealt = dealStandardLayout(seed);
      layouts.push(dealt.layout);
      const chosen = chooseCampfire(dealt.layout, seed % 2 ? 'red' : 'blue', dealt.campfireChoice.options[seed % 2]);
      if (chosen.ok) layouts.push(chosen.layout);
    }
    for (const layout of layouts) expect(decodeLayout(encodeLayout(layout))).toEqual({ ok: true, layout });
  });

  it('round-trips any layout shape (random boards, rotations, markers, statue and campfires)', () => {
    fc.assert(
      fc.property(layoutArb, (layout) => {
        expect(decodeLayout(encodeLayout(layout))).toEqual({ ok: true, layout });
      }),
      { numRuns: 500, seed: 20261122 },
    );
  });

  it('is short: a standard layout fits in 48 characters of base64url', () => {
    for (let seed = 0; seed < 50; seed++) {
      const code = encodeLayout(dealStandardLayout(seed).layout);
      expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(code.length).toBeLessThanOrEqual(48);
    }
    expect(encodeLayout(beginnerLayout())).toBe(encodeLayout(beginnerLayout()));
  });

  it('ignores surrounding whitespace', () => {
    const layout = beginnerLayout();
    expect(decodeLayout(`  ${encodeLayout(layout)}\n`)).toEqual({ ok: true, layout });
  });

  it('gives layout/bad-code for an empty code, foreign characters and a bad length', () => {
    expectBadCode('', /empty/);
    expectBadCode('abc$def', /character 4 is “\$”: a code holds only A–Z, a–z, 0–9, - and _/);
    expectBadCode('AAAAA', /no code is 5 characters long/);
    expectBadCode('AQ', /too short/);
    expectBadCode(undefined as unknown as string, /a code is text/);
  });

  it('issue 31: says what is wrong with a code and where, differently for each fault, in both languages', () => {
    const code = encodeLayout(beginnerLayout());
    const problem = (text: string) => {
      const r = decodeLayout(text);
      if (r.ok) throw new Error('decoded');
      return r.error.codeProblem!;
    };
    expect(problem(`${code.slice(0, 5)} ${code.slice(6)}`)).toEqual({ kind: 'bad-character', at: 6, char: ' ' });
    expect(describeLayoutCodeProblem(problem(`${code.slice(0, 5)} ${code.slice(6)}`), 'en')).toBe(
      'character 6 is a space: a code holds only A–Z, a–z, 0–9, - and _.',
    );
    expect(describeLayoutCodeProblem(problem(`${code.slice(0, 5)}！${code.slice(6)}`), 'zh')).toBe(
      '第 6 个字符是“！”：代码只含 A–Z、a–z、0–9、- 和 _。',
    );
    const flipped = code.slice(0, 8) + (code[8] === 'A' ? 'B' : 'A') + code.slice(9);
    expect(problem(flipped).kind).toBe('checksum');
    expect(problem(code.slice(0, 8)).kind).toBe('too-short');
    // Every message differs from the others.
    const kinds = ['', 'a$', 'AAAAA', 'AQ', flipped]
      .map((t) => decodeLayout(t))
      .map((r) => (r.ok ? '' : r.error.message));
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('issue 31: takes a code out of a lab link, the link Copy link makes', () => {
    const code = encodeLayout(beginnerLayout());
    expect(layoutCodeFromInput(`http://localhost:3450/lab?layout=${encodeURIComponent(code)}`)).toEqual({ code });
    expect(layoutCodeFromInput(`https://ifera.example/lab?tab=study&layout=${code}&x=1`)).toEqual({ code });
    expect(layoutCodeFromInput(`  ${code} `)).toEqual({ code });
    expect(layoutCodeFromInput('/lab?layout=ABC')).toEqual({ code: 'ABC' });
    expect(layoutCodeFromInput('https://ifera.example/lab?seed=4')).toEqual({ problem: { kind: 'link-without-code' } });
  });

  it('gives layout/bad-code for every truncation of a code', () => {
    const code = encodeLayout(dealStandardLayout(7).layout);
    for (let n = 0; n < code.length; n++) expectBadCode(code.slice(0, n), /./);
  });

  it('gives layout/bad-code for every single-character change of a code', () => {
    const code = encodeLayout(dealStandardLayout(8).layout);
    for (let i = 0; i < code.length; i++) {
      for (const c of ALPHABET) {
        if (c === code[i]) continue;
        const changed = code.slice(0, i) + c + code.slice(i + 1);
        const result = decodeLayout(changed);
        expect(result.ok || result.error.code).toBe('layout/bad-code');
      }
    }
  });

  it('names an unknown version, a bad board index or rotation, and trailing bytes', () => {
    const body = toBytes(encodeLayout(beginnerLayout())).slice(0, -2);
    expectBadCode(seal([2, ...body.slice(1)]), /code of format version 2; this build reads version 1/);
    const badIndex = body.slice();
    badIndex[2] = (12 << 4) | 0;
    expectBadCode(seal(badIndex), /board 1 has board number 12, which does not exist/);
    const badRotation = body.slice();
    badRotation[2] = 7;
    expectBadCode(seal(badRotation), /board 1 is turned 7 steps/);
    expectBadCode(seal([...body, 0]), /unexpected bytes/);
    expectBadCode(seal(body.slice(0, 10)), /the code ends inside (the list of boards|the statue)/);
  });

  it('refuses to encode what the format cannot hold (a programmer error)', () => {
    expect(() => encodeLayout({ ...beginnerLayout(), obstacles: [{ q: 300, r: 0 }] })).toThrow(RangeError);
    expect(() =>
      encodeLayout({ ...beginnerLayout(), boards: [{ board: 'central', at: { q: 1, r: 0 }, rotation: 0 }] }),
    ).toThrow(/off the lattice/);
  });
});
