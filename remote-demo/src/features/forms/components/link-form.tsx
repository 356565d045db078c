import { useState } from 'react';
import { Button, HStack } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { formsTranslations } from '../translations';

export interface LinkFormProps {
  onApply: (href: string) => void;
  onCancel: () => void;
}

/** The address of a new link, asked in the page rather than in a browser prompt. */
export function LinkForm({ onApply, onCancel }: LinkFormProps) {
  const { t } = formsTranslations.useTranslation();
  const [href, setHref] = useState('https://');
  const apply = () => {
    const trimmed = href.trim();
    if (trimmed && trimmed !== 'https://') onApply(trimmed);
  };
  return (
    <HStack
      p="2"
      gap="2"
      align="end"
      borderBottomWidth="1px"
      wrap="wrap"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <Field.Root flex="1" minW="48">
        <Field.Label fontSize="sm">{t('editor.linkAddress')}</Field.Label>
        <Input
          size="sm"
          type="url"
          dir="ltr"
          value={href}
          autoFocus
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
        />
      </Field.Root>
      <Button size="sm" onClick={apply}>
        {t('editor.applyLink')}
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </HStack>
  );
}
