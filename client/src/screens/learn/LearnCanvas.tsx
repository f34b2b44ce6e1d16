import { useMemo } from 'react';
import { hexDistance } from '../../../../shared/hex';
import { hexToWorld } from '../../board/worldLayout';
import type { BoardView } from '../../board/boardView';
import { useBoard } from '../../board/BoardStoreProvider';
import { BattleCanvas, type BattleCanvasProps } from '../match/scene/BattleCanvas';
import { Statue } from '../../scene/Statue';
import { isNarrowHud } from '../match/control/narrowHud';
import { useFrameMap, type PanelSides } from '../../scene/useFrameMap';
import type { StepMarks } from './stepMarks';
import { TutorialMarks } from './TutorialMarks';

/** The learn screen's HUD: instructions and the sheet on the left, the log on the right, tracks on top, the action bar below. */
const LEARN_PANELS: PanelSides = {
  left: { selector: '.match-left', gap: 8 },
  right: { selector: '.match-right', gap: 8 },
  top: { selector: '.match-top', gap: 4 },
  bottom: { selector: '.match-bottom', gap: 4 },
};

/**
 * Phones and narrow windows (the HUD is a column, match.css): the instruction panel sits under the top bar, so both are
 * the top; a step frames a few cells, which still read in an eighth of the screen (better small than under the panel).
 */
const LEARN_PANELS_NARROW: PanelSides = {
  top: { selector: '.match-top, .match-left', gap: 4 },
  bottom: { selector: '.match-bottom', gap: 4 },
};

/**
 * The part of the map the camera frames for a step: the lit cells, the actor and the units the step names, and a ring
 * around them (the whole map when there is nothing). The camera moves when the step changes and when F is pressed.
 */
function focusView(view: BoardView, lit: string[]): BoardView {
  const centres = lit.map((k) => view.cellsByKey[k]).filter(Boolean);
  if (centres.length === 0) return view;
  const cells = view.cells.filter((c) => centres.some((f) => hexDistance(f, c) <= 1));
  let minX = Infinity,
    maxX = -Infinity,
    minZ = Infinity,
    maxZ = -Infinity;
  for (const c of cells) {
    const { x, z } = hexToWorld(c);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minZ = Math.min(minZ, z);
    maxZ = Math.max(maxZ, z);
  }
  // Never closer than a small field (a single lit cell must still show its neighbourhood).
  const radius = Math.max(4, Math.hypot(maxX - minX, maxZ - minZ) / 2 + 1);
  return { ...view, cells, bounds: { centerX: (minX + maxX) / 2, centerZ: (minZ + maxZ) / 2, radius } };
}

function FocusRig({ marks, focusKey }: { marks: StepMarks; focusKey: string }) {
  const view = useBoard((s) => s.view);
  const focus = useMemo(() => focusView(view, marks.frame), [view, focusKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const narrow = isNarrowHud();
  // A step frames a few cells: it may use the room between the panels even where that is a small share of the screen.
  useFrameMap(focus, narrow ? LEARN_PANELS_NARROW : LEARN_PANELS, focusKey, narrow ? 0.12 : 0.2);
  return null;
}

type LearnCanvasProps = Omit<BattleCanvasProps, 'activeUnit' | 'selectedUnit' | 'className' | 'label' | 'children'> & {
  marks: StepMarks;
  /** Changes when the camera should frame the step again (a new step, chapter or retry). */
  focusKey: string;
};

/** The tutorial's 3D board: the battle canvas (BattleCanvas), plus the step's marks and a camera that frames them. */
export function LearnCanvas({ marks, focusKey, ...props }: LearnCanvasProps) {
  const turnUnit = props.state.turn?.unit ?? null;
  return (
    <BattleCanvas
      {...props}
      activeUnit={turnUnit}
      selectedUnit={turnUnit}
      className="board-canvas match-canvas learn-canvas"
      label="3D view of the tutorial board; the panels and keys give every action"
    >
      <Statue />
      <TutorialMarks marks={marks} />
      <FocusRig marks={marks} focusKey={focusKey} />
    </BattleCanvas>
  );
}
