// Issue 12 "Character knowledge at the edges": what a character's mechanism means to the bot is its plugin's bot advice
// (Mechanism.bot, shared/rules/mechanism.ts BotAdvice), read from the game definition the bot is given — not code in
// shared/ai. These tests play the beginner game (Eli, Yunye, Darien, Noel: Darien's and Noel's plugins give advice).
import { describe, expect, it } from 'vitest';
import { chooseBotCommand } from '../../../shared/ai';
import * as rules from '../../../shared/rules';
import type { BotAdvice, Mechanism, MechanismRegistry } from '../../../shared/rules/mechanism';

/** The standard game with each plugin's bot advice replaced by `bot(id)`. */
function withAdvice(bot: (id: string) => BotAdvice | undefined): rules.Engine {
  const mechanisms: MechanismRegistry = Object.fromEntries(
    Object.entries(rules.STANDARD_GAME.mechanisms).map(([id, m]): [string, Mechanism] => [id, { ...m, bot: bot(id) }]),
  );
  return rules.createEngine({ content: rules.STANDARD_GAME.content, mechanisms });
}

/** Every decision of a bot game (the standard bot playing), as (state, seat, salt). */
function decisions(seed: number): { state: rules.GameState; seat: rules.Seat; salt: number }[] {
  const out: { state: rules.GameState; seat: rules.Seat; salt: number }[] = [];
  let state = rules.createMatch({ variant: 'beginner', seed });
  for (let salt = 0; salt < 600; salt++) {
    const a = rules.awaiting(state);
    if (!a) break;
    const seat = a.seats[0];
    out.push({ state, seat, salt });
    const command = chooseBotCommand(rules.standardEngine, state, seat, salt) ?? rules.defaultCommand(state, seat);
    const r = rules.applyCommand(state, seat, command);
    const next = r.ok ? r : rules.applyCommand(state, seat, rules.defaultCommand(state, seat));
    if (!next.ok) throw new Error(`stuck: ${next.error.code}`);
    state = next.state;
  }
  return out;
}

describe('the bot reads character advice from the game definition', () => {
  const game = [...decisions(3), ...decisions(4)];

  it('defaults to the standard game: no rules given plays as the standard engine', () => {
    expect(game.length).toBeGreaterThan(20);
    for (const { state, seat, salt } of game)
      expect(chooseBotCommand({ legalCommands: rules.legalCommands }, state, seat, salt)).toEqual(
        chooseBotCommand(rules.standardEngine, state, seat, salt),
      );
  });

  it("plays differently without the plugins' advice, and follows a plugin's own advice", () => {
    const bare = withAdvice(() => undefined);
    const differs = game.filter(
      ({ state, seat, salt }) =>
        JSON.stringify(chooseBotCommand(bare, state, seat, salt)) !==
        JSON.stringify(chooseBotCommand(rules.standardEngine, state, seat, salt)),
    );
    expect(differs.length).toBeGreaterThan(0);
    // Darien's advice told to switch form whenever it may: every legal Switch Form is taken.
    const eager = withAdvice((id) =>
      id === 'darien'
        ? { scoreUntargeted: (_bot, use) => (use.kinds.has('darien:switchForm') ? 1000 : undefined) }
        : rules.STANDARD_GAME.mechanisms[id].bot,
    );
    let switches = 0;
    for (const { state, seat, salt } of game) {
      const legal = rules.legalCommands(state, seat).commands;
      const switchForm = legal.find((c) => c.type === 'skill' && c.skill === 'switchForm');
      if (!switchForm) continue;
      switches++;
      expect(chooseBotCommand(eager, state, seat, salt)).toEqual(switchForm);
    }
    expect(switches).toBeGreaterThan(0);
  });
});
