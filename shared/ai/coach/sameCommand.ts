import type { Command } from '../../rules/commands';

/**
 * Whether two commands are the same decision for the coach: equal fields in any key order, and two moves to the same
 * cell (a recorded path and the legal list's path may differ on the way, which is not what a review is about).
 */
export function sameCommand(a: Command, b: Command): boolean {
  if (a.type === 'move' && b.type === 'move') {
    const x = a.path[a.path.length - 1];
    const y = b.path[b.path.length - 1];
    return !!x && !!y && x.q === y.q && x.r === y.r;
  }
  return stableJson(a) === stableJson(b);
}

/** JSON with object keys sorted, so that field order does not matter. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}
