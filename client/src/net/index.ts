/** client/src/net — the room connection: colyseus.js client, leaf-view rebuild, reconnection, error replies. */
export {
  useRoom,
  createRoomStore,
  type RoomStoreState,
  type ConnectionStatus,
  type CreateRoomInput,
} from './roomStore';
export { rebuildView, overlayLeaves, unflattenLeaves } from './leaves';
export { serverEndpoint } from './endpoint';
export type { NetError } from './errors';
export type { RoomSnapshot, SeatInfo, RoomOptions, MemberInfo, PromptInfo } from './roomSnapshot';
export { seatsOf } from './roomSnapshot';
