/**
 * hook: a mechanism plugin's named effect ("id:effect", shared/rules/mechanism.ts) with its own parameters; the engine's
 * own flip and rune reactions are hook effects too (engineMechanism.ts). While the action resolves the effect may ask
 * its player a choice (`ctx.ask`): a `choice` prompt, answered through resolve.ts answerChoice.
 */
import { nextPromptId, type Ctx } from '../context';
import type { ChoiceRequest } from '../mechanism';
import type { DeclaredAction } from '../state';
import type { EffectKindHandler } from './application';
import { DIE_MEAN } from './expectedValue';

/**
 * Opens a plugin's player choice as a `choice` prompt for the unit's controller; the chain resumes after the answer.
 * One option is taken at once; none does nothing.
 */
function askChoice(ctx: Ctx, a: DeclaredAction, target: string | null, req: ChoiceRequest): void {
  const s = ctx.state;
  const unit = s.units[req.unit];
  if (!unit || req.options.length === 0 || s.pending) return;
  if (req.options.length === 1) {
    ctx.rules.effect(req.hook)?.(ctx, a, target, { ...(req.params ?? {}), choice: req.options[0] });
    return;
  }
  s.pending = {
    kind: 'choice',
    id: nextPromptId(ctx),
    seat: unit.seat,
    unit: unit.id,
    purpose: req.purpose,
    options: [...req.options],
    ...(req.cells ? { cells: req.cells.map((c) => ({ ...c })) } : {}),
    hook: req.hook,
    params: { ...(req.params ?? {}) },
    action: a.id,
    target,
  };
}

/** How many essences Nia holds (her plugin's `essences` counter, oldest first). */
export function essences(unit: { mechanism?: Record<string, unknown> }): number {
  const e = unit.mechanism?.essences;
  return Array.isArray(e) ? e.length : 0;
}

export const hookEffect: EffectKindHandler<'hook'> = {
  validate(c, v, path) {
    c.string(v.hook, `${path}.hook`);
    c.optional(v.params, () => c.object(v.params, `${path}.params`));
  },
  apply({ ctx, action, targetId }, effect) {
    const fn = ctx.rules.effect(effect.hook);
    const target = targetId === 'statue' ? null : targetId;
    if (fn) fn({ ...ctx, ask: (req) => askChoice(ctx, action, target, req) }, action, target, effect.params ?? {});
  },
  botValue(effect, { value, chance, source }) {
    const p = effect.params ?? {};
    // Nia's Torrent and Cataclysm (R-NIA-3): 1 + 1 per essence spent.
    if (effect.hook === 'nia:torrent' || effect.hook === 'nia:cataclysm')
      value.damage += chance * (1 + essences(source));
    // Hooks with a damage parameter (Alicia's puppet area) count like damage.
    if (typeof p.damage === 'number')
      value.damage += chance * (p.damage + (typeof p.normalDice === 'number' ? p.normalDice * DIE_MEAN.normal : 0));
  },
};
