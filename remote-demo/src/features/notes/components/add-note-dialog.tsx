import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { contractResolver } from '@restaurant/shared/forms';
import { Button, Stack } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { PlusIcon } from '../../../lib/icons';
import { emptyNote, newNoteSchemas } from '../lib/note-schema';
import type { NewNote } from '../lib/note-transitions';
import { notesTranslations } from '../translations';
import { NoteColourPicker } from './note-colour-picker';

const resolver = contractResolver<NewNote>(newNoteSchemas, { trim: ['title'] });

/** The "Add note" button and its dialog: the note's text (required) and colour. */
export function AddNoteDialog({ onAdd }: { onAdd: (draft: NewNote) => void }) {
  const { t } = notesTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewNote>({ resolver, defaultValues: emptyNote });

  const submit = handleSubmit(({ title, color }) => {
    onAdd({ title: title.trim(), color });
    setOpen(false);
    reset();
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        // A closed dialog forgets its draft and its message: it opens empty next time.
        if (!details.open) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button>
          <PlusIcon />
          {t('add')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title>{t('addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root required invalid={errors.title !== undefined}>
                    <Field.Label>
                      {t('text')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea rows={4} {...register('title')} />
                    {errors.title ? <Field.ErrorText>{t('textRequired')}</Field.ErrorText> : null}
                  </Field.Root>
                  <Controller
                    control={control}
                    name="color"
                    render={({ field }) => <NoteColourPicker value={field.value} onChange={field.onChange} />}
                  />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t('common:actions.cancel')}</Button>
                </Dialog.ActionTrigger>
                <Button type="submit">{t('common:actions.add')}</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
