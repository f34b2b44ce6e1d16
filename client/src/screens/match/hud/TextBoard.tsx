import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type * as Describe from '../../../../../shared/describe';
import { hexKey, type Hex } from '../../../../../shared/hex';
import type { Command, GameState, LegalCommands, Seat } from '../../../../../shared/rules';
import { CURSOR_HOME_KEY, CURSOR_SIGHT_KEY, CURSOR_USE_KEY, cursorKeyStep } from '../../../input/hexCursor';
import { KEY_MAP, keysLine } from '../../../input/keyMap';
import { SKIP_BOARD_ID } from '../../../ui/SkipLinks';
import { useLanguage, useT, type UiKey } from '../../../i18n';
import { lateModule, useLateModule } from '../../../scene/figures/lateModule';
import { useMatchUi } from '../control/matchUi';

/** The text model (shared/describe, with the engine under it): a chunk of its own, loaded with the engine's. */
const describeModule = lateModule<typeof Describe>(() => import('../../../../../shared/describe'));

/** The groups the command list is read in, by command type. */
const GROUP_OF: Record<Command['type'], 'place' | 'move' | 'turn' | 'skill' | 'reaction' | 'choose' | 'other'> = {
  place: 'place',
  move: 'move',
  turn: 'turn',
  skill: 'skill',
  item: 'skill',
  equipment: 'skill',
  react: 'reaction',
  pass: 'reaction',
  choose: 'choose',
  flip: 'other',
  rune: 'other',
  resetEquipment: 'other',
  buy: 'other',
  endTurn: 'other',
  concede: 'other',
  agreeDraw: 'other',
};
const GROUPS = ['reaction', 'choose', 'place', 'skill', 'other', 'move', 'turn'] as const;

/** What the cursor last read aloud: the cell under it, what the unit there sees, or the edge it stopped at. */
type Reading = { kind: 'cell' | 'sight' | 'edge'; cell: Hex };

/** Whether a key press belongs to a text field rather than the board. */
function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable)
  );
}

type TextBoardProps = {
  state: GameState;
  /** The state's version: after each, a command button whose command is no longer legal has left (with the focus, if it had it). */
  version: number;
  /** Whose knowledge the words follow: my acting or first seat, else a spectator's. */
  viewer: Seat | 'spectator';
  legal: LegalCommands | null;
  /** The unit distances and sight are read from (the shown unit). */
  from: string | null;
  /** Sends a command (through the match screen's confirmation); null when nothing may be sent. */
  send: ((command: Command) => void) | null;
  /** Cells a lesson marks for the learner (where to act), said in words. */
  marked?: readonly Hex[];
};

/**
 * The board in words beside the canvas (issue 30): every unit's line, a cursor on the hex grid moved by six keys that
 * reads what is under it, and the seat's legal commands as buttons, each with what it would do (the engine's preview).
 * A DOM view a screen reader reads; nothing here decides a rule (shared/describe asks the engine).
 */
export function TextBoard({ state, version, viewer, legal, from, send, marked = [] }: TextBoardProps) {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const d = useLateModule(describeModule);
  const id = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const hereRef = useRef<HTMLUListElement>(null);
  const home = (from ? state.units[from]?.pos : null) ?? state.map.cells[Object.keys(state.map.cells)[0]] ?? null;
  const [cursor, setCursor] = useState<Hex | null>(null);
  // What the cursor read on the last key, and the words said for it (the live region speaks only on a key).
  const [reading, setReading] = useState<Reading | null>(null);
  const [said, setSaid] = useState('');
  // The command groups a player opened or closed (kept while the list is drawn anew for each state).
  const [openGroups, setOpenGroups] = useState<Partial<Record<(typeof GROUPS)[number], boolean>>>({});
  const at = useMemo(() => cursor ?? (home ? { q: home.q, r: home.r } : null), [cursor, home]);
  const commands = useMemo(() => legal?.commands ?? [], [legal]);

  const units = useMemo(
    () => (d ? d.unitFacts(state, viewer).map((u) => ({ id: u.id, text: d.unitText(language, u) })) : []),
    [d, state, viewer, language],
  );
  const lines = useMemo(() => {
    if (!d) return [];
    return commands.map((command) => ({
      command,
      text: d.commandText(language, state, command),
      odds:
        viewer !== 'spectator' && (GROUP_OF[command.type] === 'skill' || command.type === 'react')
          ? d.commandOdds(language, state, viewer, command)
          : null,
    }));
  }, [d, commands, state, language, viewer]);
  const here = useMemo(() => (d && at ? d.commandsAtCell(state, commands, at) : []), [d, state, commands, at]);
  const hereLines = lines.filter((l) => here.includes(l.command));

  /** A reading's words, from the state as it is now (a unit that walks onto the cursor's cell is read there). */
  const readingText = (r: Reading): string => {
    if (!d) return '';
    if (r.kind === 'edge') return d.cellText(language, state, viewer, r.cell);
    if (r.kind === 'sight') {
      const unit = Object.values(state.units).find(
        (u) => u.alive && u.pos && u.pos.q === r.cell.q && u.pos.r === r.cell.r,
      );
      if (unit) return d.sightText(language, state, viewer, unit.id);
    }
    return d.cellText(language, state, viewer, r.cell, { from, commands });
  };
  /** Reads `r` aloud (a key was pressed) and keeps it on show. */
  const read = (r: Reading) => {
    setReading(r);
    setSaid(readingText(r));
  };
  /** Moves the cursor (and the canvas's hover marker with it) and reads the cell. */
  const moveTo = (cell: Hex) => {
    setCursor(cell);
    useMatchUi.getState().hover(hexKey(cell));
    read({ kind: 'cell', cell });
  };
  const ref = useRef({ at, moveTo, read, state, d, home });
  ref.current = { at, moveTo, read, state, d, home };

  // Each button is keyed by its command, so a command still legal in the next state keeps its button (and the focus);
  // the one a player pressed usually leaves with the state it belonged to. The focus then goes to the cursor, where Tab
  // leads back to the commands: a keyboard player is never dropped at the top of the page after each command.
  const focusInBoard = useRef(false);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      focusInBoard.current = !!sectionRef.current && e.target instanceof Node && sectionRef.current.contains(e.target);
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  useLayoutEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (focusInBoard.current && lost) cursorRef.current?.focus({ preventScroll: true });
  }, [version, d]);

  // The cursor keys work anywhere on the match screen (not while typing); Enter only on the focused cursor.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || e.shiftKey) return;
      const k = ref.current;
      if (!k.at || !k.d) return;
      const step = cursorKeyStep(k.state.map.cells, k.at, e.key);
      const key = e.key.toLowerCase();
      if (step) {
        e.preventDefault();
        // Off the map the cursor stays, and says where the edge is.
        if (step.kind === 'move') k.moveTo(step.cell);
        else k.read({ kind: 'edge', cell: step.cell });
      } else if (key === CURSOR_HOME_KEY && k.home) {
        e.preventDefault();
        k.moveTo({ q: k.home.q, r: k.home.r });
      } else if (key === CURSOR_SIGHT_KEY) {
        e.preventDefault();
        const unit = Object.values(k.state.units).find(
          (u) => u.alive && u.pos && u.pos.q === k.at!.q && u.pos.r === k.at!.r,
        );
        if (unit) k.read({ kind: 'sight', cell: k.at });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onCursorKey = (e: React.KeyboardEvent) => {
    if (e.key !== CURSOR_USE_KEY || !send) return;
    e.preventDefault();
    e.stopPropagation();
    if (hereLines.length === 1) send(hereLines[0].command);
    else hereRef.current?.querySelector('button')?.focus();
  };

  if (!d) return null;
  const groups = GROUPS.map((g) => ({ g, items: lines.filter((l) => GROUP_OF[l.command.type] === g) })).filter(
    (x) => x.items.length,
  );
  const button = (l: (typeof lines)[number], i: number, prefix: string) => (
    <li key={`${prefix}${JSON.stringify(l.command)}`}>
      <button
        type="button"
        disabled={!send}
        onClick={() => send?.(l.command)}
        aria-describedby={l.odds ? `${id}${prefix}${i}` : undefined}
      >
        {l.text}
      </button>
      {l.odds ? (
        <span className="odds" id={`${id}${prefix}${i}`}>
          {l.odds.join(' · ')}
        </span>
      ) : null}
    </li>
  );
  return (
    <section ref={sectionRef} className="text-board" aria-labelledby={`${id}title`} data-testid="text-board">
      <h3 id={`${id}title`}>{t('access.board.title')}</h3>
      {marked.length ? (
        <p data-testid="marked-cells">
          {t('access.board.marked', { cells: marked.map((c) => `(${c.q},${c.r})`).join(', ') })}
        </p>
      ) : null}
      <h4>{t('access.board.units')}</h4>
      <ul className="text-units">
        {units.map((u) => (
          <li key={u.id}>{u.text}</li>
        ))}
      </ul>
      <h4 id={`${id}cursor`}>{t('access.board.cursor')}</h4>
      <div
        ref={cursorRef}
        id={SKIP_BOARD_ID}
        className="board-cursor"
        role="application"
        tabIndex={0}
        aria-labelledby={`${id}cursor`}
        aria-describedby={`${id}cursorHelp`}
        data-testid="board-cursor"
        onKeyDown={onCursorKey}
        onFocus={() => at && !reading && moveTo(at)}
      >
        <p data-testid="cursor-reading">
          {reading ? readingText(reading) : at ? d.cellText(language, state, viewer, at, { from, commands }) : ''}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <p className="dim cursor-help" id={`${id}cursorHelp`}>
        {keysLine(
          KEY_MAP.filter((b) => b.group === 'cursor'),
          t,
        )}
      </p>
      <div>
        <h4>{t('access.board.here')}</h4>
        {hereLines.length ? (
          <ul ref={hereRef} className="text-commands">
            {hereLines.map((l, i) => button(l, i, 'h'))}
          </ul>
        ) : (
          <p className="dim">{t('access.board.hereNone')}</p>
        )}
        <h4>{t('access.board.commands')}</h4>
        {groups.length === 0 ? <p className="dim">{t('access.board.none')}</p> : null}
        {groups.map(({ g, items }) => (
          <details
            key={g}
            open={
              openGroups[g] ??
              (g === 'reaction' || g === 'choose' || g === 'skill' || g === 'other' || items.length <= 12)
            }
            onToggle={(e) => {
              const open = e.currentTarget.open;
              setOpenGroups((o) => (o[g] === open ? o : { ...o, [g]: open }));
            }}
          >
            <summary>
              {t(`access.group.${g}` as UiKey)} ({items.length})
            </summary>
            <ul className="text-commands">{items.map((l, i) => button(l, i, g))}</ul>
          </details>
        ))}
      </div>
    </section>
  );
}
