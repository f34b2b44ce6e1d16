// Issue 28 break 1: after a real crash (a storm of errors, a kill -9) nobody started `npm start`'s server again. The
// supervisor starts a child that died again, passes a stop on, and a child whose supervisor is gone shuts down.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supervise } from '../../server/supervisor';
import { until } from './helpers';

/** A child that counts its starts in a file and, on its first start only, exits as a crashed server does. */
function crashOnceScript(dir: string): string {
  const script = path.join(dir, 'child.mjs');
  writeFileSync(
    script,
    `
    import { readFileSync, writeFileSync, existsSync } from 'node:fs';
    const f = ${JSON.stringify(path.join(dir, 'starts'))};
    const n = existsSync(f) ? Number(readFileSync(f, 'utf8')) + 1 : 1;
    writeFileSync(f, String(n));
    if (n === 1) process.exit(1);
    process.on('SIGTERM', () => process.exit(0));
    setInterval(() => {}, 1000);
  `,
  );
  return script;
}

describe('the supervisor of npm start', () => {
  it('starts the server again after it exits with an error, and ends with it when stopped', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ifera-supervisor-'));
    const logs: string[] = [];
    let doneWith: number | null = null;
    const s = supervise({
      script: crashOnceScript(dir),
      log: (l) => logs.push(l),
      done: (code) => {
        doneWith = code;
      },
    });
    const starts = () =>
      existsSync(path.join(dir, 'starts')) ? Number(readFileSync(path.join(dir, 'starts'), 'utf8')) : 0;
    await until(() => starts() === 2 && s.child() !== null, 10_000, 'a second start');
    expect(logs.join('\n')).toContain('exited with 1');
    s.stop();
    await until(() => doneWith !== null, 10_000, 'the supervisor done');
    expect(doneWith).toBe(0);
    expect(starts()).toBe(2);
  });

  it('starts it again after a kill -9', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ifera-supervisor-'));
    writeFileSync(path.join(dir, 'starts'), '1'); // no crash of its own: it runs until killed
    let doneWith: number | null = null;
    const logs: string[] = [];
    const s = supervise({
      script: crashOnceScript(dir),
      log: (l) => logs.push(l),
      done: (code) => {
        doneWith = code;
      },
    });
    const first = await until(() => s.child()?.pid, 10_000, 'the first child');
    await until(() => readFileSync(path.join(dir, 'starts'), 'utf8') === '2', 10_000, 'the first child running');
    process.kill(first, 'SIGKILL');
    await until(
      () => readFileSync(path.join(dir, 'starts'), 'utf8') === '3' && s.child() !== null,
      10_000,
      'a start after the kill',
    );
    expect(logs.join('\n')).toContain('SIGKILL');
    s.stop();
    await until(() => doneWith !== null, 10_000, 'the supervisor done');
  });
});
