import { useMemo, useState } from 'react';
import { boardName, legalMoveSpots, placementOptions } from '../../../../../shared/map';
import { hexEquals } from '../../../../../shared/hex';
import { useLanguage, useT } from '../../../i18n';
import { useEditor } from '../editorStore';

/**
 * The editor's board work without a pointer (issue 30: "the lab: place and turn a board" by keyboard): choose a board on
 * the map (then R turns it, Delete removes it, Move moves it), and send the palette board or the moved board to one of
 * the spots the map lights for it. The spots are the engine's (the same lists the lit cells are drawn from).
 */
export function BoardKeys() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const layout = useEditor((s) => s.history.present.layout);
  const tool = useEditor((s) => s.tool);
  const selected = useEditor((s) => s.selectedBoard);
  const board = useEditor((s) => (s.tool === 'move' ? s.selectedBoard : s.tool === 'place' ? s.paletteBoard : null));
  const e = useEditor.getState();
  const spots = useMemo(() => {
    if (!board) return [];
    const options =
      tool === 'move'
        ? legalMoveSpots(layout, board)
        : placementOptions(
            layout.boards.filter((p) => p.board !== board),
            board,
          ).options;
    return options.filter((o, i) => options.findIndex((x) => hexEquals(x.at, o.at)) === i).map((o) => o.at);
  }, [board, tool, layout]);
  const [spot, setSpot] = useState(0);
  const at = spots[Math.min(spot, spots.length - 1)];
  return (
    <div className="row" data-testid="board-keys">
      <label>
        {t('lab.keys.board')}{' '}
        <select
          data-testid="board-on-map"
          value={selected ?? ''}
          onChange={(ev) => e.selectBoard(ev.target.value || null)}
        >
          <option value="">{t('lab.keys.noBoard')}</option>
          {layout.boards.map((p) => (
            <option key={p.board} value={p.board}>
              {boardName(p.board, language)}
            </option>
          ))}
        </select>
      </label>
      {at ? (
        <>
          <label>
            {t('lab.keys.spot')}{' '}
            <select
              data-testid="board-spot"
              value={Math.min(spot, spots.length - 1)}
              onChange={(ev) => setSpot(Number(ev.target.value))}
            >
              {spots.map((s, i) => (
                <option key={`${s.q},${s.r}`} value={i}>
                  ({s.q},{s.r})
                </option>
              ))}
            </select>
          </label>
          <button type="button" data-testid="board-spot-go" onClick={() => e.clickSpot(at)}>
            {t(tool === 'move' ? 'lab.keys.moveHere' : 'lab.keys.placeHere')}
          </button>
        </>
      ) : null}
    </div>
  );
}
