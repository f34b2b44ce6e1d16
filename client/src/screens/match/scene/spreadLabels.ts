/** A label's anchor on screen (its bottom centre, above the standee) and its size, in pixels. */
export type LabelBox = { x: number; y: number; width: number; height: number };

/**
 * Moves labels up until none overlaps another: standees side by side otherwise stack their name tags into one
 * unreadable blot. Labels lower on the screen (nearer the camera) keep their place; each one above is lifted just
 * clear of those already placed. Returns the new anchor heights (y), in the input order.
 */
export function spreadLabels(boxes: LabelBox[], gap = 2): number[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[b].y - boxes[a].y || boxes[a].x - boxes[b].x);
  const ys = boxes.map((b) => b.y);
  const placed: number[] = [];
  for (const i of order) {
    const b = boxes[i];
    // Lift until clear of every placed label it would overlap; each lift may reveal another overlap above.
    for (let moved = true; moved;) {
      moved = false;
      for (const j of placed) {
        const o = boxes[j];
        const overlapX = Math.abs(b.x - o.x) < (b.width + o.width) / 2;
        const overlapY = ys[i] > ys[j] - o.height - gap && ys[i] - b.height < ys[j] + gap;
        if (overlapX && overlapY) {
          ys[i] = ys[j] - o.height - gap;
          moved = true;
        }
      }
    }
    placed.push(i);
  }
  return ys;
}
