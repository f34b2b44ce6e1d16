/**
 * The registry of character, card and event modules the engine calls (hooks.ts): shared/content's constant MODULES.
 * Hook effects are named "module:effect".
 */
import { MODULES } from '../content/modules';
import type { RulesModule } from './hooks';

export { MODULES };

/** Looks up a hook effect named "module:effect". */
export function findHookEffect(name: string): NonNullable<RulesModule['effects']>[string] | null {
  const [moduleId, effect] = name.split(':');
  return MODULES[moduleId]?.effects?.[effect] ?? null;
}
