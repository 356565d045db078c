import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, Stack, Text } from '@restaurant/shared/ui';
import { Dialog } from '@restaurant/shared/ui-dialog';
import { Field, Input } from '@restaurant/shared/ui-form';
import { subscribeSchemas, type SubscribeValues } from '../lib/form-schemas';
import { uiComponentsTranslations } from '../translations';
import { DialogFrame } from './dialog-frame';

const subscribeResolver = contractResolver<SubscribeValues>(subscribeSchemas, { trim: ['email'] });

const ACCOUNTS = ['amira@example.com', 'lucas@example.com', 'mei@example.com'];

/** A dialog offering a short list: choosing an entry closes it and shows the choice. */
export function SimpleListDialog() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Stack gap="3">
      <Text color="fg.muted" aria-live="polite">
        {chosen ? t('dialog.selected', { value: chosen }) : t('dialog.nothingYet')}
      </Text>
      <DialogFrame
        trigger={t('dialog.open')}
        title={t('dialog.chooseAccount')}
        size="xs"
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
      >
        <Stack as="ul" gap="1" listStyleType="none">
          {[...ACCOUNTS, t('dialog.addAccount')].map((account) => (
            <li key={account}>
              <Button
                variant="ghost"
                width="full"
                justifyContent="start"
                onClick={() => {
                  setChosen(account);
                  setOpen(false);
                }}
              >
                {account}
              </Button>
            </li>
          ))}
        </Stack>
      </DialogFrame>
    </Stack>
  );
}

/** Asks before a destructive step; the answer is shown once it closes. */
export function ConfirmDialog() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  const answer = (deleted: boolean) => {
    setResult(t(deleted ? 'dialog.deleted' : 'dialog.kept'));
    setOpen(false);
  };
  return (
    <Stack gap="3">
      <Text color="fg.muted" aria-live="polite">
        {result}
      </Text>
      <DialogFrame
        trigger={t('dialog.delete')}
        title={t('dialog.deleteTitle')}
        role="alertdialog"
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        footer={
          <>
            <Button variant="outline" onClick={() => answer(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button colorPalette="red" onClick={() => answer(true)}>
              {t('dialog.delete')}
            </Button>
          </>
        }
      >
        <Text>{t('dialog.deleteBody')}</Text>
      </DialogFrame>
    </Stack>
  );
}

/** A small form in a dialog: it stays open until the address is given. */
export function FormDialog() {
  const { t } = uiComponentsTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SubscribeValues>({ resolver: subscribeResolver, defaultValues: { email: '' } });
  const submit = handleSubmit(({ email }) => {
    setSubscribed(email.trim());
    setOpen(false);
  });
  return (
    <Stack gap="3">
      <Text color="fg.muted" aria-live="polite">
        {subscribed ? t('dialog.subscribed', { email: subscribed }) : ''}
      </Text>
      <DialogFrame
        trigger={t('dialog.subscribe')}
        title={t('dialog.subscribe')}
        open={open}
        onOpenChange={(details) => {
          setOpen(details.open);
          // Opened again, the form has not been sent yet: no message, the address typed so far kept.
          reset(undefined, { keepValues: true });
        }}
        footer={
          <>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('dialog.cancel')}</Button>
            </Dialog.ActionTrigger>
            <Button type="submit" form="subscribe-form">
              {t('dialog.subscribe')}
            </Button>
          </>
        }
      >
        <Stack gap="4" asChild>
          {/* The form shows its own message, not the browser's bubble. */}
          <form id="subscribe-form" onSubmit={(event) => void submit(event)} noValidate>
            <Text color="fg.muted">{t('dialog.subscribeBody')}</Text>
            <Field.Root invalid={errors.email !== undefined} required>
              <Field.Label>{t('dialog.email')}</Field.Label>
              <Input type="email" autoComplete="email" {...register('email')} />
              {errors.email ? <Field.ErrorText>{t('dialog.emailRequired')}</Field.ErrorText> : null}
            </Field.Root>
          </form>
        </Stack>
      </DialogFrame>
    </Stack>
  );
}
