/**
 * The bot: picks one of the engine's legal commands by a simple heuristic (issue 6 "Bots").
 * Deterministic: the same state, seat and salt always give the same command (no Math.random).
 * The rules functions are passed in, so the bot talks to the engine only through its public API.
 */

/** The engine functions the bot uses. */
export type BotRules = {
  legalCommands(state: unknown, seat: 0 | 1 | 2 | 3): unknown;
};

/** Chooses a command for `seat`; `salt` varies the choice between equally good commands (e.g. the command count). */
export function chooseBotCommand(rules: BotRules, state: unknown, seat: 0 | 1 | 2 | 3, salt = 0): unknown {
  const legal = rules.legalCommands(state, seat);
  const list = Array.isArray(legal) ? legal : [];
  if (list.length === 0) return null;
  return list[Math.abs(salt) % list.length];
}
