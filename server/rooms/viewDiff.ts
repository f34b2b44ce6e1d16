// The view diffs live in shared/rules/viewLeaves.ts beside the leaf codec; re-exported for server code.
export { diffViews, jsonEqual, overlayViews } from '../../shared/rules/viewLeaves';
