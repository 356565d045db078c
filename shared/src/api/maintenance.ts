import { isAxiosFailure } from './axios-failure';

/** The `code` the API sends with its 503 while the `MAINTENANCE` switch is on. */
export const MAINTENANCE_CODE = 'MAINTENANCE';

export type MaintenanceListener = () => void;

const listeners = new Set<MaintenanceListener>();

/**
 * Calls `listener` whenever an API call answers 503 `{ code: 'MAINTENANCE' }` (the host sends the diner to the
 * maintenance page). The request still fails as usual for its caller. Returns the unsubscribe function.
 */
export function onApiMaintenance(listener: MaintenanceListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isMaintenanceError(error: unknown): boolean {
  if (!isAxiosFailure(error) || error.response?.status !== 503) return false;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null && 'code' in body && body.code === MAINTENANCE_CODE;
}

/** Used by the API client's response interceptor. */
export function notifyMaintenance(): void {
  for (const listener of listeners) listener();
}
