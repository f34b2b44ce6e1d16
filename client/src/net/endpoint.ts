/** Where the game server is: the page's own origin, except under the vite dev server (port 5173), where it is :2567. */
export function serverEndpoint(
  loc: { protocol: string; hostname: string; port: string; host: string } = location,
): string {
  if (loc.port === '5173') return `${loc.protocol}//${loc.hostname}:2567`;
  return `${loc.protocol}//${loc.host}`;
}
