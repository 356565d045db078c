import { Box, chakra, HStack, IconButton, Stack, Text } from '@restaurant/shared/ui';
import { useDateFormat } from '../../../lib/formatting/use-date-format';
import { TrashIcon } from '../../../lib/icons';
import type { Note } from '../../../lib/sample-data';
import { NOTE_PALETTE } from '../lib/note-palette';
import { notesTranslations } from '../translations';

export interface NoteListProps {
  notes: readonly Note[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onDelete: (note: Note) => void;
}

/** The notes as cards tinted by their colour: a card opens its note, its bin deletes it. */
export function NoteList({ notes, selectedId, onSelect, onDelete }: NoteListProps) {
  const { t } = notesTranslations.useTranslation();
  const formatDate = useDateFormat();
  return (
    <Stack as="ul" aria-label={t('list')} gap="3" listStyleType="none">
      {notes.map((note) => {
        const title = note.title.trim() === '' ? t('untitled') : note.title;
        const selected = note.id === selectedId;
        return (
          <HStack
            as="li"
            key={note.id}
            colorPalette={NOTE_PALETTE[note.color]}
            align="stretch"
            gap="0"
            bg="colorPalette.subtle"
            borderRadius="l2"
            borderInlineStartWidth="4px"
            borderInlineStartColor="colorPalette.solid"
            outline={selected ? '2px solid' : undefined}
            outlineColor="colorPalette.solid"
            position="relative"
          >
            <Stack gap="1" flex="1" minW="0" p="3">
              {/* The title is the button's whole name; its ::before stretches over the card so all of it opens the note. */}
              <chakra.button
                type="button"
                textAlign="start"
                fontWeight="semibold"
                color="fg"
                cursor="pointer"
                outline="none"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(note.id)}
                _before={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'l2' }}
                _focusVisible={{
                  _before: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
                }}
              >
                <Text as="span" lineClamp={2} dir="auto">
                  {title}
                </Text>
              </chakra.button>
              <Text fontSize="sm" color="fg.muted">
                {formatDate(note.datef)}
              </Text>
            </Stack>
            <Box p="2" position="relative" zIndex="1">
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="gray"
                aria-label={t('delete', { title })}
                onClick={() => onDelete(note)}
              >
                <TrashIcon />
              </IconButton>
            </Box>
          </HStack>
        );
      })}
    </Stack>
  );
}
