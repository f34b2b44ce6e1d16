import '../labStrings';
import { boardDefs, describeLayoutProblem } from '../../../../../shared/map';
import { useLanguage, useT } from '../../../i18n';
import { useEditor } from '../editorStore';
import { problemsOf } from '../problemsOf';

/** The live check: every broken rule in words (the boards concerned are outlined red on the map), or what a standard map still lacks. */
export function ProblemsPanel() {
  const t = useT();
  const language = useLanguage((s) => s.language);
  const layout = useEditor((s) => s.history.present.layout);
  const selectBoard = useEditor((s) => s.selectBoard);
  const problems = problemsOf(layout);
  const missing: string[] = [];
  const boardsLeft = boardDefs.length - layout.boards.length;
  if (boardsLeft > 0)
    missing.push(
      boardsLeft === 1 ? t('lab.problems.missing.board') : t('lab.problems.missing.boards', { n: boardsLeft }),
    );
  if (layout.statue === null) missing.push(t('lab.problems.missing.statue'));
  if (layout.campfires === null) missing.push(t('lab.problems.missing.camps'));
  return (
    <section className="panel problems-panel" aria-label={t('lab.problems')} data-testid="problems-panel">
      <strong>{t('lab.problems')}</strong>
      {problems.length > 0 ? (
        <ul className="problems" data-testid="problems">
          {problems.map((p, i) => (
            <li
              key={i}
              data-testid="problem"
              data-board={p.board ?? ''}
              data-rule={p.ruleId}
              onClick={() => p.board && selectBoard(p.board)}
            >
              {/* The words end with the rule id in brackets: that id becomes a link to the rule on /rules. */}
              {describeLayoutProblem(p, language).replace(new RegExp(`\\s*\\(${p.ruleId}\\)$`), '')} (
              <a href={`/rules#${p.ruleId}`} data-testid="problem-rule" onClick={(e) => e.stopPropagation()}>
                {p.ruleId}
              </a>
              )
            </li>
          ))}
        </ul>
      ) : (
        <p data-testid="problems-ok">{missing.length === 0 ? t('lab.problems.standardOk') : t('lab.problems.ok')}</p>
      )}
      {problems.length === 0 && missing.length > 0 && (
        <p className="dim" data-testid="problems-missing">
          {t('lab.problems.incomplete', { what: missing.join(language === 'zh' ? '、' : ', ') })}
        </p>
      )}
    </section>
  );
}
