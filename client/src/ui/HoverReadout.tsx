import { hexDistance, parseHexKey } from '../../../shared/hex';
import { useViewer } from '../store';

/** What the selected position makes of the hovered cell: distance, and whether it is in sight (R-LOS). */
export function sightNote(
  cellKey: string,
  selected: string | null,
  vision: { cone: string[]; visible: string[] } | null,
  reachCost: number | null | undefined,
): string | null {
  if (!selected || selected === cellKey) return null;
  const a = parseHexKey(selected)!;
  const b = parseHexKey(cellKey)!;
  const distance = `distance ${hexDistance(a, b)}`;
  if (reachCost !== undefined) return `${distance} · ${reachCost === null ? 'out of reach' : `movement ${reachCost}`}`;
  if (!vision) return distance;
  if (vision.visible.includes(cellKey)) return `${distance} · in sight`;
  if (vision.cone.includes(cellKey)) return `${distance} · in the cone, hidden`;
  return `${distance} · outside the cone`;
}

/** The cell under the pointer. */
export function HoverReadout() {
  const cell = useViewer((s) => (s.hovered ? s.view.cellsByKey[s.hovered] : undefined));
  const board = useViewer((s) => (cell ? s.view.boards.find((b) => b.id === cell.board) : undefined));
  const statue = useViewer((s) => s.view.statue);
  const selected = useViewer((s) => s.selected);
  const vision = useViewer((s) => s.vision);
  const reachCost = useViewer((s) =>
    s.overlay === 'reach' && s.reach && s.hovered ? (s.reach.costs[s.hovered] ?? null) : undefined,
  );
  const seenBy = useViewer((s) => (s.overlay === 'exposure' && s.exposure && s.hovered ? s.exposure.counts[s.hovered] : undefined));
  const note = cell ? sightNote(cell.key, selected, vision, reachCost) : null;
  return (
    <div className="hover-readout" data-testid="hover" aria-live="polite">
      {cell ? (
        <>
          <strong>{cell.key}</strong> · {cell.terrain} · {board?.name ?? cell.board}
          {cell.team !== null && <> · {cell.team} campfire</>}
          {statue && statue.q === cell.q && statue.r === cell.r && <> · statue</>}
          {note && <span className="dim"> · {note}</span>}
          {seenBy !== undefined && <span className="dim"> · seen from {seenBy} cells</span>}
        </>
      ) : (
        <span className="dim">Hover a cell to see its coordinates</span>
      )}
    </div>
  );
}
