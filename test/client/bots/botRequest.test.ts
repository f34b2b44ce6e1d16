// The browser bot worker's message protocol (issue 32, docs/bot.md "Where it runs"): a request names a seat, its view
// and a level; bad input gets a typed error naming the field and no command; a good one gets the level's command.
import { describe, expect, it } from 'vitest';
import { chooseLevelCommand, BOT_LEVELS } from '../../../shared/ai';
import { applyCommand, awaiting, createMatch, standardEngine, viewFor, type Seat } from '../../../shared/rules';
import { answerBotRequest, BOT_ERROR_CODES, readBotRequest } from '../../../client/src/bots/botRequest';

/** A standard match once the draft is over: the first turn's seat and its view. */
function position() {
  const state = createMatch({ variant: 'beginner', seed: 7 });
  const seat = awaiting(state)!.seats[0] as Seat;
  return { state, seat, view: viewFor(state, seat) };
}

describe('the bot worker protocol', () => {
  const { state, seat, view } = position();
  const good = { id: 3, view, seat, level: 'normal', salt: 12 };

  it.each([
    ['not an object', 'hello', /object/],
    ['an id that is not a whole number', { ...good, id: -1 }, /^id /],
    ['an unknown level', { ...good, level: 'expert' }, /^level .*"expert"/],
    ['a seat outside 0–3', { ...good, seat: 4 }, /^seat /],
    ['a salt that is not a whole number', { ...good, salt: 1.5 }, /^salt /],
    ['a view that is not a game view', { ...good, view: { units: {} } }, /^view /],
  ])('refuses %s with bot/bad_request naming the field', (_what, data, message) => {
    const reply = answerBotRequest(data);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error.code).toBe('bot/bad_request');
    expect(reply.error.message).toMatch(message);
    expect(readBotRequest(data)).toEqual(reply.error);
  });

  it('keeps the id of a readable request in its error, so the pool can match it', () => {
    expect(answerBotRequest({ ...good, id: 9, level: 'expert' })).toMatchObject({ id: 9, ok: false });
    expect(answerBotRequest('hello')).toMatchObject({ id: null, ok: false });
  });

  it('refuses a seat the view does not await with bot/not_awaited', () => {
    const other = ((seat + 1) % 4) as Seat;
    const reply = answerBotRequest({ ...good, seat: other, view: viewFor(state, other) });
    expect(reply).toMatchObject({ ok: false, error: { code: 'bot/not_awaited' } });
    if (!reply.ok) expect(reply.error.message).toContain(`seat ${other} is not awaited`);
    expect(BOT_ERROR_CODES).toContain('bot/not_awaited');
  });

  it.each(['gentle', 'normal'] as const)("answers a good request with the %s level's command", (level) => {
    expect(answerBotRequest({ ...good, level })).toEqual({
      id: 3,
      ok: true,
      command: chooseLevelCommand(standardEngine, view, seat, level, 12),
    });
  });

  // The strong level's search may stop early on a loaded machine (its wall-clock cap), so only its legality is fixed.
  it.each(BOT_LEVELS)('answers every level with a command legal in the real game (%s)', (level) => {
    const reply = answerBotRequest({ ...good, level });
    expect(reply).toMatchObject({ id: 3, ok: true });
    if (reply.ok) expect(applyCommand(state, seat, reply.command).ok).toBe(true);
  });
});
