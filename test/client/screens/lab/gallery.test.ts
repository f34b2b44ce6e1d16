// Issue 31: this browser's saved maps (client/src/screens/lab/gallery.ts): keep, rename, delete; entries that do not
// read back as map files are left as they are and never shown; a refused change changes nothing.
import { describe, expect, it } from 'vitest';
import {
  deleteFromGallery,
  GALLERY_KEY,
  readGallery,
  renameInGallery,
  saveToGallery,
  type GalleryStorage,
} from '../../../../client/src/screens/lab/gallery';
import { beginnerLayout, encodeLayout, startLayout } from '../../../../shared/map';

function memory(initial?: string): GalleryStorage & { raw: () => string | null } {
  const m = new Map<string, string>(initial === undefined ? [] : [[GALLERY_KEY, initial]]);
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    raw: () => m.get(GALLERY_KEY) ?? null,
  };
}

const beginner = encodeLayout(beginnerLayout());
const empty = encodeLayout(startLayout());
let n = 0;
const ids = () => `id${++n}`;

describe('the lab gallery', () => {
  it('keeps maps newest first, saves over the entry a map was kept as, renames and deletes', () => {
    const s = memory();
    const first = saveToGallery(
      s,
      { name: ' Two rivers ', notes: 'n', layoutCode: beginner, study: null },
      null,
      new Date('2026-11-28T10:00:00Z'),
      ids,
    );
    if (!first.ok) throw new Error('save');
    expect(first.saved).toMatchObject({
      name: 'Two rivers',
      layoutCode: beginner,
      savedAt: '2026-11-28T10:00:00.000Z',
    });
    saveToGallery(
      s,
      { name: 'Empty', notes: '', layoutCode: empty, study: null },
      null,
      new Date('2026-11-28T11:00:00Z'),
      ids,
    );
    expect(readGallery(s).maps.map((m) => m.name)).toEqual(['Empty', 'Two rivers']);
    saveToGallery(
      s,
      { name: 'Two rivers v2', notes: '', layoutCode: empty, study: null },
      first.saved.id,
      new Date('2026-11-28T12:00:00Z'),
      ids,
    );
    expect(readGallery(s).maps.map((m) => [m.name, m.layoutCode])).toEqual([
      ['Two rivers v2', empty],
      ['Empty', empty],
    ]);
    expect(renameInGallery(s, first.saved.id, 'Rivers')).toBeNull();
    expect(readGallery(s).maps[0].name).toBe('Rivers');
    expect(deleteFromGallery(s, first.saved.id)).toBeNull();
    expect(readGallery(s).maps.map((m) => m.name)).toEqual(['Empty']);
    expect(deleteFromGallery(s, first.saved.id)).toEqual({ kind: 'unknown-map' });
  });

  it('refuses a name over 80 characters and changes nothing', () => {
    const s = memory();
    const kept = saveToGallery(s, { name: 'ok', notes: '', layoutCode: beginner, study: null }, null, new Date(0), ids);
    if (!kept.ok) throw new Error('save');
    const before = s.raw();
    expect(renameInGallery(s, kept.saved.id, 'x'.repeat(81))).toEqual({ kind: 'name-too-long', length: 81, max: 80 });
    expect(
      saveToGallery(s, { name: 'y'.repeat(90), notes: '', layoutCode: beginner, study: null }, null, new Date(0), ids),
    ).toMatchObject({ ok: false, problem: { kind: 'name-too-long' } });
    expect(s.raw()).toBe(before);
  });

  it('leaves entries it cannot read as they are, counted, and keeps them through a save', () => {
    const broken = { id: 'x', savedAt: '2026', name: 'bad', notes: '', layoutCode: 'AQ$$', study: null };
    const s = memory(JSON.stringify([broken]));
    expect(readGallery(s)).toEqual({ maps: [], unreadable: 1 });
    saveToGallery(s, { name: 'good', notes: '', layoutCode: beginner, study: null }, null, new Date(0), ids);
    expect(readGallery(s)).toMatchObject({ maps: [{ name: 'good' }], unreadable: 1 });
    expect(JSON.parse(s.raw()!)).toContainEqual(broken);
    expect(readGallery(memory('not json'))).toEqual({ maps: [], unreadable: 1 });
  });

  it('says what went wrong when the browser refuses to store', () => {
    const full: GalleryStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(
      saveToGallery(full, { name: 'a', notes: '', layoutCode: beginner, study: null }, null, new Date(0), ids),
    ).toEqual({ ok: false, problem: { kind: 'storage', detail: 'QuotaExceededError' } });
  });
});
