// What a map file keeps of a study (shared/map mapFile.ts MapFileStudy): the layout it measured, its plan in short, the
// verdict in both languages and blue's share with the interval the verdict quoted (report.decision).
import type { MapFileStudy } from '../map';
import type { StudyReport } from './tally';

/** The summary of a report that a map file (and the lab's gallery) keeps. */
export function mapFileStudyOf(report: StudyReport): MapFileStudy {
  const { wins, games, low, high } = report.decision;
  return {
    layoutCode: report.layoutCode,
    games: report.games,
    seed: report.seed,
    rules: report.rules,
    bot: report.bot,
    verdict: { en: report.verdict.en, zh: report.verdict.zh },
    blueShare: { wins, games, low, high },
  };
}
