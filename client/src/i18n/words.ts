/** Words for engine ids (units, skills, cards, statuses) and for events, in the chosen language. */
import type { DieKind, SkillDef } from '../../../shared/content/schema';
import type { DamageStep, GameEvent, GameState } from '../../../shared/rules';
import { contentText, type Language } from '../../../shared/content/i18n';
import { getBoard } from '../../../shared/map/boardDefs';
import { QUIET_ROUNDS_TO_DRAW } from '../../../shared/rules/state';
import type { UiKey } from './en';
import { uiString } from './tables';

type ContentLike = Pick<GameState, 'content' | 'units'>;

const ui = (lang: Language, key: UiKey, params: Record<string, string | number> = {}) => uiString(lang, key, params);

const skillIndex = new WeakMap<object, Map<string, SkillDef>>();

/** Every skill of the match's content by id (boards, ultimates, responses, extras, summons' skills). */
function skillsOf(content: GameState['content']): Map<string, SkillDef> {
  let index = skillIndex.get(content);
  if (index) return index;
  index = new Map();
  for (const ch of Object.values(content.characters ?? {})) {
    for (const b of ch.boards) for (const side of b.sides) for (const s of side.skills) index.set(s.id, s);
    index.set(ch.ultimate.id, ch.ultimate);
    index.set(ch.response.id, ch.response);
    for (const s of ch.extras ?? []) index.set(s.id, s);
  }
  for (const u of Object.values(content.units ?? {})) for (const s of u.skills) index.set(s.id, s);
  for (const c of Object.values(content.cards ?? {})) if (c.use) index.set(c.use.id, c.use);
  skillIndex.set(content, index);
  return index;
}

/** Every unit's display name by id (unitName for each unit of the state). */
export function unitNames(state: ContentLike, lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of Object.keys(state.units)) out[id] = unitName(state, id, lang);
  return out;
}

/** A character's form by name ("Twin Swords"; content key `form.<character>.<form>`); the id stays visible if unknown. */
export function formName(character: string | undefined, form: string, lang: Language): string {
  const key = `form.${character}.${form}`;
  const text = contentText(lang, key);
  return text === key ? form : text;
}

/** A unit's display name: its character's (or summon's) name from the content strings; ids stay visible if unknown. */
export function unitName(state: ContentLike | null, id: string, lang: Language): string {
  if (id === 'statue') return lang === 'zh' ? '女神像' : 'the statue';
  const unit = state?.units[id];
  if (!unit || !state) return id;
  const key = state.content.characters[unit.def]?.nameKey ?? state.content.units[unit.def]?.nameKey;
  return key ? contentText(lang, key) : unit.def;
}

/** A skill's display name. */
export function skillName(state: ContentLike | null, id: string, lang: Language): string {
  const def = state ? skillsOf(state.content).get(id) : undefined;
  return def ? contentText(lang, def.nameKey) : id;
}

/** A skill's rules text. */
export function skillText(state: ContentLike | null, id: string, lang: Language): string {
  const def = state ? skillsOf(state.content).get(id) : undefined;
  return def ? contentText(lang, def.textKey) : '';
}

/** A card's display name. */
export function cardName(state: ContentLike | null, id: string, lang: Language): string {
  const def = state?.content.cards[id];
  return def ? contentText(lang, def.nameKey) : id;
}

/** An event card's display name (content strings; the id stays visible if unknown). */
export function eventName(state: ContentLike | null, id: string, lang: Language): string {
  const def = state?.content.events?.[id];
  return def ? contentText(lang, def.nameKey) : id;
}

/** An event card's printed text. */
export function eventCardText(state: ContentLike | null, id: string, lang: Language): string {
  const def = state?.content.events?.[id];
  return def ? contentText(lang, def.textKey) : '';
}

/** A status's display name. */
export function statusName(id: string, lang: Language): string {
  return ui(lang, `status.${id}` as UiKey);
}

/** Each die kind's name (R-DICE-1); a kind without words fails to compile. */
export const DIE_WORDS: Record<DieKind, UiKey> = {
  normal: 'die.normal',
  advantage: 'die.advantage',
  disadvantage: 'die.disadvantage',
};

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** One step of a damage breakdown in words: "2 base", "normal die [0 2] = 2", "Sturdy −1", "Vigilance [1 0] −1". */
export function damageStepText(step: DamageStep, state: ContentLike | null, lang: Language): string {
  const bonus = (s: { bonusFor?: string }) =>
    s.bonusFor ? ` (${ui(lang, 'ev.step.bonusFor', { status: statusName(s.bonusFor, lang) })})` : '';
  switch (step.kind) {
    case 'base':
      return ui(lang, 'ev.step.base', { n: step.amount });
    case 'fixed':
      return `${ui(lang, 'ev.step.fixed', { n: step.amount })}${bonus(step)}`;
    case 'dice':
      return `${ui(lang, 'ev.step.dice', { die: ui(lang, DIE_WORDS[step.die]), faces: step.faces.join(' '), n: step.amount })}${bonus(step)}`;
    case 'status':
      return ui(lang, step.of === 'source' ? 'ev.step.statusSource' : 'ev.step.status', {
        status: statusName(step.status, lang),
        n: signed(step.amount),
      });
    case 'equipment':
      return ui(lang, 'ev.step.status', { status: cardName(state, step.card, lang), n: signed(step.amount) });
    case 'module': {
      const ch = state?.content.characters[step.module];
      return ui(lang, 'ev.step.status', {
        status: ch ? contentText(lang, ch.passive.nameKey) : step.module,
        n: signed(step.amount),
      });
    }
    case 'vigilance':
      return ui(lang, 'ev.step.vigilance', {
        status: statusName('vigilance', lang),
        faces: step.faces.join(' '),
        n: signed(step.amount),
      });
    case 'floor':
      return ui(lang, 'ev.step.floor', { n: signed(step.amount) });
    default:
      return '';
  }
}

/** A damage event in words with its breakdown (base, dice, each increase and reduction with its source, distance row). */
function damageText(
  e: Extract<GameEvent, { type: 'damaged' }>,
  state: ContentLike | null,
  lang: Language,
  u: (id: string | null) => string,
): string {
  const steps = (e.steps ?? []).map((st) => damageStepText(st, state, lang)).filter(Boolean);
  if (e.distance)
    steps.push(ui(lang, 'ev.step.distance', { d: e.distance.distance, from: e.distance.from, to: e.distance.to }));
  if (e.status) steps.push(ui(lang, 'ev.step.fromStatus', { status: statusName(e.status, lang) }));
  if (e.unresistable) steps.push(ui(lang, 'ev.step.unresistable'));
  if (steps.length === 0) return ui(lang, 'ev.damaged', { unit: u(e.unit), amount: e.amount, hp: e.hp });
  return ui(lang, e.amount > 0 ? 'ev.damagedBase' : 'ev.damagedNone', {
    unit: u(e.unit),
    amount: e.amount,
    hp: e.hp,
    steps: steps.join(', '),
  });
}

/** An event in words (the log); null for events a player need not read. */
export function eventText(
  e: GameEvent,
  state: ContentLike | null,
  lang: Language,
  actions: Record<number, string> = {},
): string | null {
  const u = (id: string | null) => (id ? unitName(state, id, lang) : '—');
  // Where a unit went, as the text board says cells (a player without sight follows the board by these).
  const where = (h: { q: number; r: number } | undefined) => (h ? `(${h.q},${h.r})` : '—');
  // A fizzled action is named by its declaration (earlier in the log), or by the chain while it still resolves.
  const skillOfAction = (action: number) => {
    if (actions[action]) return skillName(state, actions[action], lang);
    const declared = (state as GameState | null)?.chain?.actions?.[String(action)];
    return declared ? skillName(state, declared.skill.id, lang) : `#${action}`;
  };
  // The room's own log lines (a timeout, an undo, more time: client/src/net/teamTalk.ts), named by the seat's character.
  const room = e as unknown as {
    type: string;
    seat?: number;
    addedMs?: number;
    kind?: string;
    team?: string;
    answer?: string;
  };
  // A concession or draw offer and its answers (docs/online.md "Concede and draw offers").
  if (
    room.type === 'offer' &&
    (room.kind === 'concede' || room.kind === 'draw') &&
    (room.team === 'red' || room.team === 'blue')
  ) {
    const id = (state as GameState | null)?.seats?.[room.seat ?? -1] ?? null;
    const who = id ? u(id) : ui(lang, 'room.seat', { n: (room.seat ?? 0) + 1 });
    return ui(lang, `log.offer.${room.kind}.${room.answer ?? 'offered'}` as UiKey, {
      who,
      team: ui(lang, `team.${room.team}` as UiKey),
    });
  }
  if (room.type === 'timeout' || room.type === 'undo' || room.type === 'extended') {
    const id = (state as GameState | null)?.seats?.[room.seat ?? -1] ?? null;
    const who = id ? u(id) : ui(lang, 'room.seat', { n: (room.seat ?? 0) + 1 });
    if (room.type === 'extended')
      return ui(lang, 'access.announce.extended', { who, s: Math.round((room.addedMs ?? 0) / 1000) });
    return ui(lang, room.type === 'timeout' ? 'log.timeout' : 'log.undo', { who, unit: who });
  }
  switch (e.type) {
    case 'setupChoice':
      if (e.choice === 'place')
        return ui(lang, 'ev.placed', {
          unit: u(
            state?.units
              ? (Object.values(state.units).find((x) => x.seat === e.seat && x.kind === 'character')?.id ?? null)
              : null,
          ),
          cell: `(${e.value})`,
        });
      return ui(lang, 'ev.setupChoice', {
        seat: ui(lang, 'room.seat', { n: e.seat + 1 }),
        value:
          e.choice === 'draft' && state?.content.characters[e.value]
            ? contentText(lang, state.content.characters[e.value].nameKey)
            : e.choice === 'campfire'
              ? (getBoard(e.value)?.name[lang] ?? e.value)
              : e.value,
      });
    case 'relicDealt':
      return ui(lang, 'ev.relicDealt', { seat: ui(lang, 'room.seat', { n: e.seat + 1 }) });
    case 'initiativeRolled':
      return ui(lang, 'ev.initiativeRolled', { unit: u(e.unit), roll: e.roll, total: e.total });
    case 'initiativeOrder':
      return ui(lang, 'ev.initiativeOrder', { order: e.order.map(u).join(' → ') });
    case 'matchStarted':
      return ui(lang, 'ev.matchStarted', { round: e.round });
    case 'roundStarted':
      return ui(lang, 'ev.roundStarted', { round: e.round });
    case 'turnStarted':
      return ui(lang, 'ev.turnStarted', { unit: u(e.unit) });
    case 'trackerFlipped':
      return null;
    case 'statusResolved':
      return ui(lang, 'ev.statusResolved', { unit: u(e.unit), status: statusName(e.status, lang) });
    case 'statusApplied':
      return e.save
        ? ui(lang, 'ev.statusAppliedSave', {
            unit: u(e.unit),
            status: statusName(e.status, lang),
            roll: e.save.roll,
            threshold: e.save.threshold,
          })
        : ui(lang, 'ev.statusApplied', { unit: u(e.unit), status: statusName(e.status, lang) });
    case 'statusSaved':
      return ui(lang, 'ev.statusSaved', {
        unit: u(e.unit),
        status: statusName(e.status, lang),
        roll: e.roll,
        threshold: e.threshold,
      });
    case 'statusRemoved':
      return ui(lang, 'ev.statusRemovedWhy', {
        unit: u(e.unit),
        status: statusName(e.status, lang),
        why: ui(lang, `removed.${e.reason}` as UiKey),
      });
    case 'soulGained':
      return ui(lang, 'ev.soulGained', { unit: u(e.unit), amount: e.amount, total: e.total });
    case 'curseGained':
      return ui(lang, 'ev.curseGained', { unit: u(e.unit), total: e.total });
    case 'curseSpent':
      return ui(lang, 'ev.curseSpent', { unit: u(e.unit), total: e.total });
    case 'moved':
      return e.forced
        ? ui(lang, 'ev.movedForced', {
            unit: u(e.unit),
            cells: e.path.length,
            forced: ui(lang, `purpose.${e.forced}` as UiKey),
            cell: where(e.path[e.path.length - 1]),
          })
        : ui(lang, 'ev.moved', { unit: u(e.unit), cells: e.path.length, cell: where(e.path[e.path.length - 1]) });
    case 'turned':
      return ui(lang, 'ev.turned', { unit: u(e.unit), dir: ui(lang, `dir.${e.facing}` as UiKey) });
    case 'teleported':
      return ui(lang, 'ev.teleported', { unit: u(e.unit), cell: where(e.to) });
    case 'swapped':
      return ui(lang, 'ev.swapped', { a: u(e.a), b: u(e.b) });
    case 'declared':
      return ui(lang, 'ev.declared', {
        unit: u(e.unit),
        skill: skillName(state, e.skill, lang),
        cursed: e.cursed ? ui(lang, 'ev.declaredCursed') : '',
      });
    case 'windowOpened':
      return ui(lang, 'ev.windowOpened', { unit: u(e.unit) });
    case 'passed':
      return ui(lang, 'ev.passed', { unit: u(e.unit) });
    case 'resolved':
      return null;
    case 'fizzled':
      return ui(lang, 'ev.fizzled', {
        skill: skillOfAction(e.action),
        reason: ui(lang, `fizzle.${e.reason}` as UiKey),
      });
    case 'diceRolled':
      return ui(lang, 'ev.diceRolled', { unit: u(e.unit), faces: `[${e.faces.join(' ')}]`, total: e.total });
    case 'damaged':
      return damageText(e, state, lang, u);
    case 'healed':
      return ui(lang, 'ev.healed', { unit: u(e.unit), amount: e.amount, hp: e.hp });
    case 'died':
      return ui(lang, 'ev.died', { unit: u(e.unit) });
    case 'statueDestroyed':
      return ui(lang, 'ev.statueDestroyed', { by: u(e.by) });
    case 'statueRestored':
      return ui(lang, 'ev.statueRestored');
    case 'maxHpDecreased':
      return ui(lang, 'ev.maxHpDecreased', { unit: u(e.unit), maxHp: e.maxHp });
    case 'flipped':
      return ui(lang, 'ev.flipped', { unit: u(e.unit) });
    case 'formChanged':
      return ui(lang, 'ev.formChanged', { unit: u(e.unit), form: formName(state?.units[e.unit]?.def, e.form, lang) });
    case 'runeUsed':
      return ui(lang, 'ev.runeUsed', { unit: u(e.unit), healed: e.healed });
    case 'itemUsed':
      return ui(lang, 'ev.itemUsed', { unit: u(e.unit), card: cardName(state, e.card, lang) });
    case 'equipmentUsed':
      return ui(lang, 'ev.equipmentUsed', { unit: u(e.unit), card: cardName(state, e.card, lang) });
    case 'equipmentReset':
      return ui(lang, 'ev.equipmentReset', { unit: u(e.unit), card: cardName(state, e.card, lang) });
    case 'bought':
      return ui(lang, 'ev.bought', { unit: u(e.unit), card: cardName(state, e.card, lang), price: e.price });
    case 'discarded':
      return ui(lang, 'ev.discarded', { unit: u(e.unit), card: cardName(state, e.card, lang) });
    case 'markerPlaced':
      return ui(lang, 'ev.markerPlaced');
    case 'markerRemoved':
      return ui(lang, 'ev.markerRemoved');
    case 'summoned':
      return ui(lang, 'ev.summoned', { unit: u(e.unit) });
    case 'turnEnded':
      return ui(lang, 'ev.turnEnded', { unit: u(e.unit) });
    case 'worldTurn':
      return ui(lang, 'ev.worldTurn', {
        round: e.round,
        time: e.finalJudgment ? ui(lang, 'match.finalJudgment') : ui(lang, e.day ? 'match.day' : 'match.night'),
      });
    case 'eventRevealed':
      return ui(lang, 'ev.eventRevealedText', {
        card: eventName(state, e.card, lang),
        text: eventCardText(state, e.card, lang),
      });
    case 'eventResolved':
      return ui(lang, 'ev.eventResolved', { card: eventName(state, e.card, lang) });
    case 'initiativeSwapped':
      return ui(lang, 'ev.initiativeSwapped', { unit: u(e.unit), with: u(e.with) });
    case 'finalJudgment':
      return ui(lang, 'ev.finalJudgment');
    case 'gameOver':
      if (e.reason === 'quiet') return ui(lang, 'ev.gameOver.quiet', { rounds: QUIET_ROUNDS_TO_DRAW });
      if (e.reason === 'agreed') return ui(lang, 'ev.gameOver.agreed');
      if (e.reason === 'concede' && e.winner !== 'draw')
        return ui(lang, 'ev.gameOver.concede', {
          loser: ui(lang, `team.${e.winner === 'red' ? 'blue' : 'red'}` as UiKey),
          winner: ui(lang, `team.${e.winner}` as UiKey),
        });
      return ui(lang, 'ev.gameOver', {
        winner: e.winner === 'draw' ? ui(lang, 'match.over.draw') : ui(lang, `team.${e.winner}` as UiKey),
      });
    default:
      return null;
  }
}
