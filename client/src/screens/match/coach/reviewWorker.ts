// A web worker that reviews a finished match for one seat (shared/ai/coach reviewMatch): the page never freezes while
// the search weighs the decisions. One request in; progress messages, then the review or the failure.
import { reviewMatch, type RecordedCommand, type Review } from '../../../../../shared/ai/coach';
import * as rules from '../../../../../shared/rules';
import type { MatchSetup, Seat } from '../../../../../shared/rules';

export type ReviewRequest = { setup: MatchSetup; commands: RecordedCommand[]; seat: Seat; seed: number };
export type ReviewReply =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; review: Review }
  | { type: 'failed'; message: string };

/** The worker's global scope as this file uses it (the project's TypeScript lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(reply: ReviewReply): void;
};

scope.onmessage = (e) => {
  const { setup, commands, seat, seed } = e.data;
  try {
    const review = reviewMatch(rules, setup, commands, seat, {
      seed,
      onProgress: (done, total) => scope.postMessage({ type: 'progress', done, total }),
    });
    scope.postMessage({ type: 'done', review });
  } catch (error) {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
