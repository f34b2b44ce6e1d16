import '../labStrings';
import { useId, useMemo, useState } from 'react';
import { hexEquals, hexKey, neighbor, type Direction, type Hex } from '../../../../../shared/hex';
import { CONTENT } from '../../../../../shared/content';
import { cursorKeyStep } from '../../../input/hexCursor';
import { keysLine } from '../../../input/keyMap';
import { contentString, useLanguage, useT, type Language, type UiKey } from '../../../i18n';
import { useViewer } from '../labViewer';
import { useEditor, type EditorTool } from '../editorStore';
import { LAB_BINDINGS, mapCursorIntent } from '../labKeys';
import { cellWords } from './cellWords';
import { sightNote } from './HoverReadout';

type Translate = (key: UiKey, params?: Record<string, string | number>) => string;

/** What Enter does on the cursor's cell with each tool, in words. */
const TOOL_WORDS: Record<EditorTool, UiKey> = {
  select: 'lab.cursor.use.select',
  obstacle: 'lab.cursor.use.obstacle',
  island: 'lab.cursor.use.island',
  unit: 'lab.cursor.use.unit',
  place: 'lab.keys.placeHere',
  move: 'lab.keys.moveHere',
};

/** The cells the cursor walks: the map's, and with the island tool the void cells next to it (where an island goes, O-12). */
function cursorCells(cells: Readonly<Record<string, unknown>>, tool: EditorTool): Readonly<Record<string, unknown>> {
  if (tool !== 'island') return cells;
  const out: Record<string, unknown> = { ...cells };
  for (const key of Object.keys(cells)) {
    const [q, r] = key.split(',').map(Number);
    for (let d = 0; d < 6; d++) out[hexKey(neighbor({ q, r }, d as Direction))] ??= true;
  }
  return out;
}

/** The cursor's cell in words, from the stores as they are now (after an edit, the edited cell). */
function cursorWords(t: Translate, language: Language, at: Hex, edge: boolean): string {
  const name = `(${at.q},${at.r})`;
  if (edge) return t('lab.cursor.edge', { cell: name });
  const viewer = useViewer.getState();
  const key = hexKey(at);
  const cell = viewer.view.cellsByKey[key];
  if (!cell) return `${name} · ${t('lab.cursor.void')}`;
  const words = [name, ...cellWords(t, language, cell, viewer.view.statue)];
  const unit = useEditor.getState().history.present.units.find((u) => hexEquals(u.at, at));
  if (unit)
    words.push(
      t('lab.cursor.unit', {
        name: contentString(language, CONTENT.characters[unit.character]?.nameKey ?? unit.character),
        team: t(`lab.team.${unit.team}`),
        dir: t(`lab.dir.${unit.facing}`),
      }),
    );
  const reachCost = viewer.overlay === 'reach' && viewer.reach ? (viewer.reach.costs[key] ?? null) : undefined;
  const note = sightNote(key, viewer.selected, viewer.vision, reachCost, t);
  if (note) words.push(note);
  return words.join(' · ');
}

/**
 * The lab's map cursor (issue 30: the lab's obstacle, island and unit tools without a pointer): a cell of the map,
 * moved with the match's six cursor keys (input/hexCursor.ts), that reads what is on it; Enter uses the chosen tool
 * there (selects the cell, puts or takes away an obstacle or an island, places or removes the chosen character, places
 * or moves a board), Shift+← / Shift+→ turn the unit on it. Its keys are in the lab's key table (labKeys.ts).
 */
export function MapCursor() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const id = useId();
  const tool = useEditor((s) => s.tool);
  const cells = useViewer((s) => s.view.cellsByKey);
  const selected = useViewer((s) => s.selected);
  // Re-read when the map, its units or the selection's overlays change (the words read the stores themselves).
  useEditor((s) => s.history.present);
  useViewer((s) => s.vision);
  useViewer((s) => s.reach);
  useViewer((s) => s.overlay);
  const walkable = useMemo(() => cursorCells(cells, tool), [cells, tool]);
  const [cursor, setCursor] = useState<Hex | null>(null);
  const [edge, setEdge] = useState(false);
  const [said, setSaid] = useState('');
  const home = (): Hex | null => {
    const sel = selected?.split(',').map(Number);
    if (sel && cells[`${sel[0]},${sel[1]}`]) return { q: sel[0], r: sel[1] };
    const first = cells['0,0'] ?? Object.values(cells)[0];
    return first ? { q: first.q, r: first.r } : null;
  };
  const at = cursor && walkable[hexKey(cursor)] ? cursor : home();
  const say = (cell: Hex, off = false) => {
    setEdge(off);
    setSaid(cursorWords(t, language, cell, off));
  };
  const moveTo = (cell: Hex) => {
    setCursor(cell);
    useViewer.getState().hover(hexKey(cell));
    say(cell);
  };

  const onKey = (e: React.KeyboardEvent) => {
    if (!at || e.ctrlKey || e.metaKey || e.altKey) return;
    const intent = mapCursorIntent(e.key, e.shiftKey);
    if (!intent) return;
    // The cursor's keys are its own while it has the focus (U, I and M mean a tool or an overlay elsewhere).
    e.preventDefault();
    e.stopPropagation();
    if (intent.kind === 'move') {
      const step = cursorKeyStep(walkable, at, e.key)!;
      if (step.kind === 'move') moveTo(step.cell);
      else say(step.cell, true);
    } else if (intent.kind === 'home') {
      const h = home();
      if (h) moveTo(h);
    } else if (intent.kind === 'use') {
      const editor = useEditor.getState();
      if (tool === 'place' || tool === 'move') editor.clickSpot(at);
      else editor.clickCell(at);
      say(at);
    } else {
      const unit = useEditor.getState().history.present.units.find((u) => hexEquals(u.at, at));
      if (!unit) return setSaid(t('lab.cursor.noUnit', { cell: `(${at.q},${at.r})` }));
      const facing = ((unit.facing + intent.steps + 6) % 6) as Direction;
      useEditor.getState().dispatch({ kind: 'unit-face', at, facing });
      say(at);
    }
  };

  if (!at) return null;
  return (
    <div className="map-cursor" data-testid="map-cursor-panel">
      <h3 id={`${id}name`} className="small">
        {t('lab.cursor')}
      </h3>
      <div
        className="board-cursor"
        role="application"
        tabIndex={0}
        aria-labelledby={`${id}name`}
        aria-describedby={`${id}help`}
        data-testid="map-cursor"
        onKeyDown={onKey}
        onFocus={() => {
          useViewer.getState().hover(hexKey(at));
          if (!said) say(at);
        }}
      >
        <p>{edge ? said : cursorWords(t, language, at, false)}</p>
        <p className="dim small">{t('lab.cursor.enter', { what: t(TOOL_WORDS[tool]) })}</p>
      </div>
      <p className="sr-only" aria-live="polite">
        {said}
      </p>
      <p className="dim small" id={`${id}help`}>
        {keysLine(
          LAB_BINDINGS.filter((b) => b.group === 'cursor'),
          t,
        )}
      </p>
    </div>
  );
}
