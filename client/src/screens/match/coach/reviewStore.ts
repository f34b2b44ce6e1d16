/**
 * The coach's reviews of this page (issue 32 "Key moments"), by match and seat: each is computed once, in a web worker
 * (reviewWorker.ts), and kept, so the result dialog's review is the replay's too. The seed is fixed: the same record
 * gives the same moments wherever it is reviewed.
 */
import { create } from 'zustand';
import type { Review } from '../../../../../shared/ai/coach';
import type { MatchSetup, Seat } from '../../../../../shared/rules';
import type { ReviewReply, ReviewRequest } from './reviewWorker';

/** The review seed (any fixed number: the same record always gives the same moments). */
const REVIEW_SEED = 1;

export type ReviewState =
  | { status: 'running'; done: number; total: number }
  | { status: 'done'; review: Review }
  | { status: 'failed'; message: string };

/** A match record as the coach needs it (GET /api/matches/:id). */
export type ReviewedRecord = { matchId: string; setup: unknown; commands: { seat: number; command: unknown }[] };

type ReviewStore = {
  reviews: Record<string, ReviewState>;
  /** Starts reviewing `seat` of the record, unless it is reviewed or running already. */
  start: (record: ReviewedRecord, seat: Seat) => void;
};

export const reviewKey = (matchId: string, seat: Seat) => `${matchId}:${seat}`;

export const useReviews = create<ReviewStore>()((set, get) => ({
  reviews: {},
  start: (record, seat) => {
    const key = reviewKey(record.matchId, seat);
    const now = get().reviews[key];
    if (now && now.status !== 'failed') return;
    const put = (state: ReviewState) => set((s) => ({ reviews: { ...s.reviews, [key]: state } }));
    put({ status: 'running', done: 0, total: 0 });
    const worker = new Worker(new URL('./reviewWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<ReviewReply>) => {
      const reply = e.data;
      if (reply.type === 'progress') return put({ status: 'running', done: reply.done, total: reply.total });
      put(
        reply.type === 'done' ? { status: 'done', review: reply.review } : { status: 'failed', message: reply.message },
      );
      worker.terminate();
    };
    worker.onerror = (e) => {
      put({ status: 'failed', message: e.message || 'the review worker failed to start' });
      worker.terminate();
    };
    const request: ReviewRequest = {
      setup: record.setup as MatchSetup,
      commands: record.commands,
      seat,
      seed: REVIEW_SEED,
    };
    worker.postMessage(request);
  },
}));
