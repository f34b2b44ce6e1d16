// Issue 14 §1: step scripts are content, checked as strictly as scenario files (docs/tutorial.md "A chapter");
// gates are a small typed predicate language over engine facts.
import { describe, expect, it } from 'vitest';
import { createMatch, type GameEvent } from '../../../shared/rules';
import { CHAPTERS, gateHolds, loadChapter, parseScript, type GateFacts } from '../../../shared/tutorial';
import scenario from '../../../shared/tutorial/chapters/01-moving/scenario.json';
import steps from '../../../shared/tutorial/chapters/01-moving/steps.json';

const units = ['eli', 'yunye'];
const base = () => JSON.parse(JSON.stringify(steps)) as { steps: Record<string, unknown>[] } & Record<string, unknown>;

describe('step scripts are strict', () => {
  it('the shipped chapter loads', () => {
    expect(loadChapter(scenario, steps).ok).toBe(true);
  });

  it('refuses an unknown field with its path and a hint', () => {
    const s = base();
    s.steps[1].gaet = s.steps[1].gate;
    const r = parseScript(s, units);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toContainEqual({ path: 'steps[1].gaet', message: 'unknown field gaet (did you mean gate?)' });
  });

  it('refuses a gate naming a unit the scenario lacks, and an unknown gate kind', () => {
    const s = base();
    s.steps[1].gate = { unitAt: { unit: 'nia', cell: [0, 1] } };
    s.steps[2].gate = { clicked: 'button' };
    const r = parseScript(s, units);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toContainEqual({ path: 'steps[1].gate.unitAt.unit', message: 'no unit nia in the scenario' });
      expect(r.errors.some((e) => e.path === 'steps[2].gate' && e.message.startsWith('unknown gate clicked'))).toBe(
        true,
      );
    }
  });

  it('refuses an unknown event type, a bad error code, a malformed command and a missing solution', () => {
    const s = base();
    s.steps[1].gate = { event: { type: 'unitClicked' } };
    s.steps[2].gate = { refused: { code: 'target/blocked' } };
    s.steps[4].solution = [{ type: 'move', path: 'up' }];
    delete s.steps[5].solution;
    const r = parseScript(s, units);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const paths = r.errors.map((e) => e.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          'steps[1].gate.event.type',
          'steps[2].gate.refused.code',
          'steps[4].solution[0]',
          'steps[5].solution',
        ]),
      );
    }
  });

  it('refuses a scenario that plays commands of its own, and a learner seat without a unit', () => {
    expect(loadChapter({ ...scenario, commands: [{ seat: 0, command: { type: 'endTurn' } }] }, steps)).toMatchObject({
      ok: false,
      errors: [{ path: 'scenario.commands' }],
    });
    expect(loadChapter(scenario, { ...steps, learner: 1 })).toMatchObject({
      ok: false,
      errors: [{ path: 'steps.learner' }],
    });
  });

  it('every chapter cites rule ids on its steps', () => {
    for (const c of CHAPTERS)
      expect(c.steps.filter((s) => s.rules.length > 0).length).toBeGreaterThanOrEqual(c.steps.length - 1);
  });
});

describe('gates read engine facts', () => {
  const state = createMatch({ variant: 'beginner', seed: 1 });
  const ev = (e: Partial<GameEvent> & { type: GameEvent['type'] }, n: number) => ({ n, ...e }) as GameEvent;
  const log = [
    ev({ type: 'declared', action: 1, skill: 'deathCut' } as never, 1),
    ev({ type: 'declared', action: 2, skill: 'parry' } as never, 2),
  ];
  const facts = (events: GameEvent[]): GateFacts => ({
    state,
    events,
    log,
    refusals: [],
    acknowledged: false,
    learnerAwaits: null,
  });
  const before = {
    event: {
      type: 'resolved' as const,
      where: { skill: 'parry' },
      before: { type: 'resolved' as const, where: { skill: 'deathCut' } },
    },
  };

  it('"before": the faster answer resolved before the action it answers (R-RES-4)', () => {
    const faster = [
      ev({ type: 'resolved', action: 2, target: 'eli' }, 3),
      ev({ type: 'resolved', action: 1, target: 'darien' }, 4),
    ];
    const slower = [
      ev({ type: 'resolved', action: 1, target: 'darien' }, 3),
      ev({ type: 'resolved', action: 2, target: 'eli' }, 4),
    ];
    expect(gateHolds(before, facts(faster))).toBe(true);
    expect(gateHolds(before, facts(slower))).toBe(false);
  });

  it('all / any / not, refusals and Continue', () => {
    const f = { ...facts([]), refusals: [{ code: 'move/rooted' as const, message: '' }] };
    expect(gateHolds({ refused: { code: 'move/rooted' } }, f)).toBe(true);
    expect(gateHolds({ all: [{ refused: { code: 'move/rooted' } }, { continue: true }] }, f)).toBe(false);
    expect(gateHolds({ any: [{ refused: { code: 'move/rooted' } }, { continue: true }] }, f)).toBe(true);
    expect(gateHolds({ not: { continue: true } }, f)).toBe(true);
  });
});
