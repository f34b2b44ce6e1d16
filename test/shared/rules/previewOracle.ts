// The preview's referee (issue 27 "a property test that makes the preview the engine's own truth"): applyCommand run
// over every dice outcome with forced results (state.forcedRolls), never through the preview's roll source, and the
// frequency table of what happened. Each D6 roll branches on its six faces, grouped by value (a normal die's faces
// 0,0,1,1,1,1 give 0 twice and 1 four times: runs that see the same values are the same run), the coin on its two sides.
// A roll's kind is read from the `diceRolled` events (each D6 is announced); a roll that is not announced in play can
// only be the statue's coin (R-WORLD-2). Probabilities are exact (BigInt numerator over 6^depth · 2^coins).
import { DIE_FACES } from '../../../shared/rules/dice';
import * as rules from '../../../shared/rules';
import type { Command, GameEvent, GameState, Seat } from '../../../shared/rules';

/** An exact fraction with BigInt parts (the referee's own arithmetic, apart from the preview's). */
export type Frac = { n: bigint; d: bigint };
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d: bigint): Frac => {
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};
const add = (a: Frac, b: Frac): Frac => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const fracKey = (f: Frac): string => `${f.n}/${f.d}`;

/** Applies a command and answers every decision after it the way a preview's figures do (pass, first option). */
export function playThrough(
  state: GameState,
  seat: Seat,
  command: Command,
): { state: GameState; events: GameEvent[] } | null {
  const r = rules.applyCommand(state, seat, command);
  if (!r.ok) return null;
  let s = r.state;
  const events = [...r.events];
  for (let i = 0; i < 60 && s.pending && s.stage === 'play'; i++) {
    const p = s.pending;
    if (p.kind === 'draft' || p.kind === 'campfire' || p.kind === 'place') break;
    const a = rules.applyCommand(
      s,
      p.seat,
      p.kind === 'reaction' ? { type: 'pass', prompt: p.id } : { type: 'choose', prompt: p.id, option: 0 },
    );
    if (!a.ok) break;
    s = a.state;
    events.push(...a.events);
  }
  return { state: s, events };
}

/** What one run did, in the terms a preview reports. */
export type RunFacts = {
  result: 'red' | 'blue' | 'draw' | 'goesOn';
  units: Record<
    string,
    { damage: number; hp: number; died: boolean; applied: string[]; removed: string[]; pos: string | null }
  >;
};

function factsOf(before: GameState, after: GameState, events: GameEvent[]): RunFacts {
  const units: RunFacts['units'] = {};
  for (const id of Object.keys(before.units)) {
    const u = after.units[id];
    units[id] = {
      damage: 0,
      hp: u?.hp ?? 0,
      died: false,
      applied: [],
      removed: [],
      pos: u?.pos ? `${u.pos.q},${u.pos.r}` : null,
    };
  }
  for (const e of events) {
    if (e.type === 'damaged' && units[e.unit]) units[e.unit].damage += e.amount;
    if (e.type === 'died' && units[e.unit]) units[e.unit].died = true;
    if (e.type === 'statusApplied' && units[e.unit] && !units[e.unit].applied.includes(e.status))
      units[e.unit].applied.push(e.status);
    if (
      e.type === 'statusRemoved' &&
      e.reason !== 'saved' &&
      units[e.unit] &&
      !units[e.unit].removed.includes(e.status)
    )
      units[e.unit].removed.push(e.status);
  }
  return { result: after.stage === 'over' && after.winner ? after.winner : 'goesOn', units };
}

/** Every dice outcome of the command, with its exact chance; null when the command is refused. `cap` bounds the runs. */
export function everyOutcome(
  state: GameState,
  seat: Seat,
  command: Command,
  cap = 5000,
): { facts: RunFacts; chance: Frac }[] | null {
  const out: { facts: RunFacts; chance: Frac }[] = [];
  const stack: { forced: number[]; chance: Frac }[] = [{ forced: [], chance: { n: 1n, d: 1n } }];
  const rng = JSON.stringify(state.rng);
  while (stack.length) {
    if (out.length + stack.length > cap) throw new Error(`more than ${cap} dice outcomes`);
    const { forced, chance } = stack.pop()!;
    const run = playThrough({ ...state, forcedRolls: [...state.forcedRolls, ...forced] }, seat, command);
    if (!run) return null;
    if (JSON.stringify(run.state.rng) === rng) {
      out.push({ facts: factsOf(state, run.state, run.events), chance });
      continue;
    }
    // The generator was drawn from: one more roll is needed, at index forced.length (after the state's own forced ones).
    const announced: string[] = [];
    for (const e of run.events)
      if (e.type === 'diceRolled') for (let i = 0; i < e.faces.length; i++) announced.push(e.kind);
    const k = state.forcedRolls.length + forced.length;
    const kind = announced[k] as keyof typeof DIE_FACES | undefined;
    const faces: readonly number[] = kind ? DIE_FACES[kind] : [0, 1]; // not announced: the coin
    const counts = new Map<number, number>();
    for (const f of faces) counts.set(f, (counts.get(f) ?? 0) + 1);
    for (const [value, n] of counts)
      stack.push({ forced: [...forced, value], chance: frac(chance.n * BigInt(n), chance.d * BigInt(faces.length)) });
  }
  return out;
}

/** A frequency table: each key's summed chance, as "n/d" strings (sorted keys). */
export function table(rows: { key: string; chance: Frac }[]): Record<string, string> {
  const m = new Map<string, Frac>();
  for (const r of rows) m.set(r.key, add(m.get(r.key) ?? { n: 0n, d: 1n }, r.chance));
  return Object.fromEntries(
    [...m]
      .filter(([, f]) => f.n !== 0n)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([k, f]) => [k, fracKey(f)]),
  );
}

const ck = (c: { n: number; d: number }): string => `${c.n}/${c.d}`;

/** Every disagreement between a preview's odds and the referee's frequency table (empty when they agree exactly). */
export function disagreements(
  before: GameState,
  p: rules.CommandPreview,
  outcomes: { facts: RunFacts; chance: Frac }[],
): string[] {
  const out: string[] = [];
  const same = (what: string, said: Record<string, string>, truth: Record<string, string>) => {
    if (JSON.stringify(said) !== JSON.stringify(truth))
      out.push(`${what}: preview ${JSON.stringify(said)}, applyCommand ${JSON.stringify(truth)}`);
  };
  const said = (odds: { value: unknown; chance: { n: number; d: number } }[]) =>
    Object.fromEntries(odds.map((o) => [String(o.value), ck(o.chance)]).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
  same(
    'results',
    Object.fromEntries(
      rules.GAME_RESULTS.filter((r) => p.results[r].n > 0)
        .map((r) => [r, ck(p.results[r])])
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
    ),
    table(outcomes.map((o) => ({ key: o.facts.result, chance: o.chance }))),
  );
  for (const id of Object.keys(before.units)) {
    const u = p.units.find((x) => x.unit === id);
    const rows = (f: (x: RunFacts['units'][string]) => string) =>
      table(outcomes.map((o) => ({ key: f(o.facts.units[id]), chance: o.chance })));
    const start = before.units[id].pos ? `${before.units[id].pos!.q},${before.units[id].pos!.r}` : null;
    if (!u) {
      const changed = outcomes.find(
        (o) =>
          o.facts.units[id].damage !== 0 ||
          o.facts.units[id].hp !== before.units[id].hp ||
          o.facts.units[id].died ||
          o.facts.units[id].applied.length ||
          o.facts.units[id].removed.length ||
          o.facts.units[id].pos !== start,
      );
      if (changed) out.push(`${id} is not in the preview but changes: ${JSON.stringify(changed.facts.units[id])}`);
      continue;
    }
    same(
      `${id} damage`,
      said(u.damageOdds),
      rows((x) => String(x.damage)),
    );
    same(
      `${id} hp`,
      said(u.hpOdds),
      rows((x) => String(x.hp)),
    );
    same(
      `${id} death`,
      u.death.n ? { true: ck(u.death) } : {},
      Object.fromEntries(Object.entries(rows((x) => String(x.died))).filter(([k]) => k === 'true')),
    );
    const statuses = new Set([
      ...u.statusesApplied.map((s) => s.status),
      ...outcomes.flatMap((o) => o.facts.units[id].applied),
    ]);
    for (const s of statuses) {
      const c = u.statusesApplied.find((x) => x.status === s)?.chance;
      same(
        `${id} gets ${s}`,
        c && c.n ? { yes: ck(c) } : {},
        Object.fromEntries(
          Object.entries(rows((x) => (x.applied.includes(s) ? 'yes' : 'no'))).filter(([k]) => k === 'yes'),
        ),
      );
    }
    const removed = new Set([
      ...u.statusesRemoved.map((s) => s.status),
      ...outcomes.flatMap((o) => o.facts.units[id].removed),
    ]);
    for (const s of removed) {
      const c = u.statusesRemoved.find((x) => x.status === s)?.chance;
      same(
        `${id} loses ${s}`,
        c && c.n ? { yes: ck(c) } : {},
        Object.fromEntries(
          Object.entries(rows((x) => (x.removed.includes(s) ? 'yes' : 'no'))).filter(([k]) => k === 'yes'),
        ),
      );
    }
    const places = rows((x) => String(x.pos));
    if (u.positions.length)
      same(
        `${id} ends on`,
        said(u.positions.map((o) => ({ value: o.value ? `${o.value.q},${o.value.r}` : null, chance: o.chance }))),
        places,
      );
    else if (Object.keys(places).some((k) => k !== String(start) && k !== 'null'))
      out.push(`${id} moves (${JSON.stringify(places)}) but the preview lists no position`);
  }
  return out;
}
