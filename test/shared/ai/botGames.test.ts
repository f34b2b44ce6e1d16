// The bot against the real engine (issue 6 "Bots"): every command it picks is accepted, whole games end, and the same
// seed gives the same game (no Math.random; ties broken by the salt).
import { describe, expect, it } from 'vitest';
import * as rules from '../../../shared/rules';
import { playOut } from './playOut';

describe('bot games on the engine', () => {
  it.each([
    ['beginner', 1],
    ['beginner', 2],
    ['beginner', 3],
    ['standard', 1],
    ['standard', 2],
    ['standard', 3],
  ] as const)('plays a %s game (seed %i) to its end with legal commands only', (variant, seed) => {
    const { state, refused } = playOut(variant, seed);
    expect(rules.awaiting(state)).toBeNull();
    expect(state.winner).not.toBeNull();
    expect(refused).toBe(0);
  });

  it('is deterministic: the same seed gives the same final state', () => {
    expect(JSON.stringify(playOut('standard', 7).state)).toBe(JSON.stringify(playOut('standard', 7).state));
  });
});
