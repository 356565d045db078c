import { useId, useState } from 'react';
import { Button, HStack, Stack } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { blogTranslations } from '../translations';

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
  const [text, setText] = useState('');
  const errorId = useId();
  const blank = text.trim() === '';

  return (
    <Stack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSubmit(text.trim()).then(
          () => setText(''),
          // The failure is shown by `error`; the text stays so it can be sent again.
          () => undefined,
        );
      }}
    >
      <Field.Root invalid={error !== undefined}>
        <Field.Label>{label}</Field.Label>
        <Textarea
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          rows={3}
          autoFocus={autoFocus}
          aria-describedby={error === undefined ? undefined : errorId}
        />
        {error === undefined ? null : (
          <Field.ErrorText id={errorId} role="alert">
            {t('detail.sendError')}: {error}
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
