import { Component, type ReactNode } from 'react';

/** Props of ErrorBoundary: what to show instead of a child that failed. */
export type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };

/**
 * Keeps one failed part (a font that cannot load, a suspending asset) from unmounting the whole Canvas
 * (docs/client.md "Headless Chromium"). React has no function-component form of an error boundary.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the scene failed and was left out:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
