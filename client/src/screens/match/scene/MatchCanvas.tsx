import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import type { Hex } from '../../../../../shared/hex';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { buildBoardView, type BoardView } from '../../../board/boardView';
import { BoardOutlines } from '../../../scene/BoardOutlines';
import { BOARD_CANVAS_PROPS, BoardLights, BoardOrbitControls } from '../../../scene/BoardScene';
import { useFrameMap, type PanelSides } from '../../../scene/useFrameMap';
import { HexToScreen } from '../../../scene/HexToScreen';
import { CameraControlsBridge } from '../../../scene/CameraControlsBridge';
import { WorldTurnCard } from './WorldTurnCard';
import { tableHook } from '../../../scene/tableTestHook';
import { roundKind } from '../../../cards/cardModels';
import { ObstacleShadows } from '../../../scene/ObstacleShadows';
import { Table } from '../../../scene/Table';
import { TerrainCells } from '../../../scene/TerrainCells';
import { ThreeCanvas } from '../../../scene/ThreeCanvas';
import { BoardStoreProvider, useMapBoardStore } from '../../../board/BoardStoreProvider';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { matchBoardInput } from '../control/boardInput';
import { isNarrowHud } from '../control/narrowHud';
import { ActionArcs } from './ActionArcs';
import { CellHighlights } from './CellHighlights';
import { SightMark } from '../../../scene/SightMark';
import type { TargetSight } from '../control/targetSight';
import { FloatingNumbers } from './FloatingNumbers';
import { TogetherLayer } from './TogetherLayer';
import type { HighlightKind } from '../control/intents';
import { UnitStandees } from './UnitStandees';
import { UnitLabelProjector } from './UnitLabels';

/** The match HUD: sheet on the left, log on the right, tracks and the turn banner on top, prompt bar at the bottom. */
const MATCH_PANELS: PanelSides = {
  left: { selector: '.match-left', gap: 8 },
  right: { selector: '.match-right', gap: 8 },
  top: { selector: '.match-top, .turn-banner', gap: 4 },
  bottom: { selector: '.match-bottom', gap: 4 },
};

/**
 * Phones and narrow windows (match.css: the HUD is a column): the prompt bar under the map grows and shrinks with the
 * prompt (a placement bar, a turn's actions, a reaction's card, up to 38 % of the screen), and the camera does not
 * follow it, so the map is framed above the bar at its largest: never covered, and never moving by itself.
 */
const MATCH_PANELS_NARROW: PanelSides = { ...MATCH_PANELS, bottom: { ...MATCH_PANELS.bottom!, atLeast: 0.4 } };

/** Frames the map in the part of the screen the match HUD leaves free, at the start and on reset (cameraControls.ts). */
function MatchCameraRig({ view }: { view: BoardView }) {
  const [resets, setResets] = useState(0);
  const reframe = useCallback(() => setResets((n) => n + 1), []);
  useFrameMap(view, isNarrowHud() ? MATCH_PANELS_NARROW : MATCH_PANELS, `${resets}`);
  useEffect(() => setResets((n) => n + 1), [view]);
  return <CameraControlsBridge reframe={reframe} />;
}

/**
 * Renders a few more frames after every new game state: the canvas draws on demand, and DOM labels (drei Html) place
 * themselves in their own frame callbacks, one frame behind the meshes they follow.
 */
function SettleFrames({ state }: { state: unknown }) {
  const left = useRef(0);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    left.current = 4;
    invalidate();
  }, [state, invalidate]);
  useFrame(() => {
    if (left.current <= 0) return;
    left.current--;
    invalidate();
  });
  return null;
}

/** The walk a move would take (the engine's path), from the unit to the hovered cell. */
function MovePath({ path }: { path: Hex[] }) {
  const points = useMemo(
    () =>
      path.map((h) => {
        const p = hexToWorld(h);
        return [p.x, OPEN_TOP + 0.09, p.z] as [number, number, number];
      }),
    [path],
  );
  if (points.length < 2) return null;
  return <Line points={points} color="#ff9a3d" lineWidth={4} dashed={false} />;
}

type MatchCanvasProps = {
  state: GameState;
  /** The hovered move's path, starting at the unit, or null. */
  path: Hex[] | null;
  events: GameEvent[];
  /** Unit names by id (shown by the DOM name tags, UnitLabels.tsx, not inside the canvas). */
  names: Record<string, string>;
  highlights: Record<string, HighlightKind>;
  targetUnits: string[];
  activeUnit: string | null;
  selectedUnit: string | null;
  hovered: string | null;
  onCellClick: (key: string) => void;
  onCellHover: (key: string | null) => void;
  onUnitClick: (id: string) => void;
  /** While aiming: the sight line to the hovered target (targetSight.ts), or null. */
  sight?: TargetSight | null;
};

/**
 * The match's 3D table: the lab's terrain and outlines (fed through the viewer store), the miniatures, markers and statue
 * (one merged buffer, UnitStandees), highlights, day or night light; over it DOM floating numbers and the world-turn card.
 */
export function MatchCanvas(props: MatchCanvasProps) {
  const { state } = props;
  const night = roundKind(state.round) === 'night';
  useEffect(() => {
    tableHook().light = night ? 'night' : 'day';
  }, [night]);
  const cellCount = Object.keys(state.map.cells).length;
  const statueKey = state.statue?.intact && state.statue.cell ? `${state.statue.cell.q},${state.statue.cell.r}` : '';
  const campfires = `${state.map.teamCampfire?.red ?? ''}|${state.map.teamCampfire?.blue ?? ''}`;
  const boardView = useMemo(
    () => buildBoardView(matchBoardInput(state)),
    // The cells never change during a match; the statue and (standard) the campfire pick may.
    [state.variant, cellCount, statueKey, campfires], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The scene components read the board from this canvas's own store (BoardStoreProvider), fed with the map here.
  const board = useMapBoardStore(boardView);

  return (
    <>
      <ThreeCanvas
        className="board-canvas match-canvas"
        role="img"
        aria-label="3D view of the battle; the panels and keys give every action"
        {...BOARD_CANVAS_PROPS}
      >
        <BoardStoreProvider store={board}>
          <BoardLights night={night} />
          <Table />
          <TerrainCells onCellClick={props.onCellClick} onCellHover={props.onCellHover} />
          <ObstacleShadows />
          <BoardOutlines />
          <CellHighlights
            cells={props.highlights}
            hovered={props.hovered}
            onCellClick={props.onCellClick}
            onCellHover={props.onCellHover}
          />
          <ErrorBoundary fallback={null}>
            <UnitStandees
              state={state}
              events={props.events}
              activeUnit={props.activeUnit}
              selectedUnit={props.selectedUnit}
              targetUnits={props.targetUnits}
              onUnitClick={props.onUnitClick}
            />
          </ErrorBoundary>
          <TogetherLayer state={state} />
          {props.path ? <MovePath path={props.path} /> : null}
          {props.sight ? (
            <SightMark
              view={boardView}
              from={props.sight.from}
              to={props.sight.to}
              blocked={props.sight.blocked}
              name="aim-sight"
            />
          ) : null}
          <ActionArcs events={props.events} state={state} />
          <BoardOrbitControls />
          <MatchCameraRig view={boardView} />
          <SettleFrames state={state} />
          <UnitLabelProjector />
          <HexToScreen />
        </BoardStoreProvider>
      </ThreeCanvas>
      <FloatingNumbers events={props.events} />
      <WorldTurnCard events={props.events} state={state} />
    </>
  );
}
