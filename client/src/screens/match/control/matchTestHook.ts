import type { GameState, LegalCommands, Seat } from '../../../../../shared/rules';
import { hexKey } from '../../../../../shared/hex';

/** What e2e tests read of the match screen (window.__iferaMatch; the lab's window.__ifera keeps hexToScreen). */
export type MatchHook = {
  version: number;
  stage: GameState['stage'] | null;
  round: number | null;
  turnUnit: string | null;
  actingSeat: Seat | null;
  /** The seats this client holds. */
  mySeats: Seat[];
  promptKind: string | null;
  /** Cells the acting seat may move to ("q,r"), cells of a place prompt, and the units' positions. */
  moveCells: string[];
  placeCells: string[];
  units: Record<string, { pos: string | null; hp: number; team: string; seat: number; alive: boolean }>;
  winner: string | null;
  highlighted: number;
  /** Usable skills of the acting seat with how many targets each has (0 = none needed). */
  skills: { skill: string; targets: number; needsTarget: boolean }[];
  /** While aiming: the sight line drawn to the hovered target ("q,r"), and whether the engine called it blocked. */
  aimSight?: { to: string; blocked: boolean } | null;
  /** The words of every ping tag the table has drawn, in order (a tag stays a few seconds; tests read this instead). */
  pingTags: string[];
};

declare global {
  interface Window {
    __iferaMatch?: MatchHook;
  }
}

const pingTags: string[] = [];

/** Records a ping tag the table drew (PingMarkers), for tests. */
export function publishPingTag(words: string): void {
  if (typeof window === 'undefined') return;
  pingTags.push(words);
  if (window.__iferaMatch) window.__iferaMatch.pingTags = [...pingTags];
}

/** Publishes the match state for tests; cheap, updated whenever the match screen renders a new state. */
export function publishMatchHook(
  state: GameState | null,
  legal: LegalCommands | null,
  acting: Seat | null,
  mySeats: Seat[],
  version: number,
  highlighted: number,
): void {
  if (typeof window === 'undefined') return;
  const units: MatchHook['units'] = {};
  for (const u of Object.values(state?.units ?? {}))
    units[u.id] = { pos: u.pos ? hexKey(u.pos) : null, hp: u.hp, team: u.team, seat: u.seat, alive: u.alive };
  window.__iferaMatch = {
    version,
    stage: state?.stage ?? null,
    round: state?.round ?? null,
    turnUnit: state?.turn?.unit ?? null,
    actingSeat: acting,
    mySeats,
    promptKind: legal?.prompt?.kind ?? (legal?.endTurn ? 'turn' : null),
    moveCells: (legal?.moves ?? []).map((m) => hexKey(m.cell)),
    placeCells: legal?.prompt?.kind === 'place' ? legal.prompt.cells.map(hexKey) : [],
    units,
    winner: state?.winner ?? null,
    highlighted,
    skills: (legal?.prompt ? [] : (legal?.skills ?? [])).map((k) => ({
      skill: k.skill,
      targets: k.targets.length,
      needsTarget: !(k.targets.length === 1 && k.targets[0] === null),
    })),
    pingTags: [...pingTags],
  };
}

/** Publishes the aim line the scene draws (targetSight.ts), for tests. */
export function publishAimSight(sight: { to: { q: number; r: number }; blocked: boolean } | null): void {
  if (typeof window === 'undefined' || !window.__iferaMatch) return;
  window.__iferaMatch.aimSight = sight ? { to: hexKey(sight.to), blocked: sight.blocked } : null;
}
