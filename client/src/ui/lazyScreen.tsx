import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

/**
 * A screen in a chunk of its own (docs/client.md "Delivery"), drawn as soon as its chunk has loaded and `placeholder`
 * until then. Not React.lazy in a Suspense boundary: React holds back the reveal of a suspended tree until 300 ms after
 * its fallback appeared (FALLBACK_THROTTLE_MS), which put a match's first frame 300 ms or more later than needed.
 * `eager` starts loading the chunk at once (when the module that defines the screen loads), not on first render.
 * A chunk that fails to load throws on render, to the nearest error boundary, as React.lazy does.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    eager = false,
    placeholder = <p className="screen-loading">…</p>,
  }: { eager?: boolean; placeholder?: ReactNode } = {},
): ComponentType<P> {
  let screen: ComponentType<P> | null = null;
  let failure: { error: unknown } | null = null;
  let pending: Promise<void> | null = null;
  const start = () =>
    (pending ??= load().then(
      (s) => {
        screen = s;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  if (eager) void start();

  return function LazyScreen(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (screen || failure) return;
      let live = true;
      void start().then(() => live && rerender());
      return () => {
        live = false;
      };
    }, []);
    if (failure) throw failure.error;
    const Screen = screen;
    return Screen ? <Screen {...props} /> : <>{placeholder}</>;
  };
}
