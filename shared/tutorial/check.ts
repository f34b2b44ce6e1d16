/**
 * A small strict checker for the tutorial's step scripts: every problem is collected with the path of the bad field,
 * and unknown fields are refused (the same habit as the strict scenario format, docs/scenarios.md).
 */
export type ScriptError = { path: string; message: string };

export class Check {
  readonly errors: ScriptError[] = [];

  fail(path: string, message: string): false {
    this.errors.push({ path, message });
    return false;
  }

  object(v: unknown, path: string): v is Record<string, unknown> {
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return true;
    return this.fail(path, 'expected an object');
  }

  /** Refuses fields outside `allowed` (with a hint when one is two letters away) and missing `required` ones. */
  fields(v: Record<string, unknown>, path: string, allowed: readonly string[], required: readonly string[] = []): void {
    for (const k of Object.keys(v)) {
      if (allowed.includes(k)) continue;
      const near = allowed.find((a) => editDistance(a, k) <= 2);
      this.fail(join(path, k), `unknown field ${k}${near ? ` (did you mean ${near}?)` : ''}`);
    }
    for (const k of required) if (v[k] === undefined) this.fail(join(path, k), 'missing');
  }

  string(v: unknown, path: string): v is string {
    return typeof v === 'string' && v.length > 0 ? true : this.fail(path, 'expected a non-empty string');
  }

  int(v: unknown, path: string, min: number, max: number): v is number {
    return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? true
      : this.fail(path, `expected an integer from ${min} to ${max}`);
  }

  array(v: unknown, path: string, min = 0): v is unknown[] {
    if (!Array.isArray(v)) return this.fail(path, 'expected a list');
    return v.length >= min ? true : this.fail(path, `expected at least ${min} entries`);
  }

  oneOf<T extends string>(v: unknown, allowed: readonly T[], path: string): v is T {
    return typeof v === 'string' && (allowed as readonly string[]).includes(v)
      ? true
      : this.fail(path, `expected one of ${allowed.join(', ')}`);
  }

  /** A cell written as [q, r]. */
  cell(v: unknown, path: string): v is [number, number] {
    if (Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && Math.abs(n as number) < 100))
      return true;
    return this.fail(path, 'expected a cell [q, r] of integers');
  }
}

export const join = (path: string, key: string | number): string =>
  typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;

function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}
