import { useState, type FormEvent } from 'react';
import { DIRECTION_INDICES, hexDistance, parseHexKey, type Direction } from '../../../shared/hex';
import type { MapChoice } from '../board/mapSource';
import { useViewer } from '../store';
import { openColour, PALETTE } from '../scene/palette';

/** Compass names of the six directions (DESIGN.md order). */
export const DIRECTION_NAMES = ['E', 'NE', 'NW', 'W', 'SW', 'SE'] as const;
const DIRECTION_ARROWS = ['→', '↗', '↖', '←', '↙', '↘'] as const;

/** A fresh 32-bit seed for a random deal (the deal itself is deterministic from the seed). */
export function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0];
}

/** The title of the shown map. */
function mapTitle(choice: MapChoice) {
  if (choice.kind === 'beginner') return <>Beginner map</>;
  if (choice.kind === 'standard') return <>Standard map · seed <output data-testid="seed">{choice.seed}</output></>;
  return <>Shared layout</>;
}

/** Map choice: beginner layout, a random deal, a deal from a typed seed, or a layout code; and the shown map's code. */
function MapPanel() {
  const choice = useViewer((s) => s.choice);
  const showBeginner = useViewer((s) => s.showBeginner);
  const dealStandard = useViewer((s) => s.dealStandard);
  const loadCode = useViewer((s) => s.loadCode);
  const cells = useViewer((s) => s.view.cells.length);
  const boards = useViewer((s) => s.view.boards.length);
  const chooser = useViewer((s) => s.campfireChooser);
  const swapCampfires = useViewer((s) => s.swapCampfires);
  const layoutCode = useViewer((s) => s.layoutCode);
  const mapProblem = useViewer((s) => s.mapProblem);
  const mapMessage = useViewer((s) => s.mapMessage);
  const [seedText, setSeedText] = useState('');
  const [codeText, setCodeText] = useState('');
  const [copied, setCopied] = useState(false);
  const onSeed = (e: FormEvent) => {
    e.preventDefault();
    if (/^\d+$/.test(seedText.trim())) dealStandard(Number(seedText.trim()));
  };
  const onCode = (e: FormEvent) => {
    e.preventDefault();
    if (codeText.trim()) loadCode(codeText);
  };
  const onCopy = () => {
    navigator.clipboard?.writeText(layoutCode).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="panel map-panel" aria-label="Map">
      <h1>Ifera <span className="subtitle">board viewer</span></h1>
      <p className="map-name" data-testid="map-name">
        {mapTitle(choice)}
        <span className="dim"> · {boards} boards · {cells} cells</span>
      </p>
      <div className="row">
        <button type="button" onClick={showBeginner} aria-pressed={choice.kind === 'beginner'}>Beginner map</button>
        <button type="button" data-testid="deal" onClick={() => dealStandard(randomSeed())}>Deal random map</button>
      </div>
      <form className="row" onSubmit={onSeed}>
        <label>
          Seed <input value={seedText} onChange={(e) => setSeedText(e.target.value)} inputMode="numeric" size={10} placeholder="e.g. 42" />
        </label>
        <button type="submit">Deal</button>
      </form>
      {choice.kind === 'standard' && chooser && (
        <div className="row">
          <span className="dim">Campfires: {chooser} team's pick (R-MAP-11)</span>
          <button type="button" onClick={swapCampfires} data-testid="swap-campfires">Swap</button>
        </div>
      )}
      <div className="row code-row">
        <span className="dim">Code</span>
        <code data-testid="layout-code" title="This layout as a shareable code">{layoutCode}</code>
        <button type="button" onClick={onCopy} onBlur={() => setCopied(false)}>{copied ? 'Copied' : 'Copy'}</button>
      </div>
      <form className="row" onSubmit={onCode}>
        <label>
          Load <input value={codeText} onChange={(e) => setCodeText(e.target.value)} size={16} placeholder="layout code" aria-label="Layout code" data-testid="code-input" />
        </label>
        <button type="submit">Show</button>
      </form>
      {mapMessage && <p className="message" role="alert" data-testid="map-message">{mapMessage}</p>}
      {mapProblem && <p className="message" data-testid="map-problem">This layout breaks {mapProblem}</p>}
    </section>
  );
}

/** Vision, movement reach or exposure, and the movement budget (keys V, M, E, + and −). */
function OverlayChoice() {
  const mode = useViewer((s) => s.overlay);
  const setOverlay = useViewer((s) => s.setOverlay);
  const movement = useViewer((s) => s.movement);
  const setMovement = useViewer((s) => s.setMovement);
  return (
    <div className="row" role="group" aria-label="Overlay">
      <button type="button" aria-pressed={mode === 'vision'} onClick={() => setOverlay('vision')} title="Vision (key V)" data-testid="overlay-vision">
        <span className="key">V</span> Vision
      </button>
      <button type="button" aria-pressed={mode === 'reach'} onClick={() => setOverlay('reach')} title="Movement reach (key M)" data-testid="overlay-reach">
        <span className="key">M</span> Reach
      </button>
      <button type="button" aria-pressed={mode === 'exposure'} onClick={() => setOverlay('exposure')} title="From how many cells each cell is seen (key E)" data-testid="overlay-exposure">
        <span className="key">E</span> Exposure
      </button>
      {mode === 'reach' && (
        <span className="stepper" aria-label="Movement">
          <button type="button" onClick={() => setMovement(movement - 1)} aria-label="Less movement (key −)">−</button>
          <output data-testid="movement" title="Movement budget">{movement}</output>
          <button type="button" onClick={() => setMovement(movement + 1)} aria-label="More movement (key +)">+</button>
        </span>
      )}
    </div>
  );
}

/** The selected position: choose a facing, read what it sees. */
function SelectionPanel() {
  const selected = useViewer((s) => s.selected);
  const facing = useViewer((s) => s.facing);
  const vision = useViewer((s) => s.vision);
  const setFacing = useViewer((s) => s.setFacing);
  const select = useViewer((s) => s.select);
  const message = useViewer((s) => s.message);
  const reach = useViewer((s) => s.reach);
  const movement = useViewer((s) => s.movement);
  const overlay = useViewer((s) => s.overlay);
  const exposure = useViewer((s) => s.exposure);
  const [cellText, setCellText] = useState('');
  const onGo = (e: FormEvent) => {
    e.preventDefault();
    const h = parseHexKey(cellText.replace(/\s+/g, ''));
    if (h) select(`${h.q},${h.r}`);
  };
  return (
    <section className="panel selection-panel" aria-label="Selection">
      <form className="row" onSubmit={onGo}>
        <label>
          Cell <input value={cellText} onChange={(e) => setCellText(e.target.value)} size={7} placeholder="q,r" aria-label="Select cell q,r" />
        </label>
        <button type="submit">Select</button>
        {selected && <button type="button" onClick={() => select(null)}>Clear</button>}
      </form>
      {message && <p className="message" role="status">{message}</p>}
      <OverlayChoice />
      {overlay === 'exposure' && exposure && (
        <p data-testid="exposure">
          Exposure: each open cell by how many open cells see it, from <strong data-testid="exposure-min">{exposure.min}</strong> (blue) to <strong data-testid="exposure-max">{exposure.max}</strong> (red)
        </p>
      )}
      {selected ? (
        <>
          <p>
            Position <strong data-testid="selected">{selected}</strong>
            {facing !== null && <> facing <strong>{DIRECTION_NAMES[facing]}</strong></>}
          </p>
          <div className="facings" role="group" aria-label="Facing">
            {DIRECTION_INDICES.map((d: Direction) => (
              <button
                key={d}
                type="button"
                className="facing"
                aria-pressed={facing === d}
                title={`Face ${DIRECTION_NAMES[d]} (key ${d})`}
                data-testid={`facing-${d}`}
                onClick={() => setFacing(d)}
              >
                <span className="key">{d}</span> {DIRECTION_ARROWS[d]} {DIRECTION_NAMES[d]}
              </button>
            ))}
          </div>
          {vision ? (
            <>
              <p data-testid="vision">
                Front cone <strong data-testid="cone-count">{vision.cone.length}</strong> cells · sees{' '}
                <strong data-testid="visible-count">{vision.visible.length}</strong>
              </p>
              {reach && (
                <p data-testid="reach">
                  Reach <strong data-testid="reach-count">{Object.keys(reach.costs).length - 1}</strong> cells with movement {movement}
                </p>
              )}
            </>
          ) : (
            <p className="dim">Choose a facing: keys 0–5, or ← → to turn.</p>
          )}
        </>
      ) : (
        <p className="dim">Click an open cell to place a unit there.</p>
      )}
    </section>
  );
}

/** What the selected position makes of the hovered cell: distance, and whether it is in sight (R-LOS). */
function sightNote(
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
function HoverReadout() {
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

type SwatchProps = { colour: string; label: string; kind?: 'fill' | 'line' };

function Swatch({ colour, label, kind = 'fill' }: SwatchProps) {
  return (
    <li>
      <span className={`swatch ${kind}`} style={{ background: colour }} /> {label}
    </li>
  );
}

/** The legend starts open where the window has room for it beside the map. */
function legendOpenAtStart(): boolean {
  return typeof window === 'undefined' || (window.innerHeight >= 700 && window.innerWidth >= 1000);
}

/** What the colours mean. */
function Legend() {
  return (
    <details className="panel legend" open={legendOpenAtStart()}>
      <summary>Legend and keys</summary>
      <ul>
        <Swatch colour={openColour('central', null)} label="central board" />
        <Swatch colour={openColour('normal', null)} label="normal board" />
        <Swatch colour={openColour('statue', null)} label="statue board" />
        <Swatch colour={PALETTE.team.red} label="red campfire" />
        <Swatch colour={PALETTE.team.blue} label="blue campfire" />
        <Swatch colour={PALETTE.obstacle} label="obstacle" />
        <Swatch colour={PALETTE.blueSide} label="blue side" kind="line" />
        <Swatch colour={PALETTE.visible} label="in sight" />
        <Swatch colour={PALETTE.hidden} label="in cone, hidden" />
        <Swatch colour={PALETTE.reachNear} label="reach, 1 move" />
        <Swatch colour={PALETTE.reachFar} label="reach, full move" />
        <Swatch colour={`linear-gradient(90deg, ${PALETTE.exposure.join(', ')})`} label="exposure, low → high" />
      </ul>
      <p className="help">Drag: orbit · right-drag: pan · wheel: zoom · 0–5 ← →: facing · V / M / E: vision / reach / exposure · + −: movement · Esc: clear</p>
    </details>
  );
}

/** The DOM overlay over the canvas. */
export function Hud() {
  return (
    <div className="hud">
      <MapPanel />
      <SelectionPanel />
      <Legend />
      <HoverReadout />
    </div>
  );
}
