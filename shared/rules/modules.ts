/**
 * The registry of character, card and event modules the engine calls (hooks.ts). Content modules are registered here by
 * import once shared/content exports them (requests.md); a constant, never mutated.
 */
import type { ModuleRegistry, RulesModule } from './hooks';

/** All modules, by id. */
export const MODULES: ModuleRegistry = Object.freeze({}) as ModuleRegistry;

/** Looks up a hook effect named "module:effect". */
export function findHookEffect(name: string): NonNullable<RulesModule['effects']>[string] | null {
  const [moduleId, effect] = name.split(':');
  return MODULES[moduleId]?.effects?.[effect] ?? null;
}
