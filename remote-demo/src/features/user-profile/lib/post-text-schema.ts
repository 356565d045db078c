import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';

/** A post, comment or reply as its one-field form holds it. */
export interface PostTextValues {
  text: string;
}

/**
 * The profile's posts, comments and replies have no API contract (the demo keeps them client-side), so their one rule
 * lives here: some text once trimmed (`contractResolver` reports a blank one as `required`, which the form translates).
 */
export const postTextSchemas: FieldSchemas<PostTextValues> = {
  text: Type.String({ minLength: 1 }),
};
