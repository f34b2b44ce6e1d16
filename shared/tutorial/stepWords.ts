/**
 * A step's words filled from the engine's state (docs/tutorial.md "Words from the state"): a step text never types a
 * team, a colour, a leader, an HP number, a movement count, a speed, a die or a key; it writes a placeholder such as
 * `{team:eli}` or `{key:flip}`, and these functions fill it from the chapter's game state, its event log, the content,
 * the glossary and the client's key map. So the lesson can never say "Darien leads red" when the state says otherwise.
 */
import { STATUS_IDS, type Amount, type DieKind, type Effect, type SkillDef, type StatusId } from '../content/schema';
import { contentText } from '../content/i18n';
import { STATUS_TERMS, TERMS, type TermId } from '../content/glossary';
import { DIE_FACES, TEAMS, type GameEvent, type GameState, type Team } from '../rules';
import { ownedSkills } from '../rules/skills';

export type Language = 'en' | 'zh';

/** The controls a step may name by key; the client passes their labels from its key map. */
export const KEY_ACTIONS = [
  'turnLeft',
  'turnRight',
  'stepForward',
  'flip',
  'pass',
  'confirm',
  'resetCamera',
  'cancel',
  'nextCell',
  'endTurn',
] as const;
export type KeyAction = (typeof KEY_ACTIONS)[number];
export type KeyLabels = Record<KeyAction, string>;

/** What a placeholder is filled from: the live state, the chapter's events so far, and the key labels. */
export type WordsSource = { state: GameState; log: readonly GameEvent[]; keys: KeyLabels };

const TEAM_WORDS: Record<Team, Record<Language, string>> = {
  red: { en: 'red', zh: '红队' },
  blue: { en: 'blue', zh: '蓝队' },
};
const DIE_TERMS: Record<DieKind, TermId> = {
  normal: 'normalDie',
  advantage: 'advantageDie',
  disadvantage: 'disadvantageDie',
};

const PLACEHOLDER = /\{(\w+)(?::(\w+))?\}/g;

/** Every skill any unit of the state owns, by id. */
function skillById(state: GameState, id: string): SkillDef | null {
  for (const u of Object.values(state.units)) for (const s of ownedSkills(state, u)) if (s.def.id === id) return s.def;
  return null;
}

function amountWords(a: Amount, lang: Language): string {
  const dice = (a.dice ?? []).flatMap((p) => Array<string>(p.count).fill(TERMS[DIE_TERMS[p.kind]][lang]));
  return [...(a.fixed || !dice.length ? [String(a.fixed)] : []), ...dice].join(' + ');
}

/** A skill's distance table (R-DMG-2) in words, capped at its range: "1 at distance 1, 1 + normal die at 2–3, …". */
function tableWords(skill: SkillDef, lang: Language): string | null {
  const damage = skill.effects.find(
    (e): e is Extract<Effect, { kind: 'damage' }> => e.kind === 'damage' && !!e.byDistance,
  );
  const table = damage?.byDistance;
  if (!table) return null;
  const max = skill.targeting.range?.max ?? Infinity;
  return table
    .filter((row) => row.from <= max)
    .map((row) => {
      const to = Math.min(row.to ?? row.from, max);
      const span = to === row.from ? `${row.from}` : `${row.from}–${to}`;
      return lang === 'en'
        ? `${amountWords(row.amount, lang)} at distance ${span}`
        : `距离 ${span} 造成 ${amountWords(row.amount, lang)}`;
    })
    .join(lang === 'en' ? ', ' : '，');
}

function lastEvent<T extends GameEvent['type']>(
  log: readonly GameEvent[],
  type: T,
  unit?: string,
): Extract<GameEvent, { type: T }> | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    if (e.type === type && (unit === undefined || (e as { unit?: string }).unit === unit))
      return e as Extract<GameEvent, { type: T }>;
  }
  return null;
}

/** The value of one placeholder, or an Error naming what is wrong with it. */
function fill(kind: string, arg: string | undefined, lang: Language, src: WordsSource): string | Error {
  const { state } = src;
  const unit = arg !== undefined ? state.units[arg] : undefined;
  const needUnit = () => new Error(`{${kind}:${arg ?? ''}} needs a unit of the chapter`);
  switch (kind) {
    case 'name': {
      if (!unit) return needUnit();
      const key = state.content.characters[unit.def]?.nameKey ?? state.content.units[unit.def]?.nameKey;
      return key ? contentText(lang, key) : unit.def;
    }
    case 'team':
      return unit ? TEAM_WORDS[unit.team][lang] : needUnit();
    case 'relic':
      if (!unit) return needUnit();
      return unit.relic
        ? TERMS[unit.relic === 'holy' ? 'holyRelic' : 'ritualVessel'][lang]
        : new Error(`${arg} holds no relic`);
    case 'leaders': {
      const leaders = TEAMS.map((team) => {
        const leader = Object.values(state.units).find((u) => u.team === team && u.relic === 'holy');
        if (!leader) return null;
        const name = fill('name', leader.id, lang, src) as string;
        return lang === 'en'
          ? `${name} leads ${TEAM_WORDS[team].en}`
          : `${name}是${TEAM_WORDS[team].zh}${TERMS.leader.zh}`;
      });
      if (leaders.includes(null)) return new Error('{leaders}: a team without a Holy Relic holder');
      return leaders.join(lang === 'en' ? ', ' : '，');
    }
    case 'hp':
      return unit ? String(unit.hp) : needUnit();
    case 'maxHp':
      return unit ? String(unit.maxHp) : needUnit();
    case 'movement':
      if (!unit) return needUnit();
      return String(state.turn?.unit === unit.id ? state.turn.movementLeft : unit.movement);
    case 'skill':
    case 'speed':
    case 'range':
    case 'table': {
      const skill = arg ? skillById(state, arg) : null;
      if (!skill) return new Error(`{${kind}:${arg ?? ''}}: no unit of the chapter has this skill`);
      if (kind === 'skill') return contentText(lang, skill.nameKey);
      if (kind === 'speed') return String(skill.speed);
      if (kind === 'range') {
        const r = skill.targeting.range;
        if (!r) return new Error(`{range:${arg}}: the skill has no range`);
        const min = r.min ?? 1;
        return lang === 'en' ? `${min} to ${r.max}` : `${min} 到 ${r.max}`;
      }
      return tableWords(skill, lang) ?? new Error(`{table:${arg}}: the skill has no distance table`);
    }
    case 'status':
      return arg && (STATUS_IDS as readonly string[]).includes(arg)
        ? STATUS_TERMS[arg as StatusId][lang]
        : new Error(`{status:${arg ?? ''}}: no such status`);
    case 'term':
      return arg && arg in TERMS ? TERMS[arg as TermId][lang] : new Error(`{term:${arg ?? ''}}: not in the glossary`);
    case 'die':
    case 'faces':
      if (!arg || !(arg in DIE_TERMS)) return new Error(`{${kind}:${arg ?? ''}}: no such die`);
      return kind === 'die'
        ? TERMS[DIE_TERMS[arg as DieKind]][lang]
        : DIE_FACES[arg as DieKind].join(lang === 'en' ? ', ' : '、');
    case 'key':
      return arg && arg in src.keys
        ? src.keys[arg as KeyAction]
        : new Error(`{key:${arg ?? ''}}: not a control of the key map`);
    case 'round':
      return String(state.round);
    case 'roll': {
      const e = lastEvent(src.log, 'diceRolled', arg);
      return e ? String(e.total) : new Error(`{roll${arg ? `:${arg}` : ''}}: no dice were rolled yet`);
    }
    case 'dealt':
    case 'base': {
      if (!unit) return needUnit();
      const e = lastEvent(src.log, 'damaged', unit.id);
      if (!e) return new Error(`{${kind}:${arg}}: ${arg} has not been damaged yet`);
      return String(kind === 'dealt' ? e.amount : e.base);
    }
    default:
      return new Error(`{${kind}}: unknown placeholder`);
  }
}

/** A step text with its placeholders filled (an unfillable one stays as written, so a broken script is visible). */
export function stepWords(text: string, lang: Language, src: WordsSource): string {
  return text.replace(PLACEHOLDER, (m, kind: string, arg?: string) => {
    const v = fill(kind, arg, lang, src);
    return v instanceof Error ? m : v;
  });
}

/** What is wrong with a text's placeholders against a state: one message per placeholder that cannot be filled. */
export function stepWordsProblems(text: string, lang: Language, src: WordsSource): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) {
    const v = fill(m[1], m[2], lang, src);
    if (v instanceof Error) out.push(v.message);
  }
  return out;
}

/** The text with its placeholders taken out: what a script typed by hand (the test checks it names no fact). */
export const typedWords = (text: string): string => text.replace(PLACEHOLDER, ' ');
