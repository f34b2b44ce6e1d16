// The leaf codec lives in shared/rules/viewLeaves.ts (server and client both use it); re-exported for server code.
export { childPath, encodeLeaf, encodeOpaque, flattenView, OPAQUE_PATHS, overlayLeaves, unflattenView, type Leaves } from '../../shared/rules/viewLeaves';
