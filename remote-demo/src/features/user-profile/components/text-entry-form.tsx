import { useState } from 'react';
import { Button, HStack } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';

export interface TextEntryFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  autoFocus?: boolean;
}

/** A one-line comment or reply box: its text empties once saved and stays when the save failed. */
export function TextEntryForm({ label, submitLabel, onSubmit, pending, autoFocus }: TextEntryFormProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <HStack
      as="form"
      gap="2"
      align="flex-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSubmit(text.trim()).then(
          () => setText(''),
          () => undefined,
        );
      }}
    >
      <Field.Root flex="1">
        <Field.Label srOnly>{label}</Field.Label>
        <Input
          size="sm"
          value={text}
          placeholder={label}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </Field.Root>
      <Button type="submit" size="sm" loading={pending} disabled={blank}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
