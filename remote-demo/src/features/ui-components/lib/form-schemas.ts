import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';

// The gallery's small forms have no API contract behind them: their rules are these.

/** The popover's rename form. */
export interface RenameValues {
  name: string;
}

/** Any name; a blank one is no error, it keeps the current name (so the field is `optional` for the resolver). */
export const renameSchemas: FieldSchemas<RenameValues> = {
  name: Type.String(),
};

/** The dialog's subscribe form. */
export interface SubscribeValues {
  email: string;
}

/** The address is required once trimmed (`contractResolver` reports a blank one as `required`). */
export const subscribeSchemas: FieldSchemas<SubscribeValues> = {
  email: Type.String({ minLength: 1 }),
};
