import { Component, type ReactNode } from 'react';

/** A chart chunk that failed to load (offline, a new deployment): the fallback, whose retry asks for it again. */
export class ChartBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('The chart could not be loaded', error);
  }
  render() {
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: false });
    };
    return this.state.failed ? this.props.fallback(retry) : this.props.children;
  }
}
