import { Component, type ReactNode } from 'react';

interface Props {
  /** Drawn instead of the children once they threw (a render error, a chunk that did not arrive). */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** React's error boundary (a class: hooks have none): whatever throws below is replaced, never the whole app. */
export class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
