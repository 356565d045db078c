import type { ReactNode } from 'react';
import { Alert, Button } from '@restaurant/shared/ui';
import { isEditConflict } from './edit-version';

export interface SaveFailureProps {
  /** The save's error; nothing shows while there is none. */
  readonly error: Error | null;
  /** What the form says when another manager saved the record first (412 EDIT_CONFLICT). */
  readonly conflictMessage: string;
  /** Reads the record again, on a button labelled `reloadLabel`; without them a conflict shows no Reload action. */
  readonly onReload?: () => void;
  readonly reloadLabel?: string;
  readonly reloading?: boolean;
  /** What the refusal needs said beyond its message (the bookings in the way of a removal). */
  readonly children?: ReactNode;
}

/**
 * Why a back-office save failed, under its form: another manager's change as a warning with a Reload action (the
 * form then starts over from what the server holds), any other refusal as an error in the API's own words.
 */
export function SaveFailure({
  error,
  conflictMessage,
  reloadLabel,
  onReload,
  reloading = false,
  children,
}: SaveFailureProps) {
  if (error === null) return null;
  const conflict = isEditConflict(error);
  return (
    <Alert.Root status={conflict ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict ? conflictMessage : error.message}</Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
      {conflict && onReload && reloadLabel ? (
        <Button size="sm" variant="outline" onClick={onReload} loading={reloading}>
          {reloadLabel}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
