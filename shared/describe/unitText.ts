// A unit's line on the text board, in the reader's language: "Eli, Red, Holy Relic (leader), 5 of 6 HP, facing east,
// at (1,-2); statuses: Bleeding (leaves in 2 turn starts)".
import { contentText, type Language } from '../content/i18n';
import { cellLabel } from '../rules/board';
import { describeWord, statusWord, type DescribeKey } from './describeWords';
import type { StatusFact, UnitFact } from './unitFacts';

/** A unit's name from the content strings (its id when the content has none). */
export function unitWord(language: Language, unit: Pick<UnitFact, 'nameKey' | 'id'>): string {
  return unit.nameKey ? contentText(language, unit.nameKey) : unit.id;
}

/** A status with its lifetime. */
export function statusFactText(language: Language, s: StatusFact): string {
  return describeWord(language, s.kind === 'periodic' ? 'status.periodic' : 'status.persistent', {
    status: statusWord(language, s.id),
    leaves: s.leavesIn,
  });
}

/** The line of one unit. */
export function unitText(language: Language, u: UnitFact): string {
  const values = {
    name: unitWord(language, u),
    team: describeWord(language, `team.${u.team}`),
    role: describeWord(language, `role.${u.role}` as DescribeKey),
    hp: u.hp,
    maxHp: u.maxHp,
  };
  if (!u.alive) return describeWord(language, 'unit.dead', values);
  if (!u.pos) return describeWord(language, 'unit.offBoard', values);
  const list = u.statuses.map((s) => statusFactText(language, s)).join(describeWord(language, 'list.separator'));
  return describeWord(language, 'unit.line', {
    ...values,
    facing: describeWord(language, `dir.${u.facing}`),
    cell: cellLabel(u.pos),
    statuses: list ? describeWord(language, 'unit.statuses', { list }) : '',
  });
}
