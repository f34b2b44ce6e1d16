import '../labStrings';
import { boardDefs, boardName, editRefusalText, getBoard, twinPartners, type Layout } from '../../../../../shared/map';
import { CONTENT } from '../../../../../shared/content';
import { contentString, useLanguage, useT } from '../../../i18n';
import { canRedo, canUndo } from '../editorState';
import { useEditor, type EditorTool } from '../editorStore';
import { BoardKeys } from './BoardKeys';
import { MapCursor } from './MapCursor';
import { KeyHelp } from '../../../ui/KeyHelp';
import { LAB_KEYS } from '../labKeys';

const TOOLS: { tool: EditorTool; key: 'select' | 'obstacle' | 'island' | 'unit' }[] = [
  { tool: 'select', key: 'select' },
  { tool: 'obstacle', key: 'obstacle' },
  { tool: 'island', key: 'island' },
  { tool: 'unit', key: 'unit' },
];

/** The two campfire boards on the map, in map order. */
const campfiresOn = (layout: Layout) =>
  layout.boards.filter((p) => getBoard(p.board)?.kind === 'campfire').map((p) => p.board);
const statuesOn = (layout: Layout) =>
  layout.boards.filter((p) => getBoard(p.board)?.kind === 'statue').map((p) => p.board);

/** The editor: board palette, tools, the selected board's actions, statue, camps, undo and redo. */
export function EditorPanel() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const history = useEditor((s) => s.history);
  const tool = useEditor((s) => s.tool);
  const paletteBoard = useEditor((s) => s.paletteBoard);
  const paletteRotation = useEditor((s) => s.paletteRotation);
  const selected = useEditor((s) => s.selectedBoard);
  const error = useEditor((s) => s.error);
  const e = useEditor.getState();
  const layout = history.present.layout;
  const onMap = new Set(layout.boards.map((p) => p.board));
  const camps = campfiresOn(layout);
  const statues = statuesOn(layout);
  const selectedRotation = layout.boards.find((p) => p.board === selected)?.rotation ?? 0;
  const twinPartner = useEditor((s) => s.twinPartner);
  const partners = selected ? twinPartners(layout, selected) : [];
  return (
    <section className="panel editor-panel" aria-label={t('lab.editor')} data-testid="editor-panel">
      <div className="row">
        <strong>{t('lab.editor')}</strong>
        <button
          type="button"
          data-testid="undo"
          disabled={!canUndo(history)}
          title={t('lab.undo.title')}
          onClick={e.undo}
        >
          ↶ {t('lab.undo')}
        </button>
        <button
          type="button"
          data-testid="redo"
          disabled={!canRedo(history)}
          title={t('lab.redo.title')}
          onClick={e.redo}
        >
          ↷ {t('lab.redo')}
        </button>
        <KeyHelp table={LAB_KEYS} />
      </div>
      <div className="row" role="group" aria-label="Tools">
        {TOOLS.map(({ tool: id, key }) => (
          <button
            key={id}
            type="button"
            aria-pressed={tool === id}
            data-testid={`tool-${id}`}
            title={t(`lab.tool.${key}.title`)}
            onClick={() => e.setTool(id)}
          >
            {t(`lab.tool.${key}`)}
          </button>
        ))}
      </div>
      <p className="dim small">
        {t('lab.palette')} — {t('lab.palette.hint')}
      </p>
      <div className="palette" role="group" aria-label={t('lab.palette')}>
        {boardDefs.map((d) => (
          <button
            key={d.id}
            type="button"
            className={`palette-board kind-${d.kind}`}
            data-testid={`palette-${d.id}`}
            aria-pressed={paletteBoard === d.id}
            disabled={onMap.has(d.id)}
            title={onMap.has(d.id) ? t('lab.palette.placed') : undefined}
            onClick={() => e.choosePalette(paletteBoard === d.id ? null : d.id)}
          >
            {d.name[language]}
          </button>
        ))}
      </div>
      <BoardKeys />
      <MapCursor />
      {tool === 'place' && paletteBoard && (
        <div className="row">
          <span data-testid="palette-rotation">{t('lab.rotation', { deg: paletteRotation * 60 })}</span>
          <button
            type="button"
            onClick={() => e.rotate(1)}
            title={t('lab.rotate.left')}
            aria-label={t('lab.rotate.left')}
          >
            ⟲
          </button>
          <button
            type="button"
            onClick={() => e.rotate(-1)}
            title={t('lab.rotate.right')}
            aria-label={t('lab.rotate.right')}
          >
            ⟳
          </button>
        </div>
      )}
      {selected && (
        <p className="dim small" data-testid="symmetry-note">
          {t('lab.symmetry')}
        </p>
      )}
      {selected ? (
        <div className="row" data-testid="selected-board">
          <span>
            {t('lab.selected', { board: boardName(selected, language) })} ·{' '}
            {t('lab.rotation', { deg: selectedRotation * 60 })}
          </span>
          <button
            type="button"
            onClick={() => e.rotate(1)}
            title={t('lab.rotate.left')}
            aria-label={t('lab.rotate.left')}
            data-testid="rotate-left"
          >
            ⟲
          </button>
          <button
            type="button"
            onClick={() => e.rotate(-1)}
            title={t('lab.rotate.right')}
            aria-label={t('lab.rotate.right')}
            data-testid="rotate-right"
          >
            ⟳
          </button>
          {getBoard(selected)?.kind !== 'central' && (
            <>
              <button
                type="button"
                aria-pressed={tool === 'move'}
                onClick={() => e.setTool(tool === 'move' ? 'select' : 'move')}
                title={t('lab.move.title')}
                data-testid="move"
              >
                {t('lab.move')}
              </button>
              <button type="button" onClick={e.removeSelected} title={t('lab.remove.title')} data-testid="remove">
                {t('lab.remove')}
              </button>
            </>
          )}
          <button
            type="button"
            onClick={e.twinSelected}
            title={t('lab.twin.title')}
            data-testid="twin"
            disabled={partners.length === 0}
          >
            {t('lab.twin')}
          </button>
          {partners.length > 0 && (
            <label>
              {t('lab.twin.partner')}{' '}
              <select
                data-testid="twin-partner"
                value={twinPartner && partners.includes(twinPartner) ? twinPartner : partners[0]}
                onChange={(ev) => e.setTwinPartner(ev.target.value)}
              >
                {partners.map((id) => (
                  <option key={id} value={id}>
                    {boardName(id, language)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      ) : (
        <p className="dim small">{t('lab.selected.none')}</p>
      )}
      <div className="row">
        <label>
          {t('lab.statue')}{' '}
          <select
            data-testid="statue"
            value={layout.statue ?? ''}
            onChange={(ev) => e.dispatch({ kind: 'statue', board: ev.target.value || null })}
          >
            <option value="">{t('lab.statue.none')}</option>
            {statues.map((id) => (
              <option key={id} value={id}>
                {boardName(id, language)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('lab.camps')}{' '}
          <select
            data-testid="camps"
            value={layout.campfires?.red ?? ''}
            onChange={(ev) => {
              const red = ev.target.value;
              const blue = camps.find((c) => c !== red);
              e.dispatch({ kind: 'campfires', campfires: red && blue ? { red, blue } : null });
            }}
          >
            <option value="">{t('lab.camps.none')}</option>
            {camps.length === 2 &&
              camps.map((id) => (
                <option key={id} value={id}>
                  {t('lab.camps.set', { board: boardName(id, language) })}
                </option>
              ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="message" role="alert" data-testid="editor-error">
          {error.refusal
            ? editRefusalText(
                {
                  ...error.refusal,
                  unit:
                    error.refusal.unit &&
                    contentString(language, CONTENT.characters[error.refusal.unit]?.nameKey ?? error.refusal.unit),
                },
                language,
              )
            : error.message}
          {error.ruleId ? (
            <>
              {' '}
              (<a href={`/rules#${error.ruleId}`}>{error.ruleId}</a>)
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}
