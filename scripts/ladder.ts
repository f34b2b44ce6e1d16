/**
 * The bot ladder (issue 32, docs/bot.md): the levels play each other in both variants, sides swapped every game.
 *   npm run ladder -- [--games N] [--seed S] [--variant beginner|standard] [--pair strong-normal] [--playouts P]
 * Prints one line per pair and variant: `<level> vs <level> (<variant>): W/N = P % [lo, hi], Elo ±d`, then the mean
 * and slowest milliseconds a decision took on this machine, then how the games split between red and blue (with a pair
 * of the same level, `--pair strong-strong`, that split measures the sides). A benchmark: nothing here is a test.
 */
import { standardEngine } from '../shared/rules';
import { BOT_LEVELS, STRONG_SEARCH, type BotLevel } from '../shared/ai';
import { formatLadderLine, formatSidesLine, LADDER_PAIRS, playLadderPair, type LadderPair } from '../shared/ai/ladder';

const USAGE =
  'usage: npm run ladder -- [--games N] [--seed S] [--variant beginner|standard] [--pair strong-normal] [--playouts P]';

function parse(argv: string[]): { games: number; seed: number; pairs: LadderPair[]; playouts: number } | string {
  let games = 10,
    seed = 1,
    playouts = STRONG_SEARCH.playouts;
  let pairs = LADDER_PAIRS;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[++i];
    if (v === undefined) return `${a} expects a value`;
    if (a === '--games' || a === '--seed' || a === '--playouts') {
      if (!/^\d+$/.test(v) || (a !== '--seed' && Number(v) === 0))
        return `${a} expects a whole number above 0, got ${v}`;
      if (a === '--games') games = Number(v);
      else if (a === '--seed') seed = Number(v);
      else playouts = Number(v);
    } else if (a === '--variant') {
      if (v !== 'beginner' && v !== 'standard') return `--variant expects beginner or standard, got ${v}`;
      pairs = pairs.filter((p) => p.variant === v);
    } else if (a === '--pair') {
      const [level, against] = v.split('-');
      if (!BOT_LEVELS.includes(level as BotLevel) || !BOT_LEVELS.includes(against as BotLevel))
        return `--pair expects two levels of ${BOT_LEVELS.join(', ')} joined by -, got ${v}`;
      const variants = [...new Set(pairs.map((p) => p.variant))];
      pairs = variants.map((variant) => ({ level: level as BotLevel, against: against as BotLevel, variant }));
    } else return `unknown option ${a}`;
  }
  return { games, seed, pairs, playouts };
}

const args = parse(process.argv.slice(2));
if (typeof args === 'string') {
  console.error(`${args}\n${USAGE}`);
  process.exit(2);
}
const search = { ...STRONG_SEARCH, playouts: args.playouts };
console.log(
  `ladder: ${args.games} games a line, seed ${args.seed}, strong = ${search.candidates} candidates, ${search.playouts} playouts, horizon ${search.horizon}`,
);
for (const pair of args.pairs) {
  const line = playLadderPair(standardEngine, pair, args.games, args.seed, search);
  console.log(formatLadderLine(line));
  console.log(
    `  ms a decision: ${line.level} ${line.msPerDecision.level.toFixed(0)}, ${line.against} ${line.msPerDecision.against.toFixed(0)}; slowest ${line.slowestMs.toFixed(0)}`,
  );
  console.log(`  ${formatSidesLine(line)}`);
}
