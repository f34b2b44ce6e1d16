import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Command, GameEvent, GameState, Seat } from '../../../../shared/rules';
import { behindUnitById, panCamera, resetCamera, rotateCamera, topDownCamera } from '../../scene/cameraControls';
import { skillName, useLanguage, useT } from '../../i18n';
import { statusName } from '../../i18n/words';
import { headlineText, resultHeadline } from './control/resultHeadline';
import { targetSight } from './control/targetSight';
import { useEngine } from './control/engine';
import { ConfirmBar } from './hud/ConfirmBar';
import { KeyHelp } from '../../ui/KeyHelp';
import { SKIP_ACTIONS_ID, SkipLinks } from '../../ui/SkipLinks';
import { MATCH_KEYS, type KeyTable } from '../../input/keyMap';
import { NoticeBar } from './hud/NoticeBar';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { ActionPanel } from './hud/ActionPanel';
import { ChainPanel } from './hud/ChainPanel';
import { MarketPanel } from './hud/MarketPanel';
import { CharacterSheet } from './hud/CharacterSheet';
import { EventLog } from './hud/EventLog';
import { Announcer } from './hud/Announcer';
import { TextBoard } from './hud/TextBoard';
import { actingSeat, commandForTarget, modeTargets } from './control/intents';
import { oddsWords, warningOf } from './control/previewWords';
import { MatchCanvas } from './scene/MatchCanvas';
import { UnitLabelLayer } from './scene/UnitLabels';
import { publishAimSight, publishMatchHook } from './control/matchTestHook';
import { useMatchUi, type Armed } from './control/matchUi';
import { InitiativeTrack, RoundTrack } from './hud/Tracks';
import { useMatchController } from './control/useMatchController';
import type { MomentDrawing } from './coach/momentDrawing';
import type { MatchPrompt } from '../../net/roomSnapshot';

type MatchScreenProps = {
  state: GameState;
  mySeats: Seat[];
  /** What the match waits for (the room's prompt), or null in a replay. */
  prompt: MatchPrompt | null;
  events: GameEvent[];
  /** Player names by seat, for "waiting for …". */
  seatNames: string[];
  version: number;
  /** Sends a command for a seat; null when nothing may be sent (replay, spectating). */
  onCommand: ((seat: Seat, command: Command) => void) | null;
  /** Room code and leave button, or replay controls. */
  toolbar?: ReactNode;
  /** Shown over the board when the game is over. */
  overlay?: ReactNode;
  /** The bottom bar when no command can be sent (replay controls). */
  bottom?: ReactNode;
  /** Shown in the right column under the log (the room's team chat). */
  side?: ReactNode;
  /** A command drawn on the board besides the player's own aiming (a replay's key moment: its better command). */
  marked?: MomentDrawing;
  /** The keys the help lists (the replay's own); the match's by default. */
  keys?: KeyTable;
};

/** The battle: the 3D board with units and highlights, the HUD (tracks, sheet, prompt and actions, log). */
export function MatchScreen({
  state,
  mySeats,
  prompt,
  events,
  seatNames,
  version,
  onCommand,
  toolbar,
  overlay,
  bottom,
  side,
  marked,
  keys = MATCH_KEYS,
}: MatchScreenProps) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const acting = onCommand && prompt ? actingSeat(prompt.seats, mySeats) : null;
  // Hints only (the server decides): the engine's own query on this seat's view. The engine loads as the screen mounts
  // (engine.ts): until then there is no `legal`, so the board shows without highlights and nothing is sent.
  const engine = useEngine();
  const legal = useMemo(() => {
    if (acting === null || !engine) return null;
    try {
      return engine.legalCommands(state, acting);
    } catch {
      return null; // a view the engine cannot query: show the board, let the room's default answer
    }
  }, [state, acting, engine]);
  const ui = useMatchUi();
  const [drawer, setDrawer] = useState<'sheet' | 'log' | null>(null);

  // A new prompt or a new state ends any aiming in progress; an armed key waits for its prompt to close (matchUi update).
  const promptId = prompt?.id ?? null;
  useEffect(() => {
    useMatchUi.getState().update(promptId);
  }, [promptId, version]);

  /**
   * Sends a command, unless the engine's preview says it may lose the game for the sender's own team (its leader may
   * die, R-OVR-3), kill its own actor or hit an ally: that one waits for an explicit yes (ConfirmBar), the warning giving
   * the chance. `confirmed` is that yes.
   */
  const warningFor = (command: Command): string | null => {
    if (acting === null || !engine) return null;
    const r = engine.previewCommand(state, acting, command);
    return r.ok ? warningOf(r.preview, state, names, t) : null;
  };
  const send = (command: Command, confirmed = false) => {
    if (acting === null || !onCommand || !engine) return;
    const warning = confirmed ? null : warningFor(command);
    if (warning) {
      ui.arm({ command, label: t('match.cancel'), warning });
      return;
    }
    onCommand(acting, command);
    ui.reset();
  };
  /**
   * An armed key (end turn, flip, rune) shows the preview's warning at once (an end of turn that may kill the leader by
   * Burning or the night): the next Enter is the yes to that warning, never a second bar after a first yes.
   */
  const armChecked = (armed: Armed | null) => {
    const warning = armed ? warningFor(armed.command) : null;
    ui.arm(armed && warning ? { ...armed, warning } : armed);
  };
  const myUnit = mySeats.map((s) => state.seats[s]).find((id) => id && state.units[id]?.alive) ?? null;
  const shownUnit =
    ui.selectedUnit && state.units[ui.selectedUnit]
      ? ui.selectedUnit
      : (legal?.unit ?? state.turn?.unit ?? myUnit ?? state.initiative[0] ?? null);
  const shown = shownUnit ? state.units[shownUnit] : null;
  const { names, highlights, clickCell, clickUnit } = useMatchController({
    state,
    legal,
    send,
    aimAreas: true,
    selectUnits: true,
    refused: (why) => ui.say({ text: t(why.key, why.params), ruleId: why.ruleId }),
    keys: {
      arm: armChecked,
      armLabel: (what) => t(what === 'endTurn' ? 'preview.confirmEnd' : what === 'flip' ? 'match.flip' : 'match.rune'),
      refuse: (slot) => {
        const button = document.querySelector(`[data-skill="${CSS.escape(slot.skill)}"] .why`);
        ui.say({ text: `${skillName(state, slot.skill, lang)}: ${button?.textContent ?? ''}` });
      },
      camera: {
        pan: panCamera,
        rotate: rotateCamera,
        reset: resetCamera,
        topDown: topDownCamera,
        behindUnit: () => void (shownUnit && behindUnitById(shownUnit)),
      },
      arrowsPan: onCommand !== null,
      cycleUnit: () => {
        const ids = state.initiative.filter((id) => state.units[id]?.alive);
        if (!ids.length) return;
        const i = ids.indexOf(shownUnit ?? '');
        ui.selectUnit(ids[(i + 1) % ids.length]);
      },
    },
  });
  // For tests, once the engine is in: before, the hook would name an acting seat with no prompt kind (no `legal` yet).
  useEffect(() => {
    if (engine) publishMatchHook(state, legal, acting, mySeats, version, Object.keys(highlights.cells).length);
  }, [engine, state, legal, acting, mySeats, version, highlights]);
  // Aiming: the sight line to the hovered target, clear or blocked as the engine rules it.
  const aimSight = useMemo(() => {
    const unitAt = ui.hovered
      ? (Object.values(state.units).find((u) => u.alive && u.pos && `${u.pos.q},${u.pos.r}` === ui.hovered)?.id ?? null)
      : null;
    return targetSight(state, legal, ui.mode, ui.hovered, unitAt);
  }, [state, legal, ui.mode, ui.hovered]);
  useEffect(() => publishAimSight(aimSight), [aimSight]);
  const hoverMove =
    ui.hovered && ui.mode.kind === 'idle' && !legal?.prompt
      ? legal?.moves.find((m) => `${m.cell.q},${m.cell.r}` === ui.hovered)
      : undefined;
  const moverPos = legal?.unit ? state.units[legal.unit]?.pos : null;
  const hoverPath = hoverMove && moverPos ? [moverPos, ...hoverMove.path] : null;
  // The hovered move's preview (engine): HP it costs the mover (Bleeding), and whether it would lose the game.
  const movePreview = useMemo(() => {
    if (!hoverMove || acting === null || !engine) return null;
    const r = engine.previewCommand(state, acting, { type: 'move', path: hoverMove.path });
    return r.ok ? r.preview : null;
  }, [hoverMove, acting, state, engine]);
  // The hovered target's preview (engine): what the aimed action would do to the unit under the pointer, and a warning.
  const targetPreview = useMemo(() => {
    if (!legal || ui.mode.kind === 'idle' || !ui.hovered || acting === null || !engine) return null;
    const unitAt = Object.values(state.units).find(
      (u) => u.alive && u.pos && `${u.pos.q},${u.pos.r}` === ui.hovered,
    )?.id;
    const target = unitAt
      ? modeTargets(legal, ui.mode).find((x) => x !== null && 'unit' in x && x.unit === unitAt)
      : undefined;
    if (!unitAt || !target) return null;
    const r = engine.previewCommand(state, acting, commandForTarget(legal, ui.mode, target));
    const on = r.ok ? r.preview.units.find((u) => u.unit === unitAt) : undefined;
    if (!r.ok || !on) return null;
    return {
      words: t('preview.onTarget', { unit: names[unitAt] ?? unitAt, odds: oddsWords(on, t) }),
      warning: warningOf(r.preview, state, names, t),
    };
  }, [legal, ui.mode, ui.hovered, acting, engine, state, names, t]);
  // What the board lights: the aiming's highlights, and a marked command's (a replay's key moment) over them.
  const shownCells = useMemo(
    () => (marked ? { ...highlights.cells, ...marked.cells } : highlights.cells),
    [highlights, marked],
  );
  const shownTargets = useMemo(
    () => (marked ? [...highlights.targetUnits, ...marked.units] : highlights.targetUnits),
    [highlights, marked],
  );
  const turnOwner = state.turn?.owner ?? state.turn?.unit ?? null;
  const waitingSeat = prompt?.seats[0];
  const waitingFor =
    waitingSeat !== undefined
      ? seatNames[waitingSeat] || (state.seats[waitingSeat] ? names[state.seats[waitingSeat]!] : `#${waitingSeat + 1}`)
      : '';
  const headline = state.stage === 'over' ? resultHeadline('', state) : null;
  const banner = headline
    ? headlineText(t, headline)
    : acting !== null
      ? t(
          legal?.prompt?.kind === 'place'
            ? 'match.placeBanner'
            : legal?.prompt?.kind === 'reaction'
              ? 'match.reactBanner'
              : legal?.prompt?.kind === 'draft'
                ? 'match.draftBanner'
                : legal?.prompt
                  ? 'match.chooseBanner'
                  : 'match.yourTurn',
          { name: legal?.unit ? names[legal.unit] : '' },
        )
      : turnOwner
        ? t('match.turnOf', { name: names[turnOwner] })
        : waitingFor
          ? t('match.waiting', { who: waitingFor })
          : '';

  return (
    <main className="match" data-testid="match-screen" data-acting={acting !== null}>
      <SkipLinks reveal={(to) => to === 'board' && setDrawer('sheet')} />
      <ErrorBoundary fallback={<p className="fatal">The 3D view could not start (WebGL unavailable?).</p>}>
        <MatchCanvas
          state={state}
          events={events}
          path={hoverPath ?? marked?.path ?? null}
          sight={aimSight}
          highlights={shownCells}
          targetUnits={shownTargets}
          activeUnit={state.turn?.unit ?? null}
          selectedUnit={shownUnit}
          hovered={ui.hovered}
          onCellHover={ui.hover}
          onCellClick={clickCell}
          onUnitClick={clickUnit}
        />
      </ErrorBoundary>
      <UnitLabelLayer state={state} names={names} activeUnit={state.turn?.unit ?? null} />
      <div className={`match-hud${drawer ? ` show-${drawer}` : ''}`}>
        <header className="match-top">
          <RoundTrack state={state} />
          <InitiativeTrack state={state} names={names} selected={shownUnit} onSelect={ui.selectUnit} />
          {/* Narrow screens: the sheet and the log are drawers over the map, opened from here (match.css). */}
          <div className="drawer-toggles">
            <button
              type="button"
              className={drawer === 'sheet' ? 'on' : ''}
              aria-pressed={drawer === 'sheet'}
              onClick={() => setDrawer(drawer === 'sheet' ? null : 'sheet')}
            >
              {t('match.drawer.sheet')}
            </button>
            <button
              type="button"
              className={drawer === 'log' ? 'on' : ''}
              aria-pressed={drawer === 'log'}
              onClick={() => setDrawer(drawer === 'log' ? null : 'log')}
            >
              {t('match.drawer.log')}
            </button>
          </div>
          <div className="match-toolbar">{toolbar}</div>
        </header>
        {ui.hovered && highlights.moveCost[ui.hovered] !== undefined ? (
          <div
            className={`hover-hint${movePreview && movePreview.actorHpLoss.max > 0 ? ' harm' : ''}`}
            role="status"
            data-testid="move-hint"
          >
            {t('preview.move', { cell: ui.hovered, n: highlights.moveCost[ui.hovered] })}
            {movePreview && movePreview.actorHpLoss.max > 0 ? (
              <b className="warn">
                {' · '}
                {t('preview.hpCost', {
                  n:
                    movePreview.actorHpLoss.min === movePreview.actorHpLoss.max
                      ? movePreview.actorHpLoss.max
                      : `${movePreview.actorHpLoss.min}–${movePreview.actorHpLoss.max}`,
                  cause:
                    legal?.unit && state.units[legal.unit]?.statuses.some((x) => x.id === 'bleeding')
                      ? statusName('bleeding', lang)
                      : t('match.hp'),
                })}
              </b>
            ) : null}
            {movePreview && movePreview.actorTeamLoses !== 'never' ? (
              <b className="warn"> · {t('preview.killsSelf', { unit: legal?.unit ? names[legal.unit] : '' })}</b>
            ) : null}
          </div>
        ) : null}
        {targetPreview ? (
          <div className={`hover-hint${targetPreview.warning ? ' harm' : ''}`} role="status" data-testid="target-hint">
            {targetPreview.words}
            {targetPreview.warning ? <b className="warn"> · {targetPreview.warning}</b> : null}
          </div>
        ) : null}
        {ui.notice ? <NoticeBar notice={ui.notice} dismiss={() => ui.say(null)} /> : null}
        {banner ? (
          <div
            className={`turn-banner${acting !== null ? ' mine' : ''}${state.stage === 'over' ? ' over' : ''}`}
            data-testid="turn-banner"
          >
            {banner}
          </div>
        ) : null}
        <aside className="match-left">
          {shown ? <CharacterSheet state={state} unit={shown} name={names[shown.id]} /> : null}
          <TextBoard
            version={version}
            state={state}
            viewer={acting ?? mySeats[0] ?? 'spectator'}
            legal={legal}
            from={legal?.unit ?? shownUnit}
            send={acting !== null && onCommand ? send : null}
          />
        </aside>
        <aside className="match-right">
          <ChainPanel state={state} names={names} />
          <EventLog events={events} state={state} />
          {side}
          <MarketPanel state={state} />
          <KeyHelp table={keys} />
        </aside>
        <footer className="match-bottom" id={SKIP_ACTIONS_ID}>
          {onCommand && ui.armed ? (
            <ConfirmBar
              armed={ui.armed}
              confirm={() => {
                const a = useMatchUi.getState().armed;
                ui.arm(null);
                if (a) send(a.command, a.warning !== undefined);
              }}
              cancel={() => ui.arm(null)}
            />
          ) : null}
          {onCommand ? (
            <ActionPanel
              state={state}
              legal={legal}
              mode={ui.mode}
              draft={ui.draft}
              names={names}
              waitingFor={waitingFor}
              prompt={prompt}
              setMode={ui.setMode}
              setDraft={ui.setDraft}
              send={send}
            />
          ) : (
            bottom
          )}
        </footer>
        {overlay}
      </div>
      <Announcer
        state={state}
        events={events}
        acting={acting}
        legal={legal}
        promptId={prompt?.id ?? ''}
        deadline={prompt?.deadline ?? 0}
        banner={banner}
        names={names}
      />
    </main>
  );
}
