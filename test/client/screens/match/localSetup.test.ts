import { describe, expect, it } from 'vitest';
import { localSetup } from '../../../../client/src/screens/match/LocalMatch';

// The `/local` address (docs/client.md "Local positions"): what it plays, which seats are played here, and at which
// bot level the others answer (issue 32: from the page's bot worker), with a clear error for a bad value.
describe('/local address', () => {
  it('a new beginner match, seat 0 played here, the others answering with the engine default', () => {
    const setup = localSetup('');
    if ('error' in setup) throw new Error(setup.error);
    expect(setup.seats).toEqual([0]);
    expect(setup.bots).toBeNull();
    expect(setup.state.variant).toBe('beginner');
  });

  it('bots=strong: the other seats ask the bot worker at the strong level', () => {
    const setup = localSetup('?variant=standard&seed=7&seats=0,2&bots=strong');
    if ('error' in setup) throw new Error(setup.error);
    expect(setup.seats).toEqual([0, 2]);
    expect(setup.bots).toBe('strong');
    expect(setup.state.variant).toBe('standard');
  });

  it('a level that is not one is refused, naming the value', () => {
    expect(localSetup('?bots=expert')).toEqual({ error: 'bots: gentle, normal or strong, got "expert"' });
  });
});
