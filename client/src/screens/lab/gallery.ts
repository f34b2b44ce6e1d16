// This browser's saved maps (the lab's gallery, issue 31): map files (shared/map mapFile.ts) kept in localStorage under
// one key, each with an id and the time it was saved. Every entry read back goes through parseMapFile, so an entry
// another version or a hand edit broke is left out (and counted) instead of breaking the lab.
import { MAP_FILE_FORMAT, MAP_NAME_MAX, mapFileText, parseMapFile, type MapFile } from '../../../../shared/map';

export const GALLERY_KEY = 'ifera:lab:maps';

/** A saved map: a map file's fields, an id and when it was last saved (ISO time). */
export type SavedMap = Omit<MapFile, 'format'> & { id: string; savedAt: string };

/** The storage the gallery uses (localStorage in the lab; a Map-backed one in tests). */
export type GalleryStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Why a gallery change was not made. */
export type GalleryProblem =
  | { kind: 'name-too-long'; length: number; max: number }
  | { kind: 'unknown-map' }
  | { kind: 'storage'; detail: string };

/** Every stored entry: the readable ones as saved maps, newest first, and the others as they are. */
function readAll(storage: GalleryStorage): { maps: SavedMap[]; unreadable: unknown[] } {
  const text = storage.getItem(GALLERY_KEY);
  if (text === null) return { maps: [], unreadable: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { maps: [], unreadable: [text] }; // not JSON: kept as one unreadable entry (its text)
  }
  // A value that is not a list (a hand edit, another version) is kept as one unreadable entry.
  if (!Array.isArray(raw)) return { maps: [], unreadable: [raw] };
  const maps: SavedMap[] = [];
  const unreadable: unknown[] = [];
  for (const entry of raw as unknown[]) {
    const e = entry as Partial<SavedMap> | null;
    const read = parseMapFile(JSON.stringify({ ...e, format: MAP_FILE_FORMAT }));
    if (!read.ok || typeof e?.id !== 'string' || typeof e.savedAt !== 'string') unreadable.push(entry);
    else
      maps.push({
        id: e.id,
        savedAt: e.savedAt,
        name: read.file.name,
        notes: read.file.notes,
        layoutCode: read.file.layoutCode,
        study: read.file.study,
      });
  }
  maps.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  return { maps, unreadable };
}

/** The saved maps, newest first, and how many stored entries could not be read (kept as they are, never shown). */
export function readGallery(storage: GalleryStorage): { maps: SavedMap[]; unreadable: number } {
  const { maps, unreadable } = readAll(storage);
  return { maps, unreadable: unreadable.length };
}

function write(storage: GalleryStorage, maps: SavedMap[]): GalleryProblem | null {
  try {
    const { unreadable } = readAll(storage);
    storage.setItem(GALLERY_KEY, JSON.stringify([...maps, ...unreadable]));
    return null;
  } catch (e) {
    return { kind: 'storage', detail: e instanceof Error ? e.message : String(e) };
  }
}

const nameProblem = (name: string): GalleryProblem | null =>
  name.trim().length > MAP_NAME_MAX ? { kind: 'name-too-long', length: name.trim().length, max: MAP_NAME_MAX } : null;

/**
 * Saves a map: over the entry `id` when it is still there, else as a new entry. Returns the saved entry, or the
 * problem (nothing changed).
 */
export function saveToGallery(
  storage: GalleryStorage,
  map: Omit<MapFile, 'format'>,
  id: string | null,
  now: Date,
  newId: () => string,
): { ok: true; saved: SavedMap } | { ok: false; problem: GalleryProblem } {
  const problem = nameProblem(map.name);
  if (problem) return { ok: false, problem };
  // The entry must read back as a map file: the same check a file gets when it is opened.
  const read = parseMapFile(mapFileText({ ...map, name: map.name.trim() }));
  if (!read.ok) return { ok: false, problem: { kind: 'storage', detail: read.problems.map((p) => p.en).join(' ') } };
  const { maps } = readGallery(storage);
  const kept = id !== null && maps.some((m) => m.id === id) ? id : newId();
  const saved: SavedMap = {
    id: kept,
    savedAt: now.toISOString(),
    name: read.file.name,
    notes: read.file.notes,
    layoutCode: read.file.layoutCode,
    study: read.file.study,
  };
  const failed = write(storage, [saved, ...maps.filter((m) => m.id !== kept)]);
  return failed ? { ok: false, problem: failed } : { ok: true, saved };
}

/** Renames a saved map. */
export function renameInGallery(storage: GalleryStorage, id: string, name: string): GalleryProblem | null {
  const problem = nameProblem(name);
  if (problem) return problem;
  const { maps } = readGallery(storage);
  if (!maps.some((m) => m.id === id)) return { kind: 'unknown-map' };
  return write(
    storage,
    maps.map((m) => (m.id === id ? { ...m, name: name.trim() } : m)),
  );
}

/** Deletes a saved map. */
export function deleteFromGallery(storage: GalleryStorage, id: string): GalleryProblem | null {
  const { maps } = readGallery(storage);
  if (!maps.some((m) => m.id === id)) return { kind: 'unknown-map' };
  return write(
    storage,
    maps.filter((m) => m.id !== id),
  );
}
