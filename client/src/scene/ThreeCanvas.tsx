import { createRoot, events, extend, type ReconcilerRoot, type RenderProps, type Size } from '@react-three/fiber';
import { Component, Suspense, useInsertionEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  DirectionalLight,
  Group,
  HemisphereLight,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
} from 'three';

/**
 * Every three.js class the board scenes create as a JSX element (`<mesh>`, `<group>`, ...), with those the drei helpers
 * we use create (Html: group, mesh, planeGeometry, shaderMaterial; Line, OrbitControls, Text and Billboard use
 * `<primitive>` or `<group>`). r3f's own `<Canvas>` registers the whole `three` namespace (`extend(THREE)`), which keeps
 * every class of three.js in the bundle; this list lets the bundler leave the rest out (docs/client.md "Delivery").
 * A new element type needs its class here, or r3f throws "R3F: X is not part of the THREE namespace".
 */
export const THREE_CATALOGUE = {
  DirectionalLight,
  Group,
  HemisphereLight,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  ShaderMaterial,
};
extend(THREE_CATALOGUE);

/** What ThreeCanvas takes: r3f's root settings (camera, gl, dpr, frameloop, onCreated, ...) and the wrapper's attributes. */
export type ThreeCanvasProps = Omit<RenderProps<HTMLCanvasElement>, 'size' | 'events'> & {
  children?: ReactNode;
  className?: string;
  role?: string;
  'aria-label'?: string;
};

/** Hands an error thrown inside the scene to the canvas component, which rethrows it to the DOM tree's boundaries. */
class SceneErrorBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * r3f's `<Canvas>` on its documented `createRoot` API, with the explicit catalogue above instead of all of three.js.
 * Same DOM (a div filling its parent, a measured div, the canvas), same pointer events (on the outer div, which also
 * holds drei's Html), errors inside the scene rethrown to the DOM tree like `<Canvas>` does. Not carried over, as no
 * board needs them: React context bridging into the scene (our stores are zustand), async renderers, `eventSource`.
 */
export function ThreeCanvas({
  children,
  className,
  role,
  'aria-label': ariaLabel,
  onCreated,
  onPointerMissed,
  ...config
}: ThreeCanvasProps) {
  const divRef = useRef<HTMLDivElement>(null);
  const sizeRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0, top: 0, left: 0 });
  const [error, setError] = useState<unknown>(null);
  const latest = useRef({ onCreated, onPointerMissed });
  if (error) throw error;

  useLayoutEffect(() => {
    latest.current = { onCreated, onPointerMissed };
  });

  // The canvas follows its box (r3f's Canvas does this with react-use-measure).
  useLayoutEffect(() => {
    const box = sizeRef.current!;
    const measure = () => {
      const r = box.getBoundingClientRect();
      setSize((s) =>
        s.width === r.width && s.height === r.height && s.top === r.top && s.left === r.left
          ? s
          : { width: r.width, height: r.height, top: r.top, left: r.left },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);

  // Insertion effects are not replayed by StrictMode: the root is released once, when the canvas really goes.
  useInsertionEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );

  // Every render hands the new settings and children to the scene's root, as `<Canvas>` does (so no dependency list:
  // setError runs only when the root fails, which renders the error instead of the scene, not this effect again).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on every render on purpose
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || size.width <= 0 || size.height <= 0) return;
    root.current ??= createRoot(canvas);
    const r = root.current;
    r.configure({
      ...config,
      events,
      size,
      onPointerMissed: (event) => latest.current.onPointerMissed?.(event),
      onCreated: (state) => {
        // Pointer events on the wrapper, as `<Canvas>` connects them; drei's Html mounts its DOM there too.
        state.events.connect?.(divRef.current!);
        latest.current.onCreated?.(state);
      },
    }).catch(setError);
    if (r.ready.status !== 'fulfilled') return;
    r.render(
      <SceneErrorBoundary onError={setError}>
        <Suspense fallback={null}>{children}</Suspense>
      </SceneErrorBoundary>,
    );
  });

  return (
    <div
      ref={divRef}
      className={className}
      role={role}
      aria-label={ariaLabel}
      style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}
    >
      <div ref={sizeRef} style={{ width: '100%', height: '100%' }}>
        <canvas ref={canvasRef} style={{ display: 'block' }} />
      </div>
    </div>
  );
}
