import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { postTextSchemas, type PostTextValues } from '../lib/post-text-schema';

const resolver = contractResolver<PostTextValues>(postTextSchemas, { trim: ['text'] });

/** The one-field form of a post, comment or reply, and whether its text is still blank (its send button waits). */
export function usePostTextForm() {
  const form = useForm<PostTextValues>({ resolver, defaultValues: { text: '' } });
  const blank = useWatch({ control: form.control, name: 'text' }).trim() === '';
  return { ...form, blank };
}
