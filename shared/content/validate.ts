/**
 * Content validation: turns unknown JSON into checked definitions, or a list of errors that name the path of each bad
 * field ("characters.eli.boards[0].sides[1].skills[0].speed: expected an integer ≥ 0"). Used at load and by scenarios.
 */
import {
  ACTION_COSTS,
  CARD_DECKS,
  DIE_KINDS,
  EFFECT_KINDS,
  EFFECT_SUBJECTS,
  EVENT_DURATIONS,
  SKILL_TAGS,
  SKILL_USAGES,
  STATUS_IDS,
  TARGET_FILTERS,
  TARGETING_KINDS,
  USE_LIMITS,
  type CardDef,
  type CharacterDef,
  type ContentSet,
  type EventDef,
  type SkillDef,
  type UnitDef,
} from './schema';

/** One validation problem: where (a dotted path) and what. */
export type ValidationError = { path: string; message: string };

/** Checks an effect's kind-specific fields (the kind, `on` and `when` are checked here). */
export type EffectParameterCheck = (c: Checker, effect: Record<string, unknown>, path: string) => void;

/**
 * Collects errors while walking a value. `effectParameters` checks each effect's own fields: the engine's effect table
 * supplies it (content is data and does not know the engine); without it only the effect envelope is checked.
 */
export class Checker {
  readonly errors: ValidationError[] = [];
  constructor(readonly effectParameters?: EffectParameterCheck) {}
  fail(path: string, message: string): false {
    this.errors.push({ path, message });
    return false;
  }
  object(v: unknown, path: string): v is Record<string, unknown> {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return this.fail(path, 'expected an object');
    return true;
  }
  array(v: unknown, path: string): v is unknown[] {
    if (!Array.isArray(v)) return this.fail(path, 'expected an array');
    return true;
  }
  string(v: unknown, path: string): v is string {
    if (typeof v !== 'string' || v.length === 0) return this.fail(path, 'expected a non-empty string');
    return true;
  }
  boolean(v: unknown, path: string): v is boolean {
    if (typeof v !== 'boolean') return this.fail(path, 'expected true or false');
    return true;
  }
  int(v: unknown, path: string, min = 0, max = Number.MAX_SAFE_INTEGER): v is number {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      return this.fail(path, `expected an integer from ${min}${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}`);
    return true;
  }
  oneOf<T extends string>(v: unknown, allowed: readonly T[], path: string): v is T {
    if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
      return this.fail(path, `expected one of ${allowed.join(', ')}`);
    return true;
  }
  /** Optional field: checks only when present. */
  optional(v: unknown, check: () => boolean): boolean {
    return v === undefined ? true : check();
  }
}

/** Checks an amount: fixed plus dice pools (R-DMG-1). */
export function checkAmount(c: Checker, v: unknown, path: string): void {
  if (!c.object(v, path)) return;
  c.int(v.fixed, `${path}.fixed`, 0, 99);
  c.optional(v.dice, () => {
    if (!c.array(v.dice, `${path}.dice`)) return false;
    v.dice.forEach((d, i) => {
      const p = `${path}.dice[${i}]`;
      if (!c.object(d, p)) return;
      c.oneOf(d.kind, DIE_KINDS, `${p}.kind`);
      c.int(d.count, `${p}.count`, 1, 20);
    });
    return true;
  });
}

function checkEffect(c: Checker, v: unknown, path: string): void {
  if (!c.object(v, path)) return;
  if (!c.oneOf(v.kind, EFFECT_KINDS, `${path}.kind`)) return;
  c.optional(v.on, () => c.oneOf(v.on, EFFECT_SUBJECTS, `${path}.on`));
  c.optional(v.when, () => {
    const w = v.when;
    const p = `${path}.when`;
    if (!c.object(w, p)) return false;
    for (const f of ['targetHas', 'targetLacks', 'sourceHas'] as const)
      c.optional(w[f], () => c.oneOf(w[f], STATUS_IDS, `${p}.${f}`));
    c.optional(w.form, () => c.string(w.form, `${p}.form`));
    c.optional(w.resource, () => {
      if (!c.object(w.resource, `${p}.resource`)) return false;
      c.string(w.resource.id, `${p}.resource.id`);
      c.int(w.resource.atLeast, `${p}.resource.atLeast`, 0, 99);
      return true;
    });
    return true;
  });
  // The kind's own fields: each effect kind checks them in its file of the engine's effect table (shared/rules/effects).
  c.effectParameters?.(c, v, path);
}

export function checkEffects(c: Checker, v: unknown, path: string): void {
  if (!c.array(v, path)) return;
  v.forEach((e, i) => checkEffect(c, e, `${path}[${i}]`));
}

/** Checks one skill definition; errors go into the checker with paths under `path`. */
export function checkSkill(c: Checker, v: unknown, path: string): v is SkillDef {
  const before = c.errors.length;
  if (!c.object(v, path)) return false;
  c.string(v.id, `${path}.id`);
  c.string(v.nameKey, `${path}.nameKey`);
  c.string(v.textKey, `${path}.textKey`);
  c.oneOf(v.usage, SKILL_USAGES, `${path}.usage`);
  c.int(v.speed, `${path}.speed`, 0, 99);
  const t = v.targeting;
  if (c.object(t, `${path}.targeting`)) {
    const p = `${path}.targeting`;
    c.oneOf(t.kind, TARGETING_KINDS, `${p}.kind`);
    c.optional(t.range, () => {
      if (!c.object(t.range, `${p}.range`)) return false;
      c.int(t.range.max, `${p}.range.max`, 0, 30);
      c.optional(t.range.min, () =>
        c.int(t.range && (t.range as Record<string, unknown>).min, `${p}.range.min`, 0, 30),
      );
      return true;
    });
    c.optional(t.vision, () => c.boolean(t.vision, `${p}.vision`));
    c.optional(t.filter, () => c.oneOf(t.filter, TARGET_FILTERS, `${p}.filter`));
    c.optional(t.statue, () => c.boolean(t.statue, `${p}.statue`));
    c.optional(t.length, () => c.int(t.length, `${p}.length`, 1, 30));
    c.optional(t.emptyCell, () => c.boolean(t.emptyCell, `${p}.emptyCell`));
    if (t.kind !== 'self' && t.range === undefined) c.fail(`${p}.range`, `${String(t.kind)} targeting needs a range`);
  }
  c.optional(v.tags, () => {
    if (!c.array(v.tags, `${path}.tags`)) return false;
    v.tags.forEach((tag, i) => c.oneOf(tag, SKILL_TAGS, `${path}.tags[${i}]`));
    return true;
  });
  checkEffects(c, v.effects, `${path}.effects`);
  c.optional(v.byForm, () => {
    if (!c.object(v.byForm, `${path}.byForm`)) return false;
    for (const [form, effects] of Object.entries(v.byForm)) checkEffects(c, effects, `${path}.byForm.${form}`);
    return true;
  });
  c.optional(v.curse, () => {
    const cu = v.curse;
    if (!c.object(cu, `${path}.curse`)) return false;
    checkEffects(c, cu.effects, `${path}.curse.effects`);
    c.optional(cu.replace, () => c.boolean(cu.replace, `${path}.curse.replace`));
    c.optional(cu.speed, () => c.int(cu.speed, `${path}.curse.speed`, 0, 99));
    return true;
  });
  c.optional(v.reaction, () => c.boolean(v.reaction, `${path}.reaction`));
  c.optional(v.cost, () => c.oneOf(v.cost, ACTION_COSTS, `${path}.cost`));
  c.optional(v.limit, () => c.oneOf(v.limit, USE_LIMITS, `${path}.limit`));
  c.optional(v.resourceCost, () => {
    const rc = v.resourceCost;
    if (!c.object(rc, `${path}.resourceCost`)) return false;
    c.string(rc.id, `${path}.resourceCost.id`);
    c.int(rc.amount, `${path}.resourceCost.amount`, 1, 9);
    return true;
  });
  return c.errors.length === before;
}

function checkStats(c: Checker, v: unknown, path: string): void {
  if (!c.object(v, path)) return;
  c.int(v.hp, `${path}.hp`, 1, 30);
  c.int(v.constitution, `${path}.constitution`, 0, 10);
  c.int(v.movement, `${path}.movement`, 0, 10);
  c.int(v.initiative, `${path}.initiative`, -20, 20);
}

/** Checks a character definition (R-SHEET-1, R-SKILL-1). */
export function checkCharacter(c: Checker, v: unknown, path: string): v is CharacterDef {
  const before = c.errors.length;
  if (!c.object(v, path)) return false;
  c.string(v.id, `${path}.id`);
  c.string(v.nameKey, `${path}.nameKey`);
  c.string(v.titleKey, `${path}.titleKey`);
  checkStats(c, v.stats, `${path}.stats`);
  if (c.array(v.boards, `${path}.boards`)) {
    if (v.boards.length < 1) c.fail(`${path}.boards`, 'expected at least one skill board');
    v.boards.forEach((b, i) => {
      const p = `${path}.boards[${i}]`;
      if (!c.object(b, p)) return;
      c.string(b.id, `${p}.id`);
      if (!c.array(b.sides, `${p}.sides`)) return;
      if (b.sides.length !== 2) c.fail(`${p}.sides`, 'a skill board has exactly two sides (R-SKILL-1)');
      b.sides.forEach((s, j) => {
        const sp = `${p}.sides[${j}]`;
        if (!c.object(s, sp)) return;
        c.string(s.id, `${sp}.id`);
        c.string(s.nameKey, `${sp}.nameKey`);
        if (!c.array(s.skills, `${sp}.skills`)) return;
        s.skills.forEach((k, n) => {
          if (checkSkill(c, k, `${sp}.skills[${n}]`) && k.usage !== 'weapon')
            c.fail(`${sp}.skills[${n}].usage`, 'skills on a board side are weapon skills');
        });
      });
    });
  }
  if (checkSkill(c, v.ultimate, `${path}.ultimate`) && v.ultimate.usage !== 'ultimate')
    c.fail(`${path}.ultimate.usage`, "expected 'ultimate'");
  if (checkSkill(c, v.response, `${path}.response`) && v.response.usage !== 'response')
    c.fail(`${path}.response.usage`, "expected 'response'");
  const pa = v.passive;
  if (c.object(pa, `${path}.passive`)) {
    c.string(pa.id, `${path}.passive.id`);
    c.string(pa.nameKey, `${path}.passive.nameKey`);
    c.string(pa.textKey, `${path}.passive.textKey`);
    c.optional(pa.hook, () => c.string(pa.hook, `${path}.passive.hook`));
  }
  c.optional(v.extras, () => {
    if (!c.array(v.extras, `${path}.extras`)) return false;
    v.extras.forEach((k, i) => checkSkill(c, k, `${path}.extras[${i}]`));
    return true;
  });
  c.optional(v.forms, () => {
    if (!c.array(v.forms, `${path}.forms`)) return false;
    v.forms.forEach((f, i) => c.string(f, `${path}.forms[${i}]`));
    return true;
  });
  c.optional(v.summons, () => {
    if (!c.array(v.summons, `${path}.summons`)) return false;
    v.summons.forEach((f, i) => c.string(f, `${path}.summons[${i}]`));
    return true;
  });
  c.optional(v.module, () => c.string(v.module, `${path}.module`));
  // Skill ids must be unique within a character: the engine marks used skills by id (R-SKILL-3).
  if (c.errors.length === before) {
    const ch = v as unknown as CharacterDef;
    const ids = [
      ...ch.boards.flatMap((b) => b.sides.flatMap((s) => s.skills.map((k) => k.id))),
      ch.ultimate.id,
      ch.response.id,
      ...(ch.extras ?? []).map((k) => k.id),
    ];
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) c.fail(`${path}`, `skill id ${id} is used twice`);
      seen.add(id);
    }
  }
  return c.errors.length === before;
}

/** Checks a non-character unit (skeleton, puppet). */
export function checkUnitDef(c: Checker, v: unknown, path: string): v is UnitDef {
  const before = c.errors.length;
  if (!c.object(v, path)) return false;
  c.string(v.id, `${path}.id`);
  c.string(v.nameKey, `${path}.nameKey`);
  checkStats(c, v.stats, `${path}.stats`);
  if (c.array(v.skills, `${path}.skills`)) v.skills.forEach((k, i) => checkSkill(c, k, `${path}.skills[${i}]`));
  c.optional(v.actions, () => c.int(v.actions, `${path}.actions`, 0, 2));
  for (const f of ['immuneToStatuses', 'untargetable', 'passThrough', 'maxHpDecays', 'actsAfterOwner'] as const)
    c.optional(v[f], () => c.boolean(v[f], `${path}.${f}`));
  return c.errors.length === before;
}

/** Checks an item or equipment card (R-ITEM-1, R-EQUIP-1). */
export function checkCard(c: Checker, v: unknown, path: string): v is CardDef {
  const before = c.errors.length;
  if (!c.object(v, path)) return false;
  c.string(v.id, `${path}.id`);
  c.oneOf(v.deck, CARD_DECKS, `${path}.deck`);
  c.string(v.nameKey, `${path}.nameKey`);
  c.string(v.textKey, `${path}.textKey`);
  c.string(v.loreKey, `${path}.loreKey`);
  c.int(v.price, `${path}.price`, 0, 28);
  c.optional(v.copies, () => c.int(v.copies, `${path}.copies`, 1, 16));
  c.optional(v.speed, () => c.int(v.speed, `${path}.speed`, 0, 99));
  c.optional(v.use, () => checkSkill(c, v.use, `${path}.use`));
  c.optional(v.startOfTurn, () => checkSkill(c, v.startOfTurn, `${path}.startOfTurn`));
  c.optional(v.reduction, () => c.int(v.reduction, `${path}.reduction`, 0, 10));
  c.optional(v.passiveHook, () => c.string(v.passiveHook, `${path}.passiveHook`));
  c.optional(v.market, () => c.boolean(v.market, `${path}.market`));
  return c.errors.length === before;
}

/** Checks an event card (R-EVENT-2). */
export function checkEvent(c: Checker, v: unknown, path: string): v is EventDef {
  const before = c.errors.length;
  if (!c.object(v, path)) return false;
  c.string(v.id, `${path}.id`);
  c.string(v.nameKey, `${path}.nameKey`);
  c.string(v.textKey, `${path}.textKey`);
  c.string(v.loreKey, `${path}.loreKey`);
  c.oneOf(v.duration, EVENT_DURATIONS, `${path}.duration`);
  checkEffects(c, v.effects, `${path}.effects`);
  return c.errors.length === before;
}

function checkRecord(
  c: Checker,
  v: unknown,
  path: string,
  each: (c: Checker, v: unknown, path: string) => boolean,
): void {
  if (!c.object(v, path)) return;
  for (const [id, def] of Object.entries(v)) {
    if (each(c, def, `${path}.${id}`) && (def as { id: string }).id !== id)
      c.fail(`${path}.${id}.id`, `expected the record key ${id}`);
  }
}

/** Validates a whole content set; returns it typed, or every error with its path. */
export function validateContent(
  v: unknown,
  effectParameters?: EffectParameterCheck,
): { ok: true; content: ContentSet } | { ok: false; errors: ValidationError[] } {
  const c = new Checker(effectParameters);
  if (c.object(v, '')) {
    checkRecord(c, v.characters, 'characters', checkCharacter);
    checkRecord(c, v.units, 'units', checkUnitDef);
    checkRecord(c, v.cards, 'cards', checkCard);
    checkRecord(c, v.events, 'events', checkEvent);
  }
  return c.errors.length === 0 ? { ok: true, content: v as ContentSet } : { ok: false, errors: c.errors };
}
