import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseBotCommand } from '../../shared/ai/chooseBotCommand';
import * as rules from '../../shared/rules';

/**
 * A finished bot-vs-bot beginner match written as a record (docs/online.md "Records") under `dir`, for the replay
 * route; the number of its commands.
 */
export function writeFinishedRecord(dir: string, matchId: string): number {
  const setup = { variant: 'beginner' as const, seed: 5 };
  let state = rules.createMatch(setup);
  const lines: string[] = [];
  const seats = [0, 1, 2, 3].map((i) => ({ name: `Bot ${i + 1}`, bot: true, tokenHash: '' }));
  const roomId = matchId.split('-').pop()!;
  lines.push(
    JSON.stringify({
      t: 'setup',
      v: 1,
      matchId,
      roomId,
      roomName: 'e2e replay',
      createdAt: '2026-11-22T00:00:00.000Z',
      options: {},
      seed: 5,
      setup,
      seats,
    }),
  );
  let i = 0;
  while (state.stage !== 'over' && i < 3000) {
    const seat = rules.awaiting(state)!.seats[0];
    let command = chooseBotCommand(rules as never, state, seat, i) ?? rules.defaultCommand(state, seat);
    let r = rules.applyCommand(state, seat, command);
    if (!r.ok) r = rules.applyCommand(state, seat, (command = rules.defaultCommand(state, seat)));
    if (!r.ok) throw new Error(`bot game stuck: ${r.error.code}`);
    state = r.state;
    lines.push(JSON.stringify({ t: 'cmd', i, seat, by: 'bot', command, at: i }));
    i++;
  }
  lines.push(JSON.stringify({ t: 'end', at: i, result: state.winner }));
  writeFileSync(join(dir, `${matchId}.jsonl`), `${lines.join('\n')}\n`);
  return i;
}
