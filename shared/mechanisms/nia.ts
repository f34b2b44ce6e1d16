/**
 * Nia's mechanism (R-NIA-1..4, O-48): element essences (at most 3; a 4th replaces one she holds, her choice), gained from element
 * skills and at setup from the starting side; Essence Torrent and Elemental Cataclysm spend them.
 * Essences are stored oldest first as `essences: string[]` on Nia's unit.
 */
import { ESSENCE_KINDS, ESSENCE_LIMIT, parseEssenceOption, type EssenceKind } from '../content/characters/essences';
import { SIDE_ESSENCE } from '../content/characters/nia';
import { applyStatus, damage, type Ctx, type Mechanism, type Unit, type BotAdvice } from '../rules/mechanismApi';

/** Mechanism keys on Nia's unit. */
export const NIA_KEYS = {
  essences: 'essences',
  /** Set once the starting side's essence was given (R-NIA-2). */
  started: 'essencesStarted',
  /** `${action}:${kind}` already granted (area skills resolve once per target but give one essence). */
  granted: 'essenceGranted',
  cataclysmAction: 'cataclysmAction',
  cataclysmBonus: 'cataclysmBonus',
} as const;

/** Nia's essences, oldest first. */
export function essencesOf(nia: Unit): EssenceKind[] {
  const v = nia.mechanism[NIA_KEYS.essences];
  return Array.isArray(v) ? (v.filter((k) => (ESSENCE_KINDS as readonly string[]).includes(k)) as EssenceKind[]) : [];
}

/**
 * Gains one essence (R-NIA-3): at most 3 held; a 4th replaces the held essence of kind `replace` (the player's choice),
 * or the oldest where no player can be asked (setup, direct calls).
 */
export function gainEssence(nia: Unit, kind: EssenceKind, replace?: EssenceKind): void {
  const next = [...essencesOf(nia)];
  if (next.length >= ESSENCE_LIMIT) {
    const at = replace !== undefined ? next.indexOf(replace) : -1;
    next.splice(at >= 0 ? at : 0, 1);
  }
  next.push(kind);
  while (next.length > ESSENCE_LIMIT) next.shift();
  nia.mechanism[NIA_KEYS.essences] = next;
}

/** The kind Nia holds fewest of (ties: fire, frost, arcane). */
export function fewestKind(nia: Unit): EssenceKind {
  const held = essencesOf(nia);
  return [...ESSENCE_KINDS].sort((a, b) => held.filter((k) => k === a).length - held.filter((k) => k === b).length)[0];
}

/**
 * The outcomes a free-kind gain (Mad Surge, Backlash: "gain an essence of your choice") offers Nia's player, default
 * first (R-NIA-3, O-48). Holding fewer than 3: one option per kind (`'fire'`), the kind she holds fewest of first.
 * Holding 3: the kind gained and the held kind it replaces in one answer (`'fire>frost'`: gain fire, replace a frost),
 * the fewest-held kind replacing the oldest first, and outcomes that leave the same essences listed once.
 */
export function essenceOptions(nia: Unit): string[] {
  const held = essencesOf(nia);
  const first = fewestKind(nia);
  const kinds = [first, ...ESSENCE_KINDS.filter((k) => k !== first)];
  if (held.length < ESSENCE_LIMIT) return kinds;
  const replaceable = [...new Set(held)];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const gain of kinds)
    for (const replace of replaceable) {
      const result = [...held];
      result.splice(result.indexOf(replace), 1, gain);
      const key = result.sort().join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(`${gain}>${replace}`);
    }
  return out;
}

/** The side Nia currently shows (board index and side index into her boards). */
function currentSideId(h: Ctx, nia: Unit): string | null {
  return h.state.content.characters[nia.def]?.boards[nia.board]?.sides[nia.side]?.id ?? null;
}

/** Spends every essence; returns what was spent. */
function spendAll(nia: Unit): EssenceKind[] {
  const spent = essencesOf(nia);
  nia.mechanism[NIA_KEYS.essences] = [];
  return spent;
}

/** Gives Nia her starting side's essence once (R-NIA-2). */
function giveStartingEssence(h: Ctx, u: Unit): void {
  if (u.def !== 'nia' || u.kind !== 'character' || u.mechanism[NIA_KEYS.started] === true) return;
  u.mechanism[NIA_KEYS.started] = true;
  const side = currentSideId(h, u);
  const kind = side ? SIDE_ESSENCE[side] : null;
  if (kind) gainEssence(u, kind);
}

/** Nia's bot advice: she keeps her essences for a Torrent that spends at least two, and chooses essences keeping the most kinds. */
const niaBot: BotAdvice = {
  adjustUnit(bot, use, unit, value, score) {
    // Against an enemy, unless the Torrent kills now.
    if (unit.team === bot.me.team || !use.kinds.has('nia:torrent')) return score;
    const held = Array.isArray(bot.me.mechanism.essences) ? bot.me.mechanism.essences.length : 0;
    if (held < 2 && value.damage < unit.hp - 0.25) return score - 20;
    return score;
  },
  scoreChoice(bot, choice, first) {
    // Each kind held adds its rider to Essence Torrent: keep the most kinds.
    const { purpose, value, params } = choice;
    if (purpose !== 'nia:essenceKind' && purpose !== 'nia:replaceEssence') return first;
    const me = bot.me;
    const held = Array.isArray(me.mechanism.essences) ? [...(me.mechanism.essences as string[])] : [];
    let after: string[];
    if (purpose === 'nia:essenceKind') {
      const chosen = parseEssenceOption(value);
      if (!chosen) return 0;
      after = [...held];
      if (chosen.replace) after.splice(after.indexOf(chosen.replace), 1);
      after.push(chosen.kind);
    } else {
      after = [...held];
      after.splice(after.indexOf(value), 1);
      if (typeof params?.kind === 'string') after.push(params.kind);
    }
    return 5 + new Set(after).size + first;
  },
};

/** Nia's mechanism. */
export const niaMechanism: Mechanism = {
  id: 'nia',
  bot: niaBot,
  effects: {
    /**
     * An element skill gives its essence once per action. `fewest` (Mad Surge, Backlash) gives a kind of her player's
     * choice (a `nia:essenceKind` prompt over essenceOptions); with no player to ask, the kind she holds fewest of.
     */
    gainEssence(h, action, _target, params) {
      const nia = h.state.units[action.source];
      if (!nia) return;
      const key = `${action.id}:${String(params.kind)}:${params.again === true ? 2 : 1}`;
      const granted = Array.isArray(nia.mechanism[NIA_KEYS.granted])
        ? (nia.mechanism[NIA_KEYS.granted] as string[])
        : [];
      if (granted.includes(key)) return;
      nia.mechanism[NIA_KEYS.granted] = [...granted.slice(-8), key];
      if (params.kind === 'fewest' && h.ask) {
        h.ask({ unit: nia.id, purpose: 'nia:essenceKind', options: essenceOptions(nia), hook: 'nia:takeEssence' });
        return;
      }
      const kind = params.kind === 'fewest' ? fewestKind(nia) : (params.kind as EssenceKind);
      if (!(ESSENCE_KINDS as readonly string[]).includes(kind)) return;
      const held = essencesOf(nia);
      const kinds = [...new Set(held)];
      // R-NIA-3: a 4th essence replaces one she holds — her player chooses which kind (a `choice` prompt).
      if (held.length >= ESSENCE_LIMIT && kinds.length > 1 && h.ask)
        h.ask({
          unit: nia.id,
          purpose: 'nia:replaceEssence',
          options: kinds,
          hook: 'nia:replaceEssence',
          params: { kind },
        });
      else gainEssence(nia, kind);
    },
    /** The answer to 'nia:replaceEssence': the new essence `params.kind` replaces one of kind `params.choice`. */
    replaceEssence(h, action, _target, params) {
      const nia = h.state.units[action.source];
      const kind = params.kind as EssenceKind;
      if (!nia || !(ESSENCE_KINDS as readonly string[]).includes(kind)) return;
      gainEssence(nia, kind, typeof params.choice === 'string' ? (params.choice as EssenceKind) : undefined);
    },
    /** The answer to 'nia:essenceKind': gain the chosen kind, replacing the chosen held kind when she holds 3. */
    takeEssence(h, action, _target, params) {
      const nia = h.state.units[action.source];
      const chosen = parseEssenceOption(params.choice);
      if (!nia || !chosen) return;
      gainEssence(nia, chosen.kind, chosen.replace);
    },
    /** Essence Torrent: 1 + essences spent; fire → Burning, frost → Root (no saves), arcane → unresistable. */
    torrent(h, action, target) {
      const nia = h.state.units[action.source];
      const victim = target ? h.state.units[target] : undefined;
      if (!nia || !victim) return;
      const spent = spendAll(nia);
      damage(h, victim, 1 + spent.length, nia.id, spent.includes('arcane'));
      if (!victim.alive) return;
      if (spent.includes('fire')) applyStatus(h, victim, 'burning', nia.id, null);
      if (spent.includes('frost')) applyStatus(h, victim, 'root', nia.id, null);
    },
    /** Elemental Cataclysm: the essences are spent once, on the first target; every target takes 1 + that number. */
    cataclysm(h, action, target) {
      const nia = h.state.units[action.source];
      const victim = target ? h.state.units[target] : undefined;
      if (!nia) return;
      if (nia.mechanism[NIA_KEYS.cataclysmAction] !== action.id) {
        nia.mechanism[NIA_KEYS.cataclysmAction] = action.id;
        nia.mechanism[NIA_KEYS.cataclysmBonus] = spendAll(nia).length;
      }
      if (victim) damage(h, victim, 1 + (nia.mechanism[NIA_KEYS.cataclysmBonus] as number), nia.id);
    },
  },
  /** R-NIA-2 / R-SETUP-16: Nia gains the essence of her starting side when she is placed. */
  onPlaced(h, unit) {
    giveStartingEssence(h, unit);
  },
  /** The same for positions that skip placement (scenarios): before anyone's first action. */
  onTurnStart(h) {
    for (const u of Object.values(h.state.units)) giveStartingEssence(h, u);
  },
};
