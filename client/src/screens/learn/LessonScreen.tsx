import { KeyHelp } from '../../ui/KeyHelp';
import { SKIP_ACTIONS_ID, SkipLinks } from '../../ui/SkipLinks';
import { LESSON_KEYS } from '../../input/keyMap';
import { useEffect, useMemo, useState } from 'react';
import { hexKey } from '../../../../shared/hex';
import { legalCommands, type Command, type RuleError } from '../../../../shared/rules';
import { awaiting } from '../../../../shared/rules/awaiting';
import { currentStep, isComplete, learnerAwaits, type OffStep, type TutorialRun } from '../../../../shared/tutorial';
import { useT } from '../../i18n';
import '../../i18n/learnStrings';
import { LanguageSwitch } from '../../settings/LanguageSwitch';
import { navigate } from '../../nav/route';
import { startFirstGame } from './firstGame';
import { ActionPanel } from '../match/hud/ActionPanel';
import { CharacterSheet } from '../match/hud/CharacterSheet';
import { ChainPanel } from '../match/hud/ChainPanel';
import { EventLog } from '../match/hud/EventLog';
import type { ClickRefusal } from '../match/control/clickRefusal';
import { useMatchUi } from '../match/control/matchUi';
import { useEngine } from '../match/control/engine';
import { InitiativeTrack, RoundTrack } from '../match/hud/Tracks';
import { UnitLabelLayer } from '../match/scene/UnitLabels';
import { useMatchController } from '../match/control/useMatchController';
import { behindUnitById, panCamera, rotateCamera, topDownCamera } from '../../scene/cameraControls';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { InstructionPanel } from './InstructionPanel';
import { TextBoard } from '../match/hud/TextBoard';
import { LearnCanvas } from './LearnCanvas';
import { publishLearnHook } from './learnHook';
import { stepMarks } from './stepMarks';
import { tryCommand, withTryableSkills } from './tryable';
import { useTutorial } from './tutorialStore';
import { usePanelsKey } from './usePanelsKey';
import { useNarrowHud } from './useNarrowHud';

/** The end of a chapter: what next (the next chapter, the chapter list, or the first real game after the last). */
function ChapterDone({
  onNext,
  onChapters,
}: {
  run: TutorialRun;
  onNext: (() => void) | null;
  onChapters: () => void;
}) {
  const t = useT();
  return (
    <div className="game-over learn-done" role="dialog" aria-label={t('learn.chapterDone')} data-testid="learn-done">
      <h2>{t('learn.chapterDone')}</h2>
      <div className="row">
        {onNext ? (
          <button type="button" className="primary" data-testid="learn-next" onClick={onNext}>
            {t('learn.next')}
          </button>
        ) : (
          <p>{t('learn.allDone')}</p>
        )}
        <button type="button" onClick={onChapters}>
          {t('learn.chapters')}
        </button>
        {!onNext ? (
          <button type="button" onClick={() => void startFirstGame()}>
            {t('learn.firstGame')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** A chapter being played: the board with the step's marks, the instructions, and the match HUD driven by the runner. */
export function LessonScreen({ run, nextChapter }: { run: TutorialRun; nextChapter: string | null }) {
  const t = useT();
  const tutorial = useTutorial();
  const [refused, setRefused] = useState<{ command: unknown; error: RuleError | OffStep } | null>(null);
  // A click that sent nothing (an obstacle, a far cell, a unit with no skill picked) says why, until the next click.
  const [clickNote, setClickNote] = useState<ClickRefusal | null>(null);
  // F (and a new step) frames the step again.
  const [reframes, setReframes] = useState(0);
  const narrow = useNarrowHud();
  const { state, chapter } = run;
  const step = currentStep(run);
  const awaits = learnerAwaits(run);
  const learnerUnit = state.seats[chapter.learner];
  // The HUD's previews (target odds, "on you", the area's hits) ask the engine module the match loads late; `legal`
  // waits for it as in a match, or the reaction prompt read "no damage" for a hit it could not preview (issue 27).
  const engine = useEngine();
  const legal = useMemo(
    () => (awaits && engine ? withTryableSkills(state, legalCommands(state, chapter.learner)) : null),
    [state, awaits, engine, chapter.learner],
  );
  // The lesson's prompt: what the engine waits for from the learner (`awaiting()`), with no clock.
  const prompt = useMemo(() => {
    const a = awaits ? awaiting(state) : null;
    return a ? { id: a.id, kind: a.kind, seats: a.seats, deadline: 0 } : null;
  }, [state, awaits]);
  const send = (command: Command | unknown) => {
    const error = tutorial.send(command);
    setRefused(error ? { command, error } : null);
    setClickNote(null);
    useMatchUi.getState().reset();
  };
  const { ui, names, highlights, clickCell, clickUnit } = useMatchController({
    state,
    legal,
    send,
    aimAreas: false,
    selectUnits: false,
    // The tutorial lets the learner try what no legal command answers: the engine's refusal is the lesson.
    tryClick: (key, mode) => tryCommand(state, legal, mode, key),
    // A click no command answers: the engine's reason (clickRefusal), else a plain "nothing to do there".
    refused: setClickNote,
    fallback: () => ({ key: awaits ? 'learn.nothingThere' : 'learn.notYourMove', params: {} }),
    keys: {
      arm: (armed) => useMatchUi.getState().arm(armed),
      armLabel: (what) => t(what === 'endTurn' ? 'match.endTurn' : what === 'flip' ? 'match.flip' : 'match.rune'),
      // The tutorial lets the learner try a refused skill: the engine's refusal is the lesson.
      refuse: (slot) => useMatchUi.getState().setMode({ kind: 'skill', skill: slot.skill, curse: false }),
      camera: {
        pan: panCamera,
        rotate: rotateCamera,
        reset: () => setReframes((n) => n + 1),
        topDown: topDownCamera,
        behindUnit: () => void (learnerUnit && behindUnitById(learnerUnit)),
      },
      arrowsPan: true,
      cycleUnit: () => undefined,
    },
  });
  const marks = useMemo(
    () => stepMarks(state, step, learnerUnit, run.lastError ? refused : null),
    [state, step, learnerUnit, run.lastError, refused],
  );
  // The camera frames the step again between the panels whenever one of them changes size (aiming brings target
  // buttons with their odds, a reaction prompt replaces the skill bar, a note grows the instructions): the cell to tap
  // is never under a panel.
  const panels = usePanelsKey('.learn .match-top, .learn .match-left, .learn .match-right, .learn .match-bottom');
  const focusKey = `${chapter.id}:${run.step}:${reframes}:${panels}`;

  useEffect(() => {
    useMatchUi.getState().reset();
  }, [tutorial.version]);
  useEffect(() => {
    publishLearnHook(
      {
        version: tutorial.version,
        chapter: chapter.id,
        step: run.step,
        stepId: step?.id ?? null,
        steps: chapter.steps.length,
        complete: isComplete(run),
        reading: !!step && 'continue' in step.gate,
        unit: learnerUnit,
        unitCell: learnerUnit && state.units[learnerUnit]?.pos ? hexKey(state.units[learnerUnit].pos!) : null,
        awaits,
        refused: run.lastError
          ? { code: run.lastError.code, ruleId: ('ruleId' in run.lastError ? run.lastError.ruleId : null) ?? null }
          : null,
        clickNote: clickNote?.key ?? null,
      },
      marks,
      step?.highlight.control ?? null,
    );
  });

  const shown = learnerUnit ? state.units[learnerUnit] : null;
  const lit = marks.skill ? ` learn-skill-${marks.skill}` : '';
  const control = step?.highlight.control ? ` learn-control-${step.highlight.control}` : '';
  // On a wide screen the board in words shares the right column with the log (a lesson's log is short), so the
  // instructions and the character sheet have the left one to themselves; in the column HUD it stays under them.
  const textBoard = (
    <TextBoard
      version={tutorial.version}
      state={state}
      viewer={chapter.learner}
      legal={legal}
      from={learnerUnit}
      send={awaits !== null ? send : null}
      marked={marks.act ? [marks.act] : []}
    />
  );
  return (
    <main className={`match learn${lit}${control}`} data-testid="learn-screen" data-acting={awaits !== null}>
      <SkipLinks />
      <ErrorBoundary fallback={<p className="fatal">The 3D view could not start (WebGL unavailable?).</p>}>
        <LearnCanvas
          state={state}
          events={run.lastEvents}
          highlights={highlights.cells}
          targetUnits={highlights.targetUnits}
          hovered={ui.hovered}
          marks={marks}
          focusKey={focusKey}
          onCellHover={ui.hover}
          onCellClick={clickCell}
          onUnitClick={clickUnit}
        />
      </ErrorBoundary>
      {marks.skill ? (
        <style>{`.learn .skill-btn[data-skill="${marks.skill}"], .learn .react-btn[data-skill="${marks.skill}"] { box-shadow: 0 0 0 3px #ffcc33, 0 0 14px #ffcc33; }`}</style>
      ) : null}
      <UnitLabelLayer state={state} names={names} activeUnit={state.turn?.unit ?? null} />
      <div className="match-hud">
        <header className="match-top">
          <RoundTrack state={state} />
          <InitiativeTrack state={state} names={names} selected={learnerUnit} onSelect={() => undefined} />
          <div className="match-toolbar">
            <LanguageSwitch />
            <button type="button" className="ghost" onClick={() => navigate('/')}>
              {t('learn.home')}
            </button>
          </div>
        </header>
        <aside className="match-left">
          <InstructionPanel
            run={run}
            onContinue={tutorial.next}
            onUndo={tutorial.undo}
            onRetry={tutorial.retry}
            onRestart={tutorial.restart}
            onSkip={tutorial.skip}
            onChapters={() => tutorial.open(null)}
            clickNote={clickNote}
          />
          {shown ? <CharacterSheet state={state} unit={shown} name={names[shown.id]} /> : null}
          {narrow ? textBoard : null}
        </aside>
        <aside className="match-right">
          <ChainPanel state={state} names={names} />
          <EventLog events={run.log} state={state} />
          {narrow ? null : textBoard}
          <KeyHelp table={LESSON_KEYS} />
        </aside>
        <footer className="match-bottom" id={SKIP_ACTIONS_ID}>
          <ActionPanel
            state={state}
            legal={legal}
            mode={ui.mode}
            draft={ui.draft}
            names={names}
            waitingFor=""
            prompt={prompt}
            setMode={ui.setMode}
            setDraft={ui.setDraft}
            send={send}
            aimAreas={false}
          />
        </footer>
        {isComplete(run) ? (
          <ChapterDone
            run={run}
            onNext={nextChapter ? () => tutorial.open(nextChapter) : null}
            onChapters={() => tutorial.open(null)}
          />
        ) : null}
      </div>
    </main>
  );
}
