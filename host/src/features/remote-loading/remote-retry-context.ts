import { createContext, useContext } from 'react';

/** Lets the "unavailable" panel, wherever it was produced (runtime plugin or error boundary), retry its mount. */
export const RemoteRetryContext = createContext<(() => void) | null>(null);

export function useRemoteRetry(): (() => void) | null {
  return useContext(RemoteRetryContext);
}
