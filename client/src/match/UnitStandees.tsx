import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import { Billboard } from '@react-three/drei';
import * as THREE from 'three';
import type { GameState, Unit } from '../../../shared/rules';
import { directionToWorld, hexToWorld, OPEN_TOP } from '../layout';
import { MATCH_COLOURS } from './colors';

const baseGeometry = new THREE.CylinderGeometry(0.58, 0.62, 0.1, 24).translate(0, 0.05, 0);
const cardGeometry = new THREE.PlaneGeometry(0.95, 1.25);
const arrowGeometry = new THREE.ConeGeometry(0.16, 0.34, 3).rotateZ(-Math.PI / 2);
const ringBackGeometry = new THREE.RingGeometry(0.64, 0.76, 40).rotateX(-Math.PI / 2);
const arrowMaterial = new THREE.MeshStandardMaterial({ color: MATCH_COLOURS.facing, emissive: '#6b5a16', roughness: 0.5 });
const ringBackMaterial = new THREE.MeshBasicMaterial({ color: MATCH_COLOURS.hpBack, transparent: true, opacity: 0.85 });
const baseMaterials = {
  red: new THREE.MeshStandardMaterial({ color: MATCH_COLOURS.team.red, roughness: 0.55 }),
  blue: new THREE.MeshStandardMaterial({ color: MATCH_COLOURS.team.blue, roughness: 0.55 }),
};

/** Fonts of the card text: the shipped Inter, then the shipped Noto Sans SC for Chinese names. */
const CARD_FONT = "Inter, 'Noto Sans SC', system-ui, sans-serif";

/**
 * Canvas text does not make the browser load a web font, so a Chinese name would be drawn with missing glyphs: load the
 * faces (unicode-range subsets) that cover the text, and return a number that changes once they are ready.
 */
function useFontsFor(text: string): number {
  const [ready, setReady] = useState(0);
  useEffect(() => {
    let live = true;
    if (typeof document === 'undefined' || !document.fonts) return;
    Promise.all([document.fonts.load(`600 120px ${CARD_FONT}`, text), document.fonts.load(`600 30px ${CARD_FONT}`, text)])
      .then(() => live && setReady((n) => n + 1))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return ready;
}

/** A standee's card face: team colour, the name's initial large, the name small (2D canvas; shipped fonts only). */
function cardTexture(name: string, team: 'red' | 'blue', summon: boolean): THREE.CanvasTexture {
  const c = document.createElement('canvas');
  c.width = 192;
  c.height = 256;
  const g = c.getContext('2d')!;
  const grad = g.createLinearGradient(0, 0, 0, 256);
  grad.addColorStop(0, MATCH_COLOURS.team[team]);
  grad.addColorStop(1, MATCH_COLOURS.teamDark[team]);
  g.fillStyle = grad;
  g.beginPath();
  g.roundRect(6, 6, 180, 244, 26);
  g.fill();
  g.lineWidth = 8;
  g.strokeStyle = 'rgba(255,255,255,0.85)';
  g.stroke();
  g.fillStyle = '#fff';
  g.textAlign = 'center';
  g.font = `600 ${summon ? 90 : 120}px ${CARD_FONT}`;
  g.fillText([...name][0] ?? '?', 96, 150);
  g.font = `600 30px ${CARD_FONT}`;
  g.fillText(name.length > 10 ? `${name.slice(0, 9)}…` : name, 96, 222);
  const texture = new THREE.CanvasTexture(c);
  texture.colorSpace = THREE.SRGBColorSpace;
  return texture;
}

type StandeeProps = {
  unit: Unit;
  name: string;
  active: boolean;
  selected: boolean;
  targetable: boolean;
  onClick: (id: string) => void;
};

/** One unit: a team-coloured base with an HP ring and a facing arrow, a card that faces the camera, a name label. */
function Standee({ unit, name, active, selected, targetable, onClick }: StandeeProps) {
  const group = useRef<THREE.Group>(null);
  const invalidate = useThree((s) => s.invalidate);
  const target = useMemo(() => {
    const p = hexToWorld(unit.pos!);
    return new THREE.Vector3(p.x, OPEN_TOP, p.z);
  }, [unit.pos]);
  const fontsReady = useFontsFor(name);
  const texture = useMemo(
    () => cardTexture(name, unit.team, unit.kind === 'summon'),
    // fontsReady is not read inside: it redraws the card once the fonts for the name have loaded.
    [name, unit.team, unit.kind, fontsReady],
  );
  useEffect(() => () => texture.dispose(), [texture]);
  const cardMaterial = useMemo(() => new THREE.MeshBasicMaterial({ map: texture, transparent: true, side: THREE.DoubleSide }), [texture]);
  const ratio = unit.maxHp > 0 ? Math.max(0, Math.min(1, unit.hp / unit.maxHp)) : 0;
  const hpGeometry = useMemo(() => new THREE.RingGeometry(0.64, 0.76, 40, 1, Math.PI / 2, -Math.PI * 2 * ratio).rotateX(-Math.PI / 2), [ratio]);
  useEffect(() => () => hpGeometry.dispose(), [hpGeometry]);
  const hpColour = ratio > 0.5 ? MATCH_COLOURS.hpHigh : ratio > 0.25 ? MATCH_COLOURS.hpMid : MATCH_COLOURS.hpLow;
  const dir = directionToWorld(unit.facing);
  const yaw = Math.atan2(-dir.z, dir.x);

  // Walks to the new cell in the frame loop (refs, delta time), asking for frames only while moving.
  useFrame((_, delta) => {
    const g = group.current;
    if (!g) return;
    const gap = g.position.distanceTo(target);
    if (gap === 0) return;
    if (gap < 0.005) g.position.copy(target);
    // On-demand rendering: the first delta after idle time can be seconds long; clamp it so the walk still shows.
    else g.position.lerp(target, Math.min(1, Math.min(delta, 0.05) * 8));
    // One more frame after arriving too, so the labels (projected in a later frame callback) catch up.
    invalidate();
  });
  // A new standee starts on its cell (no walk in from the origin); later cells are walked to in the frame loop.
  useLayoutEffect(() => {
    group.current?.position.copy(target);
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => invalidate(), [target, invalidate]);

  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > 4) return;
    e.stopPropagation();
    onClick(unit.id);
  };
  const ring = selected ? MATCH_COLOURS.selected : active ? MATCH_COLOURS.active : targetable ? MATCH_COLOURS.highlight.target : null;
  return (
    <group ref={group} name={`unit-${unit.id}`} onClick={click}>
      <mesh geometry={baseGeometry} material={baseMaterials[unit.team]} />
      <mesh geometry={ringBackGeometry} material={ringBackMaterial} position={[0, 0.11, 0]} />
      <mesh geometry={hpGeometry} position={[0, 0.115, 0]}>
        <meshBasicMaterial color={hpColour} />
      </mesh>
      {ring ? (
        <mesh position={[0, 0.02, 0]} rotation={[-Math.PI / 2, 0, 0]}>
          <ringGeometry args={[0.8, 0.9, 40]} />
          <meshBasicMaterial color={ring} transparent opacity={0.95} />
        </mesh>
      ) : null}
      <group rotation={[0, yaw, 0]}>
        <mesh geometry={arrowGeometry} material={arrowMaterial} position={[0.5, 0.16, 0]} />
      </group>
      <Billboard position={[0, 0.82, 0]} lockX={false} lockZ={false}>
        <mesh geometry={cardGeometry} material={cardMaterial} />
      </Billboard>
    </group>
  );
}

type UnitStandeesProps = {
  state: GameState;
  names: Record<string, string>;
  activeUnit: string | null;
  selectedUnit: string | null;
  targetUnits: string[];
  onUnitClick: (id: string) => void;
};

/** Every living unit on the map as a standee. */
export function UnitStandees({ state, names, activeUnit, selectedUnit, targetUnits, onUnitClick }: UnitStandeesProps) {
  const units = Object.values(state.units).filter((u) => u.alive && u.pos);
  return (
    <group name="units">
      {units.map((u) => (
        <Standee
          key={u.id}
          unit={u}
          name={names[u.id] ?? u.id}
          active={u.id === activeUnit}
          selected={u.id === selectedUnit}
          targetable={targetUnits.includes(u.id)}
          onClick={onUnitClick}
        />
      ))}
    </group>
  );
}
