import { useState } from 'react';
import {
  Button,
  ChevronLeftIcon,
  ErrorState,
  Grid,
  IconButton,
  PageContainer,
  Skeleton,
  Stack,
} from '@restaurant/shared/ui';
import { EmptyState } from '@restaurant/shared/ui-demo';
import { useIsPhone } from '../../../lib/demo-apps/use-is-phone';
import { chatsQueryOptions, useChats, useUpdateSampleData, type ChatContact } from '../../../lib/sample-data';
import { demoTranslations } from '../../../lib/translations';
import { sendMessage } from '../lib/chat-transitions';
import { useChatReadStore } from '../stores/chat-read-store';
import { chatsTranslations } from '../translations';
import { ChatContactList } from './chat-contact-list';
import { ChatIcon, ImagesIcon } from './chat-icons';
import { ChatMediaPanel } from './chat-media-panel';
import { ChatPane } from './chat-pane';
import { ChatThread } from './chat-thread';
import { SidePanel } from './side-panel';

/**
 * /apps/chats: contacts, the selected conversation and its media, three columns on wide screens. A phone shows one
 * at a time: it opens on the contact list (an empty "select a chat" card would hide what there is to choose), a
 * chosen chat replaces it with a button back, and the media panel is a drawer.
 */
export default function ChatsPage() {
  const { t } = chatsTranslations.useTranslation();
  const { t: tDemo } = demoTranslations.useTranslation();
  const chats = useChats();
  const update = useUpdateSampleData();
  const marks = useChatReadStore((state) => state.marks);
  const markRead = useChatReadStore((state) => state.markRead);
  const markAllRead = useChatReadStore((state) => state.markAllRead);
  const isPhone = useIsPhone();
  const [selectedId, setSelectedId] = useState<number>();
  // On a phone, the chat just left: its contact button takes the focus back when the list returns.
  const [leftId, setLeftId] = useState<number>();
  const [mediaOpen, setMediaOpen] = useState(false);

  const contacts = chats.data ?? [];
  const selected = contacts.find((contact) => contact.id === selectedId);

  const select = (contact: ChatContact) => {
    setSelectedId(contact.id);
    markRead(contact);
  };
  const send = (text: string) => {
    if (!selected) return;
    update<ChatContact[]>(chatsQueryOptions(), (list) => sendMessage(list, selected.id, { msg: text }));
  };

  const threadButtons = (
    <>
      {isPhone ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setLeftId(selectedId);
            setSelectedId(undefined);
          }}
        >
          <ChevronLeftIcon _rtl={{ transform: 'scaleX(-1)' }} />
          {t('backToContacts')}
        </Button>
      ) : null}
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
  const showList = !isPhone || !selected;
  const showThread = !isPhone || selected !== undefined;

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
          {showList ? (
            <ChatPane as="aside" aria-label={t('contacts')}>
              <ChatContactList
                contacts={contacts}
                marks={marks}
                selectedId={selectedId}
                focusedId={isPhone ? leftId : undefined}
                onSelect={select}
                onMarkAllRead={() => markAllRead(contacts)}
              />
            </ChatPane>
          ) : null}
          {/* With no chat open, phones show the list alone. By CSS too: a server render cannot know the screen. */}
          {showThread ? (
            <ChatPane {...(selected ? {} : { hideBelow: 'md' })}>
              {selected ? (
                <ChatThread contact={selected} onSend={send} actions={threadButtons} focusOnOpen={isPhone} />
              ) : (
                <Stack flex="1" justify="center" p="4">
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
            </ChatPane>
          ) : null}
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
