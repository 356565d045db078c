import { Alert, Button } from '@restaurant/shared/ui';
import { isEditConflict } from './edit-version';

export interface SaveFailureProps {
  /** The save's error; nothing shows while there is none. */
  readonly error: Error | null;
  /** What the form says when another manager saved the record first (412 EDIT_CONFLICT). */
  readonly conflictMessage: string;
  readonly reloadLabel: string;
  /** Reads the record again; without it a conflict shows no Reload action. */
  readonly onReload?: () => void;
  readonly reloading?: boolean;
}

/**
 * Why a back-office save failed, under its form: another manager's change as a warning with a Reload action (the
 * form then starts over from what the server holds), any other refusal as an error in the API's own words.
 */
export function SaveFailure({ error, conflictMessage, reloadLabel, onReload, reloading = false }: SaveFailureProps) {
  if (error === null) return null;
  const conflict = isEditConflict(error);
  return (
    <Alert.Root status={conflict ? 'warning' : 'error'} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{conflict ? conflictMessage : error.message}</Alert.Title>
      </Alert.Content>
      {conflict && onReload ? (
        <Button size="sm" variant="outline" onClick={onReload} loading={reloading}>
          {reloadLabel}
        </Button>
      ) : null}
    </Alert.Root>
  );
}
