import { Type } from 'typebox';
import type { FieldSchemas } from '@restaurant/shared/forms';

/** The inline rename form's one field. */
export interface PostTitleValues {
  title: string;
}

/**
 * The sample posts have no API contract; a title is any text. A blank one is not an error: saving it keeps the post's
 * title (`rename` does), so the field is `optional` for `contractResolver` and the form never shows a message.
 */
export const postTitleSchemas: FieldSchemas<PostTitleValues> = {
  title: Type.String(),
};
