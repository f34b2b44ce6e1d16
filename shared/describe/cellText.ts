// What is under the board cursor (issue 30: a cursor moved by keys that reads what is under it): the cell in the
// game's coordinates, its ground and board, the statue, the unit standing there, how far it is from a chosen unit and
// whether that unit sees it (rules/board.ts seesFrom), and how many legal commands aim at it.
import type { Language } from '../content/i18n';
import { hexDistance, hexEquals, hexKey, neighbor, type Hex } from '../hex';
import { getBoard } from '../map/boardDefs';
import { boardName } from '../map/layoutProblemText';
import { cellLabel, isStatueCell, seesFrom, unitAt } from '../rules/board';
import { viewFor, type Command, type GameState, type Seat } from '../rules';
import { describeWord } from './describeWords';
import { unitFacts, unitNameKey } from './unitFacts';
import { unitText, unitWord } from './unitText';

/**
 * The cell a command goes to or aims at (a walk's end, a placement, a step or choice cell, a target's cell or unit's cell,
 * a line's first cell), or null.
 */
export function commandCell(state: GameState, command: Command): Hex | null {
  if (command.type === 'move') return command.path[command.path.length - 1] ?? null;
  if (command.type === 'place') return command.cell;
  if (command.type === 'choose') {
    const p = state.pending;
    if (p?.kind === 'step') return p.options[command.option] ?? null;
    if (p?.kind === 'choice') return p.cells?.[command.option] ?? null;
    return null;
  }
  if (command.type === 'skill' || command.type === 'item' || command.type === 'equipment' || command.type === 'react') {
    const t = command.target;
    if (!t) return null;
    if ('cell' in t) return t.cell;
    if ('unit' in t) return state.units[t.unit]?.pos ?? null;
    if ('statue' in t) return state.statue?.cell ?? null;
    // A line aimed by its direction: the first cell that way from the acting unit.
    const p = state.pending;
    const actor = p && 'unit' in p ? p.unit : state.turn?.unit;
    const from = actor ? state.units[actor]?.pos : null;
    return from ? neighbor(from, t.direction) : null;
  }
  return null;
}

/** The commands of `commands` that go to or aim at `cell`, in their order. */
export function commandsAtCell(state: GameState, commands: readonly Command[], cell: Hex): Command[] {
  return commands.filter((c) => {
    const at = commandCell(state, c);
    return at !== null && hexEquals(at, cell);
  });
}

/**
 * The cell in words for `viewer`: "(1,0), open ground, Central Board; Yunye, Blue, …; 1 from Eli; Eli sees it; 2
 * commands here". `from` is the unit distances and sight are read from (the shown or acting unit); `commands` the
 * viewer's legal commands (omitted: no count).
 */
export function cellText(
  language: Language,
  state: GameState,
  viewer: Seat | 'spectator',
  cell: Hex,
  options: { from?: string | null; commands?: readonly Command[] } = {},
): string {
  const view = viewFor(state, viewer);
  const sep = describeWord(language, 'part.separator');
  const mapCell = view.map.cells[hexKey(cell)];
  if (!mapCell) return describeWord(language, 'cell.void', { cell: cellLabel(cell) });
  const parts = [
    describeWord(language, mapCell.terrain === 'open' ? 'cell.open' : 'cell.obstacle', { cell: cellLabel(cell) }),
  ];
  // The board's name where the cell is on one of the game's boards (a scenario's hand-made cells are on none).
  if (getBoard(mapCell.board)) parts.push(boardName(mapCell.board, language));
  if (isStatueCell(view, cell)) parts.push(describeWord(language, 'cell.statue'));
  const here = unitAt(view, cell);
  const fact = here ? unitFacts(view, viewer).find((f) => f.id === here.id) : undefined;
  parts.push(fact ? unitText(language, fact) : describeWord(language, 'cell.empty'));
  const from = options.from ? view.units[options.from] : undefined;
  if (from?.alive && from.pos && !hexEquals(from.pos, cell)) {
    const name = unitWord(language, { id: from.id, nameKey: unitNameKey(view, from) });
    parts.push(describeWord(language, 'cell.from', { distance: hexDistance(from.pos, cell), name }));
    parts.push(
      describeWord(language, seesFrom(view, from.pos, from.facing, cell) ? 'cell.inSight' : 'cell.outOfSight', {
        name,
      }),
    );
  }
  if (options.commands) {
    const n = commandsAtCell(view, options.commands, cell).length;
    parts.push(describeWord(language, n === 1 ? 'cell.action' : 'cell.actions', { n }));
  }
  return parts.join(sep);
}
