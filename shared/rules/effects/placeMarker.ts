/**
 * placeMarker: a named map marker on the chosen cell (or the source's); at `max` markers of that kind the oldest moves
 * (default) or, with onLimit 'refuse', the use is refused at declaration (R-EDWIN-2).
 */
import { emit } from '../context';
import { ruleError } from '../errors';
import type { GameState } from '../state';
import type { EffectKindHandler } from './application';

/** How many markers of a kind a unit owns. */
const markersOf = (state: GameState, kind: string, owner: string) =>
  state.markers.filter((m) => m.kind === kind && m.owner === owner);

export const placeMarkerEffect: EffectKindHandler<'placeMarker'> = {
  validate(c, v, path) {
    c.string(v.marker, `${path}.marker`);
    c.optional(v.at, () => c.oneOf(v.at, ['targetCell', 'sourceCell'] as const, `${path}.at`));
    c.optional(v.onLimit, () => c.oneOf(v.onLimit, ['refuse', 'moveOldest'] as const, `${path}.onLimit`));
    c.optional(v.max, () => c.int(v.max, `${path}.max`, 1, 9));
  },
  refuseDeclaration(state, unit, effect) {
    if (effect.onLimit !== 'refuse' || effect.max === undefined) return null;
    if (markersOf(state, effect.marker, unit.id).length < effect.max) return null;
    return ruleError('content/marker_limit', `at most ${effect.max} ${effect.marker} markers`, 'R-EDWIN-2');
  },
  apply({ ctx, source, targetCell }, effect) {
    const s = ctx.state;
    const cell = effect.at === 'sourceCell' ? source.pos : targetCell;
    if (!cell) return;
    const mine = markersOf(s, effect.marker, source.id);
    if (effect.max !== undefined && mine.length >= effect.max) {
      const oldest = mine[0];
      s.markers = s.markers.filter((m) => m !== oldest);
      emit(ctx, { type: 'markerRemoved', marker: oldest.id, kind: oldest.kind });
    }
    s.counters.marker = (s.counters.marker ?? 0) + 1;
    const id = `${effect.marker}-${s.counters.marker}`;
    s.markers = [...s.markers, { id, kind: effect.marker, cell: { ...cell }, owner: source.id }]; // shared with the input (cloneState.ts)
    emit(ctx, { type: 'markerPlaced', marker: id, kind: effect.marker, cell: { ...cell } });
  },
};
