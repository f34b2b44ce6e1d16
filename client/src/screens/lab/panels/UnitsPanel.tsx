import '../labStrings';
import { DIRECTION_INDICES, type Direction } from '../../../../../shared/hex';
import { CONTENT } from '../../../../../shared/content';
import { contentString, useLanguage, useT } from '../../../i18n';
import { DIRECTION_ARROWS } from './directions';
import { useEditor } from '../editorStore';
import { labScenarioText } from '../scenarioExport';
import { download } from '../download';

/** Characters placed in the lab to study positions with the overlays, and the scenario export. */
export function UnitsPanel() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const units = useEditor((s) => s.history.present.units);
  const layout = useEditor((s) => s.history.present.layout);
  const draft = useEditor((s) => s.unitDraft);
  const tool = useEditor((s) => s.tool);
  const e = useEditor.getState();
  const name = (id: string) => contentString(language, CONTENT.characters[id]?.nameKey ?? id);
  const bothTeams = units.some((u) => u.team === 'red') && units.some((u) => u.team === 'blue');
  return (
    <details className="panel units-panel" open={tool === 'unit' || units.length > 0} data-testid="units-panel">
      <summary>
        <strong>{t('lab.units')}</strong>
      </summary>
      <div className="row">
        <label>
          {t('lab.units.character')}{' '}
          <select
            value={draft.character}
            onChange={(ev) => e.setUnitDraft({ character: ev.target.value })}
            data-testid="unit-character"
          >
            {Object.keys(CONTENT.characters)
              .sort()
              .map((id) => (
                <option key={id} value={id} disabled={units.some((u) => u.character === id)}>
                  {name(id)}
                </option>
              ))}
          </select>
        </label>
        <label>
          {t('lab.units.team')}{' '}
          <select
            value={draft.team}
            onChange={(ev) => e.setUnitDraft({ team: ev.target.value as 'red' | 'blue' })}
            data-testid="unit-team"
          >
            <option value="red">{t('lab.team.red')}</option>
            <option value="blue">{t('lab.team.blue')}</option>
          </select>
        </label>
        <label>
          {t('lab.units.facing')}{' '}
          <select
            value={draft.facing}
            onChange={(ev) => e.setUnitDraft({ facing: Number(ev.target.value) as Direction })}
            data-testid="unit-facing"
          >
            {DIRECTION_INDICES.map((d) => (
              <option key={d} value={d}>
                {DIRECTION_ARROWS[d]} {t(`lab.dir.${d}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {units.length === 0 ? (
        <p className="dim small">{t('lab.units.none')}</p>
      ) : (
        <ul className="units" data-testid="units">
          {units.map((u) => (
            <li key={u.character}>
              <span className={`team-dot ${u.team}`} /> {name(u.character)} · {u.at.q},{u.at.r} ·{' '}
              {DIRECTION_ARROWS[u.facing]}
              <button
                type="button"
                title={t('lab.units.turn')}
                onClick={() => e.dispatch({ kind: 'unit-face', at: u.at, facing: ((u.facing + 1) % 6) as Direction })}
              >
                ⟲
              </button>
              <button
                type="button"
                title={t('lab.remove')}
                onClick={() => e.dispatch({ kind: 'unit-remove', at: u.at })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="row">
        <button
          type="button"
          data-testid="export-scenario"
          disabled={!bothTeams}
          title={t('lab.units.export.title')}
          onClick={() => download('lab-scenario.json', labScenarioText(layout, units), 'application/json')}
        >
          {t('lab.units.export')}
        </button>
        {!bothTeams && units.length > 0 && <span className="dim small">{t('lab.units.needBoth')}</span>}
      </div>
    </details>
  );
}
