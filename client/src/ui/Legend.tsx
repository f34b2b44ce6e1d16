import { openColour, PALETTE } from '../scene/palette';

/** Props of a legend entry: a colour (or CSS gradient), its meaning, and whether it stands for a fill or a line. */
type SwatchProps = { colour: string; label: string; kind?: 'fill' | 'line' };

/** One legend entry. */
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
export function Legend() {
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
      <p className="help">Drag: orbit · right-drag: pan · wheel: zoom · 0–5 ← →: facing · V / M / E: vision / reach / exposure · + −: movement · F: frame map · Esc: clear</p>
    </details>
  );
}
