export {
  COACH_BUDGET,
  MAX_MOMENTS,
  MIN_LOSS,
  replayStates,
  reviewMatch,
  weighDecision,
  type KeyMoment,
  type RecordedCommand,
  type Review,
  type ReviewBudget,
  type ReviewOptions,
} from './reviewMatch';
export { sameCommand } from './sameCommand';
