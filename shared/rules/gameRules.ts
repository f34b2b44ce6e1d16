/**
 * The game definition the engine is built from (createEngine, engine.ts): the content (data) and the mechanism plugins
 * that do what data cannot say. It is checked once, when an engine is built — content valid, every plugin under its own
 * id, every `hook` effect and character `module` naming a plugin that exists — and indexed for the engine's hot paths
 * (hooks in a fixed order, hook effects by name). A broken definition is a programmer error and throws (STYLE rule 3).
 */
import { validateContent } from '../content/validate';
import { checkEffectParameters, refuseEffect } from './effects';
import { ENGINE_MECHANISM } from './engineMechanism';
import type { GameDefinition, GameRules, MechanismEffect } from './mechanism';

export type { GameDefinition, GameRules } from './mechanism';

/** A game definition that does not fit together: each problem names where it is. */
export class GameDefinitionError extends Error {
  constructor(readonly problems: string[]) {
    super(`the game definition is broken:\n${problems.join('\n')}`);
    this.name = 'GameDefinitionError';
  }
}

/** Every `hook` effect name in a value, with its path (content is plain JSON-shaped data). */
function hookNames(value: unknown, path: string, out: { name: string; path: string }[]): void {
  if (Array.isArray(value)) value.forEach((v, i) => hookNames(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.kind === 'hook' && typeof o.hook === 'string') out.push({ name: o.hook, path });
    for (const [k, v] of Object.entries(o)) hookNames(v, path ? `${path}.${k}` : k, out);
  }
}

/** Checks a game definition and indexes it; throws GameDefinitionError listing every problem. */
export function loadGame(definition: GameDefinition): GameRules {
  const problems: string[] = [];
  const valid = validateContent(definition.content, checkEffectParameters);
  if (!valid.ok) problems.push(...valid.errors.map((e) => `content.${e.path}: ${e.message}`));
  const { mechanisms } = definition;
  for (const [id, m] of Object.entries(mechanisms))
    if (m.id !== id) problems.push(`mechanisms.${id}: its id is ${m.id}`);
  if (mechanisms[ENGINE_MECHANISM.id]) problems.push(`mechanisms.${ENGINE_MECHANISM.id}: the id is the engine's own`);
  const effect = (name: string): MechanismEffect | null => {
    const [id, fn] = name.split(':');
    return (id === ENGINE_MECHANISM.id ? ENGINE_MECHANISM : mechanisms[id])?.effects?.[fn] ?? null;
  };
  const hooks: { name: string; path: string }[] = [];
  hookNames(definition.content, 'content', hooks);
  for (const h of hooks) if (!effect(h.name)) problems.push(`${h.path}: no mechanism effect ${h.name}`);
  for (const c of Object.values(definition.content.characters))
    if (c.module !== undefined && !mechanisms[c.module])
      problems.push(`content.characters.${c.id}.module: no mechanism ${c.module}`);
  if (problems.length > 0) throw new GameDefinitionError(problems);
  const ordered = Object.keys(mechanisms)
    .sort()
    .map((id) => mechanisms[id]);
  return { definition, content: definition.content, hooks: ordered, effect, refuseEffect };
}
