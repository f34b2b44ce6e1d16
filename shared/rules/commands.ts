/**
 * Commands a seat may send, and the parser that turns unknown input (a network message, a scenario line) into a command
 * or an error naming the bad field (chessops' "parse, then validate" habit).
 */
import type { Direction, Hex } from '../hex';
import { ruleError, type RuleError } from './errors';
import type { TargetRef } from './state';
import { REACTION_USES, type ReactionUse } from './reactions';

/** What a skill, item or equipment use aims at; omitted for self and area skills. */
export type TargetInput = TargetRef;

/** Every command (R-ACT, R-STD, R-BONUS, setup choices, answers to pending decisions). */
export type Command =
  | { type: 'move'; path: Hex[] }
  | { type: 'turn'; facing: Direction }
  | { type: 'skill'; skill: string; target?: TargetInput; curse?: boolean }
  | { type: 'flip'; board?: number; side?: 0 | 1 }
  | { type: 'rune' }
  | { type: 'item'; slot: number; target?: TargetInput; curse?: boolean }
  | { type: 'equipment'; target?: TargetInput }
  | { type: 'resetEquipment' }
  | { type: 'buy'; card: string }
  | { type: 'endTurn' }
  | { type: 'choose'; prompt: number; option: number }
  | { type: 'place'; prompt: number; cell: Hex; facing: Direction; side?: 0 | 1; form?: string }
  | {
      type: 'react';
      prompt: number;
      use: ReactionUse;
      skill?: string;
      slot?: number;
      target?: TargetInput;
      curse?: boolean;
    }
  | { type: 'pass'; prompt: number }
  /** O-54: the sender's team concedes (the room sends it once the team agreed, docs/online.md "Concede and draw offers"). */
  | { type: 'concede' }
  /** O-55: both teams agreed to a draw (the room sends it once the other team accepted an offer). */
  | { type: 'agreeDraw' };

export const COMMAND_TYPES = [
  'move',
  'turn',
  'skill',
  'flip',
  'rune',
  'item',
  'equipment',
  'resetEquipment',
  'buy',
  'endTurn',
  'choose',
  'place',
  'react',
  'pass',
  'concede',
  'agreeDraw',
] as const;
export type CommandType = (typeof COMMAND_TYPES)[number];

type Parsed<T> = { ok: true; value: T } | { ok: false; error: RuleError };
const bad = (field: string, what: string): { ok: false; error: RuleError } => ({
  ok: false,
  error: ruleError('command/malformed', `${field}: ${what}`),
});
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const HEX_EXPECTED = 'expected a cell {q, r} of integers';

/** Parses a cell {q, r} with small integer coordinates. */
export function parseHex(v: unknown, field: string): Parsed<Hex> {
  const h = hexOf(v);
  return h ? { ok: true, value: h } : bad(field, HEX_EXPECTED);
}

/** A fresh cell {q, r} from input with small integer coordinates, or null (parseHex without the result wrapper). */
function hexOf(v: unknown): Hex | null {
  return isObj(v) && isInt(v.q, -999, 999) && isInt(v.r, -999, 999) ? { q: v.q, r: v.r } : null;
}

function parseTarget(v: unknown, field: string): Parsed<TargetInput | undefined> {
  if (v === undefined) return { ok: true, value: undefined };
  if (!isObj(v)) return bad(field, 'expected {unit}, {statue: true}, {cell} or {direction}');
  if (typeof v.unit === 'string' && v.unit.length > 0 && v.unit.length < 64)
    return { ok: true, value: { unit: v.unit } };
  if (v.statue === true) return { ok: true, value: { statue: true } };
  if (v.cell !== undefined) {
    const c = parseHex(v.cell, `${field}.cell`);
    return c.ok ? { ok: true, value: { cell: c.value } } : c;
  }
  if (isInt(v.direction, 0, 5)) return { ok: true, value: { direction: v.direction as Direction } };
  return bad(field, 'expected {unit}, {statue: true}, {cell} or {direction}');
}

/** Turns unknown input into a command, or a `command/malformed` / `command/unknown` error naming the bad field. */
export function parseCommand(input: unknown): Parsed<Command> {
  if (!isObj(input)) return bad('command', 'expected an object');
  const t = input.type;
  if (typeof t !== 'string') return bad('type', 'expected a string');
  if (!(COMMAND_TYPES as readonly string[]).includes(t))
    return {
      ok: false,
      error: ruleError('command/unknown', `type: unknown command ${JSON.stringify(t).slice(0, 40)}`),
    };
  switch (t as CommandType) {
    case 'move': {
      if (!Array.isArray(input.path) || input.path.length === 0 || input.path.length > 64)
        return bad('path', 'expected 1 to 64 cells');
      const path: Hex[] = [];
      for (let i = 0; i < input.path.length; i++) {
        const c = hexOf(input.path[i]);
        if (!c) return bad(`path[${i}]`, HEX_EXPECTED);
        path.push(c);
      }
      return { ok: true, value: { type: 'move', path } };
    }
    case 'turn':
      if (!isInt(input.facing, 0, 5)) return bad('facing', 'expected a direction 0..5');
      return { ok: true, value: { type: 'turn', facing: input.facing as Direction } };
    case 'skill': {
      if (typeof input.skill !== 'string' || input.skill.length === 0 || input.skill.length > 64)
        return bad('skill', 'expected a skill id');
      if (input.curse !== undefined && typeof input.curse !== 'boolean') return bad('curse', 'expected true or false');
      const target = parseTarget(input.target, 'target');
      if (!target.ok) return target;
      // Optional fields set key by key, in the order the spreads they replace gave (a spread per field was most of the parse).
      const value: Command = { type: 'skill', skill: input.skill };
      if (target.value) value.target = target.value;
      if (input.curse) value.curse = true;
      return { ok: true, value };
    }
    case 'flip': {
      if (input.board !== undefined && !isInt(input.board, 0, 7)) return bad('board', 'expected a board index');
      if (input.side !== undefined && input.side !== 0 && input.side !== 1) return bad('side', 'expected 0 or 1');
      if (input.side !== undefined && input.board === undefined) return bad('board', 'a side needs its board');
      const value: Command = { type: 'flip' };
      if (input.board !== undefined) value.board = input.board as number;
      if (input.side !== undefined) value.side = input.side as 0 | 1;
      return { ok: true, value };
    }
    case 'pass':
      if (!isInt(input.prompt, 0, Number.MAX_SAFE_INTEGER)) return bad('prompt', 'expected a prompt id');
      return { ok: true, value: { type: 'pass', prompt: input.prompt } };
    case 'react': {
      if (!isInt(input.prompt, 0, Number.MAX_SAFE_INTEGER)) return bad('prompt', 'expected a prompt id');
      if (typeof input.use !== 'string' || !(REACTION_USES as readonly string[]).includes(input.use))
        return bad('use', `expected one of ${REACTION_USES.join(', ')}`);
      if (
        input.use === 'skill' &&
        (typeof input.skill !== 'string' || input.skill.length === 0 || input.skill.length > 64)
      )
        return bad('skill', 'expected a skill id');
      if (input.use === 'item' && !isInt(input.slot, 0, 7)) return bad('slot', 'expected an item slot index');
      if (input.curse !== undefined && typeof input.curse !== 'boolean') return bad('curse', 'expected true or false');
      const target = parseTarget(input.target, 'target');
      if (!target.ok) return target;
      const value: Command = { type: 'react', prompt: input.prompt, use: input.use as ReactionUse };
      if (input.use === 'skill') value.skill = input.skill as string;
      if (input.use === 'item') value.slot = input.slot as number;
      if (target.value) value.target = target.value;
      if (input.curse) value.curse = true;
      return { ok: true, value };
    }
    case 'rune':
    case 'resetEquipment':
    case 'endTurn':
    case 'concede':
    case 'agreeDraw':
      return { ok: true, value: { type: t as 'rune' | 'resetEquipment' | 'endTurn' | 'concede' | 'agreeDraw' } };
    case 'item': {
      if (!isInt(input.slot, 0, 7)) return bad('slot', 'expected an item slot index');
      const target = parseTarget(input.target, 'target');
      if (!target.ok) return target;
      const value: Command = { type: 'item', slot: input.slot };
      if (target.value) value.target = target.value;
      return { ok: true, value };
    }
    case 'equipment': {
      const target = parseTarget(input.target, 'target');
      if (!target.ok) return target;
      const value: Command = { type: 'equipment' };
      if (target.value) value.target = target.value;
      return { ok: true, value };
    }
    case 'buy':
      if (typeof input.card !== 'string' || input.card.length === 0 || input.card.length > 64)
        return bad('card', 'expected a card id');
      return { ok: true, value: { type: 'buy', card: input.card } };
    case 'choose':
      if (!isInt(input.prompt, 0, Number.MAX_SAFE_INTEGER)) return bad('prompt', 'expected a prompt id');
      if (!isInt(input.option, 0, 9999)) return bad('option', 'expected an option index');
      return { ok: true, value: { type: 'choose', prompt: input.prompt, option: input.option } };
    case 'place': {
      if (!isInt(input.prompt, 0, Number.MAX_SAFE_INTEGER)) return bad('prompt', 'expected a prompt id');
      const cell = parseHex(input.cell, 'cell');
      if (!cell.ok) return cell;
      if (!isInt(input.facing, 0, 5)) return bad('facing', 'expected a direction 0..5');
      if (input.side !== undefined && input.side !== 0 && input.side !== 1) return bad('side', 'expected 0 or 1');
      if (input.form !== undefined && (typeof input.form !== 'string' || input.form.length === 0))
        return bad('form', 'expected a form id');
      const value: Command = {
        type: 'place',
        prompt: input.prompt,
        cell: cell.value,
        facing: input.facing as Direction,
      };
      if (input.side !== undefined) value.side = input.side as 0 | 1;
      if (input.form !== undefined) value.form = input.form as string;
      return { ok: true, value };
    }
  }
}
