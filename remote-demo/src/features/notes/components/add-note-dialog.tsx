import { useState } from 'react';
import { Button, Stack } from '@restaurant/shared/ui';
import { CloseButton, Dialog, Portal } from '@restaurant/shared/ui-dialog';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { PlusIcon } from '../../../lib/icons';
import type { NoteColor } from '../../../lib/sample-data';
import type { NewNote } from '../lib/note-transitions';
import { notesTranslations } from '../translations';
import { NoteColourPicker } from './note-colour-picker';

/** The "Add note" button and its dialog: the note's text (required) and colour. */
export function AddNoteDialog({ onAdd }: { onAdd: (draft: NewNote) => void }) {
  const { t } = notesTranslations.useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [color, setColor] = useState<NoteColor>('info');
  const [tried, setTried] = useState(false);
  const missing = title.trim() === '';

  const reset = () => {
    setTitle('');
    setColor('info');
    setTried(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
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
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                setTried(true);
                if (missing) return;
                onAdd({ title: title.trim(), color });
                setOpen(false);
                reset();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="5">
                  <Field.Root required invalid={tried && missing}>
                    <Field.Label>
                      {t('text')}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={title} rows={4} onChange={(event) => setTitle(event.target.value)} />
                    <Field.ErrorText>{t('textRequired')}</Field.ErrorText>
                  </Field.Root>
                  <NoteColourPicker value={color} onChange={setColor} />
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
