/**
 * What a preview says, in the player's words (issue 27 "shown at the decision"): a target's damage and kill chance, and
 * the warning a command needs before it is sent (it may lose the game, kill its own actor, hit an ally). Every figure is
 * the engine's preview (previewCommand); nothing here computes a rule.
 */
import type { Chance, CommandPreview, GameState, UnitPreview } from '../../../../../shared/rules';
import type { UiKey } from '../../../i18n';

type T = (key: UiKey, params?: Record<string, string | number>) => string;

/** A chance as a percentage: 0 % and 100 % only when exactly so; anything else between 1 % and 99 %. */
export function percent(c: Chance): string {
  if (c.n === 0) return '0%';
  if (c.n === c.d) return '100%';
  return `${Math.min(99, Math.max(1, Math.round((c.n / c.d) * 100)))}%`;
}

const span = (r: { min: number; max: number }) => (r.min === r.max ? `${r.max}` : `${r.min}–${r.max}`);

/** Whether a chance is exactly 1: the words then say so plainly ("falls for certain"), never "100 %". */
export const certain = (c: Chance) => c.n > 0 && c.n === c.d;

/** "2–3 damage · falls 67%" for one unit the command may change (the kill chance only when it can die). */
export function oddsWords(u: UnitPreview, t: T): string {
  const parts = [t('preview.odds', { damage: span(u.damage) })];
  if (u.death.n > 0)
    parts.push(certain(u.death) ? t('preview.killCertain') : t('preview.kill', { p: percent(u.death) }));
  return parts.join(' · ');
}

/** "Bleeding 50%", or "Bleeding for certain" when the status is applied in every dice outcome. */
export function statusChanceWords(status: string, c: Chance, t: T): string {
  return certain(c) ? t('preview.statusCertain', { status }) : t('preview.statusChance', { status, p: percent(c) });
}

/** The warning a command needs before it is sent, or null: it may lose the game, kill its actor, or hit an ally. */
export function warningOf(p: CommandPreview, state: GameState, names: Record<string, string>, t: T): string | null {
  const actor = p.actor ? state.units[p.actor] : undefined;
  if (!actor) return null;
  const name = (id: string) => names[id] ?? id;
  const mine = p.units.filter((u) => u.team === actor.team);
  if (p.actorTeamLoss.n > 0) {
    const leader =
      mine.find((u) => u.death.n > 0 && state.units[u.unit]?.relic === 'holy') ?? mine.find((u) => u.death.n > 0);
    const unit = leader ? name(leader.unit) : name(actor.id);
    return certain(p.actorTeamLoss)
      ? t('preview.confirmLeader', { unit })
      : t('preview.warnLose', { unit, p: percent(p.actorTeamLoss) });
  }
  const self = mine.find((u) => u.unit === actor.id && u.death.n > 0);
  if (self)
    return certain(self.death)
      ? t('preview.warnSelfCertain', { unit: name(actor.id) })
      : t('preview.warnSelf', { unit: name(actor.id), p: percent(self.death) });
  const allies = mine.filter((u) => u.unit !== actor.id && (u.damage.max > 0 || u.death.n > 0));
  if (allies.length)
    return t('preview.warnAlly', { units: allies.map((u) => `${name(u.unit)} (${oddsWords(u, t)})`).join(', ') });
  return null;
}
