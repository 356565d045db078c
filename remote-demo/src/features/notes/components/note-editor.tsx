import { Button, Card, HStack, Stack, Text } from '@restaurant/shared/ui';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import { TrashIcon } from '../../../lib/icons';
import type { Note, NoteColor } from '../../../lib/sample-data';
import { NOTE_PALETTE } from '../lib/note-palette';
import { notesTranslations } from '../translations';
import { NoteColourPicker } from './note-colour-picker';

export interface NoteEditorProps {
  note: Note;
  onEdit: (title: string) => void;
  onRecolour: (color: NoteColor) => void;
  onDelete: () => void;
}

/** The selected note, edited in place: its text and colour change the list as the user works. */
export function NoteEditor({ note, onEdit, onRecolour, onDelete }: NoteEditorProps) {
  const { t } = notesTranslations.useTranslation();
  const formatDate = useDateFormat({ dateStyle: 'long', timeStyle: 'short' });
  return (
    <Card.Root
      variant="outline"
      colorPalette={NOTE_PALETTE[note.color]}
      borderTopWidth="4px"
      borderTopColor="colorPalette.solid"
    >
      <Card.Body gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('created', { date: formatDate(note.datef) })}
        </Text>
        <Field.Root>
          <Field.Label>{t('text')}</Field.Label>
          <Textarea
            dir="auto"
            value={note.title}
            rows={8}
            autoresize
            onChange={(event) => onEdit(event.target.value)}
          />
          <Field.HelperText>{t('editorHint')}</Field.HelperText>
        </Field.Root>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="4" align={{ sm: 'flex-end' }}>
          <NoteColourPicker value={note.color} onChange={onRecolour} />
          <HStack>
            <Button variant="outline" colorPalette="red" onClick={onDelete}>
              <TrashIcon />
              {t('deleteSelected')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
