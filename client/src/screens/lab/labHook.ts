// What end-to-end tests read from the lab (window.__iferaLab): the editor's layout, units, problems and lit spots.
import { hexEquals, type Hex } from '../../../../shared/hex';
import {
  encodeLayout,
  freeAdjacentPositions,
  placementOptions,
  type Layout,
  type LayoutProblem,
} from '../../../../shared/map';
import { useEditor } from './editorStore';
import { problemsOf } from './problemsOf';

export type LabHook = {
  layout: () => Layout;
  code: () => string;
  problems: () => LayoutProblem[];
  /** Spots where `board` fits turned by `rotation` (placementOptions), and every free spot next to the map. */
  litSpots: (board: string, rotation: number) => Hex[];
  freeSpots: () => Hex[];
  tool: () => string;
  selectedBoard: () => string | null;
  units: () => number;
  canUndo: () => boolean;
};

declare global {
  interface Window {
    __iferaLab: LabHook;
  }
}

/** Installs window.__iferaLab (reads the stores on each call, so it is always current). */
export function installLabHook(): void {
  if (typeof window === 'undefined' || window.__iferaLab) return;
  const present = () => useEditor.getState().history.present;
  window.__iferaLab = {
    layout: () => present().layout,
    code: () => encodeLayout(present().layout),
    problems: () => problemsOf(present().layout),
    litSpots: (board, rotation) => {
      const placed = present().layout.boards.filter((p) => p.board !== board);
      const options = placementOptions(placed, board).options.filter((o) => o.rotation === rotation);
      return options.map((o) => o.at).filter((at, i, all) => all.findIndex((b) => hexEquals(b, at)) === i);
    },
    freeSpots: () => freeAdjacentPositions(present().layout.boards),
    tool: () => useEditor.getState().tool,
    selectedBoard: () => useEditor.getState().selectedBoard,
    units: () => present().units.length,
    canUndo: () => useEditor.getState().history.past.length > 0,
  };
}
