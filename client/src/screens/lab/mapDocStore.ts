// The lab's map as a document (issue 31): its name, notes and last study beside the editor's layout, what a map file
// holds (shared/map mapFile.ts); opening a file or a saved map, and this browser's gallery (gallery.ts).
import { create } from 'zustand';
import {
  decodeLayout,
  encodeLayout,
  mapFileText,
  parseMapFile,
  type MapFileProblem,
  type MapFileStudy,
} from '../../../../shared/map';
import { useEditor } from './editorStore';
import {
  deleteFromGallery,
  readGallery,
  renameInGallery,
  saveToGallery,
  type GalleryProblem,
  type GalleryStorage,
  type SavedMap,
} from './gallery';

export type MapDocState = {
  name: string;
  notes: string;
  /** The last study of this map (it may have measured an earlier version: then its layoutCode differs). */
  study: MapFileStudy | null;
  /** The gallery entry this map was opened from or last saved as. */
  galleryId: string | null;
  gallery: SavedMap[];
  /** Stored entries the gallery could not read (kept, not shown). */
  unreadable: number;
  setName: (name: string) => void;
  setNotes: (notes: string) => void;
  setStudy: (study: MapFileStudy) => void;
  /** The map file's text for the editor's map now. */
  fileText: () => string;
  /** Opens a map file's text: every problem and nothing changed, or the map shown (an undoable edit) with its name, notes and study. */
  openFile: (text: string) => MapFileProblem[];
  saveToGallery: () => GalleryProblem | null;
  openSaved: (id: string) => void;
  renameSaved: (id: string, name: string) => GalleryProblem | null;
  deleteSaved: (id: string) => GalleryProblem | null;
  refreshGallery: () => void;
};

/** localStorage, or a storage that keeps nothing where the browser refuses it (private mode). */
function browserStorage(): GalleryStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // storage disabled
  }
  return {
    getItem: () => null,
    setItem: () => {
      throw new Error('this browser keeps no local storage here');
    },
  };
}

const newId = () => `m${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const presentCode = () => encodeLayout(useEditor.getState().history.present.layout);

export function createMapDocStore(storage: () => GalleryStorage = browserStorage) {
  return create<MapDocState>()((set, get) => {
    const refreshed = () => {
      const { maps, unreadable } = readGallery(storage());
      return { gallery: maps, unreadable };
    };
    return {
      name: '',
      notes: '',
      study: null,
      galleryId: null,
      ...refreshed(),
      setName: (name) => set({ name }),
      setNotes: (notes) => set({ notes }),
      setStudy: (study) => set({ study }),
      fileText: () => {
        const { name, notes, study } = get();
        return mapFileText({ name: name.trim(), notes, layoutCode: presentCode(), study });
      },
      openFile: (text) => {
        const read = parseMapFile(text);
        if (!read.ok) return read.problems;
        useEditor.getState().start(read.layout);
        set({ name: read.file.name, notes: read.file.notes, study: read.file.study, galleryId: null });
        return [];
      },
      saveToGallery: () => {
        const { name, notes, study, galleryId } = get();
        const result = saveToGallery(
          storage(),
          { name, notes, layoutCode: presentCode(), study },
          galleryId,
          new Date(),
          newId,
        );
        if (!result.ok) return result.problem;
        set({ galleryId: result.saved.id, name: result.saved.name, ...refreshed() });
        return null;
      },
      openSaved: (id) => {
        const saved = get().gallery.find((m) => m.id === id);
        const decoded = saved ? decodeLayout(saved.layoutCode) : null;
        if (!saved || !decoded?.ok) return;
        useEditor.getState().start(decoded.layout);
        set({ name: saved.name, notes: saved.notes, study: saved.study, galleryId: saved.id });
      },
      renameSaved: (id, name) => {
        const problem = renameInGallery(storage(), id, name);
        if (!problem) set({ ...refreshed(), ...(get().galleryId === id ? { name: name.trim() } : {}) });
        return problem;
      },
      deleteSaved: (id) => {
        const problem = deleteFromGallery(storage(), id);
        if (!problem) set({ ...refreshed(), ...(get().galleryId === id ? { galleryId: null } : {}) });
        return problem;
      },
      refreshGallery: () => set(refreshed()),
    };
  });
}

/** The lab's map document. */
export const useMapDoc = createMapDocStore();
