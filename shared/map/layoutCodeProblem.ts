// What is wrong with a layout code, as data (the words are in layoutCodeText.ts). A file of its own so that types.ts
// can name it without importing the texts.

/** One thing wrong with a layout code; positions are 1-based characters of the trimmed text. */
export type LayoutCodeProblem =
  | { kind: 'not-text' }
  | { kind: 'empty' }
  | { kind: 'bad-character'; at: number; char: string }
  | { kind: 'bad-length'; length: number }
  | { kind: 'bad-ending'; at: number; char: string }
  | { kind: 'too-short'; length: number }
  | { kind: 'unknown-version'; version: number }
  | { kind: 'checksum' }
  | { kind: 'board-count'; count: number }
  | { kind: 'ends-early'; part: 'boards' | 'statue' | 'obstacles' | 'islands' }
  | { kind: 'unknown-board'; board: number; index: number }
  | { kind: 'bad-rotation'; board: number; rotation: number }
  | { kind: 'unknown-statue'; index: number }
  | { kind: 'unknown-campfire' }
  | { kind: 'extra-bytes'; count: number }
  | { kind: 'link-without-code' };
