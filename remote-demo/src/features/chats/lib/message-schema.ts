import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';

/** The message box as its form holds it. */
export interface MessageValues {
  text: string;
}

/**
 * The demo's chats have no API contract, so the one rule lives here: a message has text once trimmed
 * (`contractResolver` reports a blank one as `required`, which the composer translates).
 */
export const messageSchemas: FieldSchemas<MessageValues> = {
  text: Type.String({ minLength: 1 }),
};
