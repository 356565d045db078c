import { useState } from 'react';
import { Grid, IconButton, PageContainer, Skeleton, Stack, ErrorState } from '@restaurant/shared/ui';
import { EmptyState } from '@restaurant/shared/ui-demo';
import { chatsQueryOptions, useChats, useUpdateSampleData, type ChatContact } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { sendMessage } from '../lib/chat-transitions';
import { useChatReadStore } from '../stores/chat-read-store';
import { chatsTranslations } from '../translations';
import { ChatContactList } from './chat-contact-list';
import { ChatIcon, ImagesIcon, UsersIcon } from './chat-icons';
import { ChatMediaPanel } from './chat-media-panel';
import { ChatThread } from './chat-thread';
import { SidePanel } from './side-panel';

/** /apps/chats: contacts, the selected conversation and its media, three panels (drawers on narrow screens). */
export default function ChatsPage() {
  const { t } = chatsTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const chats = useChats();
  const update = useUpdateSampleData();
  const marks = useChatReadStore((state) => state.marks);
  const markRead = useChatReadStore((state) => state.markRead);
  const markAllRead = useChatReadStore((state) => state.markAllRead);
  const [selectedId, setSelectedId] = useState<number>();
  const [contactsOpen, setContactsOpen] = useState(false);
  const [mediaOpen, setMediaOpen] = useState(false);

  const contacts = chats.data ?? [];
  const selected = contacts.find((contact) => contact.id === selectedId);

  const select = (contact: ChatContact) => {
    setSelectedId(contact.id);
    markRead(contact);
    setContactsOpen(false);
  };
  const send = (text: string) => {
    if (!selected) return;
    update<ChatContact[]>(chatsQueryOptions(), (list) => sendMessage(list, selected.id, { msg: text }));
  };

  const drawerButtons = (
    <>
      <IconButton
        variant="outline"
        size="sm"
        hideFrom="md"
        aria-label={t('openContacts')}
        onClick={() => setContactsOpen(true)}
      >
        <UsersIcon />
      </IconButton>
      <IconButton
        variant="outline"
        size="sm"
        hideFrom="xl"
        aria-label={t('openMedia')}
        onClick={() => setMediaOpen(true)}
      >
        <ImagesIcon />
      </IconButton>
    </>
  );

  return (
    <PageContainer
      title={tDemo('apps.pages.chats')}
      description={t('description')}
      breadcrumb={[{ label: tDemo('apps.section') }]}
    >
      {chats.isPending ? (
        <Skeleton h="lg" borderRadius="card" />
      ) : chats.isError ? (
        <ErrorState title={t('loadError')} message={chats.error.message} onRetry={() => void chats.refetch()} />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: '18rem 1fr', xl: '20rem 1fr 16rem' }}
          gap="4"
          h={{ base: '70vh', md: '75vh' }}
          minH="30rem"
        >
          <SidePanel
            title={t('contacts')}
            columnFrom="md"
            placement="start"
            open={contactsOpen}
            onOpenChange={setContactsOpen}
            closeLabel={t('close')}
          >
            <ChatContactList
              contacts={contacts}
              marks={marks}
              selectedId={selectedId}
              onSelect={select}
              onMarkAllRead={() => markAllRead(contacts)}
            />
          </SidePanel>
          <Stack gap="0" minW="0" minH="0" bg="bg.panel" borderWidth="1px" borderRadius="card" overflow="hidden">
            {selected ? (
              <ChatThread contact={selected} onSend={send} actions={drawerButtons} />
            ) : (
              <Stack flex="1" justify="center" p="4">
                <Stack direction="row" justify="flex-end" hideFrom="md">
                  {drawerButtons}
                </Stack>
                <EmptyState.Root>
                  <EmptyState.Content>
                    <EmptyState.Indicator>
                      <ChatIcon />
                    </EmptyState.Indicator>
                    <EmptyState.Title>{t('selectChat')}</EmptyState.Title>
                    <EmptyState.Description>{t('selectChatHint')}</EmptyState.Description>
                  </EmptyState.Content>
                </EmptyState.Root>
              </Stack>
            )}
          </Stack>
          <SidePanel
            title={t('media')}
            columnFrom="xl"
            placement="end"
            open={mediaOpen}
            onOpenChange={setMediaOpen}
            closeLabel={t('close')}
          >
            <ChatMediaPanel contact={selected} />
          </SidePanel>
        </Grid>
      )}
    </PageContainer>
  );
}
