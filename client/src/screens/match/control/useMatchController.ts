import { useMemo } from 'react';
import type { Command, GameState, LegalCommands } from '../../../../../shared/rules';
import { skillName, unitNames, useLanguage } from '../../../i18n';
import { actionSlots } from './actionSlots';
import { areaAim, areaClick } from './areaAim';
import { clickRefusal, type ClickRefusal } from './clickRefusal';
import { highlightsFor, intentForCell, intentForUnit, placeCommand, type ClickIntent, type UiMode } from './intents';
import { useMatchUi } from './matchUi';
import { useMatchKeys, type MatchKeyOptions } from './useMatchKeys';

/** What differs between the screens that play a battle (the match, the lessons); the rest is the controller's. */
export type MatchControllerOptions = {
  state: GameState;
  /** The engine's legal commands for the seat that acts here (hints only), or null when it does not act. */
  legal: LegalCommands | null;
  /** Sends a command (the match asks the preview for a warning first; a lesson hands it to the tutorial runner). */
  send: (command: Command, confirmed?: boolean) => void;
  /** An area skill is aimed first and fires on a second yes (the match); a lesson fires it at once. */
  aimAreas: boolean;
  /** A click that answers no legal command may still send one (a lesson lets the learner try: tryable.ts). */
  tryClick?: (cellKey: string, mode: UiMode) => Command | null;
  /**
   * A click that sent nothing: the engine's reason (clickRefusal) with the acting unit and aimed skill in its
   * parameters; `fallback` (when given) says something where the engine has nothing to say.
   */
  refused: (why: ClickRefusal) => void;
  fallback?: () => ClickRefusal;
  /** An idle click on a unit that answers nothing shows that unit (the match); a lesson explains the click instead. */
  selectUnits: boolean;
  /** The keys that differ: arming, their words, a refused skill, the camera, the arrows, Tab. */
  keys: Pick<MatchKeyOptions, 'arm' | 'armLabel' | 'refuse' | 'camera' | 'arrowsPan' | 'cycleUnit'>;
};

/**
 * The battle's controller, one for the match and the lessons: the local UI (selection, aim, placement draft), what the
 * board lights from the engine's answers, what a click on a cell or a unit sends or why it sends nothing, and the keys.
 * It decides no rule: intents, highlights and refusals come from the engine's legal commands and previews.
 */
export function useMatchController(o: MatchControllerOptions) {
  const { state, legal, send } = o;
  const lang = useLanguage((s) => s.language);
  const ui = useMatchUi();
  const names = useMemo(() => unitNames(state, lang), [state, lang]);
  const highlights = useMemo(() => {
    const h = highlightsFor(state, legal, ui.mode, ui.draft);
    // An aimed area skill: its area and the units it would hit, as the engine's target check gives them.
    const area = o.aimAreas ? areaAim(state, legal, ui.mode) : null;
    if (area) {
      for (const c of area.cells) h.cells[`${c.q},${c.r}`] = 'target';
      h.targetUnits.push(...area.hits);
    }
    return h;
  }, [state, legal, ui.mode, ui.draft, o.aimAreas]);
  const slots = useMemo(() => (legal && !legal.prompt ? actionSlots(state, legal) : []), [state, legal]);

  const apply = (intent: ClickIntent) => {
    if (!intent) return false;
    if ('send' in intent) send(intent.send);
    else ui.setDraft(intent.draft);
    return true;
  };
  /** A click that did nothing says why (clickRefusal asks the engine). */
  const explainClick = (key: string, unitAt: string | null) => {
    const why = clickRefusal(state, legal, ui.mode, key, unitAt) ?? o.fallback?.() ?? null;
    if (!why) return;
    const unit = legal?.unit ? names[legal.unit] : '';
    const skill = ui.mode.kind === 'skill' ? skillName(state, ui.mode.skill, lang) : '';
    o.refused({ ...why, params: { ...why.params, unit, skill } });
  };
  const tried = (key: string) => {
    const attempt = o.tryClick?.(key, ui.mode) ?? null;
    if (attempt) send(attempt);
    return attempt !== null;
  };
  const clickCell = (key: string) => {
    const fire = areaClick(state, legal, ui.mode, key);
    if (apply(fire ? { send: fire } : intentForCell(state, legal, ui.mode, ui.draft, key)) || tried(key)) return;
    const unitAt = Object.values(state.units).find((u) => u.alive && u.pos && `${u.pos.q},${u.pos.r}` === key);
    explainClick(key, unitAt?.id ?? null);
  };
  const clickUnit = (id: string) => {
    if (apply(intentForUnit(state, legal, ui.mode, ui.draft, id))) return;
    const pos = state.units[id]?.pos;
    const key = pos ? `${pos.q},${pos.r}` : null;
    if (key && tried(key)) return;
    if (key && (ui.mode.kind !== 'idle' || !o.selectUnits)) explainClick(key, id);
    else if (o.selectUnits) ui.selectUnit(id);
  };

  useMatchKeys({
    ...o.keys,
    state,
    legal,
    mode: ui.mode,
    slots,
    getDraft: () => useMatchUi.getState().draft,
    getArmed: () => useMatchUi.getState().armed,
    send,
    setMode: ui.setMode,
    setDraft: ui.setDraft,
    confirmPlace: () => {
      const draft = useMatchUi.getState().draft;
      const cmd = legal && draft ? placeCommand(legal, draft) : null;
      if (cmd) send(cmd);
    },
  });

  return { ui, names, highlights, slots, clickCell, clickUnit };
}
