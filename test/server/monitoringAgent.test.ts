// server/monitoringAgent.ts: outside PM2 the agent Colyseus loads must not keep its per-second probes running (each
// second one of them lists every active handle: 4,000 sockets at 1,000 rooms); under PM2 (pm_id set) it is left alone.
import { describe, expect, it } from 'vitest';
import { stopMonitoringAgentOutsidePm2 } from '../../server/monitoringAgent';

const proc = process as unknown as { _getActiveHandles(): unknown[] };

/** How many times the agent listed the process's handles over `ms`. */
async function handleListings(ms: number): Promise<number> {
  const original = proc._getActiveHandles;
  let calls = 0;
  proc._getActiveHandles = function () {
    calls++;
    return original.call(this);
  };
  try {
    await new Promise((r) => setTimeout(r, ms));
  } finally {
    proc._getActiveHandles = original;
  }
  return calls;
}

describe('the PM2 monitoring agent', () => {
  it('is left running under PM2 and stopped outside it, its probes with it', async () => {
    await import('@pm2/io'); // loading it starts the probes, as Colyseus' import does
    expect(stopMonitoringAgentOutsidePm2({ pm_id: '3' })).toBe(false);
    expect(await handleListings(2200)).toBeGreaterThan(0);
    expect(stopMonitoringAgentOutsidePm2({})).toBe(true);
    expect(await handleListings(2200)).toBe(0);
  });
});
