/**
 * The game's terms in English and Simplified Chinese, in the rulebook's own words (docs/rules/en.md and
 * docs/rules/zh-Hans.md: §20 "Glossary", the status table of §18, the map rules of §5). Every text the game shows — the
 * rules page, cards, lessons, the log, the lab, tips — names a thing by these words; `avoid` lists the other names that
 * crept in for the same thing, and test/shared/content/glossary.test.ts fails when one of them appears in a UI text.
 *
 * `avoid` entries are regular expressions (most are plain words); `rule` is a rule id where the term is defined.
 */
import type { StatusId } from './schema';

export type Term = {
  en: string;
  zh: string;
  rule: string;
  /** Other names for the same thing that UI texts must not use (regular expression sources). */
  avoid?: { en?: string[]; zh?: string[] };
};

/** The terms of the rules, by a stable id. */
export const TERMS = {
  exiled: { en: 'the Exiled', zh: '被放逐者', rule: 'R-OVR-1' },
  holyRelic: {
    en: 'Holy Relic',
    zh: '圣物',
    rule: 'R-OVR-2',
    avoid: { en: ['holy relic', 'Holy relic'], zh: ['圣遗物'] },
  },
  ritualVessel: {
    en: 'Ritual Vessel',
    zh: '祀器',
    rule: 'R-OVR-2',
    avoid: { en: ['ritual vessel', 'Ritual vessel'], zh: ['容器'] },
  },
  leader: { en: 'leader', zh: '领袖', rule: 'R-OVR-2', avoid: { en: ['\\bcaptain\\b'], zh: ['首领'] } },
  roundTrack: { en: 'round track', zh: '回合追踪版', rule: 'R-ROUND-1' },
  round: {
    en: 'round',
    zh: '回合',
    rule: 'R-ROUND-1',
    avoid: { zh: ['第 ?(\\{\\w+\\}|\\d+) ?轮', '[本每上下]一?轮(?!到)', '轮次'] },
  },
  startRound: { en: 'Start round', zh: '起始回合', rule: 'R-ROUND-1', avoid: { zh: ['开始轮'] } },
  day: { en: 'day', zh: '白天', rule: 'R-ROUND-2' },
  night: { en: 'night', zh: '夜晚', rule: 'R-ROUND-2' },
  finalJudgment: { en: 'Final Judgment', zh: '最终审判', rule: 'R-ROUND-5', avoid: { en: ['Judgement'] } },
  eventCard: { en: 'event card', zh: '事件卡', rule: 'R-EVENT-2' },
  worldTurn: { en: 'world turn', zh: '世界回合', rule: 'R-ROUND-3' },
  characterTurn: { en: 'character turn', zh: '角色回合', rule: 'R-OVR-4' },
  action: { en: 'action', zh: '行动', rule: 'R-ACT-1', avoid: { zh: ['动作'] } },
  standardAction: { en: 'standard action', zh: '标准行动', rule: 'R-ACT-1' },
  bonusAction: {
    en: 'bonus action',
    zh: '附赠行动',
    rule: 'R-BONUS-1',
    avoid: { en: ['free action'], zh: ['额外行动', '奖励行动'] },
  },
  reaction: { en: 'reaction', zh: '反应行动', rule: 'R-REACT-1' },
  speed: { en: 'speed', zh: '速度', rule: 'R-RES-4' },
  chain: { en: 'chain', zh: '连锁', rule: 'R-CHAIN-1' },
  weaponSkill: { en: 'weapon skill', zh: '武器技能', rule: 'R-SKILL-3' },
  skillBoard: { en: 'skill board', zh: '技能版面', rule: 'R-SKILL-1', avoid: { en: ['skill sheet'], zh: ['技能板'] } },
  ultimate: { en: 'ultimate', zh: '终极技能', rule: 'R-SHEET-9', avoid: { zh: ['终极技(?!能)'] } },
  responseSkill: { en: 'response skill', zh: '响应技能', rule: 'R-SHEET-10', avoid: { zh: ['应变技'] } },
  passiveSkill: { en: 'passive skill', zh: '被动技能', rule: 'R-SHEET-11' },
  rune: { en: 'rune', zh: '角色符文', rule: 'R-SHEET-8' },
  curseToken: {
    en: 'curse token',
    zh: '诅咒指示物',
    rule: 'R-SKILL-5',
    avoid: { en: ['curse marker'], zh: ['诅咒标记'] },
  },
  soulToken: { en: 'soul token', zh: '灵魂指示物', rule: 'R-COMP-3' },
  item: { en: 'item', zh: '道具', rule: 'R-ITEM-1' },
  equipment: { en: 'equipment', zh: '装备', rule: 'R-EQUIP-1' },
  initiative: { en: 'initiative', zh: '先攻', rule: 'R-INIT-1' },
  constitution: { en: 'constitution', zh: '体质', rule: 'R-SHEET-5' },
  hp: { en: 'HP', zh: '生命值', rule: 'R-SETUP-12', avoid: { en: ['hit points'], zh: ['生命(?![值上])'] } },
  maxHp: { en: 'max HP', zh: '最大生命值', rule: 'R-ROUND-5', avoid: { en: ['maximum HP'], zh: ['生命上限'] } },
  movement: { en: 'movement', zh: '移动力', rule: 'R-MOVE-1', avoid: { en: ['movement points?'] } },
  facing: { en: 'facing', zh: '朝向', rule: 'R-MOVE-4' },
  frontCone: { en: 'front cone', zh: '前方锥形', rule: 'R-LOS-4', avoid: { zh: ['扇区'] } },
  vision: { en: 'vision', zh: '视野', rule: 'R-LOS-1' },
  lineOfSight: { en: 'line of sight', zh: '视线', rule: 'R-LOS-3' },
  void: { en: 'void', zh: '虚空', rule: 'R-MAP-3' },
  push: { en: 'push', zh: '推离', rule: 'R-FORCE-4' },
  pull: { en: 'pull', zh: '拉近', rule: 'R-FORCE-5' },
  dash: { en: 'dash', zh: '突进', rule: 'R-FORCE-7', avoid: { zh: ['冲刺'] } },
  teleport: { en: 'teleport', zh: '瞬移', rule: 'R-FORCE-8', avoid: { zh: ['传送(?!法阵)'] } },
  advantageDie: { en: 'advantage die', zh: '优势骰', rule: 'R-DICE-1' },
  normalDie: { en: 'normal die', zh: '普通骰', rule: 'R-DICE-1' },
  disadvantageDie: { en: 'disadvantage die', zh: '劣势骰', rule: 'R-DICE-1' },
  distanceTable: { en: 'distance table', zh: '距离伤害表', rule: 'R-DMG-2' },
  statusSave: { en: 'status save', zh: '状态豁免', rule: 'R-SAVE-1' },
  statusTracker: { en: 'status tracker', zh: '状态追踪版', rule: 'R-TRACK-1', avoid: { zh: ['追踪板'] } },
  persistent: { en: 'persistent', zh: '持续性', rule: 'R-STATUS-1', avoid: { zh: ['持续型'] } },
  periodic: { en: 'periodic', zh: '周期性', rule: 'R-STATUS-1', avoid: { zh: ['周期型'] } },
  negativeEffects: { en: 'negative effects', zh: '负面效果', rule: 'R-STATUS-16' },
  statue: { en: 'statue', zh: '女神像', rule: 'R-MAP-12', avoid: { en: ['\\bidol\\b'], zh: ['雕像'] } },
  teleportCircle: { en: 'teleport circle', zh: '传送法阵', rule: 'R-NOEL-1' },
  puppet: { en: 'puppet', zh: '魔偶', rule: 'R-ALICIA-1' },
  skeleton: { en: 'skeleton', zh: '骷髅随从', rule: 'R-SILAS-1' },
  board: { en: 'board', zh: '版图', rule: 'R-MAP-1', avoid: { zh: ['板块'] } },
  campfire: { en: 'campfire', zh: '篝火', rule: 'R-MAP-11', avoid: { en: ['bonfire', 'camp fire'], zh: ['营火'] } },
  floatingIsland: { en: 'floating island', zh: '空岛', rule: 'R-MAP-5', avoid: { zh: ['浮岛'] } },
  obstacle: {
    en: 'obstacle',
    zh: '障碍',
    rule: 'R-MAP-5',
    avoid: { en: ['\\brocks?\\b', '\\bRocks?\\b'], zh: ['障碍物', '岩石'] },
  },
} as const satisfies Record<string, Term>;

export type TermId = keyof typeof TERMS;

/** Every status's name (the status table of docs/rules §18). */
export const STATUS_TERMS: Record<StatusId, Term> = {
  burning: { en: 'Burning', zh: '燃烧', rule: 'R-STATUS-2' },
  root: { en: 'Root', zh: '禁锢', rule: 'R-STATUS-3', avoid: { zh: ['定身'] } },
  bleeding: { en: 'Bleeding', zh: '流血', rule: 'R-STATUS-4' },
  poison: { en: 'Poison', zh: '中毒', rule: 'R-STATUS-5' },
  stun: { en: 'Stun', zh: '眩晕', rule: 'R-STATUS-6' },
  frenzy: { en: 'Frenzy', zh: '狂暴', rule: 'R-STATUS-7' },
  link: { en: 'Link', zh: '链接', rule: 'R-STATUS-8' },
  stealth: { en: 'Stealth', zh: '隐匿', rule: 'R-STATUS-9', avoid: { zh: ['潜行'] } },
  sturdy: { en: 'Sturdy', zh: '坚固', rule: 'R-STATUS-10', avoid: { zh: ['坚韧'] } },
  weakness: { en: 'Weakness', zh: '弱点', rule: 'R-STATUS-11', avoid: { zh: ['虚弱'] } },
  vigilance: { en: 'Vigilance', zh: '警戒', rule: 'R-STATUS-12', avoid: { zh: ['警觉'] } },
  cursedVigilance: { en: 'Cursed Vigilance', zh: '警戒（诅咒）', rule: 'R-STATUS-12' },
  regeneration: { en: 'Regeneration', zh: '复苏', rule: 'R-STATUS-13', avoid: { zh: ['再生(?!效)'] } },
  iceShield: { en: 'Ice Shield', zh: '冰盾', rule: 'R-STATUS-14' },
};

/** A term in a language. */
export const term = (language: 'en' | 'zh', id: TermId): string => TERMS[id][language];

/** A status's name in a language. */
export const statusTerm = (language: 'en' | 'zh', id: StatusId): string => STATUS_TERMS[id][language];

/** Every term, rules' terms then statuses, with its id. */
export const ALL_TERMS: { id: string; term: Term }[] = [
  ...Object.entries(TERMS).map(([id, t]) => ({ id, term: t as Term })),
  ...Object.entries(STATUS_TERMS).map(([id, t]) => ({ id: `status.${id}`, term: t })),
];
