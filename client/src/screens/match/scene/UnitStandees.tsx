import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import {
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  Color,
  DoubleSide,
  DynamicDrawUsage,
  MeshBasicMaterial,
  SRGBColorSpace,
  Vector3,
} from 'three';
import type { Hex } from '../../../../../shared/hex';
import type { StatusId } from '../../../../../shared/content/schema';
import type { GameEvent, GameState } from '../../../../../shared/rules';
import { trackerView } from '../../../../../shared/rules/tracker';
import { directionToWorld, hexToWorld, OPEN_TOP } from '../../../board/worldLayout';
import { PALETTE } from '../../../scene/palette';
import { boardMaterial } from '../../../scene/boardMaterial';
import type { AnimationQueue, Pose } from '../../../scene/figures/animationQueue';
import { animationModule, statusIconModule, useLateModule } from '../../../scene/figures/lateModule';
import {
  baseShape,
  figureShape,
  haloShape,
  hpRingShape,
  markerShape,
  statueShape,
} from '../../../scene/figures/miniatures';
import { placeInto, type Shape, type Sink } from '../../../scene/figures/meshParts';
import { teamColours, useSettings } from '../../../settings/settings';
import { tableHook } from '../../../scene/tableTestHook';
import { unitPoses } from '../../../scene/figures/unitPoses';
import { MATCH_COLOURS } from './colors';
import { useFreshEvents } from '../control/useFreshEvents';

/** Every figure, base, ring, marker and the statue: one flat-shaded material with a colour per vertex, one draw call. */
const figureMaterial = boardMaterial({ vertexColors: true, flatShading: true, roughness: 0.62, metalness: 0.04 });
/** The status icons on the bases: one atlas texture (drawn once its module has loaded), one draw call. */
const iconMaterial = new MeshBasicMaterial({ transparent: true, alphaTest: 0.3, depthWrite: false, side: DoubleSide });
const paintIcons = (canvas: HTMLCanvasElement) => {
  if (iconMaterial.map) return;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  iconMaterial.map = texture;
  iconMaterial.needsUpdate = true;
};

/** Figures stand taller than their base is wide, so they read from the default (whole-map) camera. */
const FIGURE_SCALE = 1.35;
const FIGURE_TOP = 1.35 * FIGURE_SCALE;
const ICON_SIZE = 0.4;

const yawOf = (facing: number) => {
  const d = directionToWorld(facing);
  return Math.atan2(-d.z, d.x);
};
/** The base's lower part: the team colour at 45 % brightness. */
const darker = (hex: string) => `#${new Color(hex).multiplyScalar(0.45).getHexString()}`;
const hpColour = (ratio: number) =>
  ratio > 0.5 ? MATCH_COLOURS.hpHigh : ratio > 0.25 ? MATCH_COLOURS.hpMid : MATCH_COLOURS.hpLow;

type Piece = { id: string; shapes: Shape[]; x: number; z: number; yaw: number; unit: boolean; statuses: StatusId[] };

/** A geometry whose arrays grow as needed and are rewritten in place (positions and colours; uv for the icons). */
class GrowingGeometry {
  readonly geometry = new BufferGeometry();
  private capacity = 0;
  sink: Sink = { pos: new Float32Array(0), col: new Float32Array(0), count: 0 };
  uv = new Float32Array(0);

  begin(vertices: number, withUv = false): Sink {
    if (vertices > this.capacity) {
      this.capacity = Math.max(1024, Math.ceil(vertices * 1.5));
      this.sink = { pos: new Float32Array(this.capacity * 3), col: new Float32Array(this.capacity * 3), count: 0 };
      this.geometry.setAttribute('position', new BufferAttribute(this.sink.pos, 3).setUsage(DynamicDrawUsage));
      if (withUv) {
        this.uv = new Float32Array(this.capacity * 2);
        this.geometry.setAttribute('uv', new BufferAttribute(this.uv, 2).setUsage(DynamicDrawUsage));
      } else this.geometry.setAttribute('color', new BufferAttribute(this.sink.col, 3).setUsage(DynamicDrawUsage));
    }
    this.sink.count = 0;
    return this.sink;
  }

  commit(): void {
    const n = this.sink.count;
    this.geometry.setDrawRange(0, n);
    for (const name of ['position', 'color', 'uv']) {
      const a = this.geometry.getAttribute(name) as BufferAttribute | undefined;
      if (!a) continue;
      a.clearUpdateRanges();
      a.addUpdateRange(0, n * a.itemSize);
      a.needsUpdate = true;
    }
    this.geometry.computeBoundingSphere();
  }
}

type UnitStandeesProps = {
  state: GameState;
  events: GameEvent[];
  activeUnit: string | null;
  selectedUnit: string | null;
  targetUnits: string[];
  onUnitClick: (id: string) => void;
};

/** Each unit's cell in a state (null off the map), for the animation's starting points. */
const cellsOf = (state: GameState) =>
  Object.fromEntries(Object.values(state.units).map((u) => [u.id, u.alive ? u.pos : null])) as Record<
    string,
    Hex | null
  >;
const sameCell = (a: Hex | null | undefined, b: Hex | null | undefined) =>
  a && b ? a.q === b.q && a.r === b.r : a === b;

/**
 * Everything on the table that stands on a cell — the units as miniatures (figure, team base with the facing wedge, HP
 * ring, a halo for the active, selected or targeted one), the markers and the statue — drawn as one merged buffer
 * rewritten when something moves, plus the status icons on the bases as one more. Moves and attacks from fresh events
 * are animated along their real paths (scene/figures/animationQueue.ts) unless the player reduces motion.
 */
export function UnitStandees({ state, events, activeUnit, selectedUnit, targetUnits, onUnitClick }: UnitStandeesProps) {
  const invalidate = useThree((s) => s.invalidate);
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const figures = useMemo(() => new GrowingGeometry(), []);
  const icons = useMemo(() => new GrowingGeometry(), []);
  const dirty = useRef(true);
  // The animation planner and the icon drawings load after the first frame (their own chunks).
  const anim = useLateModule(animationModule);
  const iconsModule = useLateModule(statusIconModule);
  const queueRef = useRef<AnimationQueue | null>(null);
  if (anim) queueRef.current ??= new anim.AnimationQueue();
  useEffect(() => {
    if (!iconsModule) return;
    paintIcons(iconsModule.statusAtlasCanvas());
    dirty.current = true;
    invalidate();
  }, [iconsModule, invalidate]);
  const owners = useRef<{ end: number; id: string }[]>([]);
  const wasBusy = useRef(false);
  const camKey = useRef('');

  // Cells before the latest change of positions, and now: an event batch may arrive before or after its state.
  const cells = useRef({ before: cellsOf(state), now: cellsOf(state) });
  useEffect(() => {
    const next = cellsOf(state);
    const moved = Object.keys(next).some((id) => !sameCell(next[id], cells.current.now[id]));
    if (moved) cells.current = { before: cells.current.now, now: next };
  }, [state]);
  useFreshEvents(events, (fresh) => {
    // Reduce motion (the setting; its default is the browser's prefers-reduced-motion): the state shows at once.
    if (useSettings.getState().reduceMotion) return;
    // A unit whose state cell is already where the batch leaves it started from the cell it had before that change.
    const ends: Record<string, Hex> = {};
    for (const e of fresh) {
      if (e.type === 'moved' && e.path.length) ends[e.unit] = e.path[e.path.length - 1];
      else if (e.type === 'teleported') ends[e.unit] = e.to;
    }
    const before: Record<string, Hex | null> = {};
    for (const id of Object.keys(cells.current.now)) {
      const now = cells.current.now[id];
      before[id] = ends[id] && sameCell(now, ends[id]) ? (cells.current.before[id] ?? now) : now;
    }
    const start = (queue: AnimationQueue) => {
      queue.enqueue(fresh, before, performance.now() / 1000, hexToWorld);
      if (queue.busy(performance.now() / 1000)) tableHook().animationsStarted++;
      invalidate();
    };
    if (queueRef.current) start(queueRef.current);
    else void animationModule.load().then((m) => start((queueRef.current ??= new m.AnimationQueue())));
  });

  const colorBlind = useSettings((s) => s.colorBlind);
  const pieces = useMemo(() => {
    const list: Piece[] = [];
    // Team colours by the colour-blind setting; the bases' shapes (red hexagonal, blue round) tell teams apart anyway.
    const team = teamColours(colorBlind);
    const dark = { red: darker(team.red), blue: darker(team.blue) };
    const facingHex = MATCH_COLOURS.facing;
    for (const u of Object.values(state.units)) {
      if (!u.alive || !u.pos) continue;
      const p = hexToWorld(u.pos);
      const ratio = u.maxHp > 0 ? Math.max(0, Math.min(1, u.hp / u.maxHp)) : 0;
      const halo =
        u.id === selectedUnit
          ? MATCH_COLOURS.selected
          : u.id === activeUnit
            ? MATCH_COLOURS.active
            : targetUnits.includes(u.id)
              ? MATCH_COLOURS.highlight.target
              : null;
      const shapes = [
        figureShape(u.def, u.form),
        baseShape(u.team, team[u.team], dark[u.team], facingHex),
        hpRingShape(u.hp, u.maxHp, hpColour(ratio), MATCH_COLOURS.hpBack),
      ];
      if (halo) shapes.push(haloShape(halo));
      const tracker = trackerView(u);
      const statuses = [...tracker.persistent, ...tracker.periodic].map((e) => e.id);
      list.push({ id: u.id, shapes, x: p.x, z: p.z, yaw: yawOf(u.facing), unit: true, statuses });
    }
    for (const m of state.markers) {
      const p = hexToWorld(m.cell);
      const owner = m.owner ? state.units[m.owner]?.team : undefined;
      list.push({
        id: m.id,
        shapes: [markerShape(m.kind, owner ? team[owner] : '#d9d2ff')],
        x: p.x,
        z: p.z,
        yaw: 0,
        unit: false,
        statuses: [],
      });
    }
    if (state.statue?.intact && state.statue.cell) {
      const p = hexToWorld(state.statue.cell);
      list.push({
        id: 'statue',
        shapes: [statueShape(PALETTE.statue)],
        x: p.x,
        z: p.z,
        yaw: 0,
        unit: false,
        statuses: [],
      });
    }
    return list;
  }, [state, activeUnit, selectedUnit, targetUnits, colorBlind]);

  useEffect(() => {
    dirty.current = true;
    invalidate();
  }, [pieces, invalidate]);

  // Skipping: a click anywhere on the board or Esc ends the animations at once.
  useEffect(() => {
    const skip = () => {
      const queue = queueRef.current;
      if (!queue?.busy(performance.now() / 1000)) return;
      queue.clear();
      dirty.current = true;
      invalidate();
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && skip();
    const el = gl.domElement.parentElement ?? gl.domElement;
    el.addEventListener('pointerdown', skip);
    window.addEventListener('keydown', onKey);
    tableHook().skip = skip;
    return () => {
      el.removeEventListener('pointerdown', skip);
      window.removeEventListener('keydown', onKey);
    };
  }, [gl, invalidate]);

  useEffect(
    () => () => {
      figures.geometry.dispose();
      icons.geometry.dispose();
    },
    [figures, icons],
  );

  const iconScratch = useMemo(
    () => ({ right: new Vector3(), up: new Vector3(), n: new Vector3(), c: new Vector3() }),
    [],
  );

  useFrame(() => {
    const now = performance.now() / 1000;
    const queue = queueRef.current;
    const busy = queue?.busy(now) ?? false;
    const cam = `${camera.position.x.toFixed(3)},${camera.position.y.toFixed(3)},${camera.position.z.toFixed(3)}`;
    const camMoved = cam !== camKey.current;
    if (!dirty.current && !busy && !wasBusy.current && !camMoved) return;
    camKey.current = cam;
    const rebuildFigures = dirty.current || busy || wasBusy.current;
    wasBusy.current = busy;
    dirty.current = false;

    const poses: { piece: Piece; pose: Pose }[] = pieces.map((piece) => {
      const pose = piece.unit && queue ? queue.poseAt(piece.id, now) : null;
      return { piece, pose: pose ?? { x: piece.x, z: piece.z, yaw: null, lift: 0, scale: 1 } };
    });

    if (rebuildFigures) {
      let vertices = 0;
      for (const { piece } of poses) for (const s of piece.shapes) vertices += s.pos.length / 3;
      const sink = figures.begin(vertices);
      const ranges: { end: number; id: string }[] = [];
      for (const { piece, pose } of poses) {
        const y = OPEN_TOP + pose.lift;
        const yaw = pose.yaw ?? piece.yaw;
        // The figure turns with the unit; the base, its facing wedge and the HP ring turn too (the wedge is on it).
        // Figure, base (with its facing wedge) and HP ring move, turn and scale together; the halo stays on the ground.
        piece.shapes.forEach((s, i) =>
          i < 3
            ? placeInto(sink, s, pose.x, y, pose.z, yaw, pose.scale * (i === 0 && piece.unit ? FIGURE_SCALE : 1))
            : placeInto(sink, s, pose.x, OPEN_TOP, pose.z, 0),
        );
        ranges.push({ end: sink.count, id: piece.unit ? piece.id : '' });
        if (piece.unit)
          unitPoses.set(piece.id, {
            x: pose.x,
            z: pose.z,
            top: y + FIGURE_TOP * pose.scale,
            yaw,
            visible: pose.scale > 0.1,
          });
      }
      for (const id of [...unitPoses.keys()]) if (!pieces.some((p) => p.unit && p.id === id)) unitPoses.delete(id);
      owners.current = ranges;
      figures.commit();
      const hook = tableHook();
      hook.vertices = sink.count;
      hook.statue = pieces.some((p) => p.id === 'statue');
      hook.markers = Object.fromEntries(state.markers.map((m) => [m.id, m.kind]));
      hook.units = Object.fromEntries(
        Object.values(state.units)
          .filter((u) => u.alive && u.pos)
          .map((u) => [
            u.id,
            { figure: u.form ? `${u.def}:${u.form}` : u.def, icons: pieces.find((p) => p.id === u.id)?.statuses ?? [] },
          ]),
      );
      hook.reduceMotion = useSettings.getState().reduceMotion;
    }

    // Status icons: a row on the camera's side of the base, each square turned to face the camera.
    let iconCount = 0;
    if (iconsModule) for (const { piece } of poses) iconCount += piece.statuses.length;
    const sink = icons.begin(Math.max(6, iconCount * 6), true);
    const { right, up, n, c } = iconScratch;
    let uvAt = 0;
    for (const { piece, pose } of poses) {
      if (!iconsModule || !piece.statuses.length || pose.scale < 0.5) continue;
      const { atlasCell, ATLAS_COLUMNS } = iconsModule;
      n.set(camera.position.x - pose.x, 0, camera.position.z - pose.z).normalize();
      right.set(n.z, 0, -n.x);
      const perRow = 3;
      piece.statuses.forEach((id, i) => {
        const row = Math.floor(i / perRow);
        const inRow = Math.min(perRow, piece.statuses.length - row * perRow);
        const col = (i % perRow) - (inRow - 1) / 2;
        c.set(pose.x, OPEN_TOP + 0.16 + pose.lift + row * (ICON_SIZE + 0.04) + ICON_SIZE / 2, pose.z)
          .addScaledVector(n, 0.72)
          .addScaledVector(right, col * (ICON_SIZE + 0.05));
        n.set(camera.position.x - c.x, camera.position.y - c.y, camera.position.z - c.z).normalize();
        right.set(n.z, 0, -n.x).normalize();
        up.crossVectors(n, right).normalize();
        const h = ICON_SIZE / 2;
        const [ac, ar] = atlasCell(id);
        const u0 = ac / ATLAS_COLUMNS;
        const u1 = (ac + 1) / ATLAS_COLUMNS;
        const v1 = 1 - ar / ATLAS_COLUMNS;
        const v0 = 1 - (ar + 1) / ATLAS_COLUMNS;
        const corners: [number, number, number, number][] = [
          [-h, -h, u0, v0],
          [h, -h, u1, v0],
          [h, h, u1, v1],
          [-h, -h, u0, v0],
          [h, h, u1, v1],
          [-h, h, u0, v1],
        ];
        for (const [a, b, tu, tv] of corners) {
          const o = sink.count * 3;
          sink.pos[o] = c.x - right.x * a + up.x * b;
          sink.pos[o + 1] = c.y - right.y * a + up.y * b;
          sink.pos[o + 2] = c.z - right.z * a + up.z * b;
          icons.uv[uvAt++] = tu;
          icons.uv[uvAt++] = tv;
          sink.count++;
        }
        // Back to the ground direction for the next icon of this unit.
        n.set(camera.position.x - pose.x, 0, camera.position.z - pose.z).normalize();
        right.set(n.z, 0, -n.x);
      });
    }
    icons.commit();
    tableHook().animating = busy ? 1 : 0;
    if (busy) invalidate();
  });

  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 4 || e.faceIndex == null) return;
    const vertex = e.faceIndex * 3;
    const owner = owners.current.find((r) => vertex < r.end);
    if (!owner?.id) return;
    e.stopPropagation();
    onUnitClick(owner.id);
  };

  return (
    <group name="units">
      <mesh
        name="miniatures"
        geometry={figures.geometry}
        material={figureMaterial}
        onClick={click}
        frustumCulled={false}
      />
      <mesh
        name="status-icons"
        geometry={icons.geometry}
        material={iconMaterial}
        raycast={() => null}
        frustumCulled={false}
        renderOrder={2}
      />
    </group>
  );
}
