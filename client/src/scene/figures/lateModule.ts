import { useEffect, useReducer } from 'react';

/**
 * A module the table needs only after its first frame (the animation planner, the status icon drawings): loaded in a
 * chunk of its own so a match's initial JavaScript stays within its budget (docs/client.md "Delivery"). `get()` is the
 * module once loaded, else null; `load()` starts (once) and resolves to it.
 */
export type LateModule<T> = { get: () => T | null; load: () => Promise<T> };

export function lateModule<T>(load: () => Promise<T>): LateModule<T> {
  let mod: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get: () => mod,
    load: () =>
      (pending ??= load().then((m) => {
        mod = m;
        return m;
      })),
  };
}

/** The module in a component: null at first, the module after a re-render once it has loaded. */
export function useLateModule<T>(m: LateModule<T>): T | null {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (m.get()) return;
    let live = true;
    void m.load().then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [m]);
  return m.get();
}

/** The table's late modules. */
export const animationModule = lateModule(() => import('./animationQueue'));
export const statusIconModule = lateModule(() => import('./statusIcons'));
