// A finished table for the rematch tests: Ann (host, seat 0), Bo (1) and Cy (2) are players, seat 3 a strong bot, the
// room's level gentle, a raw spectator (Spy) watching; every prompt on a 0.05 s clock, so the match ends by the idle
// rule (the server's idleEndPrompts) without anyone playing.
import { Client, type Room as SdkRoom } from 'colyseus.js';
import type { Synced } from './gameHelpers';
import { collectErrors, ignoreMessages, until } from './helpers';
import { rawJoin } from './rawClient';

export type RematchOffer = { code: string; seatTokens: { seat: number; token: string }[] };
export type Voting = Synced & {
  host: string;
  rematch: string;
  rematchVote: { answers: string[]; deadline: number; wait: boolean };
  options: { botLevel: string };
};

export async function finishedTable(port: number) {
  const sdk = () => new Client(`ws://127.0.0.1:${port}`);
  const ann = await sdk().create<Voting>('battle', {
    turnDeadlineS: 0.05,
    reactionDeadlineS: 0.05,
    botLevel: 'gentle',
  });
  const bo = await sdk().joinById<Voting>(ann.roomId, { name: 'Bo' });
  const cy = await sdk().joinById<Voting>(ann.roomId, { name: 'Cy' });
  /** The `rematch` messages each client received. */
  const offers = new Map<SdkRoom, RematchOffer[]>();
  for (const r of [ann, bo, cy]) {
    ignoreMessages(r, 'seat:token', 'events', 'room:log');
    const list: RematchOffer[] = [];
    r.onMessage('rematch', (m: RematchOffer) => list.push(m));
    offers.set(r, list);
  }
  const errors = [ann, bo, cy].map((r) => collectErrors(r));
  ann.send('seat:take', { seat: 0 });
  bo.send('seat:take', { seat: 1 });
  cy.send('seat:take', { seat: 2 });
  ann.send('seat:bot', { seat: 3, bot: true, level: 'strong' });
  for (const r of [bo, cy]) r.send('ready', { ready: true });
  await until(
    () => ann.state.seats?.every((s) => s.holder || s.bot) && ann.state.seats[1].ready && ann.state.seats[2].ready,
    5000,
    'seats',
  );
  const spy = await rawJoin(port, 'joinById', ann.roomId, { name: 'Spy' });
  ann.send('start', {});
  await until(() => ann.state.phase === 'finished', 20_000, 'the end');
  return { sdk, ann, bo, cy, offers, errors, spy };
}
