import type { Direction } from '../../../shared/hex';
import type { Command, GameState, LegalCommands } from '../../../shared/rules';
import { choicePromptText, choiceText } from '../../../shared/content/i18n';
import { contentString, skillName, useLanguage, useT, type UiKey } from '../i18n';
import { cardName } from '../i18n/words';
import { getBoard } from '../../../shared/map';
import { ownedSkills } from '../../../shared/rules/skills';
import { Countdown } from './Countdown';
import { needsNoTarget, placeCommand, commandForTarget, modeTargets, type PlaceDraft, type UiMode } from './intents';
import type { TargetInput } from '../../../shared/rules';

/** The targets of the aimed skill as buttons: the keyboard way to aim, and a way through standees that overlap. */
function TargetButtons({ legal, mode, names, send, label }: { legal: LegalCommands; mode: UiMode; names: Record<string, string>; send: (c: Command) => void; label: (t: TargetInput) => string }) {
  const targets = modeTargets(legal, mode).filter((t): t is TargetInput => t !== null);
  if (mode.kind === 'idle' || targets.length === 0) return null;
  return (
    <div className="row targets" role="group" aria-label="targets">
      {targets.map((t, i) => (
        <button key={i} type="button" className="target-btn" onClick={() => send(commandForTarget(legal, mode, t))}>
          🎯 {'unit' in t ? (names[t.unit] ?? t.unit) : label(t)}
        </button>
      ))}
    </div>
  );
}

const DIRS: Direction[] = [0, 1, 2, 3, 4, 5];
const ARROWS = ['→', '↗', '↖', '←', '↙', '↘'];

type ActionPanelProps = {
  state: GameState;
  legal: LegalCommands | null;
  mode: UiMode;
  draft: PlaceDraft | null;
  names: Record<string, string>;
  waitingFor: string;
  promptKind: string;
  deadline: number;
  setMode: (m: UiMode) => void;
  setDraft: (d: PlaceDraft) => void;
  send: (c: Command) => void;
};

/** The bottom bar: the current prompt with its countdown, and the actions the acting seat may take now. */
export function ActionPanel({ state, legal, mode, draft, names, waitingFor, promptKind, deadline, setMode, setDraft, send }: ActionPanelProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  if (!legal || (!legal.prompt && !legal.endTurn && legal.commands.length === 0)) {
    return (
      <div className="action-panel waiting" data-testid="action-panel" data-acting="false">
        <span>{waitingFor ? t('match.prompt.theirs', { who: waitingFor, kind: t(`kind.${promptKind}` as UiKey) }) : ''}</span>
        <Countdown deadline={deadline} />
      </div>
    );
  }
  const unitName = legal.unit ? (names[legal.unit] ?? legal.unit) : '';
  const targetLabel = (x: TargetInput) =>
    'cell' in x ? `${x.cell.q},${x.cell.r}` : 'direction' in x ? `${ARROWS[x.direction]} ${t(`dir.${x.direction}` as UiKey)}` : 'statue' in x ? 'statue' : '';
  const p = legal.prompt;

  if (p?.kind === 'place') {
    const unit = state.units[state.seats[p.seat]!];
    const ch = unit ? state.content.characters[unit.def] : undefined;
    const d: PlaceDraft = draft ?? { cell: null, facing: p.cells.length ? 0 : 0, side: 0, form: ch?.forms?.[0] ?? null };
    const cmd = placeCommand(legal, { ...d, form: d.form ?? ch?.forms?.[0] ?? null });
    return (
      <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="place">
        <p className="prompt-text">{t('match.prompt.place', { name: unitName })}</p>
        <div className="row">
          <span className="label">{t('match.prompt.facing')}</span>
          {DIRS.map((f) => (
            <button key={f} type="button" className={`facing${d.facing === f ? ' on' : ''}`} aria-pressed={d.facing === f} onClick={() => setDraft({ ...d, facing: f })} title={t(`dir.${f}` as UiKey)}>
              {ARROWS[f]} <small>{t(`dir.${f}` as UiKey)}</small>
            </button>
          ))}
        </div>
        <div className="row">
          <span className="label">{t('match.prompt.side')}</span>
          {([0, 1] as const).map((side) => (
            <button key={side} type="button" className={d.side === side ? 'on' : ''} aria-pressed={d.side === side} onClick={() => setDraft({ ...d, side })}>
              {ch ? contentString(lang, ch.boards[0].sides[side].nameKey) : side}
            </button>
          ))}
          {ch?.forms?.length ? (
            <>
              <span className="label">{t('match.prompt.form')}</span>
              {ch.forms.map((form) => (
                <button key={form} type="button" className={(d.form ?? ch.forms![0]) === form ? 'on' : ''} onClick={() => setDraft({ ...d, form })}>
                  {contentString(lang, `form.${form}`) === `form.${form}` ? form : contentString(lang, `form.${form}`)}
                </button>
              ))}
            </>
          ) : null}
          <button type="button" className="primary" data-testid="place-confirm" disabled={!cmd} onClick={() => cmd && send(cmd)}>
            {t('match.prompt.placeConfirm')} ⏎
          </button>
          <Countdown deadline={deadline} />
        </div>
      </div>
    );
  }

  if (p?.kind === 'step') {
    return (
      <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="step">
        <p className="prompt-text">{t('match.prompt.step', { name: names[p.unit] ?? p.unit, purpose: t(`purpose.${p.purpose}` as UiKey) })}</p>
        <Countdown deadline={deadline} />
      </div>
    );
  }

  if (p?.kind === 'reaction') {
    return (
      <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt="reaction">
        <p className="prompt-text">
          {t('match.prompt.reaction', { name: names[p.unit] ?? p.unit, skill: skillName(state, p.skill, lang), speed: p.speed })}
        </p>
        <div className="row">
          {legal.reactions.map((o, index) => {
            const label = o.use === 'skill' && o.skill ? skillName(state, o.skill, lang) : o.use === 'flip' ? t('match.flip') : o.use === 'rune' ? t('match.rune') : o.use;
            const pick = (curse: boolean) => {
              const m: UiMode = { kind: 'react', index, curse };
              if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
              else setMode(m);
            };
            return (
              <span key={index} className="skill-btn-group">
                <button type="button" className={mode.kind === 'react' && mode.index === index ? 'on' : ''} onClick={() => pick(false)}>
                  {label} <small>⚡{o.speed}</small>
                </button>
                {o.curse ? <button type="button" className="curse" onClick={() => pick(true)} title="curse">☠</button> : null}
              </span>
            );
          })}
          <button type="button" className="primary" data-testid="pass" onClick={() => send({ type: 'pass', prompt: p.id })}>{t('match.prompt.pass')} <kbd>P</kbd></button>
          <Countdown deadline={deadline} />
        </div>
        <TargetButtons legal={legal} mode={mode} names={names} send={send} label={targetLabel} />
      </div>
    );
  }

  if (p && 'options' in p) {
    const label = (o: string) =>
      p.kind === 'draft' ? (state.content.characters[o] ? contentString(lang, state.content.characters[o].nameKey) : o)
      : p.kind === 'campfire' ? (getBoard(o)?.name[lang === 'zh' ? 'zh' : 'en'] ?? getBoard(o)?.name.en ?? o)
      : p.kind === 'discard' ? cardName(state, o, lang)
      : o;
    // A mechanism's choice (shared/rules "choice" prompt): its question and option labels come with the content.
    const question = p.kind === 'choice' ? choicePromptText(lang, p.purpose) : null;
    const optionLabel = (o: string, option: number) => (p.kind === 'choice' ? choiceText(lang, p, option) : label(o));
    return (
      <div className="action-panel prompt" data-testid="action-panel" data-acting="true" data-prompt={p.kind}>
        <p className="prompt-text">{question ?? `${t('match.prompt.choose')} (${t(`kind.${p.kind}` as UiKey)})`}</p>
        <div className="row">
          {(p.options as string[]).map((o, option) => (
            <button key={option} type="button" onClick={() => send({ type: 'choose', prompt: p.id, option })}>{optionLabel(o, option)}</button>
          ))}
          <Countdown deadline={deadline} />
        </div>
      </div>
    );
  }

  // The acting seat's own turn: usable skills first, then the rest of the current side greyed (no target, used, no action).
  const skills = legal.skills;
  const actor = legal.unit ? state.units[legal.unit] : null;
  const actorDef = actor ? state.content.characters[actor.def] : undefined;
  const flipTargets = legal.commands.filter((c): c is { type: 'flip'; board: number; side: 0 | 1 } => c.type === 'flip' && c.board !== undefined && c.side !== undefined);
  const unusable = actor
    ? ownedSkills(state, actor)
        .filter((o) => (o.slot === 'side' && o.onCurrentSide) || o.slot === 'ultimate')
        .map((o) => o.def)
        .filter((d) => !skills.some((k) => k.skill === d.id))
    : [];
  return (
    <div className="action-panel turn" data-testid="action-panel" data-acting="true" data-prompt="turn">
      <p className="prompt-text">
        {mode.kind === 'idle' ? t('match.yourTurn', { name: unitName }) : t('match.targetHint', { skill: mode.kind === 'skill' ? skillName(state, mode.skill, lang) : mode.kind === 'item' ? cardName(state, legal.items.find((i) => i.slot === mode.slot)?.card ?? '', lang) : '' })}
        {' · '}{t('match.movementLeft')}: <b>{legal.movementLeft}</b>
      </p>
      <div className="row">
        {skills.map((k, i) => {
          const pick = (curse: boolean) => {
            const m: UiMode = { kind: 'skill', skill: k.skill, curse };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          };
          const on = mode.kind === 'skill' && mode.skill === k.skill;
          return (
            <span key={k.skill} className="skill-btn-group">
              <button type="button" className={`skill-btn${on ? ' on' : ''}`} data-skill={k.skill} onClick={() => (on ? setMode({ kind: 'idle' }) : pick(false))} title={`${k.usage} · ${k.cost}`}>
                {i < 9 ? <kbd>{i + 1}</kbd> : null} {skillName(state, k.skill, lang)} <small>⚡{k.speed}</small>
              </button>
              {k.curse ? <button type="button" className="curse" onClick={() => pick(true)} title="curse version">☠</button> : null}
            </span>
          );
        })}
        {unusable.map((d) => (
          <button key={d.id} type="button" className="skill-btn unusable" disabled title={t('match.noTarget')}>
            {skillName(state, d.id, lang)} <small>⚡{d.speed}</small>
          </button>
        ))}
        {legal.items.map((it) => (
          <button key={`item-${it.slot}`} type="button" onClick={() => {
            const m: UiMode = { kind: 'item', slot: it.slot };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          }}>{cardName(state, it.card, lang)}</button>
        ))}
        {legal.equipment ? (
          <button type="button" onClick={() => {
            const m: UiMode = { kind: 'equipment' };
            if (needsNoTarget(legal, m)) send(commandForTarget(legal, m, null));
            else setMode(m);
          }}>⚙ {cardName(state, legal.equipment.card, lang)}</button>
        ) : null}
        {legal.resetEquipment ? <button type="button" onClick={() => send({ type: 'resetEquipment' })}>⟲ {t('match.resetEquipment')}</button> : null}
        {legal.buy.map((card) => (
          <button key={`buy-${card}`} type="button" className="buy" onClick={() => send({ type: 'buy', card })}>
            {t('match.buy', { card: cardName(state, card, lang) })}
          </button>
        ))}
      </div>
      <TargetButtons legal={legal} mode={mode} names={names} send={send} label={targetLabel} />
      <div className="row">
        {legal.turns.length ? <span className="label">{t('match.prompt.facing')} (1)</span> : null}
        {legal.turns.map((f) => (
          <button key={f} type="button" className="facing" onClick={() => send({ type: 'turn', facing: f })} title={t(`dir.${f}` as UiKey)}>
            {ARROWS[f]}
          </button>
        ))}
        {legal.flip ? <button type="button" onClick={() => send({ type: 'flip' })}><kbd>F</kbd> {t('match.flip')}</button> : null}
        {/* Several boards (Nia, O-48): the engine lists each other side it may show; F flips the current board. */}
        {flipTargets.map((c) => (
          <button key={`${c.board}-${c.side}`} type="button" data-testid="flip-to" onClick={() => send(c)}>
            {t('match.flipTo', { side: actorDef ? contentString(lang, actorDef.boards[c.board]?.sides[c.side]?.nameKey ?? '') : `${c.board}/${c.side}` })}
          </button>
        ))}
        {legal.rune ? <button type="button" onClick={() => send({ type: 'rune' })}><kbd>R</kbd> {t('match.rune')}</button> : null}
        {mode.kind !== 'idle' ? <button type="button" className="ghost" onClick={() => setMode({ kind: 'idle' })}><kbd>Esc</kbd> {t('match.cancel')}</button> : null}
        <span className="spacer" />
        <Countdown deadline={deadline} />
        {legal.endTurn ? (
          <button type="button" className="primary" data-testid="end-turn" onClick={() => send({ type: 'endTurn' })}>
            <kbd>E</kbd> {t('match.endTurn')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
