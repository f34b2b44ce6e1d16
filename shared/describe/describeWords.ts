// The words of the text model (issue 30: a board a screen reader can read), in English and Simplified Chinese. Content
// as data, like shared/map/editRefusalText.ts: each sentence is a template whose {placeholders} the facts fill; names of
// characters, skills and cards come from the content strings (shared/content/i18n).
import type { Language } from '../content/i18n';
import type { StatusId } from '../content/schema';

/** Every template of the text model; the Record type makes a missing translation a compile error. */
export const DESCRIBE_WORDS = {
  'team.red': { en: 'Red', zh: '红队' },
  'team.blue': { en: 'Blue', zh: '蓝队' },
  'role.holy': { en: 'Holy Relic (leader)', zh: '圣物（领袖）' },
  'role.vessel': { en: 'Vessel', zh: '祀器' },
  'role.hidden': { en: 'relic unknown', zh: '圣物未知' },
  'role.summon': { en: 'summoned unit', zh: '召唤物' },
  'dir.0': { en: 'east', zh: '东' },
  'dir.1': { en: 'north-east', zh: '东北' },
  'dir.2': { en: 'north-west', zh: '西北' },
  'dir.3': { en: 'west', zh: '西' },
  'dir.4': { en: 'south-west', zh: '西南' },
  'dir.5': { en: 'south-east', zh: '东南' },
  'status.burning': { en: 'Burning', zh: '燃烧' },
  'status.root': { en: 'Root', zh: '禁锢' },
  'status.bleeding': { en: 'Bleeding', zh: '流血' },
  'status.poison': { en: 'Poison', zh: '中毒' },
  'status.stun': { en: 'Stun', zh: '眩晕' },
  'status.frenzy': { en: 'Frenzy', zh: '狂暴' },
  'status.link': { en: 'Link', zh: '链接' },
  'status.stealth': { en: 'Stealth', zh: '隐匿' },
  'status.sturdy': { en: 'Sturdy', zh: '坚固' },
  'status.weakness': { en: 'Weakness', zh: '弱点' },
  'status.vigilance': { en: 'Vigilance', zh: '警戒' },
  'status.cursedVigilance': { en: 'Cursed Vigilance', zh: '警戒（诅咒）' },
  'status.regeneration': { en: 'Regeneration', zh: '复苏' },
  'status.iceShield': { en: 'Ice Shield', zh: '冰盾' },
  'list.separator': { en: ', ', zh: '，' },
  'unit.line': {
    en: '{name}, {team}, {role}, {hp} of {maxHp} HP, facing {facing}, at {cell}{statuses}',
    zh: '{name}，{team}，{role}，生命值 {hp}/{maxHp}，面朝{facing}，位于 {cell}{statuses}',
  },
  'unit.offBoard': {
    en: '{name}, {team}, {role}, {hp} of {maxHp} HP, not on the board',
    zh: '{name}，{team}，{role}，生命值 {hp}/{maxHp}，不在棋盘上',
  },
  'unit.dead': { en: '{name}, {team}, {role}, dead', zh: '{name}，{team}，{role}，已阵亡' },
  'unit.statuses': { en: '; statuses: {list}', zh: '；状态：{list}' },
  'status.periodic': {
    en: '{status} (resolves at its next turn start, leaves in {leaves} turn starts)',
    zh: '{status}（下次回合开始时结算，{leaves} 次回合开始后移除）',
  },
  'status.persistent': { en: '{status} (leaves in {leaves} turn starts)', zh: '{status}（{leaves} 次回合开始后移除）' },
  'cmd.move': {
    en: 'Move to {cell} ({cost} movement), ending facing {facing}',
    zh: '移动到 {cell}（消耗 {cost} 点移动力），最终面朝{facing}',
  },
  'cmd.turn': { en: 'Turn to face {facing} (1 movement)', zh: '转向{facing}（消耗 1 点移动力）' },
  'cmd.skill': { en: 'Use {skill}{curse}{target}', zh: '使用{skill}{curse}{target}' },
  'cmd.item': { en: 'Use the item {card}{curse}{target}', zh: '使用道具{card}{curse}{target}' },
  'cmd.equipment': { en: 'Use the equipment {card}{target}', zh: '使用装备{card}{target}' },
  'cmd.resetEquipment': { en: 'Reset your equipment', zh: '重置装备' },
  'cmd.flip': { en: 'Flip your skill board', zh: '翻转技能版面' },
  'cmd.flipTo': { en: 'Flip to {side}', zh: '翻转到{side}' },
  'cmd.rune': { en: 'Use the rune', zh: '使用符文' },
  'cmd.buy': { en: 'Buy {card}', zh: '购买{card}' },
  'cmd.endTurn': { en: 'End the turn', zh: '结束回合' },
  'cmd.concede': { en: 'Concede', zh: '认输' },
  'cmd.agreeDraw': { en: 'Agree to a draw', zh: '同意平局' },
  'cmd.choose': { en: 'Choose {option}', zh: '选择{option}' },
  'cmd.place': { en: 'Place at {cell}, facing {facing}{side}', zh: '放置在 {cell}，面朝{facing}{side}' },
  'cmd.placeSide': { en: ', showing {side}', zh: '，展示{side}' },
  'cmd.react': { en: 'React with {skill}{curse}{target}', zh: '以{skill}反应{curse}{target}' },
  'cmd.reactFlip': { en: 'React by flipping your skill board', zh: '以翻转技能版面反应' },
  'cmd.reactRune': { en: 'React with the rune', zh: '以符文反应' },
  'cmd.pass': { en: 'Pass (no reaction)', zh: '放弃（不反应）' },
  'cmd.cursed': { en: ' (cursed)', zh: '（诅咒）' },
  'cmd.onUnit': { en: ' on {unit} at {cell}', zh: '，目标 {unit}（{cell}）' },
  'cmd.onStatue': { en: ' on the statue', zh: '，目标女神像' },
  'cmd.onCell': { en: ' at {cell}', zh: '，目标格 {cell}' },
  'cmd.toward': { en: ' toward {facing}', zh: '，朝{facing}' },
  'odds.damage': {
    en: '{unit}: {damage} damage, HP {hpBefore} to {hp}',
    zh: '{unit}：{damage} 点伤害，生命值 {hpBefore} 变为 {hp}',
  },
  'odds.heal': {
    en: '{unit}: heals {healed}, HP {hpBefore} to {hp}',
    zh: '{unit}：回复 {healed}，生命值 {hpBefore} 变为 {hp}',
  },
  'odds.dies.always': { en: '{unit} dies', zh: '{unit}阵亡' },
  'odds.dies.maybe': { en: '{unit} may die', zh: '{unit}可能阵亡' },
  'odds.status.always': { en: '{unit} gains {status}', zh: '{unit}获得{status}' },
  'odds.status.maybe': { en: '{unit} may gain {status}', zh: '{unit}可能获得{status}' },
  'odds.none': { en: 'no change to any unit', zh: '不改变任何单位' },
  'range.one': { en: '{n}', zh: '{n}' },
  'range.span': { en: '{min} to {max}', zh: '{min} 至 {max}' },
  'sight.sees': { en: '{name} sees {list}', zh: '{name}看得见：{list}' },
  'sight.seesNothing': { en: '{name} sees no unit', zh: '{name}看不见任何单位' },
  'sight.unit': { en: '{name} at {cell}, {distance} away', zh: '{name}（{cell}，距离 {distance}）' },
  'sight.offBoard': { en: '{name} is not on the board', zh: '{name}不在棋盘上' },
  'cell.open': { en: '{cell}, open ground', zh: '{cell}，空地' },
  'cell.obstacle': { en: '{cell}, obstacle', zh: '{cell}，障碍' },
  'cell.void': { en: '{cell}, off the map', zh: '{cell}，地图之外' },
  'cell.statue': { en: 'the statue of Yer stands here', zh: '耶尔女神像立于此' },
  'cell.empty': { en: 'no unit', zh: '无单位' },
  'cell.from': { en: '{distance} from {name}', zh: '距{name} {distance} 格' },
  'cell.inSight': { en: '{name} sees it', zh: '{name}看得见' },
  'cell.outOfSight': { en: '{name} does not see it', zh: '{name}看不见' },
  'cell.actions': { en: '{n} commands here', zh: '此处可执行 {n} 条指令' },
  'cell.action': { en: 'one command here', zh: '此处可执行 1 条指令' },
  'part.separator': { en: '; ', zh: '；' },
  'distance.line': { en: '{a} to {b}: {distance} cells', zh: '{a}到{b}：{distance} 格' },
} as const satisfies Record<string, Record<Language, string>>;

export type DescribeKey = keyof typeof DESCRIBE_WORDS;

/** A template in `language`, its {placeholders} filled from `values` (an unknown placeholder stays visible). */
export function describeWord(
  language: Language,
  key: DescribeKey,
  values: Record<string, string | number> = {},
): string {
  return DESCRIBE_WORDS[key][language].replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}

/** A status's name. */
export function statusWord(language: Language, id: StatusId): string {
  return describeWord(language, `status.${id}` as DescribeKey);
}

/** A range of figures: "2" when both ends agree, else "1 to 3". */
export function rangeWord(language: Language, r: { min: number; max: number }): string {
  return r.min === r.max ? describeWord(language, 'range.one', { n: r.min }) : describeWord(language, 'range.span', r);
}
