import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, HStack, Stack } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { commentSchemas, type CommentValues } from '../lib/comment-schema';
import { blogTranslations } from '../translations';

const resolver = contractResolver<CommentValues>(commentSchemas, { trim: ['text'] });

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  placeholder?: string;
  /** Sends the text; resolves when it is saved (the form then empties) and rejects when it failed. */
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  /** The failed call's message, shown inline under the field. */
  error?: string | undefined;
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment or reply box: the text, its send button, and the send failure right under it. */
export function CommentForm(props: CommentFormProps) {
  const { label, submitLabel, placeholder, onSubmit, pending, error, onCancel, autoFocus } = props;
  const { t } = blogTranslations.useTranslation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CommentValues>({ resolver, defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' });
  const errorId = useId();
  const blank = text.trim() === '';
  // The rule broken before sending comes first; the failed call's message otherwise.
  const errorText = errors.text
    ? t('detail.commentRequired')
    : error === undefined
      ? undefined
      : `${t('detail.sendError')}: ${error}`;

  const submit = handleSubmit((values) =>
    onSubmit(values.text.trim()).then(
      () => reset(),
      // The failure is shown by `error`; the text stays so it can be sent again.
      () => undefined,
    ),
  );

  return (
    <Stack as="form" gap="2" onSubmit={(event) => void submit(event)}>
      <Field.Root invalid={errorText !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          placeholder={placeholder}
          rows={3}
          autoFocus={autoFocus}
          aria-describedby={errorText === undefined ? undefined : errorId}
          {...register('text')}
        />
        {errorText === undefined ? null : (
          <Field.ErrorText id={errorId} role="alert">
            {errorText}
          </Field.ErrorText>
        )}
      </Field.Root>
      <HStack gap="2" justify="flex-end">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('detail.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={pending} disabled={blank}>
          {submitLabel}
        </Button>
      </HStack>
    </Stack>
  );
}
