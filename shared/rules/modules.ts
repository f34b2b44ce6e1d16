/**
 * The registry of character, card and event modules the engine calls (hooks.ts): shared/content's constant MODULES.
 * Hook effects are named "module:effect".
 */
import { MODULES } from '../content/modules';
import type { RulesModule } from './hooks';

export { MODULES };

/** The module ids in the order hooks run: sorted, so the order never depends on how the registry was written. */
let idsInOrder: string[] | null = null;

/**
 * The modules in the order every hook runs. Read when called, not when this file loads: the registry (and its modules,
 * behind getters) may still be loading then, since modules import engine files that import this one (content/modules.ts).
 */
export function modulesInOrder(): RulesModule[] {
  idsInOrder ??= Object.keys(MODULES).sort();
  return idsInOrder.map((id) => MODULES[id]);
}

/** Looks up a hook effect named "module:effect". */
export function findHookEffect(name: string): NonNullable<RulesModule['effects']>[string] | null {
  const [moduleId, effect] = name.split(':');
  return MODULES[moduleId]?.effects?.[effect] ?? null;
}
