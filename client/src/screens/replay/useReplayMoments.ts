/**
 * The replay's key moments (issue 32): which seat is reviewed (the address's `?seat=`, else the first player's seat),
 * its review (computed on demand in a web worker, shared with the result dialog: reviewStore), and at the shown step
 * the moment there with its better command's preview and drawing.
 */
import { useMemo, useState } from 'react';
import * as rules from '../../../../shared/rules';
import type { Seat } from '../../../../shared/rules';
import { momentDrawing } from '../match/coach/momentDrawing';
import { reviewKey, useReviews } from '../match/coach/reviewStore';
import type { Replay, ReplayRecord } from './rebuildReplay';

/** The seat the address names (`?seat=N`), else the first seat a player held, else seat 0. */
function firstSeat(record: ReplayRecord | null): Seat {
  const asked = Number(new URLSearchParams(location.search).get('seat'));
  if (Number.isInteger(asked) && asked >= 0 && asked <= 3) return asked as Seat;
  const player = record?.seats.findIndex((s) => !s.bot) ?? -1;
  return (player >= 0 ? player : 0) as Seat;
}

export function useReplayMoments(matchId: string, record: ReplayRecord | null, replay: Replay | null, step: number) {
  const [chosenSeat, setSeat] = useState<Seat | null>(null);
  const seat = chosenSeat ?? firstSeat(record);
  const review = useReviews((s) => s.reviews[reviewKey(matchId, seat)]);
  const startReview = useReviews((s) => s.start);
  const moments = review?.status === 'done' ? review.review.moments : [];
  const moment = moments.find((m) => m.ply === step) ?? null;
  const state = replay?.states[step] ?? null;
  const shown = useMemo(() => {
    if (!moment || !state) return null;
    const r = rules.previewCommand(state, moment.seat, moment.better);
    const preview = r.ok ? r.preview : null;
    return { moment, state, preview, drawing: momentDrawing(state, moment.better, preview) };
  }, [moment, state]);
  const start = () => record && startReview({ matchId, setup: record.setup, commands: record.commands }, seat);
  return { seat, setSeat, review, moments, shown, start };
}
