/** What e2e tests read of the table (window.__iferaTable): the animation state and what each miniature shows. */
export type TableHook = {
  /** Steps still to play (0 when the table shows the state as it is). */
  animating: number;
  /** Animations started since the page loaded (a reduced-motion run keeps this at 0). */
  animationsStarted: number;
  reduceMotion: boolean;
  /** Per drawn unit: its figure (definition id, and form), its status icons in tracker order. */
  units: Record<string, { figure: string; icons: string[] }>;
  /** Markers drawn (kind per marker id) and whether the statue is drawn. */
  markers: Record<string, string>;
  statue: boolean;
  /** Vertices in the shared miniature buffer (one draw call for every figure, base, ring and marker). */
  vertices: number;
  /** Ends every animation now (what a click or Esc does). */
  skip: () => void;
  /** The camera API (scene/cameraControls.ts), for tests: close on a unit, reset, top-down, behind a unit. */
  camera?: {
    focus: (unit: string) => boolean;
    reset: () => void;
    topDown: () => void;
    behind: (unit: string) => boolean;
  };
  /** Day or night light on the table. */
  light: 'day' | 'night';
};

declare global {
  interface Window {
    __iferaTable?: TableHook;
  }
}

/** The hook object, created on first use (the 3D chunk only). */
export function tableHook(): TableHook {
  window.__iferaTable ??= {
    animating: 0,
    animationsStarted: 0,
    reduceMotion: false,
    units: {},
    markers: {},
    statue: false,
    vertices: 0,
    skip: () => undefined,
    light: 'day',
  };
  return window.__iferaTable;
}
