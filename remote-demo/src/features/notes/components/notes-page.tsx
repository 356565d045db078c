import { useState } from 'react';
import {
  Grid,
  PageContainer,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
  ErrorState,
  EmptyState,
} from '@restaurant/shared/ui';
import { SidePanel } from '../../../lib/demo-apps/side-panel';
import { useNotes, type Note } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { useNoteActions } from '../hooks/use-note-actions';
import { visibleNotes } from '../lib/note-transitions';
import { notesTranslations } from '../translations';
import { AddNoteDialog } from './add-note-dialog';
import { NoteEditor } from './note-editor';
import { NoteList } from './note-list';

/** /apps/notes: the notes with search, a note's text and colour edited in place, add and delete. */
export default function NotesPage() {
  const { t } = notesTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const notes = useNotes();
  const actions = useNoteActions();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<number>();
  const [editorOpen, setEditorOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const shown = visibleNotes(notes.data ?? [], search);
  const selected = shown.find((note) => note.id === selectedId) ?? shown[0];

  const remove = (note: Note) => {
    actions.remove(note.id);
    setEditorOpen(false);
    setAnnouncement(t('deleted'));
  };

  return (
    <PageContainer
      title={tDemo('apps.pages.notes')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
      actions={
        <AddNoteDialog
          onAdd={(draft) => {
            actions.add(draft);
            setSearch('');
            setAnnouncement(t('added'));
          }}
        />
      }
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {notes.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[1, 2, 3].map((row) => (
            <Skeleton key={row} h="20" borderRadius="l2" />
          ))}
        </Stack>
      ) : notes.isError ? (
        <ErrorState title={t('loadError')} message={notes.error.message} onRetry={() => void notes.refetch()} />
      ) : (
        <Grid templateColumns={{ base: '1fr', md: 'minmax(16rem, 22rem) 1fr' }} gap="6" alignItems="start">
          <Stack gap="4">
            <SearchField label={t('search')} value={search} onChange={setSearch} hideLabel />
            {shown.length > 0 ? (
              <NoteList
                notes={shown}
                selectedId={selected?.id}
                onSelect={(id) => {
                  setSelectedId(id);
                  setEditorOpen(true);
                }}
                onDelete={remove}
              />
            ) : search.trim() === '' ? (
              <EmptyState title={t('empty.title')} description={t('empty.description')} />
            ) : (
              <EmptyState title={t('noMatch.title')} description={t('noMatch.description')} />
            )}
          </Stack>
          <SidePanel
            title={t('editor')}
            open={editorOpen && selected !== undefined}
            onOpenChange={setEditorOpen}
            closeLabel={t('closeEditor')}
          >
            {selected ? (
              <NoteEditor
                note={selected}
                onEdit={(title) => actions.edit(selected.id, title)}
                onRecolour={(color) => {
                  actions.recolour(selected.id, color);
                  setAnnouncement(t('recoloured', { colour: t(`colours.${color}`) }));
                }}
                onDelete={() => remove(selected)}
              />
            ) : (
              <Text color="fg.muted">{t('noneSelected')}</Text>
            )}
          </SidePanel>
        </Grid>
      )}
    </PageContainer>
  );
}
