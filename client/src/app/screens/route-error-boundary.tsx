import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

/**
 * Catches any error thrown while rendering a route or loading its code, and shows the ErrorScreen
 * in place of every layout. The next navigation (a new location key) tries the route again.
 */
export class RouteErrorBoundary extends Component<
  { locationKey: string; children: ReactNode },
  { error: unknown; failed: boolean; locationKey: string }
> {
  override state = { error: undefined as unknown, failed: false, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: { failed: boolean; locationKey: string }) {
    if (props.locationKey === state.locationKey) return null;
    return { error: undefined, failed: false, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}
