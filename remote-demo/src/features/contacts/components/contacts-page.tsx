import { useState } from 'react';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  Grid,
  HStack,
  PageContainer,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { SidePanel } from '../../../lib/demo-apps/side-panel';
import { FilterIcon, PlusIcon } from '../../../lib/icons';
import { useContacts, type Contact } from '../../../lib/sample-data';
import { SearchField } from '../../../lib/search';
import { demoTranslations } from '../../../lib/translations';
import { useContactActions } from '../hooks/use-contact-actions';
import { useContactsView } from '../hooks/use-contacts-view';
import { contactCounts, draftOf, fullName, type ContactDraft } from '../lib/contact-transitions';
import { contactsTranslations } from '../translations';
import { ContactDetail } from './contact-detail';
import { ContactFilters } from './contact-filters';
import { ContactFormDialog } from './contact-form-dialog';
import { ContactList } from './contact-list';

/** /apps/contacts: filters, search, the list, one contact's details; add, edit, star and delete (or restore). */
export default function ContactsPage() {
  const { t } = contactsTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const contacts = useContacts();
  const actions = useContactActions();
  const view = useContactsView(contacts.data ?? []);
  const [announcement, setAnnouncement] = useState('');

  const starToggle = (contact: Contact) => {
    actions.toggleStar(contact.id);
    setAnnouncement(t(contact.starred ? 'done.unstarred' : 'done.starred', { name: fullName(contact) }));
  };
  const deleteToggle = (contact: Contact) => {
    actions.toggleDeleted(contact.id);
    view.setDetailOpen(false);
    setAnnouncement(t(contact.deleted ? 'done.restored' : 'done.deleted', { name: fullName(contact) }));
  };
  const save = (draft: ContactDraft) => {
    const { form, selected } = view;
    if (form.kind === 'edit' && selected) {
      actions.edit(selected.id, draft);
      setAnnouncement(t('done.saved', { name: fullName(draft) }));
    } else {
      actions.add(draft);
      setAnnouncement(t('done.added', { name: fullName(draft) }));
    }
    view.closeForm();
  };

  return (
    <PageContainer
      title={tDemo('apps.pages.contacts')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
      actions={
        <Button onClick={view.openAdd}>
          <PlusIcon />
          {t('add')}
        </Button>
      }
    >
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      {contacts.isPending ? (
        <Stack gap="3" aria-busy="true">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} h="14" borderRadius="l2" />
          ))}
        </Stack>
      ) : contacts.isError ? (
        <ErrorState title={t('loadError')} message={contacts.error.message} onRetry={() => void contacts.refetch()} />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: '12rem minmax(15rem, 20rem) 1fr', xl: '14rem 22rem 1fr' }}
          gap="6"
          alignItems="start"
        >
          <SidePanel
            title={t('filters')}
            open={view.filtersOpen}
            onOpenChange={view.setFiltersOpen}
            closeLabel={t('closeFilters')}
            placement="start"
          >
            <ContactFilters filter={view.filter} counts={contactCounts(contacts.data)} onFilter={view.setFilter} />
          </SidePanel>
          <Stack gap="4" minW="0">
            <HStack gap="2">
              {/* Phones only, by CSS: a server render cannot know the screen (see SidePanel). */}
              <Button variant="outline" hideFrom="md" onClick={() => view.setFiltersOpen(true)}>
                <FilterIcon />
                {t('openFilters')}
              </Button>
              <SearchField label={t('search')} value={view.search} onChange={view.setSearch} hideLabel />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t(`filterNames.${view.filter}`)} · {view.shown.length}
            </Text>
            {view.shown.length > 0 ? (
              // A pane of its own: thirty rows grew the page past 2,000 px beside a short detail column.
              <Box
                maxH={{ base: '28rem', md: '34rem' }}
                overflowY="auto"
                overscrollBehavior="contain"
                p="1"
                borderWidth="1px"
                borderRadius="card"
                bg="bg.panel"
              >
                <ContactList
                  contacts={view.shown}
                  selectedId={view.selected?.id}
                  onSelect={view.select}
                  onToggleStar={starToggle}
                />
              </Box>
            ) : (
              <EmptyState title={t('empty.title')} description={t('empty.description')} />
            )}
          </Stack>
          <SidePanel
            title={t('detail')}
            open={view.detailOpen && view.selected !== undefined}
            onOpenChange={view.setDetailOpen}
            closeLabel={t('closeDetail')}
          >
            {view.selected ? (
              <ContactDetail
                contact={view.selected}
                onToggleStar={() => view.selected && starToggle(view.selected)}
                onEdit={() => view.selected && view.openEdit(draftOf(view.selected))}
                onToggleDeleted={() => view.selected && deleteToggle(view.selected)}
              />
            ) : (
              <Text color="fg.muted">{t('noneSelected')}</Text>
            )}
          </SidePanel>
        </Grid>
      )}
      <ContactFormDialog mode={view.form} onClose={view.closeForm} onSubmit={save} />
    </PageContainer>
  );
}
