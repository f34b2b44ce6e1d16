/**
 * shared/map — boards, layouts, assembly, layout codes (O-04/O-10..O-14, docs/rules/en.md §5 R-MAP). Details: docs/maps.md.
 *
 * Exported API (other areas build on these names):
 *   Types: Terrain, BoardKind, Team, Rotation, Side, BoardDef, BoardLookup, PlacedBoard, Layout, MapCell, GameMap,
 *          LayoutError, LayoutErrorCode, LayoutResult, Seat, DealtLayout, BoardPlacement, CampfireChoice, Placement,
 *          PlacementRule, CoinFace.
 *   Boards: boardDefs (9 validated boards, canonical order), getBoard(id), boardIndex(id), CENTRAL_BOARD_ID,
 *          BOARD_KIND_COUNTS, parseBoardDef(json, source) → { ok, board } | { ok: false, error naming file and field },
 *          loadBoardDefs(files) (throws on bad data).
 *   Geometry: BOARD_LOCAL_CELLS, SIDE_OFFSETS[i] (neighbour board centre across side i), sideCells(i),
 *          worldSide(localSide, rotation), localSide(worldSide, rotation), localToWorld(local, at, rotation),
 *          worldToLocal, toLattice/fromLattice, isLatticePoint, tileCentreOf(h).
 *   Layouts: beginnerLayout() (R-MAP-14), dealStandardLayout(seed | rng, { firstSeat?, teamOfSeat? }) (R-MAP-6..13)
 *          → { layout (campfires null), placements, statueCoin, campfireChoice: { lastSeat, chooser, options } },
 *          chooseCampfire(layout, chooserTeam, boardId) (R-MAP-11), validateLayout(layout, lookup?) → { ok: true } |
 *          { ok: false, error: { code, message, ruleId, board } }, checkLayoutShape(value), parseLayout(value) (untrusted
 *          data → clean checked copy), placementOptions(placedBoards, boardId, lookup?) → { rule, options }, blueContacts,
 *          freeAdjacentPositions.
 *   Map: assembleMap(layout, lookup?) → GameMap { cells: Record<"q,r", { q, r, terrain: 'open'|'obstacle', board }> }
 *          (void absent; ISLAND_BOARD for islands outside boards), isMapCell(map, h), isSightBlocking(map, h),
 *          mapCellList(map), boardAt(layout, h), boardIdAt(layout, h), boardCells(layout, id, map?),
 *          boardOpenCells(layout, id, map?), campfireCells(layout, team, map?) (R-SETUP-15), statueCell(layout) (O-13),
 *          isOnStatueBoard(layout, h, map?) (R-TRADE-1), renderMapAscii(map, marks?).
 *   Statue coin: COIN_FACES, statueBoardForCoin(face) (heads = river), tossStatueCoin(rng) (R-MAP-12, R-WORLD-2),
 *          statueHome(layout, face).
 *   Lab: startLayout(), placeBoard(layout, board, at, rotation), undoLastBoard(layout), toggleMarker(layout, kind, at),
 *          setStatue(layout, board | null), setCampfires(layout, pair | null) → { ok, layout } | { ok: false, error };
 *          layoutMetrics(layout, map?) → { cells, open, obstacles, campToCamp, campToStatue }, stepsFrom(map, cells, blocked).
 *   Lab editor (draft edits that may break rules, refused only when impossible → { ok, layout } | { ok: false, error }):
 *          placeBoardDraft, rotateBoard(layout, id, steps), moveBoard(layout, id, at, rotation?), removeBoard,
 *          toggleMarkerDraft, setStatueDraft, setCampfiresDraft, twinSpot(placed), twinPartner(layout, id), placeTwin;
 *          layoutProblems(layout, { needCampfires? }) → every broken rule { kind, ruleId, board, sides, cells, other },
 *          settleBoardOrder(layout), describeLayoutProblem(problem, 'en' | 'zh'), LAYOUT_PROBLEM_TEXT, boardName;
 *          layoutFacts(layout) → metrics, hex distances, cells seen from each camp, choke points, exposure per half.
 *   Codes: encodeLayout(layout) → string, decodeLayout(code) → { ok: true, layout } | { ok: false, error: layout/bad-code },
 *          with codeProblem (what is wrong and where; describeLayoutCodeProblem(problem, 'en' | 'zh')), layoutCodeFromInput(text)
 *          (a code or a lab link → the code), LAYOUT_CODE_VERSION, layoutCodeChecksum; playableLayout(code) → { ok, code, layout } | { ok: false, notACode }
 *          | { ok: false, problems } (a match can be played on it), describeUnplayable(check, 'en' | 'zh').
 *   Map files: mapFileText({ name, notes, layoutCode, study }), parseMapFile(text) → { ok, file, layout } | { ok: false,
 *          problems: [{ where, en, zh }] }, mapFileName(name, code), mapPictureName(name, code), MAP_FILE_FORMAT.
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
export * from './layoutCodeProblem';
export * from './layoutCodeText';
export * from './mapFile';
export * from './statueCoin';
export * from './parseLayout';
export * from './editLayout';
export * from './layoutMetrics';
export * from './terrain';
export * from './draftEdits';
export * from './layoutProblems';
export * from './layoutProblemText';
export * from './editRefusal';
export * from './editRefusalText';
export * from './playableLayout';
export * from './layoutFacts';
