import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button, Stack } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { Field, Input, NativeSelect, Textarea } from '@restaurant/shared/ui-form';
import { EMAIL_LABELS } from '../../../lib/sample-data';
import type { ComposedEmail } from '../lib/email-transitions';
import { emailTranslations } from '../translations';

export type ComposeMode = 'new' | 'reply' | 'forward';

export interface EmailComposeDialogProps {
  open: boolean;
  mode: ComposeMode;
  /** What the form starts with: empty for a new mail, prefilled for a reply or a forward. */
  initial: ComposedEmail;
  onClose: () => void;
  onSend: (mail: ComposedEmail) => void;
}

// One address, as a person types it: something@something.tld.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Writing a mail (new, reply or forward): to, subject, label and message, each checked before it is sent. */
export function EmailComposeDialog({ open, mode, initial, onClose, onSend }: EmailComposeDialogProps) {
  const { t } = emailTranslations.useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ComposedEmail>({ defaultValues: initial });

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const title =
    mode === 'reply' ? t('compose.replyTitle') : mode === 'forward' ? t('compose.forwardTitle') : t('compose.title');

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={errors.to !== undefined}>
                    <Field.Label>{t('compose.to')}</Field.Label>
                    <Input
                      type="email"
                      autoComplete="email"
                      {...register('to', {
                        required: t('common:form.required'),
                        pattern: { value: EMAIL_PATTERN, message: t('common:form.invalidEmail') },
                      })}
                    />
                    <Field.ErrorText>{errors.to?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root required invalid={errors.subject !== undefined}>
                    <Field.Label>{t('compose.subject')}</Field.Label>
                    <Input
                      {...register('subject', {
                        validate: (value) => value.trim() !== '' || t('compose.subjectRequired'),
                      })}
                    />
                    <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('compose.label')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('label')}>
                        {EMAIL_LABELS.map((label) => (
                          <option key={label} value={label}>
                            {t(`views.${label}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root required invalid={errors.message !== undefined}>
                    <Field.Label>{t('compose.message')}</Field.Label>
                    <Textarea
                      rows={8}
                      {...register('message', {
                        validate: (value) => value.trim() !== '' || t('compose.messageRequired'),
                      })}
                    />
                    <Field.ErrorText>{errors.message?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {t('compose.cancel')}
                </Button>
                <Button type="submit">{t('compose.send')}</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
