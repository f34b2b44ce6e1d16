// The server's entry. The quiet start (server/quietStart.ts) comes first and the server (server/start.ts) is loaded
// after it: a bundle evaluates its packages' static imports before any of its own code, and @colyseus/tools reads its
// environment files as it loads.
import './quietStart';
import { assertPinnedVersions, PINNED_PACKAGES, PinnedVersionError } from './patches/pinnedVersions';

// The server patches library internals (server/patches): it refuses to start on a version its patches were not
// written for, naming the package, the pinned and the found version.
try {
  assertPinnedVersions(PINNED_PACKAGES);
} catch (e) {
  if (!(e instanceof PinnedVersionError)) throw e;
  console.error(`The server does not start:\n${e.message}`);
  process.exit(1);
}

await import('./start');
