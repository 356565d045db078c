import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';

/** A comment or reply as its form holds it. */
export interface CommentValues {
  text: string;
}

/**
 * The demo's blog has no API contract, so its one rule lives here: a comment has text once trimmed (`contractResolver`
 * reports a blank one as `required`, which the form translates).
 */
export const commentSchemas: FieldSchemas<CommentValues> = {
  text: Type.String({ minLength: 1 }),
};
