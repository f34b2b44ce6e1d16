/**
 * shared/map — boards, layouts, assembly, layout codes (DESIGN O-04/O-10..O-14, RULES §5 R-MAP).
 *
 * Exported API (other areas build on these names):
 *   Types: Terrain, BoardKind, Team, Rotation, Side, BoardDef, PlacedBoard, Layout, MapCell, GameMap,
 *          LayoutError, LayoutErrorCode, LayoutResult, Seat, DealtLayout, BoardPlacement, CampfireChoice, Placement.
 *   Boards: boardDefs (9 validated boards, canonical order), getBoard(id), boardIndex(id), CENTRAL_BOARD_ID,
 *          parseBoardDef(json, source) (board JSON → BoardDef | error naming file and field).
 *   Geometry: BOARD_LOCAL_CELLS, SIDE_OFFSETS (neighbour board centre across side i), sideCells(i),
 *          localToWorld(local, at, rotation), worldToLocal, toLattice/fromLattice, isLatticePoint, tileCentreOf(h).
 *   Layouts: beginnerLayout() (R-MAP-14), dealStandardLayout(seed | rng, { firstSeat?, teamOfSeat? }) (R-MAP-6..13)
 *          → { layout (campfires null), placements, statueCoin, campfireChoice: { lastSeat, chooser, options } },
 *          chooseCampfire(layout, chooserTeam, boardId) (R-MAP-11), validateLayout(layout) → { ok } | { ok: false, error },
 *          placementOptions(placedBoards, boardId) → { rule, options } (for a lab that places boards by hand).
 *   Map: assembleMap(layout) → GameMap { cells: Record<"q,r", { q, r, terrain: 'open'|'obstacle', board }> } (void absent),
 *          isMapCell(map, h), isSightBlocking(map, h), mapCellList(map), boardAt(layout, h), boardIdAt(layout, h),
 *          statueCell(layout) (O-13), campfireCells(layout, team, map?) (R-SETUP-15), boardCells(layout, id, map?),
 *          isOnStatueBoard(layout, h, map?) (R-TRADE-1), renderMapAscii(map, marks?).
 *   Codes: encodeLayout(layout) → string, decodeLayout(code) → { ok: true, layout } | { ok: false, error: layout/bad-code }.
 */
export * from './types';
export * from './lattice';
export * from './parseBoardDef';
export * from './boardDefs';
export * from './placement';
export * from './boardAt';
export * from './assembleMap';
export * from './queries';
export * from './validateLayout';
export * from './dealStandardLayout';
export * from './beginnerLayout';
export * from './renderMapAscii';
export * from './layoutCode';
