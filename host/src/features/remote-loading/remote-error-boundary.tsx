import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@restaurant/shared';

export interface RemoteErrorBoundaryProps {
  /** Rendered instead of the children once they threw. */
  fallback: ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/** Last failure layer: a remote that loads but throws while rendering takes down only its own mount. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote page failed to render', error, info.componentStack);
    reportClientError({ kind: 'error-boundary', error });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
