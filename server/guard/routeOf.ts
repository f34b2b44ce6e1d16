import { matchMaker } from '@colyseus/core';

/**
 * Routes as the routers will match them, for the limits in front of them. A limit keyed on another reading of the URL
 * than the router's is bypassed by spelling the route differently (issue 28: `POST /matchmake//create/battle` and
 * `/?x=/matchmake/create/battle` skipped the room quota, `GET /API/matches` the API limit).
 */

/** A matchmaker call: the method and room name Colyseus will read from a URL. */
export type MatchmakeCall = { method: string; roomName: string };

/**
 * The matchmaker call Colyseus makes of `url`, or null when it does not route the URL to the matchmaker. Colyseus' own
 * reading (core Server.attachMatchMakingRoutes and handleMatchMakeRequest), on the same controller settings: any URL
 * containing `/matchmake` anywhere (query included) goes to the matchmaker, whose method and room name are the two
 * words after the word `matchmake` among the URL's runs of `[A-Za-z0-9_-]` (slashes, dots, `?`, `=`, `%` and repeated
 * slashes are all separators), or the first two words when `matchmake` is no word of its own.
 */
export function matchmakeCall(url: string): MatchmakeCall | null {
  const { matchmakeRoute, allowedRoomNameChars } = matchMaker.controller;
  if (url.indexOf(`/${matchmakeRoute}`) === -1) return null;
  const words: string[] = url.match(allowedRoomNameChars) ?? [];
  const at = words.indexOf(matchmakeRoute);
  return { method: words[at + 1] ?? '', roomName: words[at + 2] ?? '' };
}

/**
 * The path of `url` as Express matches routes, widened so that every spelling Express would take for a path reads the
 * same here: no query or fragment, percent-encodings decoded, lower case (Express routes ignore case), repeated
 * slashes as one. What Express would not route to the path may read the same too: a limit applied to it costs nothing.
 */
export function routePath(url: string): string {
  let path = url.split(/[?#]/, 1)[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed encoding: Express does not decode it either.
  }
  return path.toLowerCase().replace(/\/{2,}/g, '/');
}
