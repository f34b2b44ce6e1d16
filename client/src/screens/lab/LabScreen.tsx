import './labStrings';
import { useEffect, useMemo, useState } from 'react';
import { hexKey } from '../../../../shared/hex';
import { useViewerKeys } from './useViewerKeys';
import { useT } from '../../i18n';
import { EditorPanel } from './panels/EditorPanel';
import { useEditorKeys } from './editorKeys';
import { followViewer, useEditor } from './editorStore';
import { FactsPanel } from './panels/FactsPanel';
import { installLabHook } from './labHook';
import { ProblemsPanel } from './panels/ProblemsPanel';
import { factsOf } from './problemsOf';
import { CellTint } from './scene/CellTint';
import { EditorScene } from './scene/EditorScene';
import { StudyPanel, type StudyHeatmap } from './study/StudyPanel';
import { UnitsPanel } from './panels/UnitsPanel';
import { BoardCanvas } from './scene/BoardCanvas';
import { useViewer } from './labViewer';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { Hud } from './panels/Hud';
import { useChoiceInAddress } from './urlState';
import { MapFilePanel } from './file/MapFilePanel';
import { MapPictureCapture } from './scene/MapPictureCapture';
import { useMapDoc } from './mapDocStore';
import { mapFileStudyOf } from '../../../../shared/study';
import './lab.css';

installLabHook();

/** The map lab: the 3D map with the editor's scene parts, and the panels (map, editor, check, facts, units, study). */
export function LabScreen() {
  const t = useT();
  useViewerKeys();
  useEditorKeys();
  useChoiceInAddress();
  useEffect(() => followViewer(), []);
  const layout = useEditor((s) => s.history.present.layout);
  const layoutCode = useViewer((s) => s.layoutCode);
  const [heat, setHeat] = useState<StudyHeatmap | null>(null);
  const [showChokes, setShowChokes] = useState(false);
  const chokes = useMemo(
    () => (showChokes ? Object.fromEntries(factsOf(layout).chokePoints.map((h) => [hexKey(h), 1])) : {}),
    [showChokes, layout],
  );
  const heatWeights = useMemo(
    () =>
      heat && heat.max > 0 ? Object.fromEntries(Object.entries(heat.cells).map(([k, v]) => [k, v / heat.max])) : {},
    [heat],
  );
  return (
    <main className="app">
      <ErrorBoundary fallback={<p className="fatal">{t('lab.fatal')}</p>}>
        <BoardCanvas onCellClick={(key) => useEditor.getState().clickCell(parseKey(key))}>
          <EditorScene />
          <CellTint name="choke-points" weights={chokes} low="#ff00ff" high="#ff00ff" />
          <CellTint name="study-heatmap" weights={heatWeights} low="#ffe9a8" high="#c40000" />
          <MapPictureCapture />
        </BoardCanvas>
      </ErrorBoundary>
      <Hud
        left={
          <>
            <EditorPanel />
            <MapFilePanel />
          </>
        }
        right={
          <>
            <ProblemsPanel />
            <FactsPanel onShowChokes={setShowChokes} />
            <UnitsPanel />
            {/* §2 balance studies (helper `study`): the study runs on the lab's current code and hands back a heatmap. */}
            <StudyPanel
              layoutCode={layoutCode}
              onHeatmap={setHeat}
              onReport={(report) => useMapDoc.getState().setStudy(mapFileStudyOf(report))}
            />
          </>
        }
      />
    </main>
  );
}

function parseKey(key: string) {
  const [q, r] = key.split(',').map(Number);
  return { q, r };
}
