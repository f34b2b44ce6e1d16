/**
 * What a card says, built from the match's content and the words tables: one plain model for every kind of card the
 * screen shows (skill, character, item or equipment, status, event, round space). Pure: no React, no rules decided here
 * (the numbers are the content's own, the text its printed text).
 */
import type { CharacterDef, SkillDef, StatusId } from '../../../shared/content/schema';
import { contentText } from '../../../shared/content/i18n';
import type { GameState } from '../../../shared/rules';
import { FINAL_JUDGMENT } from '../../../shared/rules/state';
import { STATUS_DEFS } from '../../../shared/rules/statuses';
import { translate, type Language, type UiKey } from '../i18n';

type ContentLike = Pick<GameState, 'content'>;

/** One card: a title, a line of facts, the printed text (with dice notation), optional lore and sections, its rule. */
export type CardModel = {
  kind: 'skill' | 'character' | 'item' | 'equipment' | 'status' | 'event' | 'round';
  title: string;
  subtitle?: string;
  facts: string[];
  text: string;
  lore?: string;
  /** Parts of a bigger card (a character's board sides, ultimate, response, mechanism — the mechanism kept to two lines). */
  sections?: { title: string; lines: { name: string; facts: string; text: string }[]; mechanism?: boolean }[];
  ruleId?: string;
};

const tr = (lang: Language, key: string, params?: Record<string, string | number>) =>
  translate(lang, key as UiKey, params);

/** Which character owns a skill (for its rule id), by id. */
function ownerOf(content: ContentLike['content'], skillId: string): CharacterDef | null {
  for (const ch of Object.values(content.characters ?? {})) {
    if (ch.ultimate.id === skillId || ch.response.id === skillId) return ch;
    if (ch.boards.some((b) => b.sides.some((s) => s.skills.some((k) => k.id === skillId)))) return ch;
    if ((ch.extras ?? []).some((k) => k.id === skillId)) return ch;
  }
  return null;
}

/** Every skill definition of the content by id. */
export function findSkill(content: ContentLike['content'], id: string): SkillDef | null {
  for (const ch of Object.values(content.characters ?? {})) {
    if (ch.ultimate.id === id) return ch.ultimate;
    if (ch.response.id === id) return ch.response;
    for (const b of ch.boards) for (const side of b.sides) for (const s of side.skills) if (s.id === id) return s;
    for (const s of ch.extras ?? []) if (s.id === id) return s;
  }
  for (const u of Object.values(content.units ?? {})) for (const s of u.skills) if (s.id === id) return s;
  for (const c of Object.values(content.cards ?? {})) if (c.use?.id === id) return c.use;
  return null;
}

/** The facts line of a skill: usage, speed, how it aims and its range, whether it has a curse version. */
export function skillFacts(def: SkillDef, lang: Language): string[] {
  const facts = [tr(lang, `card.usage.${def.usage}`), tr(lang, 'card.speed', { n: def.speed })];
  if (def.cost) facts.push(tr(lang, `card.cost.${def.cost}`));
  facts.push(tr(lang, `card.target.${def.targeting.kind}`));
  if (def.targeting.range)
    facts.push(tr(lang, 'card.range', { min: def.targeting.range.min ?? 1, max: def.targeting.range.max }));
  if (def.curse) facts.push(tr(lang, 'card.curse'));
  return facts;
}

/** A skill's card (board skills, ultimates, responses, extras, summons' skills, items' uses). */
export function skillCard(state: ContentLike, skillId: string, lang: Language): CardModel | null {
  const def = findSkill(state.content, skillId);
  if (!def) return null;
  const owner = ownerOf(state.content, skillId);
  return {
    kind: 'skill',
    title: contentText(lang, def.nameKey),
    subtitle: owner ? contentText(lang, owner.nameKey) : undefined,
    facts: skillFacts(def, lang),
    text: contentText(lang, def.textKey),
    ruleId: owner ? `R-${owner.id.toUpperCase()}-1` : 'R-SKILL-2',
  };
}

/** A character's card for the draft: stats, both board sides with their skills, ultimate, response, mechanism. */
export function characterCard(state: ContentLike, characterId: string, lang: Language): CardModel | null {
  const ch = state.content.characters[characterId];
  if (!ch) return null;
  const line = (s: SkillDef) => ({
    name: contentText(lang, s.nameKey),
    facts: skillFacts(s, lang).join(' · '),
    text: contentText(lang, s.textKey),
  });
  const sections: NonNullable<CardModel['sections']> = [];
  ch.boards.forEach((board) =>
    board.sides.forEach((side, i) =>
      sections.push({
        title: tr(lang, 'card.side', { n: i + 1, name: contentText(lang, side.nameKey) }),
        lines: side.skills.map(line),
      }),
    ),
  );
  sections.push({ title: tr(lang, 'card.usage.ultimate'), lines: [line(ch.ultimate)] });
  sections.push({ title: tr(lang, 'card.usage.response'), lines: [line(ch.response)] });
  sections.push({
    title: tr(lang, 'card.mechanism'),
    lines: [{ name: contentText(lang, ch.passive.nameKey), facts: '', text: contentText(lang, ch.passive.textKey) }],
    mechanism: true,
  });
  const s = ch.stats;
  return {
    kind: 'character',
    title: contentText(lang, ch.nameKey),
    subtitle: contentText(lang, ch.titleKey),
    facts: [
      `${tr(lang, 'card.stats.hp')} ${s.hp}`,
      `${tr(lang, 'card.stats.constitution')} ${s.constitution}`,
      `${tr(lang, 'card.stats.movement')} ${s.movement}`,
      `${tr(lang, 'card.stats.initiative')} ${s.initiative >= 0 ? '+' : ''}${s.initiative}`,
    ],
    text: '',
    sections,
    ruleId: `R-${ch.id.toUpperCase()}-1`,
  };
}

/** An item's or equipment's card (market, held, equipped). */
export function itemCard(state: ContentLike, cardId: string, lang: Language): CardModel | null {
  const def = state.content.cards[cardId];
  if (!def) return null;
  const kind = def.deck === 'equipment' ? 'equipment' : 'item';
  const facts = [
    tr(lang, kind === 'equipment' ? 'card.equipment' : 'card.item'),
    tr(lang, 'card.price', { n: def.price }),
  ];
  if (def.speed !== undefined) facts.push(tr(lang, 'card.speed', { n: def.speed }));
  const lore = contentText(lang, def.loreKey);
  return {
    kind,
    title: contentText(lang, def.nameKey),
    facts,
    text: contentText(lang, def.textKey),
    lore: lore === def.loreKey ? undefined : lore,
    ruleId: kind === 'equipment' ? 'R-EQUIP-1' : 'R-ITEM-1',
  };
}

/** The rule of each status (R-STATUS table). */
const STATUS_RULE: Record<StatusId, string> = {
  burning: 'R-STATUS-2',
  root: 'R-STATUS-3',
  bleeding: 'R-STATUS-4',
  poison: 'R-STATUS-5',
  stun: 'R-STATUS-6',
  frenzy: 'R-STATUS-7',
  link: 'R-STATUS-8',
  stealth: 'R-STATUS-9',
  sturdy: 'R-STATUS-10',
  weakness: 'R-STATUS-11',
  vigilance: 'R-STATUS-12',
  cursedVigilance: 'R-STATUS-12',
  regeneration: 'R-STATUS-13',
  iceShield: 'R-STATUS-14',
};

/** A status's card: kind, whether negative, its save threshold, what it does. */
export function statusCard(id: StatusId, lang: Language): CardModel {
  const def = STATUS_DEFS[id];
  const facts = [tr(lang, def.kind === 'periodic' ? 'card.status.periodic' : 'card.status.persistent')];
  if (def.negative) facts.push(tr(lang, 'card.status.negative'));
  if (def.saveThreshold !== undefined) facts.push(tr(lang, 'card.status.save', { n: def.saveThreshold }));
  return {
    kind: 'status',
    title: tr(lang, `status.${id}`),
    facts,
    text: tr(lang, `statusText.${id}`, { x: def.value }),
    ruleId: STATUS_RULE[id],
  };
}

/** An event card; a night's card still face down says only that. */
export function eventCard(state: ContentLike, cardId: string | null, lang: Language, round?: number): CardModel {
  const def = cardId ? state.content.events[cardId] : undefined;
  const facts = round !== undefined ? [tr(lang, 'card.event.round', { n: round })] : [];
  if (!def)
    return {
      kind: 'event',
      title: tr(lang, 'card.event'),
      facts,
      text: tr(lang, 'card.event.hidden'),
      ruleId: 'R-EVENT-2',
    };
  const lore = contentText(lang, def.loreKey);
  return {
    kind: 'event',
    title: contentText(lang, def.nameKey),
    facts: [...facts, tr(lang, def.duration === 'night' ? 'card.event.night' : 'card.event.oneShot')],
    text: contentText(lang, def.textKey),
    lore: lore === def.loreKey ? undefined : lore,
    ruleId: 'R-EVENT-4',
  };
}

/** Rounds 3, 5 and 7 are nights, 2, 4 and 6 days (R-ROUND-2); 1 is the Start round, 8 the Final Judgment. */
export function roundKind(round: number): 'start' | 'day' | 'night' | 'final' {
  if (round >= FINAL_JUDGMENT) return 'final';
  if (round <= 1) return 'start';
  return round % 2 === 1 ? 'night' : 'day';
}

/** A round space of the round track: its kind and, on a night, that night's event card (face up or down). */
export function roundCard(state: ContentLike & Pick<GameState, 'nights'>, round: number, lang: Language): CardModel {
  const kind = roundKind(round);
  const night = kind === 'night' ? state.nights?.find((n) => n.round === round) : undefined;
  const title = tr(lang, 'card.round', { n: round, kind: tr(lang, `card.round.${kind}`) });
  if (!night)
    return { kind: 'round', title, facts: [], text: '', ruleId: kind === 'final' ? 'R-ROUND-5' : 'R-ROUND-2' };
  const ev = eventCard(state, night.revealed ? night.card : null, lang);
  return {
    kind: 'round',
    title,
    facts: [],
    text: '',
    sections: [{ title: ev.title, lines: [{ name: '', facts: ev.facts.join(' · '), text: ev.text }] }],
    ruleId: 'R-EVENT-2',
  };
}
