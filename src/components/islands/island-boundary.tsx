import type * as React from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ApplicationError } from '@/components/layout/application-error';

function CompactApplicationError() {
  return <ApplicationError compact />;
}

function reportIslandError(error: unknown, info: React.ErrorInfo): void {
  console.error('Island failed to render', error, info.componentStack);
}

/**
 * Wraps an island's root so a failure shows the error heading instead of a blank area.
 * Every hydrated entry point in this folder is exported through it.
 */
export function withIslandBoundary<P extends object>(Island: React.ComponentType<P>): React.ComponentType<P> {
  function BoundedIsland(props: P) {
    return (
      <ErrorBoundary FallbackComponent={CompactApplicationError} onError={reportIslandError}>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  BoundedIsland.displayName = `Bounded(${Island.displayName ?? Island.name})`;
  return BoundedIsland;
}
