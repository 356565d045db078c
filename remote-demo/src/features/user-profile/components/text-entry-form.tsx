import { Button, HStack } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import { usePostTextForm } from '../hooks/use-post-text-form';
import { userProfileTranslations } from '../translations';

export interface TextEntryFormProps {
  label: string;
  submitLabel: string;
  onSubmit: (text: string) => Promise<unknown>;
  pending: boolean;
  autoFocus?: boolean;
}

/** A one-line comment or reply box: its text empties once saved and stays when the save failed. */
export function TextEntryForm({ label, submitLabel, onSubmit, pending, autoFocus }: TextEntryFormProps) {
  const { t } = userProfileTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    blank,
    formState: { errors },
  } = usePostTextForm();

  const submit = handleSubmit((values) =>
    onSubmit(values.text.trim()).then(
      () => reset(),
      // The caller shows the failure; the text stays so it can be sent again.
      () => undefined,
    ),
  );

  return (
    <HStack as="form" gap="2" align="flex-end" onSubmit={(event) => void submit(event)}>
      <Field.Root flex="1" invalid={errors.text !== undefined}>
        <Field.Label srOnly>{label}</Field.Label>
        <Input size="sm" placeholder={label} autoFocus={autoFocus} {...register('text')} />
        {errors.text ? <Field.ErrorText>{t('share.required')}</Field.ErrorText> : null}
      </Field.Root>
      <Button type="submit" size="sm" loading={pending} disabled={blank}>
        {submitLabel}
      </Button>
    </HStack>
  );
}
