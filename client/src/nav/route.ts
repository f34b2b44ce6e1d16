import { useSyncExternalStore } from 'react';

/** The screens of the app by address: home (lobby), the map lab (the viewer), a battle room, a replay, the rules, the tutorial. */
export type Route =
  | { name: 'home' }
  | { name: 'lab' }
  | { name: 'rules' }
  | { name: 'local' }
  | { name: 'learn'; chapter: string | null }
  | { name: 'play'; code: string }
  | { name: 'replay'; matchId: string }
  | { name: 'table'; preview: string };

/** Parses an address; "/" with the viewer's old `?seed=` / `?layout=` links still opens the lab. */
export function parseRoute(pathname: string, search = ''): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/lab') return { name: 'lab' };
  if (path === '/rules') return { name: 'rules' };
  if (path === '/local') return { name: 'local' };
  if (path === '/learn') return { name: 'learn', chapter: null };
  const lesson = /^\/learn\/([a-z0-9-]{1,40})$/.exec(path);
  if (lesson) return { name: 'learn', chapter: lesson[1] };
  const play = /^\/play\/([A-Za-z0-9]{4,12})$/.exec(path);
  if (play) return { name: 'play', code: play[1].toUpperCase() };
  const replay = /^\/replay\/([A-Za-z0-9_-]{1,128})$/.exec(path);
  if (replay) return { name: 'replay', matchId: replay[1] };
  const table = /^\/table\/([a-z0-9-]{1,32})$/.exec(path);
  if (table) return { name: 'table', preview: table[1] };
  if (path === '/') {
    const params = new URLSearchParams(search);
    if (params.has('seed') || params.has('layout') || params.has('lab')) return { name: 'lab' };
  }
  return { name: 'home' };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

/** Goes to another screen without reloading the page. */
export function navigate(path: string, replace = false): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  notify();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The current route; re-renders on navigate() and the browser's back/forward. */
export function useRoute(): Route {
  const href = useSyncExternalStore(
    subscribe,
    () => location.pathname + location.search,
    () => '/',
  );
  const url = new URL(href, 'http://x');
  return parseRoute(url.pathname, url.search);
}
