// Why the lab's editor refused an edit, as data (the words are in editRefusalText.ts). A file of its own so that
// types.ts can name it without importing the texts, which import the board definitions, which import types.ts.
import type { Hex } from '../hex';

/** What made an edit impossible. */
export type EditRefusalKind =
  | 'unknown-board'
  | 'central-fixed'
  | 'already-placed'
  | 'not-placed'
  | 'not-lattice'
  | 'spot-taken'
  | 'no-twin'
  | 'twin-kind'
  | 'twin-breaks-rule'
  | 'obstacle-not-open'
  | 'obstacle-on-statue'
  | 'island-on-board'
  | 'island-adrift'
  | 'not-statue-board'
  | 'not-campfire-board'
  | 'same-campfires'
  | 'unit-not-standable'
  | 'unit-twice'
  | 'no-unit';

/** A refusal as data: its kind and what it names (board ids, a cell, a unit's name already in the reader's language). */
export type EditRefusal = {
  kind: EditRefusalKind;
  board?: string;
  other?: string;
  cell?: Hex;
  unit?: string;
  /** For twin-breaks-rule: the rule the twin would break, in words with its id (describeLayoutProblem). */
  problem?: { en: string; zh: string };
};
