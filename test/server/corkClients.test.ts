// server/patches/corkClients.ts: a command's patch and events leave in one write per client, the client's TCP socket
// (ws-transport's `client.ref._socket`, a library internal) corked around both. Every corked socket is uncorked, even
// when the send throws; a client of another transport is sent to as it is.
import type { Client } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { withCorkedClients } from '../../server/patches/corkClients';

/** A client whose TCP socket notes its corks, as a ws-transport client holds it. */
function wsClient(calls: string[], name: string): Client {
  const socket = { cork: () => calls.push(`cork ${name}`), uncork: () => calls.push(`uncork ${name}`) };
  return { ref: { _socket: socket } } as unknown as Client;
}

describe('withCorkedClients', () => {
  it('corks every socket before the send and uncorks each after it', () => {
    const calls: string[] = [];
    withCorkedClients([wsClient(calls, 'a'), wsClient(calls, 'b')], () => calls.push('send'));
    expect(calls).toEqual(['cork a', 'cork b', 'send', 'uncork a', 'uncork b']);
  });

  it('uncorks when the send throws, and sends to a client without a TCP socket as it is', () => {
    const calls: string[] = [];
    const other = { ref: {} } as unknown as Client;
    expect(() =>
      withCorkedClients([wsClient(calls, 'a'), other], () => {
        calls.push('send');
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(calls).toEqual(['cork a', 'send', 'uncork a']);
  });
});
