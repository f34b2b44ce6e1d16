import { useMemo, type ReactNode } from 'react';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { buildBoardView } from '../../../board/boardView';
import { BoardStoreProvider, useMapBoardStore } from '../../../board/BoardStoreProvider';
import { BoardOutlines } from '../../../scene/BoardOutlines';
import { BOARD_CANVAS_PROPS, BoardLights, BoardOrbitControls } from '../../../scene/BoardScene';
import { HexToScreen } from '../../../scene/HexToScreen';
import { ObstacleShadows } from '../../../scene/ObstacleShadows';
import { Table } from '../../../scene/Table';
import { TerrainCells } from '../../../scene/TerrainCells';
import { ThreeCanvas } from '../../../scene/ThreeCanvas';
import { ErrorBoundary } from '../../../ui/ErrorBoundary';
import { matchBoardInput } from '../control/boardInput';
import type { HighlightKind } from '../control/intents';
import { ActionArcs } from './ActionArcs';
import { CellHighlights } from './CellHighlights';
import { FloatingNumbers } from './FloatingNumbers';
import { UnitStandees } from './UnitStandees';
import { UnitLabelProjector } from './UnitLabels';

export type BattleCanvasProps = {
  state: GameState;
  events: GameEvent[];
  highlights: Record<string, HighlightKind>;
  targetUnits: string[];
  /** The unit whose turn it is (gold halo) and the unit shown in the sheet (white halo). */
  activeUnit: string | null;
  selectedUnit: string | null;
  hovered: string | null;
  onCellClick: (key: string) => void;
  onCellHover: (key: string | null) => void;
  onUnitClick: (id: string) => void;
  /** A night round's light (R-ROUND-2). */
  night?: boolean;
  className: string;
  label: string;
  /** The screen's own scene parts (a match: pings, aiming, its camera; a lesson: the step's marks, its camera). */
  children?: ReactNode;
};

/**
 * The battle's 3D table, shared by the match (MatchCanvas) and the lessons (LearnCanvas): the terrain and outlines of
 * the state's map in this canvas's own board store, the miniatures, markers and statue (one merged buffer,
 * UnitStandees), highlights and action arcs; over it the DOM floating numbers.
 */
export function BattleCanvas(props: BattleCanvasProps) {
  const { state } = props;
  const cellKeys = Object.keys(state.map.cells).sort().join(';');
  const statueKey = state.statue?.intact && state.statue.cell ? `${state.statue.cell.q},${state.statue.cell.r}` : '';
  const campfires = `${state.map.teamCampfire?.red ?? ''}|${state.map.teamCampfire?.blue ?? ''}`;
  const boardView = useMemo(
    () => buildBoardView(matchBoardInput(state)),
    // The cells never change during a match; the statue and (standard) the campfire pick may.
    [state.variant, cellKeys, statueKey, campfires], // eslint-disable-line react-hooks/exhaustive-deps
  );
  // The scene components read the board from this canvas's own store (BoardStoreProvider), fed with the map here.
  const board = useMapBoardStore(boardView);
  return (
    <>
      <ThreeCanvas className={props.className} role="img" aria-label={props.label} {...BOARD_CANVAS_PROPS}>
        <BoardStoreProvider store={board}>
          <BoardLights night={props.night} />
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
          <ActionArcs events={props.events} state={state} />
          <BoardOrbitControls />
          {props.children}
          <UnitLabelProjector />
          <HexToScreen />
        </BoardStoreProvider>
      </ThreeCanvas>
      <FloatingNumbers events={props.events} />
    </>
  );
}
