import { create } from 'zustand';
import { hexKey, parseHexKey, toDirection, type Direction } from '../../../shared/hex';
import {
  decodeLayout,
  encodeLayout,
  layoutCodeFromInput,
  type Layout,
  type LayoutCodeProblem,
  type Team,
} from '../../../shared/map';
import { buildBoardView } from './boardView';
import { loadMap, type MapChoice } from './mapSource';
import { exposureOf } from './exposure';
import { reachFrom, whyNotStandable, type ReachView } from './reach';
import { visionFrom, type VisionView } from './vision';
import { boundsWithin, editorBounds, editorFrameCells } from './frameBounds';
import { emptySelection, type BoardState, type OverlayMode } from './boardStore';

/** Movement budgets the reach overlay offers. */
export const MAX_MOVEMENT = 8;

/**
 * The lab viewer's state: a board store (what its canvas's scene components read, boardStore.ts) with the lab's map
 * choice, layout code and the actions of its panels and keys on top.
 */
export type ViewerState = BoardState & {
  choice: MapChoice;
  /** The team that picked its campfire on a standard deal (R-MAP-11); null on the beginner map. */
  campfireChooser: Team | null;
  /** The shown layout as a shareable code (shared/map encodeLayout). */
  layoutCode: string;
  /** What the shown layout breaks of the assembly rules (validateLayout), or null. */
  mapProblem: string | null;
  /** Why the last map asked for is not shown: not a layout code, or (a bug) a layout that could not be drawn. */
  mapMessage:
    { kind: 'bad-code'; problem: LayoutCodeProblem; fromLink: boolean } | { kind: 'not-drawn'; detail: string } | null;
  /** Bumped when the user asks to frame the whole map again. */
  viewVersion: number;
  message: string | null;
  showBeginner: () => void;
  dealStandard: (seed: number) => void;
  /** Shows the layout of a code or of a lab link holding one; a bad one leaves the map as it is and sets mapMessage. */
  loadCode: (code: string) => void;
  /**
   * Shows a layout the lab editor made (as a code choice, so the address and the code follow it). Keeps the camera unless
   * `reframe`, and the selected position while it is still open ground.
   */
  showLayout: (layout: Layout, reframe: boolean) => void;
  /** Gives the choosing team the other campfire (standard deals only). */
  swapCampfires: () => void;
  setFacing: (facing: Direction | null) => void;
  turn: (steps: number) => void;
  setOverlay: (mode: OverlayMode) => void;
  /** Frames the whole map again (after orbiting away). */
  resetView: () => void;
  setMovement: (movement: number) => void;
};

function viewFor(choice: MapChoice) {
  const input = loadMap(choice);
  return {
    view: buildBoardView(input),
    campfireChooser: input.campfireChooser,
    layoutCode: input.layoutCode,
    mapProblem: input.problem,
    mapMessage: null,
  };
}

type Position = Pick<ViewerState, 'view' | 'selected' | 'facing' | 'movement'>;

/** The overlays of a position: its vision and its reach (both null until a cell and a facing are chosen). */
function overlaysOf({ view, selected, facing, movement }: Position): {
  vision: VisionView | null;
  reach: ReachView | null;
} {
  const h = selected === null ? null : parseHexKey(selected);
  if (!h || facing === null) return { vision: null, reach: null };
  return { vision: visionFrom(view, h, facing), reach: reachFrom(view, h, facing, movement) };
}

/** Creates a viewer store; the lab owns one (screens/lab/labViewer.ts), tests make their own. */
export function createViewerStore(
  initial: MapChoice = { kind: 'beginner' },
  initialMessage: ViewerState['mapMessage'] = null,
) {
  return create<ViewerState>()((set, get) => {
    const loadChoice = (choice: MapChoice) => {
      try {
        setMap(choice);
      } catch (error) {
        // A layout shared/map cannot assemble is a bug there, not a reason to lose the map on screen.
        set({ mapMessage: { kind: 'not-drawn', detail: error instanceof Error ? error.message : String(error) } });
        return;
      }
      ensureExposure();
    };
    const setMap = (choice: MapChoice) =>
      set((s) => ({
        choice,
        ...viewFor(choice),
        mapVersion: s.mapVersion + 1,
        hovered: null,
        selected: null,
        facing: null,
        vision: null,
        reach: null,
        message: null,
        exposure: null,
      }));
    const ensureExposure = () => {
      const s = get();
      if (s.overlay === 'exposure' && s.exposure === null) set({ exposure: exposureOf(s.view) });
    };
    return {
      choice: initial,
      ...viewFor(initial),
      mapMessage: initialMessage,
      mapVersion: 0,
      viewVersion: 0,
      ...emptySelection(),
      message: null,
      showBeginner: () => loadChoice({ kind: 'beginner' }),
      dealStandard: (seed) => loadChoice({ kind: 'standard', seed: seed >>> 0 }),
      loadCode: (input) => {
        const read = layoutCodeFromInput(input);
        if ('problem' in read) return set({ mapMessage: { kind: 'bad-code', problem: read.problem, fromLink: false } });
        const decoded = decodeLayout(read.code);
        if (!decoded.ok)
          return set({
            mapMessage: {
              kind: 'bad-code',
              problem: decoded.error.codeProblem ?? { kind: 'checksum' },
              fromLink: false,
            },
          });
        loadChoice({ kind: 'code', code: read.code });
      },
      showLayout: (layout, reframe) => {
        const choice: MapChoice = { kind: 'code', code: encodeLayout(layout) };
        const loaded = viewFor(choice);
        loaded.view = {
          ...loaded.view,
          bounds: editorBounds(loaded.view, layout),
          frameCells: editorFrameCells(layout),
        };
        // A map that grew past the framed part of the table is framed again.
        const refit = reframe || !boundsWithin(loaded.view.bounds, get().view.bounds);
        const { selected } = get();
        const h = selected === null ? null : parseHexKey(selected);
        const keep = h !== null && whyNotStandable(loaded.view, h) === null;
        set((s) => ({
          choice,
          ...loaded,
          mapVersion: refit ? s.mapVersion + 1 : s.mapVersion,
          exposure: null,
          message: null,
          hovered: null,
          ...(keep
            ? overlaysOf({ ...s, view: loaded.view })
            : { selected: null, facing: null, vision: null, reach: null }),
        }));
        ensureExposure();
      },
      swapCampfires: () => {
        const { choice } = get();
        if (choice.kind !== 'standard') return;
        // Same boards and cells, other colours: keep the selection and the camera.
        const next = { ...choice, swapCampfires: !choice.swapCampfires };
        const loaded = viewFor(next);
        set({ choice: next, ...loaded, ...overlaysOf({ ...get(), view: loaded.view }) });
      },
      hover: (key) => {
        if (get().hovered !== key) set({ hovered: key });
      },
      select: (key) => {
        const { view, selected } = get();
        if (key === null) return set({ selected: null, facing: null, vision: null, reach: null, message: null });
        // The engine's standing rule (shared/map isOpenCell, O-13 statue) on the viewer's map, through board/reach.ts.
        const h = parseHexKey(key);
        const why = h && hexKey(h) === key ? whyNotStandable(view, h) : 'off-map';
        if (why === 'off-map') return set({ message: `${key} is not on the map` });
        if (why === 'obstacle') return set({ message: `${key} is an obstacle: a unit cannot stand there` });
        if (why === 'statue') return set({ message: `${key} holds the statue: a unit cannot stand there` });
        if (key === selected) return;
        set({ selected: key, ...overlaysOf({ ...get(), selected: key }), message: null });
      },
      setFacing: (facing) => {
        set({ facing, ...overlaysOf({ ...get(), facing }) });
      },
      turn: (steps) => {
        const { facing, setFacing, selected } = get();
        if (selected === null) return;
        setFacing(toDirection((facing ?? 0) + steps));
      },
      resetView: () => set((s) => ({ viewVersion: s.viewVersion + 1 })),
      setOverlay: (overlay) => {
        set({ overlay });
        ensureExposure();
      },
      setMovement: (movement) => {
        const m = Math.max(0, Math.min(MAX_MOVEMENT, Math.round(movement)));
        set({ movement: m, ...overlaysOf({ ...get(), movement: m }) });
      },
    };
  });
}

/** What is wrong with the address's ?layout= code (the lab shows it and puts the shown map in the address), or null. */
export function initialLinkProblem(): ViewerState['mapMessage'] {
  if (typeof location === 'undefined') return null;
  const code = new URLSearchParams(location.search).get('layout');
  if (code === null) return null;
  const decoded = decodeLayout(code);
  return decoded.ok
    ? null
    : { kind: 'bad-code', problem: decoded.error.codeProblem ?? { kind: 'checksum' }, fromLink: true };
}

/** The map named by the address (?seed=N[&swap=1] or ?layout=CODE; see urlState.ts), else the beginner map. */
export function initialChoice(): MapChoice {
  if (typeof location === 'undefined') return { kind: 'beginner' };
  const params = new URLSearchParams(location.search);
  const seed = params.get('seed');
  const code = params.get('layout');
  if (code !== null && decodeLayout(code).ok) return { kind: 'code', code };
  if (seed === null || !/^\d+$/.test(seed)) return { kind: 'beginner' };
  return { kind: 'standard', seed: Number(seed) >>> 0, ...(params.get('swap') === '1' ? { swapCampfires: true } : {}) };
}
