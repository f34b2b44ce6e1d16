import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** A package the server patches, and the one version its patches were written against and tested with. */
export type PinnedPackage = {
  name: string;
  version: string;
  /** Resolve it as this package does (the `ws` that @colyseus/ws-transport loads); the server's own import if absent. */
  from?: string;
};

/** An installed package whose version is not the pinned one (or that could not be found). */
export type VersionMismatch = { name: string; pinned: string; found: string };

/** The server refuses to start: a patched package is not at the version its patches were written for. */
export class PinnedVersionError extends Error {
  constructor(readonly mismatches: VersionMismatch[]) {
    super(
      mismatches
        .map(
          (m) =>
            `${m.name}: the server's library patches (server/patches) are written for ${m.pinned}, found ${m.found}`,
        )
        .join('\n') +
        '\nInstall the pinned versions (npm ci), or check each patch against the new version and update the pins ' +
        '(server/patches/index.ts, docs/architecture.md "Library patches").',
    );
    this.name = 'PinnedVersionError';
  }
}

const requireHere = createRequire(import.meta.url);

/**
 * The version of `pkg` that Node loads (from `from`'s place when given): its entry resolved, then the nearest
 * package.json above it that names it. Its `exports` hide `pkg/package.json` itself. 'not installed' when absent.
 */
export function installedVersion(pkg: string, from?: string): string {
  try {
    const require = from ? createRequire(requireHere.resolve(from)) : requireHere;
    let dir = dirname(require.resolve(pkg));
    for (;;) {
      try {
        const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
        if (json.name === pkg) return json.version ?? 'no version';
      } catch {
        // no package.json here: look further up
      }
      const up = dirname(dir);
      if (up === dir) return 'not installed';
      dir = up;
    }
  } catch {
    return 'not installed';
  }
}

/** Every pinned package whose installed version differs, as `read` finds them. */
export function versionMismatches(
  pins: readonly PinnedPackage[],
  read: (pkg: string, from?: string) => string = installedVersion,
): VersionMismatch[] {
  return pins
    .map((p) => ({ name: p.name, pinned: p.version, found: read(p.name, p.from) }))
    .filter((m) => m.found !== m.pinned);
}

/** Throws PinnedVersionError, naming each package with its pinned and found version, unless every one matches. */
export function assertPinnedVersions(
  pins: readonly PinnedPackage[],
  read: (pkg: string, from?: string) => string = installedVersion,
): void {
  const mismatches = versionMismatches(pins, read);
  if (mismatches.length > 0) throw new PinnedVersionError(mismatches);
}

/**
 * The packages whose internals server/patches reaches, at the versions the patches were written for (package.json pins
 * the first three exactly; `ws` comes with @colyseus/ws-transport, at package-lock.json's version). A new version may
 * move what a patch relies on: check each patch of that package (docs/architecture.md "Library patches") before changing
 * a pin here.
 */
export const PINNED_PACKAGES: readonly PinnedPackage[] = [
  { name: '@colyseus/core', version: '0.16.26' },
  { name: '@colyseus/schema', version: '3.0.76' },
  { name: '@colyseus/ws-transport', version: '0.16.5' },
  { name: 'ws', version: '8.23.0', from: '@colyseus/ws-transport' },
];
