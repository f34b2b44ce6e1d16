// Issue 15 "Live validation … named in words (en, zh-Hans)": an edit the lab's editor refuses says why in the
// designer's language (shared/map/editRefusalText.ts), naming the board and cell, never only a developer message.
import { describe, expect, it } from 'vitest';
import { EDIT_REFUSAL_TEXT, editRefusalText, type LayoutError } from '../../../shared/map';
import {
  moveBoard,
  placeBoardDraft,
  placementOptions,
  removeBoard,
  setCampfiresDraft,
  setStatueDraft,
  startLayout,
  toggleMarkerDraft,
  type Layout,
} from './helpers';

const HAN = /[\u4e00-\u9fff]/;
const refusalOf = (
  r: { ok: true; layout: Layout } | { ok: false; error: LayoutError },
): NonNullable<LayoutError['refusal']> => {
  if (r.ok) throw new Error('the edit was accepted');
  if (!r.error.refusal) throw new Error(`no refusal words for: ${r.error.message}`);
  return r.error.refusal;
};

describe('refused lab edits in words (O-12, O-13, R-MAP-7, R-MAP-11, R-MAP-12)', () => {
  it('every kind of refusal has English and Chinese words with the same slots', () => {
    const slots = (s: string) =>
      [...s.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    for (const [kind, text] of Object.entries(EDIT_REFUSAL_TEXT)) {
      expect(HAN.test(text.zh), kind).toBe(true);
      expect(slots(text.zh), kind).toBe(slots(text.en));
    }
  });

  it('each impossible edit carries its refusal, said with board names and the cell in both languages', () => {
    const start = startLayout();
    const spot = placementOptions(start.boards, 'river').options[0];
    const one = placeBoardDraft(start, 'river', spot.at, spot.rotation);
    if (!one.ok) throw new Error(one.error.message);
    const layout = one.layout;

    const taken = refusalOf(placeBoardDraft(layout, 'jungle', spot.at, 0));
    expect(taken).toEqual({ kind: 'spot-taken', cell: spot.at, other: 'river' });
    expect(editRefusalText(taken, 'en')).toMatch(new RegExp(`\\(${spot.at.q},${spot.at.r}\\) is taken by `));
    expect(editRefusalText(taken, 'zh')).toContain('已被');
    expect(editRefusalText(taken, 'zh')).not.toContain('river'); // the board's Chinese name, not its id

    expect(refusalOf(placeBoardDraft(layout, 'river', { q: 9, r: 9 }, 0)).kind).toBe('already-placed');
    expect(refusalOf(placeBoardDraft(layout, 'nowhere', { q: 9, r: 9 }, 0)).kind).toBe('unknown-board');
    expect(refusalOf(removeBoard(layout, 'central')).kind).toBe('central-fixed');
    expect(refusalOf(moveBoard(layout, 'meadow', { q: 9, r: 9 })).kind).toBe('not-placed');
    expect(refusalOf(setStatueDraft(layout, 'meadow')).kind).toBe('not-statue-board');
    expect(refusalOf(setCampfiresDraft(layout, { red: 'river', blue: 'central' })).kind).toBe('not-campfire-board');
    expect(refusalOf(toggleMarkerDraft(layout, 'island', { q: 40, r: 40 })).kind).toBe('island-adrift');
    expect(refusalOf(toggleMarkerDraft(layout, 'island', { q: 0, r: 0 }))).toMatchObject({
      kind: 'island-on-board',
      board: 'central',
    });
  });
});
