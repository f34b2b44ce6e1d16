import type { Hex } from '../../../../shared/hex';
import {
  awaiting,
  defaultCommand,
  legalCommands,
  runScenario,
  type Command,
  type GameEvent,
  type GameState,
} from '../../../../shared/rules';
import { applyCommand } from '../../../../shared/rules';
import { makeUnit } from '../../../../shared/rules/makeUnit';
import type { Scenario } from '../../../../shared/rules/scenario/parseScenario';

/**
 * Positions for looking at the table (`/table/NAME`; the e2e test's screenshots, docs/client.md "The table"): every
 * figure the game has on one board. The position is a scenario (shared/rules, the engine builds it); the summons and
 * markers are then put on the built state as the engine's own shapes (makeUnit, Marker), because reaching them by
 * commands would take a dozen turns — it is a picture, never played online.
 */
export type TablePreview = { state: GameState; events: GameEvent[]; steps: PreviewStep[] };
/** A scripted command: what the acting seat does next (null when it cannot), after which open prompts take their default. */
export type PreviewStep = { label: string; command: (state: GameState) => { seat: number; command: Command } | null };

const CHARACTERS = ['eli', 'yunye', 'darien', 'noel', 'silas', 'edwin', 'alicia', 'nia'] as const;

/** Eight characters on a radius-5 board with the statue: red in the south-west, blue in the north-east, face to face. */
function eightScenario(round: number): Scenario {
  const cells: Hex[] = [
    { q: -3, r: 2 },
    { q: -1, r: 2 },
    { q: 1, r: 2 },
    { q: 3, r: 1 },
    { q: -3, r: -1 },
    { q: -1, r: -2 },
    { q: 1, r: -2 },
    { q: 3, r: -3 },
  ];
  return {
    variant: 'standard',
    seed: 7,
    round,
    // Eli's turn from its start phase: its events are the first of the log, so later ones are fresh (animated).
    turn: { unit: 'eli', phase: 'start' },
    map: {
      radius: 5,
      obstacles: [
        { q: -4, r: 0 },
        { q: 4, r: -1 },
        { q: 0, r: 4 },
      ],
      statue: { q: 0, r: 0 },
    },
    units: CHARACTERS.map((character, i) => ({
      character,
      seat: i < 4 ? i % 2 : 2 + (i % 2),
      pos: cells[i],
      facing: i < 4 ? 1 : 4,
      ...(character === 'darien' ? { form: 'great' } : {}),
      // Eli on the shadow side: Vigilance (self) is the status the preview applies.
      ...(character === 'eli' ? { side: 1 as const } : {}),
      // Statuses on a few units, so the icons and trackers show from the start (both columns, both zones).
      ...(character === 'yunye'
        ? { statuses: [{ id: 'weakness' as const }, { id: 'burning' as const, flips: 1 as const }] }
        : {}),
      ...(character === 'silas'
        ? { statuses: [{ id: 'poison' as const }, { id: 'root' as const }, { id: 'link' as const }] }
        : {}),
      ...(character === 'nia' ? { hp: 3 } : {}),
    })),
  } as Scenario;
}

/** Adds the summons (two skeletons, the puppet) and the markers (two circles, two detonators) to a built state. */
function addPieces(state: GameState): void {
  const add = (id: string, def: string, ownerId: string, pos: Hex) => {
    const owner = state.units[ownerId];
    const stats = state.content.units[def].stats;
    state.units[id] = makeUnit({
      id,
      kind: 'summon',
      def,
      seat: owner.seat,
      team: owner.team,
      relic: null,
      relicRevealed: true,
      pos,
      facing: owner.facing,
      hp: stats.hp,
      curse: 0,
      rune: false,
      form: null,
      stats,
    });
  };
  add('skeleton1', 'skeleton', 'silas', { q: -2, r: -1 });
  add('skeleton2', 'skeleton', 'silas', { q: -3, r: 0 });
  add('puppet1', 'puppet', 'alicia', { q: 0, r: -2 });
  const marker = (id: string, kind: string, owner: string, cell: Hex) => state.markers.push({ id, kind, cell, owner });
  marker('circle1', 'teleportCircle', 'noel', { q: 2, r: 1 });
  marker('circle2', 'teleportCircle', 'noel', { q: -2, r: 3 });
  marker('det1', 'detonator', 'edwin', { q: 2, r: -1 });
  marker('det2', 'detonator', 'edwin', { q: -1, r: -3 });
}

/** The seat whose unit acts now. */
const actingSeat = (state: GameState) => awaiting(state)?.seats[0] ?? 0;

/** The longest walk the acting unit can make. */
const longestMove = (state: GameState) => {
  const seat = actingSeat(state);
  const legal = legalCommands(state, seat);
  const move = [...legal.moves].sort((a, b) => b.path.length - a.path.length)[0];
  return move ? { seat, command: { type: 'move', path: move.path } as Command } : null;
};

/** A self-targeted skill of the acting unit, when it has it. */
const selfSkill = (skill: string) => (state: GameState) => {
  const seat = actingSeat(state);
  const ok = legalCommands(state, seat).skills.some((s) => s.skill === skill);
  return ok ? { seat, command: { type: 'skill', skill } as Command } : null;
};

const PREVIEWS: Record<string, { round: number; steps: PreviewStep[] }> = {
  eight: {
    round: 2,
    steps: [
      { label: 'move', command: longestMove },
      { label: 'vigilance', command: selfSkill('vigilance') },
    ],
  },
  night: { round: 3, steps: [] },
};

export const previewNames = () => Object.keys(PREVIEWS);

/** Builds a preview by name, or null for an unknown name. */
export function buildPreview(name: string): TablePreview | null {
  const p = PREVIEWS[name];
  if (!p) return null;
  const result = runScenario(eightScenario(p.round));
  if ('error' in result) throw new Error(result.error);
  addPieces(result.state);
  return { state: result.state, events: result.events, steps: p.steps };
}

/** Plays a step: its command, then every prompt it opens answered by its default, as a room would on a timeout. */
export function playStep(
  state: GameState,
  step: PreviewStep,
): { state: GameState; events: GameEvent[] } | { error: string } {
  const first = step.command(state);
  if (!first) return { error: `${step.label}: not possible now` };
  let r = applyCommand(state, first.seat as 0, first.command);
  if (!r.ok) return { error: `${step.label}: ${r.error.message}` };
  const events = [...r.events];
  let s = r.state;
  for (let i = 0; i < 20; i++) {
    const a = awaiting(s);
    if (!a || a.kind === 'turn') break;
    const cmd = defaultCommand(s, a.seats[0]);
    if (!cmd) break;
    r = applyCommand(s, a.seats[0], cmd);
    if (!r.ok) break;
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}
