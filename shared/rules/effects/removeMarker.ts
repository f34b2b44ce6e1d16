/** removeMarker: the source's markers of a kind — on the chosen cell when there is one, else all of them. */
import { emit } from '../context';
import type { EffectKindHandler } from './application';

export const removeMarkerEffect: EffectKindHandler<'removeMarker'> = {
  validate(c, v, path) {
    c.string(v.marker, `${path}.marker`);
  },
  apply({ ctx, source, targetCell }, effect) {
    const s = ctx.state;
    const gone = s.markers.filter(
      (m) =>
        m.kind === effect.marker &&
        m.owner === source.id &&
        (!targetCell || (m.cell.q === targetCell.q && m.cell.r === targetCell.r)),
    );
    s.markers = s.markers.filter((m) => !gone.includes(m));
    for (const m of gone) emit(ctx, { type: 'markerRemoved', marker: m.id, kind: m.kind });
  },
};
