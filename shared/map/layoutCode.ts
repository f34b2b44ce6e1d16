// Short shareable layout codes: base64url of a compact binary with a version byte and a checksum (docs/maps.md).
import { boardDefs, boardIndex } from './boardDefs';
import { fromLattice, toLattice } from './lattice';
import type { Hex } from '../hex';
import type { LayoutCodeProblem } from './layoutCodeProblem';
import { describeLayoutCodeProblem } from './layoutCodeText';
import type { Layout, LayoutError, PlacedBoard, Rotation } from './types';

/** The current layout code format version (first byte). */
export const LAYOUT_CODE_VERSION = 1;

const NONE = 0xff;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (RFC 4648 §5). */
function toBase64Url(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = bytes.length - i >= 3 ? 4 : bytes.length - i + 1;
    for (let k = 0; k < chars; k++) out += ALPHABET[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

/** The bytes of a base64url text, or where it is not one (1-based character positions). */
function fromBase64Url(text: string): { bytes: number[] } | { problem: LayoutCodeProblem } {
  for (let i = 0; i < text.length; i++) {
    if (ALPHABET.indexOf(text[i]) < 0) return { problem: { kind: 'bad-character', at: i + 1, char: text[i] } };
  }
  if (text.length % 4 === 1) return { problem: { kind: 'bad-length', length: text.length } };
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < chunk.length ? ALPHABET.indexOf(chunk[k]) : 0);
    const count = chunk.length - 1;
    // Non-zero padding bits: not a code we wrote (its last character is off).
    if (n & ((1 << (24 - 8 * count)) - 1))
      return { problem: { kind: 'bad-ending', at: text.length, char: text[text.length - 1] } };
    for (let k = 0; k < count; k++) bytes.push((n >> (16 - 8 * k)) & 0xff);
  }
  return { bytes };
}

/** 16-bit checksum of the payload (FNV-1a, folded), so a mistyped or cut code is caught. */
export function layoutCodeChecksum(bytes: readonly number[]): number {
  let h = 0x811c9dc5;
  for (const b of bytes) {
    h ^= b;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h ^ (h >>> 16)) & 0xffff;
}

function int8(n: number, what: string): number {
  if (!Number.isInteger(n) || n < -128 || n > 127)
    throw new RangeError(`encodeLayout: ${what} ${n} does not fit the code (−128..127)`);
  return n & 0xff;
}
const signed = (b: number) => (b > 127 ? b - 256 : b);

/**
 * Encodes a layout as a short base64url code. Bytes: version; board count; per board (index << 4 | rotation,
 * lattice a, lattice b); statue board index or 0xFF; campfires (red << 4 | blue) or 0xFF; obstacle count and
 * (q, r) pairs; island count and (q, r) pairs; 2-byte checksum. Throws on a layout that validateLayout rejects
 * structurally (unknown board, off-lattice position), which is a programmer error.
 */
export function encodeLayout(layout: Layout): string {
  const bytes: number[] = [LAYOUT_CODE_VERSION, layout.boards.length];
  if (layout.boards.length > 15) throw new RangeError('encodeLayout: at most 15 boards');
  for (const p of layout.boards) {
    const index = boardIndex(p.board);
    const lattice = toLattice(p.at);
    if (index < 0) throw new RangeError(`encodeLayout: unknown board "${p.board}"`);
    if (!lattice) throw new RangeError(`encodeLayout: board "${p.board}" at (${p.at.q},${p.at.r}) is off the lattice`);
    bytes.push((index << 4) | p.rotation, int8(lattice.a, 'lattice a'), int8(lattice.b, 'lattice b'));
  }
  const indexOf = (id: string) => {
    const i = boardIndex(id);
    if (i < 0) throw new RangeError(`encodeLayout: unknown board "${id}"`);
    return i;
  };
  bytes.push(layout.statue === null ? NONE : indexOf(layout.statue));
  bytes.push(layout.campfires === null ? NONE : (indexOf(layout.campfires.red) << 4) | indexOf(layout.campfires.blue));
  for (const list of [layout.obstacles, layout.islands]) {
    if (list.length > 255) throw new RangeError('encodeLayout: at most 255 markers of a kind');
    bytes.push(list.length);
    for (const h of list) bytes.push(int8(h.q, 'marker q'), int8(h.r, 'marker r'));
  }
  const sum = layoutCodeChecksum(bytes);
  bytes.push(sum >> 8, sum & 0xff);
  return toBase64Url(bytes);
}

/** Decodes a layout code; a corrupt, truncated or foreign code gives `layout/bad-code` (the layout rules are not checked here: call validateLayout). */
export function decodeLayout(code: string): { ok: true; layout: Layout } | { ok: false; error: LayoutError } {
  const bad = (problem: LayoutCodeProblem) => ({
    ok: false as const,
    error: {
      code: 'layout/bad-code' as const,
      ruleId: null,
      board: null,
      message: `not a valid layout code: ${describeLayoutCodeProblem(problem, 'en')}`,
      codeProblem: problem,
    },
  });
  if (typeof code !== 'string') return bad({ kind: 'not-text' });
  const text = code.trim();
  if (text === '') return bad({ kind: 'empty' });
  const read = fromBase64Url(text);
  if ('problem' in read) return bad(read.problem);
  const bytes = read.bytes;
  if (bytes.length < 8) return bad({ kind: 'too-short', length: text.length });
  if (bytes[0] !== LAYOUT_CODE_VERSION) return bad({ kind: 'unknown-version', version: bytes[0] });
  const body = bytes.slice(0, -2);
  const sum = (bytes[bytes.length - 2] << 8) | bytes[bytes.length - 1];
  if (layoutCodeChecksum(body) !== sum) return bad({ kind: 'checksum' });

  let pos = 1;
  const need = (n: number) => pos + n <= body.length;
  const count = body[pos++];
  if (count === 0 || count > 15) return bad({ kind: 'board-count', count });
  if (!need(3 * count)) return bad({ kind: 'ends-early', part: 'boards' });
  const boards: PlacedBoard[] = [];
  for (let i = 0; i < count; i++) {
    const head = body[pos++];
    const index = head >> 4;
    const rotation = head & 15;
    if (index >= boardDefs.length) return bad({ kind: 'unknown-board', board: i + 1, index });
    if (rotation > 5) return bad({ kind: 'bad-rotation', board: i + 1, rotation });
    const at = fromLattice(signed(body[pos++]), signed(body[pos++]));
    boards.push({ board: boardDefs[index].id, at, rotation: rotation as Rotation });
  }
  if (!need(2)) return bad({ kind: 'ends-early', part: 'statue' });
  const statueByte = body[pos++];
  const campByte = body[pos++];
  if (statueByte !== NONE && statueByte >= boardDefs.length) return bad({ kind: 'unknown-statue', index: statueByte });
  if (campByte !== NONE && (campByte >> 4 >= boardDefs.length || (campByte & 15) >= boardDefs.length))
    return bad({ kind: 'unknown-campfire' });
  const lists: Hex[][] = [];
  for (const what of ['obstacles', 'islands'] as const) {
    if (!need(1)) return bad({ kind: 'ends-early', part: what });
    const n = body[pos++];
    if (!need(2 * n)) return bad({ kind: 'ends-early', part: what });
    const list: Hex[] = [];
    for (let i = 0; i < n; i++) list.push({ q: signed(body[pos++]), r: signed(body[pos++]) });
    lists.push(list);
  }
  if (pos !== body.length) return bad({ kind: 'extra-bytes', count: body.length - pos });
  return {
    ok: true,
    layout: {
      boards,
      obstacles: lists[0],
      islands: lists[1],
      statue: statueByte === NONE ? null : boardDefs[statueByte].id,
      campfires: campByte === NONE ? null : { red: boardDefs[campByte >> 4].id, blue: boardDefs[campByte & 15].id },
    },
  };
}
