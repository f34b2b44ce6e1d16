// Every change the server makes to a library's internals, one file each (docs/architecture.md "Library patches" has
// the table: patch, package@version, what and why, the test that guards it). The process-wide ones are applied here,
// once, after a check that each patched package is at the version its patches were written for; the others act on one
// room, socket, transport or controller and are applied where that object is made.
import { installEncoderBufferSize } from './encoderBuffer';
import { assertPinnedVersions, PINNED_PACKAGES } from './pinnedVersions';
import { installSparseChangeIndexes } from './sparseChangeIndexes';
import { installStringLengthFix } from './stringLengthFix';

export { withCorkedClients } from './corkClients';
export { GuardedEntryRoom } from './GuardedEntryRoom';
export { dropStringifyingFallback } from './messageFallback';
export { PINNED_PACKAGES, PinnedVersionError } from './pinnedVersions';
export { normalizeJoinByIdIds } from './roomIdSpelling';
export { shareHandshake } from './sharedHandshake';
export { hookSocket, type HookedSocket } from './socketHooks';
export { PING_SLICES, StaggeredPingTransport } from './StaggeredPingTransport';

let applied = false;

/**
 * Checks the pinned versions (a PinnedVersionError names the package, the pinned and the found version) and applies
 * the process-wide patches: the encoder buffer size, the string length fix and the sparse change indexes. Before any
 * room encodes (the room's schema calls it as it loads); a second call does nothing.
 */
export function applyLibraryPatches(): void {
  if (applied) return;
  assertPinnedVersions(PINNED_PACKAGES);
  installEncoderBufferSize();
  installStringLengthFix();
  installSparseChangeIndexes();
  applied = true;
}
