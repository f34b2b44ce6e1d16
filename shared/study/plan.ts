/**
 * A balance study's plan (issue 15 §2): which map, how many games, which characters, which rules and bot, and the
 * seed every game's setup is drawn from. makeStudyPlan checks untrusted options and names what is wrong.
 */
import { CONTENT } from '../content';
import {
  assembleMap,
  beginnerLayout,
  campfireCells,
  chooseCampfire,
  dealStandardLayout,
  decodeLayout,
  encodeLayout,
  validateLayout,
  type Layout,
} from '../map';
import { STUDY_BOTS, type StudyBot } from './studyBot';

/** Where the studied layout came from. */
export type StudyLayoutSource = { kind: 'beginner' } | { kind: 'random'; seed: number } | { kind: 'code' };

/** Which rules the games use: beginner (5/5 HP, round 5, seat-order initiative) or standard (printed HP, runes, round 1, rolled initiative). */
export type StudyRules = 'beginner' | 'standard';

/** The sequential stop rule's settings (stopRule.ts); null plays every planned game. */
export type StopSettings = {
  /** Half-width of the "balanced" band around 50 % (0.03 = a map is called balanced when its share stays in 47–53 %). */
  margin: number;
  /** The overall error rate of the confidence sequence (0.05: 95 % over every look together). */
  alpha: number;
  /** No stop before this many games. */
  minGames: number;
};

/** A checked study plan: everything a worker needs to play game i, as plain JSON. */
export type StudyPlan = {
  layoutCode: string;
  source: StudyLayoutSource;
  games: number;
  seed: number;
  /** The characters rotated through the seats (at least 4 distinct ids, sorted as given). */
  characters: string[];
  rules: StudyRules;
  bot: StudyBot;
  stop: StopSettings | null;
  /** Games between two looks of the stop rule: a whole number of rotation blocks (rotation.ts), at least 100 games. */
  lookEvery: number;
  /** validateLayout's complaint about the map (the study still runs when the map is playable), or null. */
  warning: string | null;
  /** The most commands a game may take before it is counted unfinished. */
  commandCap: number;
};

/** What a caller may ask for; every field but `layout` has a default. */
export type StudyOptions = {
  /** A layout code, 'beginner', or 'random' (a standard deal from `layoutSeed`, default `seed`). */
  layout: string;
  games?: number;
  seed?: number;
  layoutSeed?: number;
  characters?: string[];
  rules?: StudyRules;
  bot?: StudyBot;
  /** false turns the stop rule off; an object overrides its settings. */
  stop?: false | Partial<StopSettings>;
};

export const DEFAULT_STOP: StopSettings = { margin: 0.03, alpha: 0.05, minGames: 200 };
/** The most games a study may plan (about 8 minutes on two cores). */
export const MAX_STUDY_GAMES = 100_000;
/**
 * The default plan: at most 10,000 games with the stop rule on, i.e. "keep going until settled, at most 10,000". With
 * all eight characters a map a team wins 60 % of settles at the first or second look, 55 % in about 1,300 decisive
 * games, 53 % and an even map (within ±3 %) in about 4,900; a 52 % map needs about 13,500 (docs/studies.md).
 */
export const DEFAULT_STUDY_GAMES = 10_000;

/** A plan error: the option that was wrong and why. */
export type StudyPlanError = { option: string; message: string };

/** The layout of a plan, decoded (the code was checked when the plan was made). */
export function planLayout(plan: Pick<StudyPlan, 'layoutCode'>): Layout {
  const d = decodeLayout(plan.layoutCode);
  if (!d.ok) throw new Error(`study plan: ${d.error.message}`);
  return d.layout;
}

/** The standard deal a 'random' study plays: dealStandardLayout(seed), red takes the first campfire offered (R-MAP-11). */
export function randomStudyLayout(seed: number): Layout {
  const dealt = dealStandardLayout(seed);
  const chosen = chooseCampfire(dealt.layout, 'red', dealt.campfireChoice.options[0]);
  if (!chosen.ok) throw new Error(`random study layout: ${chosen.error.message}`);
  return chosen.layout;
}

const isUint32 = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;

/** Checks the options and makes the plan, or names every bad option. */
export function makeStudyPlan(
  o: StudyOptions,
): { ok: true; plan: StudyPlan } | { ok: false; errors: StudyPlanError[] } {
  const errors: StudyPlanError[] = [];
  const games = o.games ?? DEFAULT_STUDY_GAMES;
  if (!Number.isInteger(games) || games < 1 || games > MAX_STUDY_GAMES)
    errors.push({
      option: 'games',
      message: `expected a whole number from 1 to ${MAX_STUDY_GAMES.toLocaleString('en')}, got ${games}`,
    });
  const seed = o.seed ?? 1;
  if (!isUint32(seed))
    errors.push({ option: 'seed', message: `expected a whole number from 0 to 4294967295, got ${seed}` });
  const rules = o.rules ?? 'beginner';
  if (rules !== 'beginner' && rules !== 'standard')
    errors.push({ option: 'rules', message: `expected beginner or standard, got ${String(rules)}` });
  const bot = o.bot ?? 'heuristic';
  if (!STUDY_BOTS.includes(bot))
    errors.push({ option: 'bot', message: `expected one of ${STUDY_BOTS.join(', ')}, got ${String(bot)}` });
  const known = Object.keys(CONTENT.characters).sort();
  const characters = o.characters ?? known;
  const unknown = characters.filter((c) => !known.includes(c));
  if (unknown.length)
    errors.push({ option: 'characters', message: `no character ${unknown.join(', ')} (known: ${known.join(', ')})` });
  else if (new Set(characters).size !== characters.length)
    errors.push({ option: 'characters', message: 'a character is listed twice' });
  else if (characters.length < 4)
    errors.push({ option: 'characters', message: `a game seats 4 different characters: got ${characters.length}` });

  let stop: StopSettings | null = null;
  if (o.stop !== false) {
    stop = { ...DEFAULT_STOP, ...(o.stop ?? {}) };
    if (!(stop.margin > 0 && stop.margin < 0.5))
      errors.push({ option: 'stop.margin', message: `expected a share between 0 and 0.5, got ${stop.margin}` });
    if (!(stop.alpha > 0 && stop.alpha < 1))
      errors.push({ option: 'stop.alpha', message: `expected a rate between 0 and 1, got ${stop.alpha}` });
    if (!Number.isInteger(stop.minGames) || stop.minGames < 1)
      errors.push({ option: 'stop.minGames', message: `expected a whole number of games, got ${stop.minGames}` });
  }

  let layout: Layout | null = null;
  let source: StudyLayoutSource = { kind: 'code' };
  if (typeof o.layout !== 'string' || o.layout.trim() === '')
    errors.push({ option: 'layout', message: 'expected a layout code, beginner or random' });
  else if (o.layout === 'beginner') {
    layout = beginnerLayout();
    source = { kind: 'beginner' };
  } else if (o.layout === 'random') {
    const layoutSeed = o.layoutSeed ?? (isUint32(seed) ? seed : 1);
    if (!isUint32(layoutSeed))
      errors.push({ option: 'layoutSeed', message: `expected a whole number from 0 to 4294967295, got ${layoutSeed}` });
    else {
      layout = randomStudyLayout(layoutSeed);
      source = { kind: 'random', seed: layoutSeed };
    }
  } else {
    const d = decodeLayout(o.layout.trim());
    if (!d.ok) errors.push({ option: 'layout', message: d.error.message });
    else layout = d.layout;
  }
  let warning: string | null = null;
  if (layout) {
    if (!layout.campfires)
      errors.push({
        option: 'layout',
        message: 'the layout has no campfires: the teams have nowhere to start (R-SETUP-15)',
      });
    else {
      const map = assembleMap(layout);
      for (const team of ['red', 'blue'] as const) {
        const open = campfireCells(layout, team, map).length;
        if (open < 2)
          errors.push({
            option: 'layout',
            message: `the ${team} campfire board has ${open} open cell${open === 1 ? '' : 's'}: two characters start there (R-SETUP-15)`,
          });
      }
      const valid = validateLayout(layout);
      if (!valid.ok) warning = valid.error.message;
    }
  }
  if (errors.length || !layout) return { ok: false, errors };
  const block = 2 * characters.length;
  return {
    ok: true,
    plan: {
      layoutCode: encodeLayout(layout),
      source,
      games,
      seed,
      characters: [...characters],
      rules,
      bot,
      stop,
      lookEvery: block * Math.ceil(100 / block),
      warning,
      commandCap: 3000,
    },
  };
}
