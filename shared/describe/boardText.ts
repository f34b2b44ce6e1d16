// The text board (issue 30): the whole position as one seat may read it — every unit's line and the commands it may
// send now, each in words with the command itself beside it so a reader can choose one.
import type { Language } from '../content/i18n';
import { legalCommands, viewFor, type Command, type GameState, type Seat } from '../rules';
import { commandOdds } from './commandOdds';
import { commandText } from './commandText';
import { unitFacts } from './unitFacts';
import { unitText } from './unitText';

/** A legal command, what it says, and (for actions that aim at units) what it would do. */
export type CommandLine = { command: Command; text: string; odds?: string[] };

/** The text board of one seat. */
export type BoardText = { units: { id: string; text: string }[]; commands: CommandLine[] };

/** Commands whose outcome is worth reading before choosing (the ones that act on units). */
const WITH_ODDS: ReadonlySet<Command['type']> = new Set(['skill', 'item', 'equipment', 'react']);

/**
 * What `viewer` reads now: its units' lines and, for a seat, its legal commands (rules legalCommands) in words; `odds`
 * adds each action's outcome from the engine's preview (one preview per listed action: ask only when they are read).
 */
export function boardText(
  language: Language,
  state: GameState,
  viewer: Seat | 'spectator',
  options: { odds?: boolean } = {},
): BoardText {
  const view = viewFor(state, viewer);
  const units = unitFacts(view, viewer).map((u) => ({ id: u.id, text: unitText(language, u) }));
  if (viewer === 'spectator') return { units, commands: [] };
  const commands = legalCommands(view, viewer).commands.map((command): CommandLine => {
    const line: CommandLine = { command, text: commandText(language, view, command) };
    if (options.odds && WITH_ODDS.has(command.type)) {
      const odds = commandOdds(language, view, viewer, command);
      if (odds) line.odds = odds;
    }
    return line;
  });
  return { units, commands };
}
