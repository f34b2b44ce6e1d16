// A room's schema as BattleRoom keeps it, without the room: four seats held by clients c0..c3, the encoder, and each
// seat's StateView seeing its layer (for tests and benchmarks of the projection and the patches it makes).
import { Encoder, StateView } from '@colyseus/schema';
import { SEATS } from '../../server/engine';
import { BattleState, SeatLayer, SeatState } from '../../server/rooms/schema/BattleState';
import { showSeatLayer } from '../../server/rooms/seatLayerView';

export function heldRoomSchema(): { state: BattleState; encoder: Encoder; views: StateView[] } {
  const state = new BattleState();
  for (const seat of SEATS) {
    state.seats.push(new SeatState().assign({ seat, holder: `c${seat}` }));
    state.layers.push(new SeatLayer().assign({ seat }));
  }
  const encoder = new Encoder(state);
  const views = SEATS.map((seat) => {
    const v = new StateView();
    showSeatLayer(v, state.layers[seat]);
    return v;
  });
  return { state, encoder, views };
}
