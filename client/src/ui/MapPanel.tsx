import { useState, type FormEvent } from 'react';
import type { MapChoice } from '../board/mapSource';
import { useViewer } from '../store';
import { randomSeed } from './randomSeed';

/** The title of the shown map. */
function mapTitle(choice: MapChoice) {
  if (choice.kind === 'beginner') return <>Beginner map</>;
  if (choice.kind === 'standard') return <>Standard map · seed <output data-testid="seed">{choice.seed}</output></>;
  return <>Shared layout</>;
}

/** Map choice: beginner layout, a random deal, a deal from a typed seed, or a layout code; and the shown map's code. */
export function MapPanel() {
  const choice = useViewer((s) => s.choice);
  const showBeginner = useViewer((s) => s.showBeginner);
  const dealStandard = useViewer((s) => s.dealStandard);
  const loadCode = useViewer((s) => s.loadCode);
  const resetView = useViewer((s) => s.resetView);
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
        <button type="button" onClick={resetView} title="Frame the whole map again (key F)" aria-label="Reset view">⟲</button>
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
