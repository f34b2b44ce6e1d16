// The server's entry. The quiet start (server/quietStart.ts) comes first and the server (server/start.ts) is loaded
// after it: a bundle evaluates its packages' static imports before any of its own code, and @colyseus/tools reads its
// environment files as it loads.
import './quietStart';

await import('./start');
