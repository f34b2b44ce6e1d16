/**
 * Scenario files (docs/scenarios.md): a JSON position — variant, map, units, custom skills and characters, forced dice,
 * round and turn — and commands by seat. parseScenario checks the file and names the path of the first bad fields.
 */
import { checkEffectParameters } from '../effects';
import { Checker, checkCharacter, checkSkill, checkUnitDef, type ValidationError } from '../../content/validate';
import type { CharacterDef, SkillDef, UnitDef } from '../../content/schema';
import { STATUS_IDS } from '../../content/schema';

/** A unit in a scenario: a content character or a custom one, and any state fields to override. */
export type ScenarioUnit = {
  id?: string;
  character?: string;
  custom?: {
    stats: CharacterDef['stats'];
    sides: [string[], string[]];
    ultimate?: string;
    response?: string;
    extras?: string[];
    forms?: string[];
  };
  seat: 0 | 1 | 2 | 3;
  team?: 'red' | 'blue';
  relic?: 'holy' | 'vessel' | null;
  relicRevealed?: boolean;
  pos: { q: number; r: number };
  facing?: number;
  hp?: number;
  maxHp?: number;
  movement?: number;
  constitution?: number;
  initiativeModifier?: number;
  board?: number;
  side?: 0 | 1;
  used?: string[];
  curse?: number;
  souls?: number;
  items?: string[];
  equipment?: { card: string; faceUp?: boolean } | null;
  statuses?: { id: (typeof STATUS_IDS)[number]; flips?: number }[];
  rune?: boolean;
  form?: string;
  /** A character module's counters (Edwin's rounds, Nia's essences). */
  mechanism?: Record<string, number | string | boolean | string[]>;
};

/** The map of a scenario: a named layout, a layout code, explicit cells, or a hexagon of a radius with obstacles. */
export type ScenarioMap =
  | { layout: 'beginner' }
  | { code: string }
  | {
      cells: { q: number; r: number; terrain?: 'open' | 'obstacle'; board?: string }[];
      campfires?: { red?: { q: number; r: number }[]; blue?: { q: number; r: number }[] };
      statue?: { q: number; r: number } | null;
    }
  | {
      radius: number;
      obstacles?: { q: number; r: number }[];
      campfires?: { red?: { q: number; r: number }[]; blue?: { q: number; r: number }[] };
      statue?: { q: number; r: number } | null;
    };

/** A whole scenario file. */
export type Scenario = {
  variant?: 'beginner' | 'standard';
  seed?: number;
  map?: ScenarioMap;
  skills?: Record<string, SkillDef>;
  characters?: Record<string, CharacterDef>;
  /** Custom summonable unit definitions (skeleton-like minions), added to the content. */
  unitDefs?: Record<string, UnitDef>;
  units: ScenarioUnit[];
  /** Unit ids in initiative order (every living unit once), or "roll": the engine rolls d20 + modifier (R-INIT-1/2). */
  initiative?: string[] | 'roll';
  forcedRolls?: number[];
  round?: number;
  turn?: {
    unit: string;
    phase?: 'start' | 'action';
    movementLeft?: number;
    standardActions?: number;
    flipped?: boolean;
  };
  statue?: { q: number; r: number } | null;
  /** Standard game: the market rows and decks, the night events, Stubborn Dice lying on the track. */
  market?: { items: string[]; equipment: string[]; itemDeck?: string[]; equipmentDeck?: string[] };
  nights?: { round: number; card: string; revealed?: boolean }[];
  stubbornDice?: string[];
  commands?: { seat: 0 | 1 | 2 | 3; command: unknown; notes?: string | string[] }[];
  /** Free text for people (what the scenario shows); never read by the engine. */
  notes?: string | string[];
};

/** A scenario error: the path of the bad field; line and column (1-based) only for text that is not JSON. */
export type ScenarioError = ValidationError & { line?: number; column?: number };

/** The free field allowed on the scenario, on each unit and on each command: a string or a list of strings. */
const FREE = 'notes';

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0];
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const t = d[j];
      d[j] = Math.min(d[j] + 1, d[j - 1] + 1, prev + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1));
      prev = t;
    }
  }
  return d[b.length];
}

/** Every field of `o` must be one of `allowed` (or the free field where `free`); names the path of the others. */
function known(c: Checker, o: Record<string, unknown>, path: string, allowed: readonly string[], free = false): void {
  for (const k of Object.keys(o)) {
    if (allowed.includes(k)) continue;
    const at = path === '' ? k : `${path}.${k}`;
    if (free && k === FREE) {
      const n = o[k];
      if (!(typeof n === 'string' || (Array.isArray(n) && n.every((x) => typeof x === 'string'))))
        c.fail(at, 'expected a string or a list of strings');
      continue;
    }
    const near = [...allowed, ...(free ? [FREE] : [])]
      .map((a) => ({ a, d: editDistance(k, a) }))
      .sort((x, y) => x.d - y.d)[0];
    c.fail(at, `unknown field ${k}${near && near.d <= 2 ? ` (did you mean ${near.a}?)` : ''}`);
  }
}

const TOP_FIELDS = [
  'variant',
  'seed',
  'map',
  'skills',
  'characters',
  'unitDefs',
  'units',
  'initiative',
  'forcedRolls',
  'round',
  'turn',
  'statue',
  'market',
  'nights',
  'stubbornDice',
  'commands',
] as const;
const UNIT_FIELDS = [
  'id',
  'character',
  'custom',
  'seat',
  'team',
  'relic',
  'relicRevealed',
  'pos',
  'facing',
  'hp',
  'maxHp',
  'movement',
  'constitution',
  'initiativeModifier',
  'board',
  'side',
  'used',
  'curse',
  'souls',
  'items',
  'equipment',
  'statuses',
  'rune',
  'form',
  'mechanism',
] as const;

/** The id a scenario unit gets: its id, else its character, else custom<i>. */
export function scenarioUnitId(u: { id?: unknown; character?: unknown; custom?: unknown }, i: number): string {
  return typeof u.id === 'string' ? u.id : u.custom !== undefined ? `custom${i}` : String(u.character);
}

/** Where JSON text first goes wrong (an offset; the text's length when it ends too soon), for parsers naming no position. */
function jsonErrorAt(t: string): number {
  let i = 0;
  const ws = (): void => {
    while (i < t.length && ' \t\n\r'.includes(t[i])) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const value = (): void => {
    ws();
    const ch = t[i];
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      ws();
      if (t[i] === close) return void i++;
      for (;;) {
        if (ch === '{') {
          ws();
          if (t[i] !== '"') fail();
          string();
          ws();
          if (t[i] !== ':') fail();
          i++;
        }
        value();
        ws();
        if (t[i] === ',') i++;
        else if (t[i] === close) return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    const lit = /^(true|false|null|-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?)/.exec(t.slice(i, i + 400));
    if (!lit) fail();
    i += lit![0].length;
  };
  const string = (): void => {
    i++;
    while (i < t.length && t[i] !== '"') i += t[i] === '\\' ? 2 : 1;
    if (i >= t.length) fail();
    i++;
  };
  try {
    value();
    ws();
    return i < t.length ? i : 0;
  } catch (at) {
    return Math.min(at as number, t.length);
  }
}

/** Reads scenario text: JSON errors name their line and column (1-based), then parseScenario checks the fields. */
export function parseScenarioText(
  text: string,
): { ok: true; scenario: Scenario } | { ok: false; errors: ScenarioError[] } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const message = (e as Error).message;
    const m = /position (\d+)/.exec(message);
    const at = m ? Number(m[1]) : jsonErrorAt(text);
    const before = text.slice(0, at).split('\n');
    return {
      ok: false,
      errors: [
        {
          path: '',
          message: `invalid JSON: ${message}`,
          line: before.length,
          column: before[before.length - 1].length + 1,
        },
      ],
    };
  }
  return parseScenario(json, { bothTeams: true });
}

/** Whether a unit's number field holds a valid value (an integer from 0 to 99), so that comparing it means something. */
const inRange = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 99;

/**
 * The skill ids a scenario defines, for the units' references: the keys of `skills` (a skill with broken fields is still
 * named; its own errors are reported at skills.<id>), or of a misspelt `skills` (its unknown-field error is reported, and
 * "no skill X" would follow from it); null when `skills` is there but no object (the references cannot be judged).
 */
function namedSkills(v: Record<string, unknown>): Set<string> | null {
  const misspelt =
    v.skills === undefined
      ? Object.keys(v).find((k) => !(TOP_FIELDS as readonly string[]).includes(k) && editDistance(k, 'skills') <= 2)
      : undefined;
  const skills = misspelt !== undefined ? v[misspelt] : v.skills;
  if (skills === undefined) return new Set();
  return typeof skills === 'object' && skills !== null && !Array.isArray(skills) ? new Set(Object.keys(skills)) : null;
}

function hex(c: Checker, v: unknown, path: string, extra: readonly string[] = []): boolean {
  if (!c.object(v, path)) return false;
  known(c, v, path, ['q', 'r', ...extra]);
  return c.int(v.q, `${path}.q`, -99, 99) && c.int(v.r, `${path}.r`, -99, 99);
}
function hexList(c: Checker, v: unknown, path: string): void {
  if (c.array(v, path)) v.forEach((h, i) => hex(c, h, `${path}[${i}]`));
}

/**
 * Checks a scenario; returns it typed or every error with the path of the bad field. `bothTeams` (on for scenario text,
 * parseScenarioText) refuses a scenario whose units are all on one team; positions built in code for a single
 * character's module tests leave it off.
 */
export function parseScenario(
  v: unknown,
  opts: { bothTeams?: boolean } = {},
): { ok: true; scenario: Scenario } | { ok: false; errors: ValidationError[] } {
  const c = new Checker(checkEffectParameters);
  if (!c.object(v, '')) return { ok: false, errors: c.errors };
  known(c, v, '', TOP_FIELDS, true);
  c.optional(v.variant, () => c.oneOf(v.variant, ['beginner', 'standard'] as const, 'variant'));
  c.optional(v.seed, () => c.int(v.seed, 'seed', 0, 0xffffffff));
  c.optional(v.map, () => {
    const m = v.map;
    if (!c.object(m, 'map')) return false;
    if (m.layout !== undefined)
      return (known(c, m, 'map', ['layout']), c.oneOf(m.layout, ['beginner'] as const, 'map.layout'));
    if (m.code !== undefined) return (known(c, m, 'map', ['code']), c.string(m.code, 'map.code'));
    if (m.cells !== undefined) {
      known(c, m, 'map', ['cells', 'campfires', 'statue']);
      if (c.array(m.cells, 'map.cells'))
        m.cells.forEach((cell, i) => {
          if (
            hex(c, cell, `map.cells[${i}]`, ['terrain', 'board']) &&
            (cell as Record<string, unknown>).terrain !== undefined
          )
            c.oneOf(
              (cell as Record<string, unknown>).terrain,
              ['open', 'obstacle'] as const,
              `map.cells[${i}].terrain`,
            );
          if (typeof cell === 'object' && cell !== null && (cell as Record<string, unknown>).board !== undefined)
            c.string((cell as Record<string, unknown>).board, `map.cells[${i}].board`);
        });
    } else if (m.radius !== undefined) {
      known(c, m, 'map', ['radius', 'obstacles', 'campfires', 'statue']);
      c.int(m.radius, 'map.radius', 1, 30);
      c.optional(m.obstacles, () => (hexList(c, m.obstacles, 'map.obstacles'), true));
    } else return c.fail('map', 'expected layout, code, cells or radius');
    c.optional(m.campfires, () => {
      if (!c.object(m.campfires, 'map.campfires')) return false;
      const cf = m.campfires;
      known(c, cf, 'map.campfires', ['red', 'blue']);
      c.optional(cf.red, () => (hexList(c, cf.red, 'map.campfires.red'), true));
      c.optional(cf.blue, () => (hexList(c, cf.blue, 'map.campfires.blue'), true));
      return true;
    });
    c.optional(m.statue, () => m.statue === null || hex(c, m.statue, 'map.statue'));
    return true;
  });
  c.optional(v.skills, () => {
    if (!c.object(v.skills, 'skills')) return false;
    for (const [id, k] of Object.entries(v.skills))
      if (checkSkill(c, k, `skills.${id}`) && k.id !== id) c.fail(`skills.${id}.id`, `expected ${id}`);
    return true;
  });
  c.optional(v.characters, () => {
    if (!c.object(v.characters, 'characters')) return false;
    for (const [id, k] of Object.entries(v.characters)) checkCharacter(c, k, `characters.${id}`);
    return true;
  });
  c.optional(v.unitDefs, () => {
    if (!c.object(v.unitDefs, 'unitDefs')) return false;
    for (const [id, k] of Object.entries(v.unitDefs))
      if (checkUnitDef(c, k, `unitDefs.${id}`) && k.id !== id) c.fail(`unitDefs.${id}.id`, `expected ${id}`);
    return true;
  });
  const skillIds = namedSkills(v);
  if (c.array(v.units, 'units')) {
    if (v.units.length === 0) c.fail('units', 'expected at least one unit');
    v.units.forEach((u, i) => {
      const p = `units[${i}]`;
      if (!c.object(u, p)) return;
      known(c, u, p, UNIT_FIELDS, true);
      if (u.character === undefined && u.custom === undefined) c.fail(p, 'expected character or custom');
      c.optional(u.id, () => c.string(u.id, `${p}.id`));
      c.optional(u.character, () => c.string(u.character, `${p}.character`));
      c.optional(u.custom, () => {
        const cu = u.custom;
        if (!c.object(cu, `${p}.custom`)) return false;
        known(c, cu, `${p}.custom`, ['stats', 'sides', 'ultimate', 'response', 'extras', 'forms']);
        if (c.object(cu.stats, `${p}.custom.stats`)) {
          known(c, cu.stats, `${p}.custom.stats`, ['hp', 'constitution', 'movement', 'initiative']);
          for (const f of ['hp', 'constitution', 'movement', 'initiative'] as const)
            c.int(cu.stats[f], `${p}.custom.stats.${f}`, f === 'initiative' ? -20 : 0, 30);
        }
        if (c.array(cu.sides, `${p}.custom.sides`)) {
          if (cu.sides.length !== 2) c.fail(`${p}.custom.sides`, 'expected two sides');
          cu.sides.forEach((side, j) => {
            if (c.array(side, `${p}.custom.sides[${j}]`))
              side.forEach((id, n) => {
                if (c.string(id, `${p}.custom.sides[${j}][${n}]`) && skillIds && !skillIds.has(id))
                  c.fail(`${p}.custom.sides[${j}][${n}]`, `no skill ${id} in skills`);
              });
          });
        }
        for (const f of ['ultimate', 'response'] as const)
          c.optional(
            cu[f],
            () =>
              c.string(cu[f], `${p}.custom.${f}`) &&
              (!skillIds ||
                skillIds.has(cu[f] as string) ||
                c.fail(`${p}.custom.${f}`, `no skill ${String(cu[f])} in skills`)),
          );
        c.optional(cu.extras, () => {
          if (!c.array(cu.extras, `${p}.custom.extras`)) return false;
          cu.extras.forEach(
            (id, n) =>
              c.string(id, `${p}.custom.extras[${n}]`) &&
              (!skillIds ||
                skillIds.has(id as string) ||
                c.fail(`${p}.custom.extras[${n}]`, `no skill ${String(id)} in skills`)),
          );
          return true;
        });
        return true;
      });
      c.int(u.seat, `${p}.seat`, 0, 3);
      c.optional(u.team, () => c.oneOf(u.team, ['red', 'blue'] as const, `${p}.team`));
      c.optional(u.relic, () => u.relic === null || c.oneOf(u.relic, ['holy', 'vessel'] as const, `${p}.relic`));
      hex(c, u.pos, `${p}.pos`);
      c.optional(u.facing, () => c.int(u.facing, `${p}.facing`, 0, 5));
      for (const f of ['hp', 'maxHp', 'movement', 'constitution', 'curse', 'souls'] as const)
        c.optional(u[f], () => c.int(u[f], `${p}.${f}`, 0, 99));
      c.optional(u.initiativeModifier, () => c.int(u.initiativeModifier, `${p}.initiativeModifier`, -20, 20));
      c.optional(u.board, () => c.int(u.board, `${p}.board`, 0, 3));
      c.optional(u.side, () => c.int(u.side, `${p}.side`, 0, 1));
      c.optional(
        u.used,
        () => (c.array(u.used, `${p}.used`) && u.used.forEach((s, j) => c.string(s, `${p}.used[${j}]`)), true),
      );
      c.optional(
        u.items,
        () => (c.array(u.items, `${p}.items`) && u.items.forEach((s, j) => c.string(s, `${p}.items[${j}]`)), true),
      );
      c.optional(
        u.equipment,
        () =>
          u.equipment === null ||
          (c.object(u.equipment, `${p}.equipment`) &&
            (known(c, u.equipment, `${p}.equipment`, ['card', 'faceUp']),
            c.string(u.equipment.card, `${p}.equipment.card`)) &&
            c.optional(u.equipment.faceUp, () =>
              c.boolean((u.equipment as Record<string, unknown>).faceUp, `${p}.equipment.faceUp`),
            )),
      );
      c.optional(u.statuses, () => {
        if (!c.array(u.statuses, `${p}.statuses`)) return false;
        const seen = new Set<string>();
        u.statuses.forEach((st, j) => {
          if (!c.object(st, `${p}.statuses[${j}]`)) return;
          known(c, st, `${p}.statuses[${j}]`, ['id', 'flips']);
          if (c.oneOf(st.id, STATUS_IDS, `${p}.statuses[${j}].id`)) {
            if (seen.has(st.id)) c.fail(`${p}.statuses[${j}].id`, `${st.id} is listed twice on this unit`);
            seen.add(st.id);
          }
          c.optional(st.flips, () => c.int(st.flips, `${p}.statuses[${j}].flips`, 0, 1));
        });
        return true;
      });
      c.optional(u.rune, () => c.boolean(u.rune, `${p}.rune`));
      c.optional(u.form, () => c.string(u.form, `${p}.form`));
      c.optional(u.mechanism, () => c.object(u.mechanism, `${p}.mechanism`));
      if (inRange(u.hp) && inRange(u.maxHp) && u.hp > u.maxHp) c.fail(`${p}.hp`, 'hp exceeds maxHp');
    });
  }
  const units = Array.isArray(v.units)
    ? v.units.filter((u): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u))
    : [];
  if (units.length > 0 && units.length === (v.units as unknown[]).length) {
    // A unit whose team or seat is itself broken (reported above) takes no part: its errors would follow from that one.
    const teamOf = (u: Record<string, unknown>): string | null =>
      u.team !== undefined
        ? u.team === 'red' || u.team === 'blue'
          ? u.team
          : null
        : Number.isInteger(u.seat) && (u.seat as number) >= 0 && (u.seat as number) <= 3
          ? (u.seat as number) >= 2
            ? 'blue'
            : 'red'
          : null;
    const known = units.map(teamOf);
    const teams = new Set(known.filter((t) => t !== null));
    if (opts.bothTeams && teams.size === 1 && !known.includes(null))
      c.fail('units', `every unit is on team ${[...teams][0]}: a scenario needs units on both teams`);
    // Impossible seatings: one seat is one player, on one team (R-TEAM); its units cannot be on both teams.
    const seatTeam = new Map<number, string>();
    units.forEach((u, i) => {
      const team = teamOf(u);
      if (!Number.isInteger(u.seat) || team === null) return;
      const seat = u.seat as number;
      const was = seatTeam.get(seat);
      if (was !== undefined && was !== team)
        c.fail(`units[${i}].team`, `seat ${seat} is already on team ${was}: one seat cannot play on both teams`);
      else seatTeam.set(seat, team);
    });
  }
  c.optional(v.initiative, () => {
    if (v.initiative === 'roll') {
      if (v.turn !== undefined)
        c.fail('turn', 'not allowed with "initiative": "roll" (the first rolled unit starts the round)');
      return true;
    }
    if (!c.array(v.initiative, 'initiative')) return c.fail('initiative', 'expected a list of unit ids or "roll"');
    const ids = units.map((u, i) => ({
      id: scenarioUnitId(u, i),
      alive: u.hp !== 0,
      named: u.id === undefined || typeof u.id === 'string',
    }));
    const listed = new Set<string>();
    v.initiative.forEach((s, i) => {
      if (!c.string(s, `initiative[${i}]`)) return;
      if (listed.has(s)) c.fail(`initiative[${i}]`, `${s} is listed twice`);
      listed.add(s);
    });
    // A unit whose id is itself broken (reported at its path) is not reported missing too.
    const missing = ids.filter((u) => u.alive && u.named && !listed.has(u.id)).map((u) => u.id);
    if (missing.length > 0)
      c.fail('initiative', `every living unit must act (R-ROUND-3): missing ${missing.join(', ')}`);
    return true;
  });
  c.optional(
    v.forcedRolls,
    () => (
      c.array(v.forcedRolls, 'forcedRolls') && v.forcedRolls.forEach((n, i) => c.int(n, `forcedRolls[${i}]`, 0, 40)),
      true
    ),
  );
  c.optional(v.round, () => c.int(v.round, 'round', 1, 8));
  c.optional(v.statue, () => v.statue === null || hex(c, v.statue, 'statue'));
  c.optional(v.turn, () => {
    const t = v.turn;
    if (!c.object(t, 'turn')) return false;
    known(c, t, 'turn', ['unit', 'phase', 'movementLeft', 'standardActions', 'flipped']);
    c.string(t.unit, 'turn.unit');
    c.optional(t.phase, () => c.oneOf(t.phase, ['start', 'action'] as const, 'turn.phase'));
    c.optional(t.movementLeft, () => c.int(t.movementLeft, 'turn.movementLeft', 0, 20));
    c.optional(t.standardActions, () => c.int(t.standardActions, 'turn.standardActions', 0, 2));
    c.optional(t.flipped, () => c.boolean(t.flipped, 'turn.flipped'));
    return true;
  });
  const strings = (x: unknown, path: string): boolean => (
    c.array(x, path) && x.forEach((id, i) => c.string(id, `${path}[${i}]`)),
    true
  );
  c.optional(v.market, () => {
    const m = v.market;
    if (!c.object(m, 'market')) return false;
    known(c, m, 'market', ['items', 'equipment', 'itemDeck', 'equipmentDeck']);
    strings(m.items, 'market.items');
    strings(m.equipment, 'market.equipment');
    c.optional(m.itemDeck, () => strings(m.itemDeck, 'market.itemDeck'));
    c.optional(m.equipmentDeck, () => strings(m.equipmentDeck, 'market.equipmentDeck'));
    return true;
  });
  c.optional(v.nights, () => {
    if (!c.array(v.nights, 'nights')) return false;
    v.nights.forEach((n, i) => {
      if (!c.object(n, `nights[${i}]`)) return;
      known(c, n, `nights[${i}]`, ['round', 'card', 'revealed']);
      if (c.int(n.round, `nights[${i}].round`, 3, 7) && n.round % 2 === 0)
        c.fail(`nights[${i}].round`, 'expected a night: 3, 5 or 7');
      c.string(n.card, `nights[${i}].card`);
      c.optional(n.revealed, () => c.boolean(n.revealed, `nights[${i}].revealed`));
    });
    return true;
  });
  c.optional(v.stubbornDice, () => strings(v.stubbornDice, 'stubbornDice'));
  c.optional(v.commands, () => {
    if (!c.array(v.commands, 'commands')) return false;
    v.commands.forEach((cmd, i) => {
      if (!c.object(cmd, `commands[${i}]`)) return;
      known(c, cmd, `commands[${i}]`, ['seat', 'command'], true);
      c.int(cmd.seat, `commands[${i}].seat`, 0, 3);
      c.object(cmd.command, `commands[${i}].command`);
    });
    return true;
  });
  return c.errors.length === 0 ? { ok: true, scenario: v as unknown as Scenario } : { ok: false, errors: c.errors };
}
