// Issue 29 "Server": every library patch behind one index (server/patches), a start-up check that each patched package
// is at the version its patches were written for, and one table in docs/architecture.md ("Library patches") that names
// each patch, its package@version, and the test that guards it.
import { Encoder } from '@colyseus/schema';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { engine } from '../../server/engine';
import { ENCODER_BUFFER_BYTES } from '../../server/patches/encoderBuffer';
import {
  assertPinnedVersions,
  installedVersion,
  PINNED_PACKAGES,
  PinnedVersionError,
  versionMismatches,
} from '../../server/patches/pinnedVersions';
import { emptyProjection, projectToSchema } from '../../server/rooms/projectToSchema';
import { ROOT } from '../support/importGraph';
import { heldRoomSchema } from './heldRoomSchema';

const pinned = (name: string) => PINNED_PACKAGES.find((p) => p.name === name)!.version;

describe('the start-up check of the patched packages', () => {
  it('refuses a package at another version, naming the package, the pinned and the found version', () => {
    const read = (pkg: string) => (pkg === '@colyseus/schema' ? '3.0.77' : pinned(pkg));
    expect(versionMismatches(PINNED_PACKAGES, read)).toEqual([
      { name: '@colyseus/schema', pinned: '3.0.76', found: '3.0.77' },
    ]);
    expect(() => assertPinnedVersions(PINNED_PACKAGES, read)).toThrow(PinnedVersionError);
    expect(() => assertPinnedVersions(PINNED_PACKAGES, read)).toThrow(
      "@colyseus/schema: the server's library patches (server/patches) are written for 3.0.76, found 3.0.77",
    );
  });

  it('names a patched package that is not installed', () => {
    expect(installedVersion('no-such-package-ifera')).toBe('not installed');
    const read = (pkg: string) => (pkg === 'ws' ? installedVersion('no-such-package-ifera') : pinned(pkg));
    expect(() => assertPinnedVersions(PINNED_PACKAGES, read)).toThrow(
      /ws: .* written for 8\.23\.0, found not installed/,
    );
  });

  it('passes with the installed packages, which are the pins of package.json and package-lock.json', () => {
    expect(versionMismatches(PINNED_PACKAGES)).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    for (const { name, version } of PINNED_PACKAGES) {
      expect(lock.packages[`node_modules/${name}`].version, name).toBe(version);
      if (manifest.dependencies[name]) expect(manifest.dependencies[name], name).toBe(version);
    }
  });
});

describe('the patches table (docs/architecture.md "Library patches")', () => {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.slice(doc.indexOf('### Library patches'));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `server/patches/'))
    .map((line) => line.split('|').map((cell) => cell.trim()));

  it('has one row per patch file, and every patch file is applied or exported by the index', () => {
    const files = readdirSync(join(ROOT, 'server/patches')).filter(
      (f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'pinnedVersions.ts',
    );
    expect(rows.map((r) => r[1].replace(/`/g, '').replace('server/patches/', '')).sort()).toEqual(files.sort());
    const index = readFileSync(join(ROOT, 'server/patches/index.ts'), 'utf8');
    for (const f of files) expect(index, f).toContain(`from './${f.replace(/\.ts$/, '')}'`);
  });

  it('names each patched package at its pinned version, and a test file that exists', () => {
    for (const row of rows) {
      const packages = [...row[2].matchAll(/(@?[\w/.-]+)@(\d[\w.-]*)/g)];
      expect(packages.length, row[1]).toBeGreaterThan(0);
      for (const [, name, version] of packages) expect(`${name}@${version}`).toBe(`${name}@${pinned(name)}`);
      const tests = [...row[4].matchAll(/`(test\/[^`]+)`/g)].map((m) => m[1]);
      expect(tests.length, row[1]).toBeGreaterThan(0);
      for (const t of tests) expect(existsSync(join(ROOT, t)), t).toBe(true);
    }
  });
});

describe('the encoder buffer size (server/patches/encoderBuffer.ts)', () => {
  it("holds a started match's first full state without the library's overflow warning, which the default would give", () => {
    const rules = engine();
    const game = rules.createMatch({ variant: 'standard', seed: 7 });
    const full = (size: number) => {
      const saved = Encoder.BUFFER_SIZE;
      Encoder.BUFFER_SIZE = size;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        const { state, encoder } = heldRoomSchema();
        projectToSchema(state, game, rules, emptyProjection(), () => true);
        const bytes = encoder.encodeAll().byteLength;
        return { bytes, warned: warn.mock.calls.some((c) => String(c[0]).includes('buffer overflow')) };
      } finally {
        warn.mockRestore();
        Encoder.BUFFER_SIZE = saved;
      }
    };
    expect(Encoder.BUFFER_SIZE).toBe(ENCODER_BUFFER_BYTES);
    const patched = full(ENCODER_BUFFER_BYTES);
    expect(patched.warned).toBe(false);
    expect(patched.bytes).toBeGreaterThan(8 * 1024);
    expect(full(8 * 1024).warned).toBe(true);
  });
});
