import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Length of a join code: 31^6 ≈ 887 million codes. */
export const JOIN_CODE_LENGTH = 6;

/** A fresh random join code (the room's id, so `joinById(code)` joins it). */
export function makeJoinCode(): string {
  let s = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) s += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  return s;
}

/** Whether a string looks like a join code (case-insensitive). */
export function isJoinCode(s: unknown): s is string {
  return typeof s === 'string' && new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`, 'i').test(s);
}

/** A join code as typed (any case, spaces around it) in the form rooms are kept under; other ids pass unchanged. */
export function normalizeJoinCode(id: string): string {
  const trimmed = id.trim();
  return isJoinCode(trimmed) ? trimmed.toUpperCase() : id;
}
