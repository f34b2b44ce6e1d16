/**
 * shared/study — balance studies (issue 15 §2, docs/studies.md): bot self-play on one layout with characters, seats
 * and teams rotated, statistics with 95 % Wilson intervals, a sequential stop rule, a verdict in en and zh-Hans, JSON
 * and CSV. Pure: imports only shared/rules, shared/ai, shared/map and shared/content; workers are the caller's.
 *
 *   makeStudyPlan(options) → { ok, plan } | { ok: false, errors: [{ option, message }] }
 *   gameSetup(plan, i), studyScenario(plan, i), playStudyGame(plan, i) → GameRecord
 *   StudyTally (add records in game order; report()), runStudy(plan, { workers, onProgress }) → { done, cancel }
 *   answerStudyRequest(request) (a worker's body), inlineStudyWorker()
 *   wilson(wins, games, z?), lookAt / settle (stop rule), studyVerdict, reportJson / reportCsv / formatReport
 *   compareReports(a, b) / formatComparison: two maps under the same plan, differences with 95 % intervals
 *   runComparison(planA, planB, { startWorkers }) → { done, cancel }: A then B, then the table (CLI --vs and the lab)
 *   mapFileStudyOf(report): what a map file keeps of a study (shared/map MapFileStudy)
 */
export * from './plan';
export * from './studyBot';
export * from './rotation';
export * from './gameRecord';
export * from './playStudyGame';
export * from './heatmap';
export * from './wilson';
export * from './stopRule';
export * from './verdict';
export * from './tally';
export * from './runStudy';
export * from './exportReport';
export * from './compareReports';
export * from './runComparison';
export * from './mapFileStudy';
