import { describe, expect, it } from 'vitest';
import { playGame } from './balance';

// A smoke, not a measure: the figures come from `npx tsx test/shared/content/balance.ts` (docs/content.md "Balance").
describe('balance smoke: bot-vs-bot games with the content', () => {
  it.each([
    [['eli', 'yunye', 'darien', 'noel']],
    [['silas', 'edwin', 'alicia', 'nia']],
    [['nia', 'darien', 'eli', 'alicia']],
  ])('%j plays to a result with no rejected command (beginner rules)', (lineup) => {
    const r = playGame(lineup, 7);
    expect(r.errors).toBe(0);
    expect(r.winner).not.toBeNull();
  });

  it('a standard-HP game plays to a result', () => {
    const r = playGame(['edwin', 'silas', 'yunye', 'noel'], 11, { standard: true });
    expect(r.errors).toBe(0);
    expect(r.winner).not.toBeNull();
  });

  it.each([
    [1096, ['silas', 'yunye', 'alicia', 'nia']],
    [1951, ['edwin', 'eli', 'alicia', 'silas']],
  ])(
    'R-OVR-3 / R-ROUND-5 standard game seed %i, once stuck in the Final Judgment, ends (flip to refresh; walk round a wall)',
    (seed, lineup) => {
      const r = playGame(lineup as string[], seed as number, { standard: true });
      expect(r.errors).toBe(0);
      expect(r.winner).not.toBeNull();
    },
  );
});
