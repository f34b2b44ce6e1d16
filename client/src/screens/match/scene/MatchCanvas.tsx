import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Line } from '@react-three/drei';
import type { Hex } from '../../../../../shared/hex';
import { hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { useBoard } from '../../../board/BoardStoreProvider';
import { useFrameMap, type PanelSides } from '../../../scene/useFrameMap';
import { CameraControlsBridge } from '../../../scene/CameraControlsBridge';
import { WorldTurnCard } from './WorldTurnCard';
import { tableHook } from '../../../scene/tableTestHook';
import { roundKind } from '../../../cards/cardModels';
import { isNarrowHud } from '../control/narrowHud';
import { SightMark } from '../../../scene/SightMark';
import type { TargetSight } from '../control/targetSight';
import { TogetherLayer } from './TogetherLayer';
import { BattleCanvas, type BattleCanvasProps } from './BattleCanvas';

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
function MatchCameraRig() {
  const view = useBoard((s) => s.view);
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

/** While aiming: the sight line to the hovered target, measured on this canvas's board. */
function AimSight({ sight }: { sight: TargetSight }) {
  const view = useBoard((s) => s.view);
  return <SightMark view={view} from={sight.from} to={sight.to} blocked={sight.blocked} name="aim-sight" />;
}

type MatchCanvasProps = Omit<BattleCanvasProps, 'night' | 'className' | 'label' | 'children'> & {
  /** The hovered move's path, starting at the unit, or null. */
  path: Hex[] | null;
  /** While aiming: the sight line to the hovered target (targetSight.ts), or null. */
  sight?: TargetSight | null;
};

/**
 * The match's 3D table: the battle canvas (BattleCanvas) with day or night light, the team's pings, the hovered move's
 * path, the aim's sight line and a camera that frames the map between the HUD's panels; over it the world-turn card.
 */
export function MatchCanvas({ path, sight, ...props }: MatchCanvasProps) {
  const { state } = props;
  const night = roundKind(state.round) === 'night';
  useEffect(() => {
    tableHook().light = night ? 'night' : 'day';
  }, [night]);
  return (
    <>
      <BattleCanvas
        {...props}
        night={night}
        className="board-canvas match-canvas"
        label="3D view of the battle; the panels and keys give every action"
      >
        <TogetherLayer state={state} />
        {path ? <MovePath path={path} /> : null}
        {sight ? <AimSight sight={sight} /> : null}
        <MatchCameraRig />
        <SettleFrames state={state} />
      </BattleCanvas>
      <WorldTurnCard events={props.events} state={state} />
    </>
  );
}
